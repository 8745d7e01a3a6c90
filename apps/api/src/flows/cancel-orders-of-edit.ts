import { cancelOrdersAtGateway, type PaymentsContext, queueGatewayCancels, settleOpenOrders } from '../modules/payments';
import type { ProposalOrders } from '../modules/sales';

/**
 * An edit of a proposal meets its payment orders (decision 0121): open orders are first asked of the
 * gateway (a payment just made settles, and the edit meets a paid proposal), then the orders the edit
 * cancelled are queued for their cancel at the gateway in the edit's transaction and tried after its commit.
 */
export const proposalOrdersOf = (context: PaymentsContext): ProposalOrders => ({
  settleOpenOrders: (proposalId) => settleOpenOrders(context, proposalId),
  queueCancelsAtGateway: (tx, orderIds) => queueGatewayCancels(tx, orderIds, context.clock.now()),
  cancelAtGateway: (cancels) => cancelOrdersAtGateway(context, cancels),
});
