import { and, desc, eq, type SQL } from 'drizzle-orm';
import { seesWholeTenant, type FormValues, type Premium, type Proposal, type ProposalStatus } from '@portal/domain';
import type { Database } from '../../db/client';
import { policies, proposals, quotes } from '../../db/schema';
import type { SessionPartner } from '../../plugins/auth';
import { policyDocumentPath } from '../policies/policy-document-path';

export type QuoteRow = typeof quotes.$inferSelect;
export type ProposalRow = typeof proposals.$inferSelect;
type PolicyRow = typeof policies.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from the client are checked before they reach a uuid column, so a bad one is a 404, not a 500. */
export const isUuid = (value: string) => UUID.test(value);

/** What a partner may see: his own proposals; an admin, his tenant's. */
export function proposalsVisibleTo(partner: Pick<SessionPartner, 'id' | 'tenantCode' | 'role'>): SQL {
  return seesWholeTenant(partner.role) ? eq(proposals.tenantCode, partner.tenantCode) : eq(proposals.partnerId, partner.id);
}

export async function insertQuote(
  db: Database,
  quote: { productCode: string; partner: SessionPartner; values: FormValues; premium: Premium },
): Promise<QuoteRow> {
  const [row] = await db
    .insert(quotes)
    .values({
      productCode: quote.productCode,
      partnerId: quote.partner.id,
      tenantCode: quote.partner.tenantCode,
      planCode: quote.premium.planCode,
      sumInsured: quote.premium.sumInsured ?? null,
      values: quote.values,
      netPremium: quote.premium.netPremium,
      gst: quote.premium.gst,
      totalPremium: quote.premium.totalPremium,
      breakdown: [...quote.premium.breakdown],
    })
    .returning();
  return row!;
}

/** A quote the partner made for this product; other partners' quotes do not exist for him. */
export async function findOwnQuote(db: Database, partnerId: string, productCode: string, quoteId: string): Promise<QuoteRow | undefined> {
  if (!isUuid(quoteId)) return undefined;
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.partnerId, partnerId), eq(quotes.productCode, productCode)))
    .limit(1);
  return row;
}

export async function insertProposal(
  db: Database,
  proposal: { referenceId: string; quote: QuoteRow; partner: SessionPartner; values: FormValues },
): Promise<ProposalRow | undefined> {
  const [row] = await db
    .insert(proposals)
    .values({
      referenceId: proposal.referenceId,
      productCode: proposal.quote.productCode,
      partnerId: proposal.partner.id,
      tenantCode: proposal.partner.tenantCode,
      quoteId: proposal.quote.id,
      values: proposal.values,
      totalPremium: proposal.quote.totalPremium,
    })
    .onConflictDoNothing({ target: proposals.referenceId })
    .returning();
  return row;
}

export interface ProposalRecord {
  proposal: ProposalRow;
  quote: QuoteRow;
  policy: PolicyRow | null;
}

/** Proposals of one product with their quote and policy, newest first. */
export async function findProposalRecords(db: Database, where: SQL | undefined): Promise<ProposalRecord[]> {
  return db
    .select({ proposal: proposals, quote: quotes, policy: policies })
    .from(proposals)
    .innerJoin(quotes, eq(quotes.id, proposals.quoteId))
    .leftJoin(policies, eq(policies.proposalId, proposals.id))
    .where(where)
    .orderBy(desc(proposals.createdAt), desc(proposals.id));
}

/** One proposal the partner may see, by its reference id and product; undefined otherwise. */
export async function findVisibleProposal(
  db: Database,
  partner: SessionPartner,
  productCode: string,
  referenceId: string,
): Promise<ProposalRecord | undefined> {
  const [record] = await findProposalRecords(
    db,
    and(eq(proposals.referenceId, referenceId), eq(proposals.productCode, productCode), proposalsVisibleTo(partner)),
  );
  return record;
}

export async function updateProposalStatus(db: Database, proposalId: string, status: ProposalStatus): Promise<void> {
  await db.update(proposals).set({ status, updatedAt: new Date() }).where(eq(proposals.id, proposalId));
}

export function premiumOf(quote: QuoteRow): Premium {
  return {
    planCode: quote.planCode,
    ...(quote.sumInsured !== null ? { sumInsured: quote.sumInsured } : {}),
    netPremium: quote.netPremium,
    gst: quote.gst,
    totalPremium: quote.totalPremium,
    breakdown: quote.breakdown,
  };
}

export function toProposal({ proposal, quote, policy }: ProposalRecord): Proposal {
  return {
    referenceId: proposal.referenceId,
    productCode: proposal.productCode,
    quoteId: quote.id,
    status: proposal.status,
    quoteValues: quote.values,
    values: proposal.values,
    premium: { ...premiumOf(quote), breakdown: [...quote.breakdown] },
    createdAt: proposal.createdAt.toISOString(),
    policy: policy
      ? { policyNumber: policy.policyNumber, issuedAt: policy.issuedAt.toISOString(), documentUrl: policyDocumentPath(policy.policyNumber) }
      : null,
  };
}
