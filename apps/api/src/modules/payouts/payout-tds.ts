import {
  financialYearStart,
  monthRange,
  tdsOfMonth,
  tdsRateOn,
  tdsSectionLabels,
  tdsSectionOfKind,
  type PayoutStatement,
  type TdsSection,
} from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import type { Database } from '../../db/client';
import { sumNetPayoutsByPartnerAndKind } from './payouts-repository';

/**
 * The tax deducted at source in a month's statement (decision 0171): worked out per partner and section on
 * the financial year's commission before the month and the month's own, then summed by section (an admin's
 * statement covers the tenant's partners, each taxed on his own commission).
 */
export async function findStatementTds(db: Database, partner: PartnerScope, month: string): Promise<PayoutStatement['tds']> {
  const { from, to } = monthRange(month);
  const yearFrom = monthRange(financialYearStart(month)).from;
  const [earlier, current] = await Promise.all([
    yearFrom < from ? sumNetPayoutsByPartnerAndKind(db, partner, yearFrom, from) : Promise.resolve([]),
    sumNetPayoutsByPartnerAndKind(db, partner, from, to),
  ]);
  const earlierOf = new Map(earlier.map((row) => [`${row.partnerId}:${row.kind}`, row.net]));
  const bySection = new Map<TdsSection, { base: number; amount: number }>();
  for (const row of current) {
    const section = tdsSectionOfKind[row.kind];
    const deduction = tdsOfMonth(section, month, earlierOf.get(`${row.partnerId}:${row.kind}`) ?? 0, row.net);
    const sum = bySection.get(section) ?? { base: 0, amount: 0 };
    bySection.set(section, { base: sum.base + deduction.base, amount: sum.amount + deduction.amount });
  }
  return [...bySection.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([section, sum]) => {
      const rate = tdsRateOn(section, `${month}-01`);
      return { section, label: tdsSectionLabels[section], rateBps: rate.rateBps, base: sum.base, amount: sum.amount, source: rate.source };
    });
}
