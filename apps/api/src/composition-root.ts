import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyLenderStatus, moveLoanLead } from './flows/apply-lender-status';
import { proposalOrdersOf } from './flows/cancel-orders-of-edit';
import { ensureReadyToPay } from './flows/ensure-ready-to-pay';
import { issuePolicyOf } from './flows/issue-policy';
import { couponUseReleaseJobHandler } from './flows/release-coupon';
import { returnFreeLookReversals } from './flows/return-free-look';
import { settleSaleOf } from './flows/settle-payment';
import type { JobHandler } from './jobs/job-queue';
import { NOTIFICATION_JOB } from './lib/notifier';
import { COUPON_USE_RELEASE_JOB, priceWithCoupon } from './modules/coupons';
import { CUSTOMER_LOAN_DISBURSEMENT_JOB, type CustomerLoanFlows, customerLoanDisbursementJobHandler } from './modules/customer-loans';
import { FREE_LOOK_REFUND_JOB, freeLookContextOf, freeLookRefundJobHandler, type PolicyCancelledInFreeLookListener } from './modules/free-look';
import { KYC_POLL_JOB, kycContextOf, kycPollJobHandler } from './modules/kyc';
import type { CHASE_OFFERS_JOB, LendingFlows, SANDBOX_CALLBACK_JOB } from './modules/lending';
import { lendingJobHandlers } from './modules/lending';
import { SANDBOX_LIFE_CALLBACK_JOB, sandboxLifeCallbackJobHandler } from './modules/life';
import { GATEWAY_CANCEL_JOB, gatewayCancelJobHandler, type PaymentFlows, paymentsContextOf, REFUND_JOB, refundJobHandler } from './modules/payments';
import type { IssuePolicy } from './modules/qr-codes';
import { createRetentionPruneHandler, RETENTION_PRUNE_JOB } from './modules/retention';
import type { PriceWithCoupon, ProposalOrders } from './modules/sales';
import { OUTBOX_RELAY_JOB } from './providers/outbox-relay';

// The one place that wires the API together (decision 0221): it builds the flows that cross modules and
// hands them to the modules that call them, and gives every durable job kind its handler. Modules get
// what they need as a context object built from the app (the `…ContextOf(app)` functions) or, for a flow,
// as an option of their route plugin; they never reach for another module or a flow themselves.

/** Every durable job kind the API queues; a kind added here without a handler below does not compile. */
export type JobKind =
  | typeof RETENTION_PRUNE_JOB
  | typeof NOTIFICATION_JOB
  | typeof OUTBOX_RELAY_JOB
  | typeof COUPON_USE_RELEASE_JOB
  | typeof FREE_LOOK_REFUND_JOB
  | typeof KYC_POLL_JOB
  | typeof REFUND_JOB
  | typeof GATEWAY_CANCEL_JOB
  | typeof CUSTOMER_LOAN_DISBURSEMENT_JOB
  | typeof SANDBOX_LIFE_CALLBACK_JOB
  | typeof CHASE_OFFERS_JOB
  | typeof SANDBOX_CALLBACK_JOB;

/** The flows and ports the modules are handed, each work across modules (decision 0220). */
export interface Flows {
  /** The payments module's: what a settled payment makes of its sale, and the sale's steps before payment. */
  payments: PaymentFlows;
  /** The payment side of a proposal's edit, for a request. */
  proposalOrders: (request: FastifyRequest) => ProposalOrders;
  /** A proposal's quote priced with its coupon (the coupons module's). */
  priceWithCoupon: PriceWithCoupon;
  /** What a free-look return undoes of its sale: payout, lead. */
  freeLookReversals: readonly PolicyCancelledInFreeLookListener[];
  /** A sachet's QR activation issues its policy: payout and message with it. */
  issuePolicy: IssuePolicy;
  /** What a lender's status makes of a loan's lead and payout. */
  lending: LendingFlows;
  /** The customer loan journey's lead moves, with the payout of a disbursement. */
  customerLoans: CustomerLoanFlows;
}

export function composeFlows(app: FastifyInstance): Flows {
  const payments: PaymentFlows = { settleSale: settleSaleOf(app.notifier), ensureReadyToPay };
  return {
    payments,
    proposalOrders: (request) => proposalOrdersOf(paymentsContextOf(app, payments, request)),
    priceWithCoupon,
    freeLookReversals: returnFreeLookReversals,
    issuePolicy: issuePolicyOf(app.notifier),
    lending: { applyLenderStatus },
    customerLoans: { moveLoanLead },
  };
}

/** Each job kind's handler, run by the job worker (jobs/job-worker.ts). */
export async function composeJobHandlers(app: FastifyInstance, flows: Flows): Promise<Record<JobKind, JobHandler>> {
  const { db, env, providers, log } = app;
  return {
    // Completed jobs, sent messages, expired OTP challenges and sessions go after RETENTION_DAYS (decision 0184).
    [RETENTION_PRUNE_JOB]: createRetentionPruneHandler(db, env.RETENTION_DAYS, log),
    [NOTIFICATION_JOB]: app.notifier.jobHandler,
    // Live mode: the relay that hands each queued message to the SMTP server or the SMS gateway (decision 0200).
    [OUTBOX_RELAY_JOB]: providers.outboxRelay.jobHandler,
    [COUPON_USE_RELEASE_JOB]: couponUseReleaseJobHandler(db),
    [FREE_LOOK_REFUND_JOB]: freeLookRefundJobHandler(freeLookContextOf(app, flows.freeLookReversals)),
    [KYC_POLL_JOB]: kycPollJobHandler(kycContextOf(app)),
    [REFUND_JOB]: refundJobHandler({ db, gateway: providers.paymentGateway, clock: providers.clock }),
    [GATEWAY_CANCEL_JOB]: gatewayCancelJobHandler(paymentsContextOf(app, flows.payments)),
    [CUSTOMER_LOAN_DISBURSEMENT_JOB]: customerLoanDisbursementJobHandler(app, flows.customerLoans),
    [SANDBOX_LIFE_CALLBACK_JOB]: sandboxLifeCallbackJobHandler(app),
    ...(await lendingJobHandlers(app, flows.lending)),
  } satisfies Record<JobKind, JobHandler>;
}
