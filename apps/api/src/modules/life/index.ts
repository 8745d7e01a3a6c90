// The life module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { SANDBOX_LIFE_CALLBACK_JOB } from './life-issuance';
export { sandboxLifeCallbackJobHandler } from './life-jobs';
