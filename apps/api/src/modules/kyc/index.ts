// The kyc module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { ensureKycPassed, KYC_POLL_JOB, kycContextOf, kycPollJobHandler } from './kyc-service';
