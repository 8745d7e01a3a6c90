import { riskAppetites, type LifeGoal, type LifePlanDefinition, type RiskAppetite } from './life-plan';

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
  /** Why not, in words for the partner (empty when suitable). */
  reasons: string[];
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
  const reasons: string[] = [];
  if (!plan.goals.some((goal) => needs.goals.includes(goal))) reasons.push('This plan does not meet any of the goals the customer chose.');
  if (riskAppetites.indexOf(needs.riskAppetite) < riskAppetites.indexOf(plan.minRiskAppetite)) {
    reasons.push('Its returns follow the market, and the customer wants less risk.');
  }
  // A single premium is paid from savings, not income: the affordability test is for yearly premiums.
  if (!quote.singlePremium && quote.annualPremium > MAX_PREMIUM_SHARE_OF_INCOME * needs.annualIncome) {
    reasons.push('The yearly premium is more than 30 % of the customer’s yearly income.');
  }
  if (quote.sumAssured > incomeMultipleForCover(quote.age) * needs.annualIncome) {
    reasons.push(`The sum assured is more than ${incomeMultipleForCover(quote.age)} times the customer’s yearly income.`);
  }
  return { suitable: reasons.length === 0, reasons };
}
