// The sales module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { prepareQuoteTokens } from './quote-token';
export {
  findProposalRecords,
  findVisibleProposal,
  hasLivePayment,
  insertProposal,
  type ProposalRecord,
  toProposal,
  updateProposalStatus,
} from './sales-repository';
export { priceQuote, type QuoteSigning } from './price-quote';
export { type GatewayCancel, newReferenceId, type ProposalOrders } from './sales-service';
