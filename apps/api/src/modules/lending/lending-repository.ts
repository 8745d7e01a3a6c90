import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { LenderCode, OfferTerms } from '@portal/domain';
import type { Database } from '../../db/client';
import { whereVisibleTo, type PartnerScope } from '../../db/partner-scope';
import { leads } from '../../db/schema/leads-schema';
import type { LendingLeadRow, OfferRow } from '../../lib/lending-records';
import { consents, lenderCallbacks, lendingLeads, loanApplications, loanOffers } from '../../db/schema/lending-schema';

export type ApplicationRow = typeof loanApplications.$inferSelect;
export type CallbackRow = typeof lenderCallbacks.$inferSelect;

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const randomId = (prefix: string) => `${prefix}${Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
export const newAggregatorId = () => randomId('AG');
export const newOfferId = () => randomId('OF');
const AGGREGATOR_ID = /^AG[0-9A-Z]{12}$/;

export async function insertApplication(db: Database, row: typeof loanApplications.$inferInsert): Promise<ApplicationRow> {
  const [inserted] = await db.insert(loanApplications).values(row).returning();
  return inserted!;
}

/** The application if the partner may see it; undefined otherwise, as for an unknown id. */
export async function findApplication(db: Database, partner: PartnerScope, id: string): Promise<ApplicationRow | undefined> {
  if (!AGGREGATOR_ID.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(loanApplications)
    .where(and(eq(loanApplications.id, id), whereVisibleTo(partner, loanApplications)));
  return row;
}

/** Unscoped: for lenders' signed callbacks and the system's jobs only. */
export async function findApplicationById(db: Database, id: string): Promise<ApplicationRow | undefined> {
  if (!AGGREGATOR_ID.test(id)) return undefined;
  const [row] = await db.select().from(loanApplications).where(eq(loanApplications.id, id));
  return row;
}

export async function updateApplication(db: Database, id: string, patch: Partial<typeof loanApplications.$inferInsert>): Promise<ApplicationRow> {
  const [row] = await db.update(loanApplications).set(patch).where(eq(loanApplications.id, id)).returning();
  return row!;
}

/** Marks the application asked, once: true for the one caller that gets to ask the lenders. */
export async function claimOfferAsk(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loanApplications)
    .set({ offersAskedAt: now, updatedAt: now })
    .where(and(eq(loanApplications.id, id), isNull(loanApplications.offersAskedAt)))
    .returning({ id: loanApplications.id });
  return rows.length === 1;
}

export async function insertPendingOffers(db: Database, applicationId: string, lenders: readonly LenderCode[]): Promise<void> {
  if (lenders.length === 0) return;
  await db
    .insert(loanOffers)
    .values(lenders.map((lenderCode) => ({ id: newOfferId(), applicationId, lenderCode, status: 'PENDING' as const })))
    .onConflictDoNothing();
}

/** Stores a lender's answer if it is still pending (an answer never overwrites an earlier one). */
export async function storeAnswer(
  db: Database,
  applicationId: string,
  lenderCode: LenderCode,
  answer: { kind: 'offer'; terms: OfferTerms } | { kind: 'decline'; reason: string },
  arrived: 'IN_TIME' | 'LATE',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(loanOffers)
    .set(
      answer.kind === 'offer'
        ? { status: 'OFFERED', terms: answer.terms, arrived, answeredAt: now }
        : { status: 'DECLINED', declineReason: answer.reason, arrived, answeredAt: now },
    )
    .where(and(eq(loanOffers.applicationId, applicationId), eq(loanOffers.lenderCode, lenderCode), eq(loanOffers.status, 'PENDING')))
    .returning({ id: loanOffers.id });
  return rows.length === 1;
}

export async function findOffers(db: Database, applicationId: string): Promise<OfferRow[]> {
  return db.select().from(loanOffers).where(eq(loanOffers.applicationId, applicationId));
}

export async function findOffer(db: Database, applicationId: string, offerId: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOffers)
    .where(and(eq(loanOffers.applicationId, applicationId), eq(loanOffers.id, offerId)));
  return row;
}

export async function markOfferNotInterested(db: Database, offerId: string, now: Date): Promise<void> {
  await db
    .update(loanOffers)
    .set({ notInterestedAt: now })
    .where(and(eq(loanOffers.id, offerId), isNull(loanOffers.notInterestedAt)));
}

export async function insertLendingLead(db: Database, row: typeof lendingLeads.$inferInsert): Promise<LendingLeadRow> {
  const [inserted] = await db.insert(lendingLeads).values(row).returning();
  return inserted!;
}

export async function findLendingLeadByOffer(db: Database, offerId: string): Promise<LendingLeadRow | undefined> {
  const [row] = await db.select().from(lendingLeads).where(eq(lendingLeads.offerId, offerId));
  return row;
}

export async function updateLendingLead(db: Database, leadId: string, patch: Partial<typeof lendingLeads.$inferInsert>): Promise<LendingLeadRow> {
  const [row] = await db.update(lendingLeads).set(patch).where(eq(lendingLeads.leadId, leadId)).returning();
  return row!;
}

/** The leads made from an application that the partner may see, newest first. */
export async function findApplicationLeads(db: Database, partner: PartnerScope, applicationId: string) {
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.aggregatorId, applicationId), whereVisibleTo(partner, leads)))
    .orderBy(desc(leads.createdAt));
}

export async function insertConsent(db: Database, row: typeof consents.$inferInsert): Promise<void> {
  await db.insert(consents).values(row);
}

export async function withdrawConsents(db: Database, applicationId: string, now: Date): Promise<void> {
  await db
    .update(consents)
    .set({ withdrawnAt: now })
    .where(and(eq(consents.applicationId, applicationId), isNull(consents.withdrawnAt)));
}

export async function findConsent(db: Database, applicationId: string) {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.applicationId, applicationId), isNull(consents.withdrawnAt)))
    .orderBy(desc(consents.givenAt))
    .limit(1);
  return row;
}

export async function setCallbackOutcome(db: Database, lenderCode: LenderCode, eventId: string, outcome: CallbackRow['outcome']): Promise<void> {
  await db
    .update(lenderCallbacks)
    .set({ outcome })
    .where(and(eq(lenderCallbacks.lenderCode, lenderCode), eq(lenderCallbacks.eventId, eventId)));
}

export async function findCallbacks(db: Database, filter: { applicationId?: string; leadId?: string }): Promise<CallbackRow[]> {
  const conditions = [
    ...(filter.applicationId ? [eq(lenderCallbacks.applicationId, filter.applicationId)] : []),
    ...(filter.leadId ? [eq(lenderCallbacks.leadId, filter.leadId)] : []),
  ];
  return db
    .select()
    .from(lenderCallbacks)
    .where(conditions.length === 1 ? conditions[0] : or(...conditions))
    .orderBy(desc(lenderCallbacks.receivedAt))
    .limit(100);
}
