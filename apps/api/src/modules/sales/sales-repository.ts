import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { findProductForTenant, policyDocumentPath, type FormValues, type KycStatus, type Proposal, type ProposalStatus } from '@portal/domain';
import type { Database } from '../../db/client';
import { whereVisibleTo } from '../../db/partner-scope';
import { kycVerifications } from '../kyc/kyc-schema';
import { policies } from '../policies/policies-schema';
import { proposals } from './sales-schema';
import type { SessionPartner } from '../../plugins/auth';

export type ProposalRow = typeof proposals.$inferSelect;
type PolicyRow = typeof policies.$inferSelect;

/** The quote a proposal accepted, as its own columns hold it: quotes are signed tokens, not rows. */
export interface AcceptedQuote {
  /** The signed quote token (or, for proposals older than signed quotes, the old quote's uuid). */
  id: string;
  planCode: string;
  sumInsured: number | null;
  values: FormValues;
  netPremium: number;
  gst: number;
  totalPremium: number;
  breakdown: { label: string; amount: number }[];
}

/** The proposal columns that make up its AcceptedQuote, for selects that read them as `quote`. */
export const acceptedQuoteColumns = {
  id: proposals.quoteId,
  planCode: proposals.planCode,
  sumInsured: proposals.sumInsured,
  values: proposals.quoteValues,
  netPremium: proposals.netPremium,
  gst: proposals.gst,
  totalPremium: proposals.totalPremium,
  breakdown: proposals.breakdown,
};

export async function insertProposal(
  db: Database,
  proposal: {
    referenceId: string;
    productCode: string;
    partner: SessionPartner;
    quote: AcceptedQuote;
    values: FormValues;
    consent: { text: string; acceptedAt: Date };
  },
): Promise<ProposalRow | undefined> {
  const { quote } = proposal;
  const [row] = await db
    .insert(proposals)
    .values({
      referenceId: proposal.referenceId,
      productCode: proposal.productCode,
      partnerId: proposal.partner.id,
      tenantCode: proposal.partner.tenantCode,
      quoteId: quote.id,
      quoteValues: quote.values,
      planCode: quote.planCode,
      sumInsured: quote.sumInsured,
      netPremium: quote.netPremium,
      gst: quote.gst,
      totalPremium: quote.totalPremium,
      breakdown: quote.breakdown,
      values: proposal.values,
      consentText: proposal.consent.text,
      consentAcceptedAt: proposal.consent.acceptedAt,
    })
    .onConflictDoNothing({ target: proposals.referenceId })
    .returning();
  return row;
}

export interface ProposalRecord {
  proposal: ProposalRow;
  quote: AcceptedQuote;
  policy: PolicyRow | null;
  /** The status of the proposal's latest KYC (modules/kyc); null before any. */
  kycStatus?: Exclude<KycStatus, 'NOT_STARTED'> | null;
}

/** The status of the proposal's latest KYC, as a column of a proposals select. */
const latestKycStatus = sql<Exclude<KycStatus, 'NOT_STARTED'> | null>`(select ${kycVerifications.status} from ${kycVerifications} where ${kycVerifications.proposalId} = ${proposals.id} order by ${kycVerifications.createdAt} desc limit 1)`;

/** Proposals with their accepted quote and policy, newest first. */
export async function findProposalRecords(db: Database, where: SQL | undefined): Promise<ProposalRecord[]> {
  return db
    .select({ proposal: proposals, quote: acceptedQuoteColumns, policy: policies, kycStatus: latestKycStatus })
    .from(proposals)
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
    and(eq(proposals.referenceId, referenceId), eq(proposals.productCode, productCode), whereVisibleTo(partner, proposals)),
  );
  return record;
}

export async function updateProposalStatus(db: Database, proposalId: string, status: ProposalStatus): Promise<void> {
  await db.update(proposals).set({ status, updatedAt: new Date() }).where(eq(proposals.id, proposalId));
}

export function premiumOf(quote: AcceptedQuote): Proposal['premium'] {
  return {
    planCode: quote.planCode,
    ...(quote.sumInsured !== null ? { sumInsured: quote.sumInsured } : {}),
    netPremium: quote.netPremium,
    gst: quote.gst,
    totalPremium: quote.totalPremium,
    breakdown: [...quote.breakdown],
  };
}

export function toProposal({ proposal, quote, policy, kycStatus }: ProposalRecord): Proposal {
  return {
    referenceId: proposal.referenceId,
    productCode: proposal.productCode,
    quoteId: quote.id,
    status: proposal.status,
    quoteValues: quote.values,
    values: proposal.values,
    premium: premiumOf(quote),
    createdAt: proposal.createdAt.toISOString(),
    consent: proposal.consentText && proposal.consentAcceptedAt ? { text: proposal.consentText, acceptedAt: proposal.consentAcceptedAt.toISOString() } : null,
    policy: policy
      ? {
          policyNumber: policy.policyNumber,
          issuedAt: policy.issuedAt.toISOString(),
          documentUrl: policyDocumentPath(policy.policyNumber),
          membershipId: policy.membershipId,
        }
      : null,
    needsKyc: findProductForTenant(proposal.productCode, proposal.tenantCode)?.sale?.needsKyc ?? false,
    kycStatus: kycStatus ?? 'NOT_STARTED',
  };
}
