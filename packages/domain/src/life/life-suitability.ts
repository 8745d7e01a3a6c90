import { riskAppetites, type LifeGoal, type LifePlanDefinition, type RiskAppetite } from './life-plan';
import type { LifeReason } from './life-premium';

/**
 * The customer's needs as the suitability step asks them (IRDAI (Protection of Policyholders' Interests)
 * Regulations 2017 and the 2024 master circular: the sale follows a need analysis, and a plan that does
 * not suit is not sold). Decision 0097 holds the rules below.
 */
export interface LifeSuitability {
  /** Rupees a year. */
  annualIncome: number;
  goals: readonly LifeGoal[];
  dependants: number;
  riskAppetite: RiskAppetite;
}

export interface SuitabilityVerdict {
  suitable: boolean;
  /** Why not, by catalogue key for the partner's language (empty when suitable). */
  reasons: LifeReason[];
}

/** Share of yearly income above which a yearly premium is not affordable. */
export const MAX_PREMIUM_SHARE_OF_INCOME = 0.3;

/** The most cover an income justifies (human life value), by age: 25 times below 35 down to 10 times from 55. */
export function incomeMultipleForCover(age: number): number {
  if (age < 35) return 25;
  if (age < 45) return 20;
  if (age < 55) return 15;
  return 10;
}

export function checkSuitability(
  plan: LifePlanDefinition,
  needs: LifeSuitability,
  quote: { age: number; sumAssured: number; annualPremium: number; singlePremium: boolean },
): SuitabilityVerdict {
  const reasons: LifeReason[] = [];
  if (!plan.goals.some((goal) => needs.goals.includes(goal))) reasons.push({ key: 'lifeCover.notSuitable.noGoal' });
  if (riskAppetites.indexOf(needs.riskAppetite) < riskAppetites.indexOf(plan.minRiskAppetite)) {
    reasons.push({ key: 'lifeCover.notSuitable.marketRisk' });
  }
  // A single premium is paid from savings, not income: the affordability test is for yearly premiums.
  if (!quote.singlePremium && quote.annualPremium > MAX_PREMIUM_SHARE_OF_INCOME * needs.annualIncome) {
    reasons.push({ key: 'lifeCover.notSuitable.premiumOverIncome', values: { percent: MAX_PREMIUM_SHARE_OF_INCOME * 100 } });
  }
  if (quote.sumAssured > incomeMultipleForCover(quote.age) * needs.annualIncome) {
    reasons.push({ key: 'lifeCover.notSuitable.coverOverIncome', values: { times: incomeMultipleForCover(quote.age) } });
  }
  return { suitable: reasons.length === 0, reasons };
}
