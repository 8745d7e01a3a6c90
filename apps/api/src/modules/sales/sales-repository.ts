import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FormValues, Language } from '@portal/domain';
import type { Database } from '../../db/client';
import { kycVerifications } from '../../db/schema/kyc-schema';
import { mandateLetters } from '../../db/schema/mandates-schema';
import { payments } from '../../db/schema/payments-schema';
import { proposals } from '../../db/schema/sales-schema';
import { syncSaleLead } from '../../lib/leads/sale-leads';
import { acceptedQuoteValues, type AcceptedQuote } from '../../db/accepted-quote';
import { findProposalRecords, type ProposalRecord } from '../../lib/proposal-records';

/**
 * Holds, until the transaction ends, the one lock of a partner's sale made from a quote: two submissions
 * of the same quote (a double tap, a form sent again) run one after the other, and the second finds the
 * first's proposal (docs/decisions/0068).
 */
export async function lockQuoteSale(tx: Database, partnerId: string, quoteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`proposal-quote:${partnerId}:${quoteId}`}, 0))`);
}

/** The partner's own proposal made from (or re-priced to) a quote, whatever its product; undefined otherwise. */
export async function findOwnProposalByQuote(db: Database, partnerId: string, quoteId: string): Promise<ProposalRecord | undefined> {
  const [record] = await findProposalRecords(db, and(eq(proposals.partnerId, partnerId), eq(proposals.quoteId, quoteId)));
  return record;
}

/** Whether the proposal has a payment order the customer may still pay (its one live order, decision 0049). */
export async function hasLivePayment(db: Database, proposalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.proposalId, proposalId), eq(payments.status, 'CREATED')))
    .limit(1);
  return row !== undefined;
}

/**
 * An edit's cancellation of the proposal's orders the customer may still pay (the live one, or one set aside
 * by decision 0049's migration): CANCELLED in the edit's transaction, so a capture that still comes for one
 * is refunded; answers their gateway order ids, for the payments module to cancel at the gateway.
 */
export async function cancelOpenPayments(db: Database, proposalId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(payments)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(payments.proposalId, proposalId), inArray(payments.status, ['CREATED', 'SUPERSEDED'])))
    .returning({ gatewayOrderId: payments.gatewayOrderId });
  return rows.map((row) => row.gatewayOrderId);
}

/**
 * Closes the proposal's KYC that no longer applies (its verified or pending verification was of answers the
 * proposal no longer has) as FAILED with the reason, so payment waits for a new one (decision 0122).
 */
export async function closeKycOfOldAnswers(db: Database, proposalId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(kycVerifications)
    .set({ status: 'FAILED', failureReason: reason, updatedAt: now })
    .where(and(eq(kycVerifications.proposalId, proposalId), inArray(kycVerifications.status, ['PENDING', 'VERIFIED'])));
}

/** Whether the customer has signed the proposal's mandate letter (which names the customer, insurer and premium). */
export async function hasSignedMandate(db: Database, proposalId: string): Promise<boolean> {
  const [row] = await db.select({ signedAt: mandateLetters.signedAt }).from(mandateLetters).where(eq(mandateLetters.proposalId, proposalId)).limit(1);
  return row?.signedAt != null;
}

/** A draft's new answers: the proposal fields, the quote it holds (the same one, or a re-priced one), the consent; back to DRAFT. */
export async function updateProposalAnswers(
  db: Database,
  proposalId: string,
  draft: { quote: AcceptedQuote; values: FormValues; customerLanguage: Language; consent: { text: string; acceptedAt: Date } },
): Promise<void> {
  await db
    .update(proposals)
    .set({
      ...acceptedQuoteValues(draft.quote),
      values: draft.values,
      customerLanguage: draft.customerLanguage,
      consentText: draft.consent.text,
      consentAcceptedAt: draft.consent.acceptedAt,
      status: 'DRAFT',
      updatedAt: new Date(),
    })
    .where(eq(proposals.id, proposalId));
  // The lead follows the edit: back to a draft, at the re-priced premium.
  await syncSaleLead(db, proposalId);
}
