import { z } from 'zod';
import { leadStatuses } from '../journeys/lead-status';
import { monthPattern, payoutKinds, payoutStatuses } from '../payouts/payout-rules';
import { tdsSections } from '../payouts/tds';

/** GET /api/getDashboardSummary?month — the partner's month at a glance (an admin: his tenant's). Money in paise. */
export const dashboardSummaryQuerySchema = z.object({
  /** YYYY-MM, India time; this month when absent. */
  month: z.string().regex(monthPattern, 'Enter a month as YYYY-MM').optional(),
});

export const dashboardSummarySchema = z.object({
  month: z.string(),
  /** The month's first and last day, YYYY-MM-DD, as the leads list filters take them. */
  from: z.string(),
  to: z.string(),
  sales: z.object({
    /** Policies issued and loans disbursed in the month, less those cancelled in their free look. */
    count: z.number().int(),
    policies: z.number().int(),
    loans: z.number().int(),
    /** Premium of the month's policies, GST included. */
    premium: z.number().int(),
    /** Amount disbursed on the month's loans. */
    loanAmount: z.number().int(),
  }),
  /** Leads created in the month, by status (every status, zero included, in the table's order). */
  leadsByStatus: z.array(z.object({ status: z.enum(leadStatuses), label: z.string(), count: z.number().int() })),
  conversion: z.object({ quoted: z.number().int(), paid: z.number().int(), percent: z.number().nullable() }),
  payouts: z.object({
    /** Earned in the month, less the month's reversals. */
    month: z.number().int(),
    /** Earned and not yet paid, all months. */
    due: z.number().int(),
  }),
  /** Payouts earned in each of the last six months (oldest first), for the chart. */
  trend: z.array(z.object({ month: z.string(), payout: z.number().int(), sales: z.number().int() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** GET /api/payouts/statement?month (JSON), /payouts/statement.csv, /payouts/statement.pdf. */
export const payoutStatementQuerySchema = z.object({
  month: z.string().regex(monthPattern, 'Enter a month as YYYY-MM'),
});

export const payoutLineSchema = z.object({
  payoutId: z.string(),
  /** ACCRUED: earned on a sale; REVERSED: taken back (a policy cancelled in its free look), a negative line. */
  entry: z.enum(payoutStatuses),
  kind: z.enum(payoutKinds),
  productCode: z.string(),
  productName: z.string(),
  /** The policy number or the lead id. */
  reference: z.string(),
  /** Paise: premium without GST, or the amount disbursed. */
  base: z.number().int(),
  rateBps: z.number().int(),
  /** Paise, negative for a reversal. */
  amount: z.number().int(),
  at: z.string(),
  partnerName: z.string(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const payoutStatementSchema = z.object({
  month: z.string(),
  partnerName: z.string(),
  tenantName: z.string(),
  lines: z.array(payoutLineSchema),
  totals: z.object({
    accrued: z.number().int(),
    reversed: z.number().int(),
    net: z.number().int(),
    /** Tax deducted at source, all sections (paise). */
    tds: z.number().int(),
    /** What is paid: the net payout less the tax deducted. */
    netPaid: z.number().int(),
  }),
  /** Tax deducted at source by section (decision 0171): the rate in force, the commission it is worked on, and the law. */
  tds: z.array(
    z.object({
      section: z.enum(tdsSections),
      label: z.string(),
      rateBps: z.number().int(),
      base: z.number().int(),
      amount: z.number().int(),
      source: z.string(),
    }),
  ),
});
export type PayoutStatement = z.infer<typeof payoutStatementSchema>;
