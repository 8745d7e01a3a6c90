import type { Paise } from '../money';

/**
 * Loan against mutual funds: how much a pledged folio supports (decision 0077). Lenders lend about half
 * the value of equity funds and more of debt funds, as RBI's and lenders' usual loan-to-value for shares
 * and debt funds go: equity and equity-oriented hybrid 50 %, debt 80 %, other hybrid 60 %.
 */
export const lamfLtvPercent = { EQUITY: 50, DEBT: 80, HYBRID: 60 } as const;
export type FundCategory = keyof typeof lamfLtvPercent;

/** What a folio of `value` paise supports, to the rupee below. */
export function lamfEligible(category: FundCategory, value: Paise): Paise {
  return Math.floor((value * lamfLtvPercent[category]) / 100 / 100) * 100;
}
