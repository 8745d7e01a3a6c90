import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { calculatePayoutPaise, findProduct, productForTenant, type PayoutKind, type TenantCode } from '@portal/domain';
import type { Database } from '../../db/client';
import { whereVisibleTo, type PartnerScope } from '../../db/partner-scope';
import { policies } from '../../db/schema/policies-schema';
import { proposals } from '../../db/schema/sales-schema';
import { payouts } from '../../db/schema/payouts-schema';

export type PayoutRow = typeof payouts.$inferSelect;

/** The rate a tenant's partners earn on a product; 0 for a code the catalogue no longer has. */
function rateFor(productCode: string, tenant: TenantCode): number {
  const product = findProduct(productCode);
  return product ? productForTenant(product, tenant).payoutRateBps : 0;
}

interface Sale {
  tenantCode: TenantCode;
  partnerId: string;
  kind: PayoutKind;
  sourceId: string;
  reference: string;
  productCode: string;
  saleAmount: number;
  base: number;
}

/** Records a sale's payout unless it has one: the unique (kind, source_id) makes a second attempt a no-op. */
async function accrue(db: Database, sale: Sale, now: Date): Promise<PayoutRow | undefined> {
  const rateBps = rateFor(sale.productCode, sale.tenantCode);
  const [row] = await db
    .insert(payouts)
    .values({ ...sale, rateBps, amount: calculatePayoutPaise(sale.base, rateBps), accruedAt: now, createdAt: now })
    .onConflictDoNothing({ target: [payouts.kind, payouts.sourceId] })
    .returning();
  return row;
}

/**
 * A policy's payout, on the premium without GST, to the partner who sold it. Called by flows/issue-policy.ts in
 * the issuing transaction (a payment's settlement, a QR activation), so a policy and its payout commit together.
 */
export async function accruePolicyPayout(db: Database, policyId: string, now: Date): Promise<PayoutRow | undefined> {
  const [sale] = await db
    .select({ policy: policies, proposal: proposals })
    .from(policies)
    .innerJoin(proposals, eq(proposals.id, policies.proposalId))
    .where(eq(policies.id, policyId));
  if (!sale) return undefined;
  const { policy, proposal } = sale;
  return accrue(
    db,
    {
      tenantCode: proposal.tenantCode,
      partnerId: proposal.partnerId,
      kind: 'POLICY',
      sourceId: policy.id,
      reference: policy.policyNumber,
      productCode: proposal.productCode,
      saleAmount: proposal.totalPremium,
      base: proposal.netPremium,
    },
    now,
  );
}

/** A loan's (or deposit's) payout, on the amount disbursed; called when its lead becomes DISBURSED, in that move's transaction. */
export async function accrueLoanPayout(
  db: Database,
  lead: { id: string; tenantCode: TenantCode; partnerId: string; productCode: string; amount: number | null },
  now: Date,
): Promise<PayoutRow | undefined> {
  const amount = lead.amount ?? 0;
  return accrue(
    db,
    {
      tenantCode: lead.tenantCode,
      partnerId: lead.partnerId,
      kind: 'LOAN',
      sourceId: lead.id,
      reference: lead.id,
      productCode: lead.productCode,
      saleAmount: amount,
      base: amount,
    },
    now,
  );
}

/**
 * Takes a payout back (a policy cancelled in its free look, IRDAI's 30 days): the row is locked and moves
 * from ACCRUED to REVERSED once; a second call, or one for a sale without a payout, returns undefined.
 * The free-look cancellation calls it in its own transaction, with the policy's id.
 */
export async function reversePayout(db: Database, source: { kind: PayoutKind; sourceId: string }, reason: string, now: Date): Promise<PayoutRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.kind, source.kind), eq(payouts.sourceId, source.sourceId)))
      .for('update');
    if (!row || row.status !== 'ACCRUED') return undefined;
    const [reversed] = await tx.update(payouts).set({ status: 'REVERSED', reversedAt: now, reversalReason: reason }).where(eq(payouts.id, row.id)).returning();
    return reversed;
  });
}

