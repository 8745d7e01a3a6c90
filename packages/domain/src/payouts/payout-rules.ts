import { formatPercent } from '../format';
import type { Paise } from '../money';
import type { LeadStatus } from '../journeys/lead-status';
import type { ProductDefinition } from '../products/product-definition';

/**
 * The partner's payout rules (decision 0116): a rate in basis points of the sale, per product and tenant
 * (the product file, or its tenant variant), on the premium without GST for a policy and on the amount
 * disbursed for a loan or deposit. Paise are rounded down, so a payout never exceeds its rate.
 */
export const payoutKinds = ['POLICY', 'LOAN'] as const;
export type PayoutKind = (typeof payoutKinds)[number];

export const payoutStatuses = ['ACCRUED', 'REVERSED'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export function calculatePayoutPaise(base: Paise, rateBps: number): Paise {
  if (!Number.isInteger(base) || base < 0) throw new RangeError(`A payout base is whole, non-negative paise, not ${base}`);
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > 10_000) throw new RangeError(`A payout rate is 0 to 10000 basis points, not ${rateBps}`);
  return Math.floor((base * rateBps) / 10_000);
}

/** The rate a tenant's partners earn on a product (the product as that tenant sees it). */
export const payoutRateOf = (product: Pick<ProductDefinition, 'payoutRateBps'>): number => product.payoutRateBps;

/** "15%" or "1.5%": a rate in basis points as a partner reads it. */
export const formatPayoutRate = (rateBps: number): string => formatPercent(rateBps / 100);

/** India has one time zone, five and a half hours ahead of UTC, without daylight saving. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Months as YYYY-MM. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The calendar month (India time) an instant falls in, as YYYY-MM. */
export function monthOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** A month's first instant and the next month's first instant (India time), as UTC instants: [from, to). */
export function monthRange(month: string): { from: Date; to: Date } {
  if (!monthPattern.test(month)) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS);
  return { from, to };
}

/** The first and last day (YYYY-MM-DD, India time) of a month, as the leads list's from/to filters take them. */
export function monthDays(month: string): { from: string; to: string } {
  const { to } = monthRange(month);
  const last = new Date(to.getTime() - 1 + IST_OFFSET_MS).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: last };
}

/**
 * Conversion from quote to paid (decision 0117): of the month's insurance leads that got a quote, the share
 * whose policy was issued. Statuses a quoted lead can be in; endings (NOT_INTERESTED…) are not counted, as
 * a lead's ending hides whether it was ever quoted.
 */
export const quotedLeadStatuses = [
  'QUOTED',
  'PROPOSAL_DRAFT',
  'PROPOSAL_SUBMITTED',
  'PAYMENT_PENDING',
  'PAYMENT_FAILED',
  'POLICY_ISSUED',
] as const satisfies readonly LeadStatus[];

export function quoteToPaidConversion(counts: Partial<Record<LeadStatus, number>>): { quoted: number; paid: number; percent: number | null } {
  const quoted = quotedLeadStatuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const paid = counts.POLICY_ISSUED ?? 0;
  return { quoted, paid, percent: quoted === 0 ? null : Math.round((paid / quoted) * 1000) / 10 };
}
