// The lending module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { renderKfsPdf } from './kfs-pdf';
export { registerLenderCallbackRoute } from './lender-callback-route';
export { findLendingLead, findOfferById, recordCallback } from './lending-repository';
export { lendingJobHandlers } from './lending-jobs';
export { type LendingTokens, prepareLendingTokens } from './lending-service';
export { CHASE_OFFERS_JOB, SANDBOX_CALLBACK_JOB, toOffer } from './offers-service';
export { derivePanSealKey, sealPan, unsealPan } from './pan-seal';
