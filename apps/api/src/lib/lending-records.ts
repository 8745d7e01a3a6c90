import { eq } from 'drizzle-orm';
import { kfsValidUntil, lenderNames, type Offer, type OfferTerms } from '@portal/domain';
import type { Database } from '../db/client';
import { lenderCallbacks, lendingLeads, loanOffers } from '../db/schema/lending-schema';

// The lending records other modules read (decision 0222): a lead's loan (its application and chosen offer),
// an offer as the partner and the customer see it, and the lenders' callback log, which the customer-loan
// journey's disbursement callback writes too. The lending module owns the rest of its records.

export type OfferRow = typeof loanOffers.$inferSelect;
export type LendingLeadRow = typeof lendingLeads.$inferSelect;

export async function findOfferById(db: Database, offerId: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(loanOffers).where(eq(loanOffers.id, offerId));
  return row;
}

export async function findLendingLead(db: Database, leadId: string): Promise<LendingLeadRow | undefined> {
  const [row] = await db.select().from(lendingLeads).where(eq(lendingLeads.leadId, leadId));
  return row;
}

/** Records a callback once per (lender, event id): false when it was seen before (a replay). */
export async function recordCallback(db: Database, row: typeof lenderCallbacks.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(lenderCallbacks).values(row).onConflictDoNothing().returning({ eventId: lenderCallbacks.eventId });
  return inserted.length === 1;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** An offer as the partner and the customer see it, ranked `rank` among its application's. */
export function toOffer(row: OfferRow, terms: OfferTerms, rank: number): Offer {
  return {
    offerId: row.id,
    lenderCode: row.lenderCode,
    lenderName: lenderNames[row.lenderCode],
    amount: terms.amount,
    tenureMonths: terms.tenureMonths,
    annualRatePercent: terms.annualRatePercent,
    rateType: terms.rateType,
    emi: terms.cost.emi,
    upfrontFees: terms.cost.upfrontFees,
    netDisbursed: terms.cost.netDisbursed,
    aprPercent: round2(terms.cost.aprPercent),
    totalInterest: terms.cost.totalInterest,
    totalRepayable: terms.cost.totalRepayable,
    rank,
    validUntil: kfsValidUntil(row.answeredAt ?? row.createdAt).toISOString(),
    arrived: row.arrived ?? 'IN_TIME',
    notInterested: row.notInterestedAt !== null,
  };
}
