import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { leadTransitions, type FormValues, type LeadStatus, type TenantCode } from '@portal/domain';
import type { Database } from '../../db/client';
import { policies } from '../../db/schema/policies-schema';
import { insuredNameOf } from '../insured-name';
import { proposals } from '../../db/schema/sales-schema';
import { findLeadByReference, insertLead, moveLeadStatus, moverOf, updateLead, type LeadRow } from './lead-records';
import { leads } from '../../db/schema/leads-schema';
import type { LeadActor } from '../../db/schema/leads-schema';

type ProposalStatus = (typeof proposals.$inferSelect)['status'];

/** The lead status of a sale's proposal (the same mapping as migration 0009's backfill). */
export function saleLeadStatus(proposalStatus: ProposalStatus, hasPolicy: boolean): LeadStatus {
  if (hasPolicy || proposalStatus === 'PAID') return 'POLICY_ISSUED';
  if (proposalStatus === 'PAYMENT_FAILED') return 'PAYMENT_FAILED';
  if (proposalStatus === 'PAYMENT_PENDING') return 'PAYMENT_PENDING';
  return 'PROPOSAL_DRAFT';
}

/**
 * The shortest way from one status to another through the transition table (e.g. a draft reviewed for
 * payment passes PROPOSAL_SUBMITTED on the way to PAYMENT_PENDING); empty when there is none or no move is needed.
 */
export function pathBetween(from: LeadStatus, to: LeadStatus): LeadStatus[] {
  if (from === to) return [];
  const previous = new Map<LeadStatus, LeadStatus>([[from, from]]);
  const queue: LeadStatus[] = [from];
  while (queue.length > 0) {
    const status = queue.shift()!;
    for (const next of leadTransitions[status]) {
      if (previous.has(next)) continue;
      previous.set(next, status);
      if (next === to) {
        const path: LeadStatus[] = [];
        for (let at: LeadStatus = to; at !== from; at = previous.get(at)!) path.unshift(at);
        return path;
      }
      queue.push(next);
    }
  }
  return [];
}

const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/**
 * Insurance sales are leads (decision 0070): after each write of a sale (its proposal made, reviewed, paid
 * or failed, its policy issued) the lead of that proposal is made or brought to the sale's status, in the
 * caller's transaction. It reads the proposal as it now stands, so a step a caller did not report is caught
 * up at the next one. A lead the partner closed by hand stays closed (the table has no way back); its
 * premium, customer and policy number still follow the proposal.
 */
export async function syncSaleLead(db: Database, proposalId: string, actor: LeadActor = 'partner', now: Date = new Date()): Promise<void> {
  const [sale] = await db
    .select({ proposal: proposals, policyNumber: policies.policyNumber })
    .from(proposals)
    .leftJoin(policies, eq(policies.proposalId, proposals.id))
    .where(eq(proposals.id, proposalId));
  if (!sale) return;
  const { proposal, policyNumber } = sale;
  const status = saleLeadStatus(proposal.status, policyNumber !== null);
  const customer = {
    customerName: insuredNameOf(proposal.values),
    customerMobile: digitsOf(proposal.values.mobile),
    customerEmail: typeof proposal.values.email === 'string' && proposal.values.email.trim() ? proposal.values.email.trim() : null,
    // The customer's language chosen on the proposal form (decision 0268): the lead's, its link's and its SMS'.
    customerLanguage: proposal.customerLanguage,
  };
  const lead =
    (await findLeadByReference(db, proposal.referenceId)) ?? (await adoptSharedQuoteLead(db, proposal.partnerId, proposal.quoteId, proposal.referenceId, now));
  if (!lead) {
    await insertLead(
      db,
      {
        tenantCode: proposal.tenantCode,
        partnerId: proposal.partnerId,
        productCode: proposal.productCode,
        ...customer,
        status,
        amount: proposal.totalPremium,
        referenceId: proposal.referenceId,
        policyNumber,
      },
      { ...moverOf(actor, proposal.partnerId), now },
    );
    return;
  }
  const patch = { ...customer, amount: proposal.totalPremium, policyNumber };
  const changed = (Object.keys(patch) as (keyof typeof patch)[]).some((key) => patch[key] !== lead[key]);
  if (changed) await updateLead(db, lead.id, patch, now);
  for (const step of pathBetween(lead.status, status)) await moveLeadStatus(db, lead.id, step, { ...moverOf(actor, proposal.partnerId), now });
}

/** A quote's key in its lead's details: a hash of the quote token, which itself is never stored with the lead. */
const quoteKeyOf = (quoteId: string) => createHash('sha256').update(quoteId).digest('base64url');

async function findSharedQuoteLead(db: Database, partnerId: string, quoteId: string): Promise<LeadRow | undefined> {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.partnerId, partnerId), isNull(leads.referenceId), sql`${leads.details}->>'quoteKey' = ${quoteKeyOf(quoteId)}`))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1);
  return lead;
}

/** The lead of a shared quote becomes the lead of the proposal made from that quote (one lead for the sale). */
async function adoptSharedQuoteLead(db: Database, partnerId: string, quoteId: string, referenceId: string, now: Date): Promise<LeadRow | undefined> {
  const lead = await findSharedQuoteLead(db, partnerId, quoteId);
  return lead && updateLead(db, lead.id, { referenceId }, now);
}

/**
 * A quote shared with the customer is a lead "Quote given" (QUOTED): made on the first share, the same lead on
 * the next ones (a history row each time), and the proposal made from that quote takes it over (syncSaleLead).
 * The customer is whoever the quote's answers name, if any (a quote rarely has a name or mobile).
 */
export async function recordSharedQuoteLead(
  db: Database,
  partner: { id: string; tenantCode: TenantCode },
  sale: { productCode: string; quoteId: string; totalPremium: number; values: FormValues },
  now: Date = new Date(),
): Promise<void> {
  const existing = await findSharedQuoteLead(db, partner.id, sale.quoteId);
  if (existing) {
    for (const step of existing.status === 'QUOTED' ? ['QUOTED' as const] : pathBetween(existing.status, 'QUOTED')) {
      await moveLeadStatus(db, existing.id, step, { actor: 'partner', partnerId: partner.id, note: { key: 'quoteSharedAgain' }, now });
    }
    return;
  }
  await insertLead(
    db,
    {
      tenantCode: partner.tenantCode,
      partnerId: partner.id,
      productCode: sale.productCode,
      customerName: insuredNameOf(sale.values),
      customerMobile: digitsOf(sale.values.mobile),
      status: 'QUOTED',
      amount: sale.totalPremium,
      details: { quoteKey: quoteKeyOf(sale.quoteId) },
    },
    { actor: 'partner', partnerId: partner.id, note: { key: 'quoteShared' }, now },
  );
}
