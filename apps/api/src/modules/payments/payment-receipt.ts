import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { decideViewer, DEFAULT_LANGUAGE, findProduct, type PaymentReceipt } from '@portal/domain';
import { partners } from '../../db/partners-schema';
import { notFound } from '../../plugins/errors';
import { prepareTokenKind, type TokenKind } from '../../security/tokens';
import { findPolicyCertificateOfProposal } from '../../lib/policy-certificates';
import { renderPolicyCertificate } from '../../documents/policy-certificate';
import { proposals } from '../../db/schema/sales-schema';
import { findProposalRecords, type ProposalRecord } from '../../lib/proposal-records';
import { findPaymentsOfProposal } from './payments-repository';
import { createPaymentLink, resultOf, type PaymentsContext } from './payments-service';

/**
 * How long the customer's receipt link works: long enough to come back for the policy after the free-look
 * period (at most 30 days) and a first renewal reminder; a partner can always download it too.
 */
export const PAYMENT_RECEIPT_VALIDITY_MS = 90 * 24 * 60 * 60 * 1000;

const receiptPayloadSchema = z.object({ proposalId: z.string().uuid() });
export type PaymentReceiptTokens = TokenKind<z.infer<typeof receiptPayloadSchema>>;

/**
 * The customer's receipt token (decision 0161): signed, carrying only the proposal's id. The gateway's return
 * hands it to the payment status page, so whoever paid through the link sees the outcome, downloads the
 * policy and tries a failed payment again, with no sign-in; it opens nothing else.
 */
export const preparePaymentReceiptTokens = (secret: string): Promise<PaymentReceiptTokens> =>
  prepareTokenKind({ purpose: 'payment-receipt/v1', form: 'signed', secret, payload: receiptPayloadSchema });

export interface PaymentReceiptContext extends PaymentsContext {
  receipts: PaymentReceiptTokens;
}

export async function issueReceiptToken(context: PaymentReceiptContext, proposalId: string): Promise<string> {
  const issuedAt = context.clock.now();
  return context.receipts.issue({ proposalId }, { issuedAt, expiresAt: new Date(issuedAt.getTime() + PAYMENT_RECEIPT_VALIDITY_MS) });
}

/** The proposal a live receipt token names; any other token (expired, changed, another kind's) is a 404. */
async function proposalOfReceipt(context: PaymentReceiptContext, token: string): Promise<ProposalRecord> {
  const contents = await context.receipts.read(token, context.clock.now());
  if (!contents || contents.expired) throw notFound('This payment link has expired or is not valid');
  const [record] = await findProposalRecords(context.db, eq(proposals.id, contents.payload.proposalId));
  if (!record) throw notFound('This payment link has expired or is not valid');
  return record;
}

/**
 * Where the gateway's return sends the browser: SPEC §2's payment status page, with the receipt token that
 * lets whoever paid (the customer of a payment link, with no partner session) see it through, in the customer's
 * language (`lang`, as a lead's link carries it; decision 0268).
 */
export async function paymentStatusPageUrl(context: PaymentReceiptContext, returned: { proposalId: string; query: URLSearchParams }): Promise<string> {
  const query = new URLSearchParams(returned.query);
  query.set('receipt', await issueReceiptToken(context, returned.proposalId));
  const [proposal] = await context.db.select({ customerLanguage: proposals.customerLanguage }).from(proposals).where(eq(proposals.id, returned.proposalId));
  if (proposal && proposal.customerLanguage !== DEFAULT_LANGUAGE) query.set('lang', proposal.customerLanguage);
  return `${context.publicUrl}/products/payment-status?${query.toString()}`;
}

const receiptPolicyPath = (token: string) => `/api/payments/receipt/policy?token=${encodeURIComponent(token)}`;

export async function getPaymentReceipt(context: PaymentReceiptContext, token: string): Promise<PaymentReceipt> {
  const result = await resultOf(context, await proposalOfReceipt(context, token));
  const { proposal, policy } = result.record;
  const viewer = decideViewer({ recordTenant: proposal.tenantCode });
  return {
    referenceId: proposal.referenceId,
    productCode: proposal.productCode,
    productName: findProduct(proposal.productCode)?.name ?? proposal.productCode,
    tenant: proposal.tenantCode,
    brandName: viewer.brandName,
    ...(viewer.brandColour ? { brandColour: viewer.brandColour } : {}),
    status: result.status,
    ...(result.latest ? { amount: result.latest.amount } : {}),
    ...(result.status === 'FAILURE' && result.latest?.failureReason ? { failureReason: result.latest.failureReason } : {}),
    canRetry: result.status === 'FAILURE',
    policy: policy
      ? { policyNumber: policy.policyNumber, issuedAt: policy.issuedAt.toISOString(), documentUrl: receiptPolicyPath(token), membershipId: policy.membershipId }
      : null,
  };
}

/** The policy certificate of the receipt's proposal (PDF); 404 until it is issued. */
export async function renderReceiptPolicy(context: PaymentReceiptContext, token: string): Promise<{ fileName: string; pdf: Uint8Array }> {
  const record = await proposalOfReceipt(context, token);
  const certificate = await findPolicyCertificateOfProposal(context.db, record.proposal.id);
  if (!certificate) throw notFound('The policy is not issued yet');
  return { fileName: `${certificate.policyNumber.replaceAll('/', '-')}.pdf`, pdf: await renderPolicyCertificate(certificate) };
}

/**
 * The customer's own payment page again after a failure: a new order at the gateway, made as the proposal's
 * partner would make it (his right to sell, KYC and mandate are checked again). Each failed payment gives
 * one retry order, however often Retry is pressed (the failed payment's id is the idempotency key).
 */
export async function retryReceiptPayment(context: PaymentReceiptContext, token: string): Promise<{ linkUrl: string }> {
  const record = await proposalOfReceipt(context, token);
  const [partner] = await context.db.select().from(partners).where(eq(partners.id, record.proposal.partnerId));
  if (!partner) throw notFound('This payment link has expired or is not valid');
  const [latest] = await findPaymentsOfProposal(context.db, record.proposal.id);
  const link = await createPaymentLink(
    context,
    partner,
    record.proposal.productCode,
    record.proposal.referenceId,
    `customer-retry:${latest?.id ?? record.proposal.id}`,
  );
  return { linkUrl: link.linkUrl };
}