/** The payouts accrued in [from, to) and those reversed in it, that the partner may see (an admin: his tenant's). */
export async function findPayoutsOfPeriod(db: Database, partner: PartnerScope, from: Date, to: Date): Promise<{ accrued: PayoutRow[]; reversed: PayoutRow[] }> {
  const visible = whereVisibleTo(partner, payouts);
  const [accrued, reversed] = await Promise.all([
    db
      .select()
      .from(payouts)
      .where(and(visible, gte(payouts.accruedAt, from), lt(payouts.accruedAt, to)))
      .orderBy(payouts.accruedAt, payouts.id),
    db
      .select()
      .from(payouts)
      .where(and(visible, isNotNull(payouts.reversedAt), gte(payouts.reversedAt, from), lt(payouts.reversedAt, to)))
      .orderBy(payouts.reversedAt, payouts.id),
  ]);
  return { accrued, reversed };
}

/** Sums per month bucket over [from, to): sales (policies, loans, premium, loan amount, not reversed) and net payouts. */
export async function sumSalesByMonth(db: Database, partner: PartnerScope, from: Date, to: Date) {
  const month = sql<string>`to_char(${payouts.accruedAt} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')`;
  const live = sql`${payouts.status} = 'ACCRUED'`;
  return db
    .select({
      month,
      policies: sql<number>`count(*) FILTER (WHERE ${live} AND ${payouts.kind} = 'POLICY')::int`,
      loans: sql<number>`count(*) FILTER (WHERE ${live} AND ${payouts.kind} = 'LOAN')::int`,
      premium: sql<number>`coalesce(sum(${payouts.saleAmount}) FILTER (WHERE ${live} AND ${payouts.kind} = 'POLICY'), 0)::bigint`,
      loanAmount: sql<number>`coalesce(sum(${payouts.saleAmount}) FILTER (WHERE ${live} AND ${payouts.kind} = 'LOAN'), 0)::bigint`,
      accrued: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint`,
    })
    .from(payouts)
    .where(and(whereVisibleTo(partner, payouts), gte(payouts.accruedAt, from), lt(payouts.accruedAt, to)))
    .groupBy(month);
}

/** Reversals in [from, to), summed: the month's payout is its accruals less these. */
export async function sumReversals(db: Database, partner: PartnerScope, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint` })
    .from(payouts)
    .where(and(whereVisibleTo(partner, payouts), isNotNull(payouts.reversedAt), gte(payouts.reversedAt, from), lt(payouts.reversedAt, to)));
  return Number(row?.total ?? 0);
}

/** Earned, not reversed and not yet paid: what the tenant owes. */
export async function sumPayoutsDue(db: Database, partner: PartnerScope): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint` })
    .from(payouts)
    .where(and(whereVisibleTo(partner, payouts), eq(payouts.status, 'ACCRUED'), isNull(payouts.paidAt)));
  return Number(row?.total ?? 0);
}

/**
 * Net commission per partner and payout kind credited in [from, to): accrued in it less reversed in it.
 * The statement's tax needs the financial year before its month (decision 0171).
 */
export async function sumNetPayoutsByPartnerAndKind(
  db: Database,
  partner: PartnerScope,
  from: Date,
  to: Date,
): Promise<{ partnerId: string; kind: PayoutKind; net: number }[]> {
  const visible = whereVisibleTo(partner, payouts);
  const [accrued, reversed] = await Promise.all([
    db
      .select({ partnerId: payouts.partnerId, kind: payouts.kind, total: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint` })
      .from(payouts)
      .where(and(visible, gte(payouts.accruedAt, from), lt(payouts.accruedAt, to)))
      .groupBy(payouts.partnerId, payouts.kind),
    db
      .select({ partnerId: payouts.partnerId, kind: payouts.kind, total: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint` })
      .from(payouts)
      .where(and(visible, isNotNull(payouts.reversedAt), gte(payouts.reversedAt, from), lt(payouts.reversedAt, to)))
      .groupBy(payouts.partnerId, payouts.kind),
  ]);
  const sums = new Map<string, { partnerId: string; kind: PayoutKind; net: number }>();
  const add = (row: { partnerId: string; kind: PayoutKind; total: number }, sign: 1 | -1) => {
    const key = `${row.partnerId}:${row.kind}`;
    const sum = sums.get(key) ?? { partnerId: row.partnerId, kind: row.kind, net: 0 };
    sum.net += sign * Number(row.total);
    sums.set(key, sum);
  };
  accrued.forEach((row) => add(row, 1));
  reversed.forEach((row) => add(row, -1));
  return [...sums.values()];
}
