// The policies module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { issuePolicyOnce } from './policies-repository';
export { queuePolicyIssuedNotices } from './policy-issued-notice';
