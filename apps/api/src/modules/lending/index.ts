// The lending module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { lendingJobHandlers } from './lending-jobs';
export { CHASE_OFFERS_JOB, SANDBOX_CALLBACK_JOB } from './offers-service';
export type { ApplyLenderStatus, LendingFlows } from './lending-context';
