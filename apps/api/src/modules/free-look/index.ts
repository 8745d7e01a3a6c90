// The free-look module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export type { PolicyCancelledInFreeLookListener } from './free-look-events';
export { FREE_LOOK_REFUND_JOB, freeLookContextOf, freeLookRefundJobHandler } from './free-look-service';
