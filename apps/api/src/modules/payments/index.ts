// The payments module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export {
  cancelOrdersAtGateway,
  GATEWAY_CANCEL_JOB,
  gatewayCancelJobHandler,
  type PaymentsContext,
  paymentsContextOf,
  queueGatewayCancels,
  settleOpenOrders,
  type EnsureReadyToPay,
  type PaymentFlows,
  type SettleSale,
} from './payments-service';
export { REFUND_JOB, refundJobHandler } from './refunds-service';
