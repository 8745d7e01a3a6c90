import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  brandOf,
  findProduct,
  insurers,
  nomineeRelationshipLabel,
  policyCoversOf,
  policyDocumentPath,
  productForTenant,
  quotedInsurerOf,
  type PolicySummary,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { whereVisibleTo } from '../../db/partner-scope';
import { proposals } from '../../db/schema/sales-schema';
import { policies, policyNumberSequence } from '../../db/schema/policies-schema';
import type { SessionPartner } from '../../plugins/auth';
import { acceptedQuoteColumns } from '../../db/accepted-quote';
import { insuredNameOf } from '../../lib/insured-name';
import { policyPeriod, type PolicyCertificate } from '../../documents/policy-certificate';
import { accruePolicyPayout } from '../payouts';

/**
 * Issues the proposal's policy unless it has one: the unique index on proposal_id makes a second
 * attempt (a racing callback or browser return) a no-op. Number: POL/<CODE>/<year>/<seq>. A new policy
 * accrues the partner's payout in the same call (run it in the issuing transaction). Answers the new
 * policy, or undefined when the proposal already had one.
 */
export async function issuePolicyOnce(
  db: Database,
  proposal: { id: string; productCode: string },
  issuedAt: Date,
): Promise<{ id: string; membershipId: string } | undefined> {
  const prefix = `POL/${proposal.productCode.toUpperCase()}/${issuedAt.getUTCFullYear()}/`;
  const [issued] = await db
    .insert(policies)
    .values({
      proposalId: proposal.id,
      issuedAt,
      policyNumber: sql`${prefix} || lpad(nextval(${policyNumberSequence.seqName})::text, 6, '0')`,
    })
    .onConflictDoNothing({ target: policies.proposalId })
    .returning({ id: policies.id, membershipId: policies.membershipId });
  if (issued) await accruePolicyPayout(db, issued.id, issuedAt);
  return issued;
}

/** "Sunita Patil (wife)" from a proposal's nominee answers; undefined when it names none. */
function nomineeOf(values: Readonly<Record<string, unknown>>): string | undefined {
  const name = [values.nomineeFirstName, values.nomineeLastName].filter((part) => typeof part === 'string' && part.trim()).join(' ');
  if (!name) return undefined;
  const relationship = typeof values.nomineeRelationship === 'string' ? nomineeRelationshipLabel(values.nomineeRelationship) : undefined;
  return relationship ? `${name} (${relationship})` : name;
}

/** Everything the certificate prints, for a policy the partner may see; undefined otherwise. */
export async function findPolicyCertificate(db: Database, partner: SessionPartner, policyNumber: string): Promise<PolicyCertificate | undefined> {
  return (await findVisiblePolicy(db, partner, eq(policies.policyNumber, policyNumber)))?.certificate;
}

/** A policy the partner sold (an admin: his tenant's) by its membership id, as GET /policies/membership answers it. */
export async function findPolicySummaryByMembershipId(db: Database, partner: SessionPartner, membershipId: string): Promise<PolicySummary | undefined> {
  const found = await findVisiblePolicy(db, partner, eq(policies.membershipId, membershipId));
  if (!found) return undefined;
  const { certificate, membershipId: id, productCode } = found;
  return {
    membershipId: id,
    policyNumber: certificate.policyNumber,
    referenceId: certificate.referenceId,
    productCode,
    productName: certificate.productName,
    planName: certificate.planName,
    insuredName: certificate.insuredName,
    ...(certificate.sumInsured !== undefined ? { sumInsured: certificate.sumInsured } : {}),
    totalPremium: certificate.totalPremium,
    issuedAt: certificate.issuedAt.toISOString(),
    startsOn: certificate.startsOn.toISOString(),
    endsOn: certificate.endsOn.toISOString(),
    documentUrl: policyDocumentPath(certificate.policyNumber),
  };
}

/** The certificate of a proposal's policy, for its customer holding the payment's receipt token (no partner). */
export async function findPolicyCertificateOfProposal(db: Database, proposalId: string): Promise<PolicyCertificate | undefined> {
  return (await findPolicy(db, eq(policies.proposalId, proposalId)))?.certificate;
}

const findVisiblePolicy = (db: Database, partner: SessionPartner, where: SQL) => findPolicy(db, and(where, whereVisibleTo(partner, proposals))!);

async function findPolicy(db: Database, where: SQL): Promise<{ certificate: PolicyCertificate; membershipId: string; productCode: string } | undefined> {
  const [row] = await db
    .select({ policy: policies, proposal: proposals, quote: acceptedQuoteColumns })
    .from(policies)
    .innerJoin(proposals, eq(proposals.id, policies.proposalId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const catalogued = findProduct(row.proposal.productCode);
  const product = catalogued && productForTenant(catalogued, row.proposal.tenantCode);
  const plan = product?.plans.find((p) => p.code === row.quote.planCode);
  const insurer = insurers[quotedInsurerOf(product?.sale?.insurers ?? ['KAVACH_GENERAL'], row.quote.values)];
  const sumInsured = row.quote.sumInsured ?? undefined;
  const nominee = nomineeOf(row.proposal.values);
  const certificate: PolicyCertificate = {
    policyNumber: row.policy.policyNumber,
    membershipId: row.policy.membershipId,
    insurerName: insurer.name,
    claims: insurer.claims,
    covers: product ? policyCoversOf(product, row.quote.planCode, row.quote.values, sumInsured) : [],
    ...(nominee ? { nominee } : {}),
    ...(product?.freeLook ? { freeLookDays: product.freeLook.days } : {}),
    referenceId: row.proposal.referenceId,
    insuredName: insuredNameOf(row.proposal.values),
    productName: product?.name ?? row.proposal.productCode,
    planName: plan?.name ?? row.quote.planCode,
    ...(row.quote.sumInsured !== null ? { sumInsured: row.quote.sumInsured } : {}),
    totalPremium: row.quote.totalPremium,
    gst: row.quote.gst,
    issuedAt: row.policy.issuedAt,
    ...policyPeriod(row.policy.issuedAt),
    // The brand of whose record it is: the proposal's tenant, never the product's default seller brand
    // (a Sahyadri customer's certificate is Sahyadri's; decision 0161).
    sellerName: brandOf(row.proposal.tenantCode).brandName,
  };
  return { certificate, membershipId: row.policy.membershipId, productCode: row.proposal.productCode };
}
