import { randomInt } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  findProductForTenant,
  indiaIsoDateOf,
  policyDocumentPath,
  type FormValues,
  type KycStatus,
  type Language,
  type Proposal,
  type ProposalStatus,
} from '@portal/domain';
import type { Database } from '../db/client';
import { whereVisibleTo } from '../db/partner-scope';
import { kycVerifications } from '../db/schema/kyc-schema';
import { policies } from '../db/schema/policies-schema';
import { proposals } from '../db/schema/sales-schema';
import type { SessionPartner } from '../plugins/auth';
import { syncSaleLead } from './leads/sale-leads';
import { acceptedQuoteColumns, acceptedQuoteValues, type AcceptedQuote } from '../db/accepted-quote';

// The proposal record (decision 0222): what a sale made, with its quote, policy and latest KYC status. Sales
// writes it; payments, KYC, mandates, policies and the QR-code sachet read it and move its status, so it sits
// below the modules. Every write keeps the sale's lead in step (decision 0070).

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'PRP' + the date in India + 6 unambiguous characters, e.g. PRP20261121K7QM2D. */
export function newReferenceId(now: Date = new Date()): string {
  const suffix = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `PRP${indiaIsoDateOf(now).replaceAll('-', '')}${suffix}`;
}

export type ProposalRow = typeof proposals.$inferSelect;
type PolicyRow = typeof policies.$inferSelect;

export async function insertProposal(
  db: Database,
  proposal: {
    referenceId: string;
    productCode: string;
    partner: SessionPartner;
    quote: AcceptedQuote;
    values: FormValues;
    /** The customer's language (decision 0268); English when not said (a sachet activated by the customer says it). */
    customerLanguage?: Language;
    consent: { text: string; acceptedAt: Date };
  },
): Promise<ProposalRow | undefined> {
  const [row] = await db
    .insert(proposals)
    .values({
      referenceId: proposal.referenceId,
      productCode: proposal.productCode,
      partnerId: proposal.partner.id,
      tenantCode: proposal.partner.tenantCode,
      ...acceptedQuoteValues(proposal.quote),
      values: proposal.values,
      ...(proposal.customerLanguage ? { customerLanguage: proposal.customerLanguage } : {}),
      consentText: proposal.consent.text,
      consentAcceptedAt: proposal.consent.acceptedAt,
    })
    .onConflictDoNothing({ target: proposals.referenceId })
    .returning();
  // Every sale is a lead in the partner's list (decision 0070).
  if (row) await syncSaleLead(db, row.id, 'partner', row.createdAt);
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
const latestKycStatus = sql<Exclude<
  KycStatus,
  'NOT_STARTED'
> | null>`(select ${kycVerifications.status} from ${kycVerifications} where ${kycVerifications.proposalId} = ${proposals.id} order by ${kycVerifications.createdAt} desc limit 1)`;

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
  await syncSaleLead(db, proposalId);
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
    customerLanguage: proposal.customerLanguage,
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
