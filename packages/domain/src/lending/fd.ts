import type { FdPayout } from '../products/fd';
import type { Paise } from '../money';
import type { LenderCode } from './lender-codes';
import { lenderRules } from './lenders';

/**
 * Fixed deposit rates and maturity (decision 0077). Cumulative deposits compound quarterly, the
 * usual Indian bank convention: A = P (1 + r/4)^(4t), t in years (for months not a whole quarter, the
 * quarters compound and the broken period earns simple interest). Payout deposits do not compound: a
 * monthly payout pays P r/12 a month and a quarterly payout P r/4 a quarter (some banks discount the
 * monthly payout slightly; the sandbox does not). Money in paise, rates percent a year.
 */

export interface FdCalculation {
  annualRatePercent: number;
  seniorExtraPercent: number;
  maturityAmount: Paise;
  totalInterest: Paise;
  periodicPayout: Paise | null;
  effectiveYieldPercent: number;
}

export function fdRate(bank: LenderCode, tenureMonths: number, seniorCitizen: boolean): { rate: number; seniorExtra: number } | undefined {
  // Each bank's rate card is in its lender file (lenders/<code>.ts).
  const card = lenderRules[bank].fixedDeposits;
  const base = card?.rates[tenureMonths];
  if (!card || base === undefined) return undefined;
  const seniorExtra = seniorCitizen ? card.seniorExtra : 0;
  return { rate: Math.round((base + seniorExtra) * 100) / 100, seniorExtra };
}

/** Maturity of `amount` paise at `ratePercent` over `months`, compounded quarterly. */
export function cumulativeMaturity(amount: Paise, ratePercent: number, months: number): Paise {
  const r = ratePercent / 100;
  const quarters = Math.floor(months / 3);
  const brokenMonths = months % 3;
  const compounded = amount * (1 + r / 4) ** quarters;
  return Math.round(compounded * (1 + (r * brokenMonths) / 12));
}

export function calculateFd(
  amount: Paise,
  ratePercent: number,
  months: number,
  payout: FdPayout,
): Omit<FdCalculation, 'annualRatePercent' | 'seniorExtraPercent'> {
  const r = ratePercent / 100;
  const effectiveYieldPercent = Math.round(((1 + r / 4) ** 4 - 1) * 10000) / 100;
  if (payout === 'CUMULATIVE') {
    const maturityAmount = cumulativeMaturity(amount, ratePercent, months);
    return { maturityAmount, totalInterest: maturityAmount - amount, periodicPayout: null, effectiveYieldPercent };
  }
  const periods = payout === 'MONTHLY' ? months : Math.floor(months / 3);
  const periodicPayout = Math.round((amount * r) / (payout === 'MONTHLY' ? 12 : 4));
  // A payout deposit pays interest as it goes; a quarterly payout's broken months are paid at maturity.
  const brokenMonths = payout === 'QUARTERLY' ? months % 3 : 0;
  const brokenInterest = Math.round((amount * r * brokenMonths) / 12);
  return { maturityAmount: amount + brokenInterest, totalInterest: periodicPayout * periods + brokenInterest, periodicPayout, effectiveYieldPercent };
}
