// The retention module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { createRetentionPruneHandler, RETENTION_PRUNE_JOB, scheduleRetentionPrune } from './prune-expired-rows';
