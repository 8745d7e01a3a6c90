import { and, eq, type SQL } from 'drizzle-orm';
import { brandOf, findProduct, insurers, nomineeRelationshipLabel, policyCoversOf, productForTenant, quotedInsurerOf } from '@portal/domain';
import type { Database } from '../db/client';
import { whereVisibleTo } from '../db/partner-scope';
import { proposals } from '../db/schema/sales-schema';
import { policies } from '../db/schema/policies-schema';
import type { SessionPartner } from '../plugins/auth';
import { acceptedQuoteColumns } from '../db/accepted-quote';
import { insuredNameOf } from './insured-name';
import { policyPeriod, type PolicyCertificate } from '../documents/policy-certificate';

// A policy's certificate as its reader sees it (decision 0222): the partner who sold it, the customer holding
// the payment's receipt, the sachet's customer. Below the modules: policies, payments and QR codes read it.

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

/** The certificate of a proposal's policy, for its customer holding the payment's receipt token (no partner). */
export async function findPolicyCertificateOfProposal(db: Database, proposalId: string): Promise<PolicyCertificate | undefined> {
  return (await findPolicy(db, eq(policies.proposalId, proposalId)))?.certificate;
}

export const findVisiblePolicy = (db: Database, partner: SessionPartner, where: SQL) => findPolicy(db, and(where, whereVisibleTo(partner, proposals))!);

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
    productCode: row.proposal.productCode,
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
