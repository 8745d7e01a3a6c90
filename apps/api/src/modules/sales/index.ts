// The sales module's public file: what the composition root and flows may import of it (decision 0220).
export { hasLivePayment } from './sales-repository';
export type { PriceWithCoupon, ProposalOrders } from './sales-service';
