import type { LifePlan } from '../journeys/life-journey';

/**
 * A life plan of a sandbox life insurer, as data (decision 0095): one file per plan under `plans/`, gathered
 * in `life-catalogue.ts`. Its price and illustration come from `life-premium.ts` from the few numbers here.
 */
export const lifeInsurerCodes = ['JEEVAN_SURAKSHA_LIFE', 'AMRIT_LIFE', 'SANCHAY_LIFE'] as const;
export type LifeInsurerCode = (typeof lifeInsurerCodes)[number];

export const lifeInsurers: Record<LifeInsurerCode, { code: LifeInsurerCode; name: string; claimSettlementRatio: number }> = {
  JEEVAN_SURAKSHA_LIFE: { code: 'JEEVAN_SURAKSHA_LIFE', name: 'Jeevan Suraksha Life Insurance', claimSettlementRatio: 98.6 },
  AMRIT_LIFE: { code: 'AMRIT_LIFE', name: 'Amrit Life Insurance', claimSettlementRatio: 99.1 },
  SANCHAY_LIFE: { code: 'SANCHAY_LIFE', name: 'Sanchay Life Insurance', claimSettlementRatio: 97.9 },
};

export const isLifeInsurerCode = (value: string): value is LifeInsurerCode => (lifeInsurerCodes as readonly string[]).includes(value);

/**
 * How a plan pays, which decides its price and what its benefit illustration shows (IRDAI (Insurance
 * Products) Regulations 2024 and its master circular: guaranteed and non-guaranteed benefits apart, the
 * non-guaranteed ones at the 4 % and 8 % gross rates):
 * - protection: pays the sum assured on death only; no illustration.
 * - non-par: guaranteed maturity (the sum assured), death cover; every benefit guaranteed.
 * - par: guaranteed maturity plus bonuses, which are not guaranteed (shown at 4 % and 8 %).
 * - ulip: market-linked fund; the death cover is guaranteed, the fund value is not (4 % and 8 %).
 */
export type LifeBenefitKind = 'protection' | 'non-par' | 'par' | 'ulip';

/** What a customer buys a plan for; suitability matches them (life-suitability.ts). */
export const lifeGoals = ['protection', 'wealth', 'child-education', 'retirement', 'guaranteed-income'] as const;
export type LifeGoal = (typeof lifeGoals)[number];
export const lifeGoalLabels: Record<LifeGoal, string> = {
  protection: 'Protect my family',
  wealth: 'Grow wealth',
  'child-education': "Child's education",
  retirement: 'Retirement income',
  'guaranteed-income': 'Guaranteed returns',
};

export const riskAppetites = ['low', 'medium', 'high'] as const;
export type RiskAppetite = (typeof riskAppetites)[number];

export interface LifeEligibility {
  minAge: number;
  maxAge: number;
  /** Age at the end of the policy term, at most. */
  maxMaturityAge: number;
  minTerm: number;
  maxTerm: number;
  /** Premium payment terms offered: 'regular' (the policy term), 'single' (one premium) or a number of years. */
  paymentTerms: readonly PaymentTermOption[];
  /** Rupees. */
  minSumAssured: number;
  maxSumAssured: number;
  /** The sum assured is a multiple of this (IRDAI POS term plans: Rs 50,000). */
  sumAssuredStep: number;
}
export type PaymentTermOption = 'regular' | 'single' | 5 | 7 | 10 | 12 | 15;

export interface LifePlanPricing {
  /**
   * protection: yearly premium per Rs 1,000 sum assured for a man of 30, non-smoker, 30-year term, paid
   * regularly. Savings plans (non-par, par): the yearly rate at which premiums are discounted to the
   * guaranteed maturity sum assured. ULIP: unused (the premium is the sum assured / 10).
   */
  rate: number;
  /** Yearly rise of mortality with age (about 7-9 % a year at 25-60 in the IALM 2012-14 table). */
  ageSlope: number;
  /** Smokers pay this much more (protection); women pay womenFactor (about a three-year setback). */
  smokerFactor: number;
  womenFactor: number;
}

export interface LifeSample {
  label: string;
  age: number;
  gender: 'MALE' | 'FEMALE';
  smoker: boolean;
  sumAssured: number;
  policyTerm: number;
  paymentTerm: PaymentTermOption;
  /** The yearly premium (before GST), rupees, that the table test holds the plan to. */
  annualPremium: number;
}

export interface LifePlanDefinition {
  /** The plan's id in URLs (/life-insurance/life/product-details/{productId}). */
  productId: string;
  name: string;
  insurer: LifeInsurerCode;
  /** The journey type (/life-insurance/profile/{plan}/…). */
  type: LifePlan;
  /** The insurer's product id filed with IRDAI (UIN), sandbox values. */
  uin: string;
  kind: LifeBenefitKind;
  /** A POS product under IRDAI's POS guidelines (decision 0096): a POSP may sell it, no medical examination. */
  pos: boolean;
  goals: readonly LifeGoal[];
  /** The lowest risk appetite this plan suits (ULIPs: the fund follows the market). */
  minRiskAppetite: RiskAppetite;
  eligibility: LifeEligibility;
  pricing: LifePlanPricing;
  /** The non-guaranteed reversionary bonus, percent of the sum assured a year, at the 4 % and 8 % rates (par plans). */
  bonusRates?: { at4: number; at8: number };
  /** ULIP charges: premium allocation charge of years 1-5 (fraction), fund management charge (yearly fraction). */
  ulipCharges?: { allocation: readonly number[]; fundManagement: number };
  /** Medical examination needed above this sum assured (rupees); never for POS plans. */
  medicalAbove?: number;
  /** Days after receiving the policy to return it (IRDAI 2024: 30 days for every life policy). */
  freeLookDays: 30;
  tagline: string;
  benefits: readonly string[];
  riders: readonly string[];
  exclusions: readonly string[];
  samples: readonly LifeSample[];
}

export const defineLifePlan = (plan: LifePlanDefinition): LifePlanDefinition => plan;

/** The common exclusion of every life policy: suicide within 12 months (Insurance Act 1938 s.45 aside). */
export const suicideExclusion =
  'Suicide within 12 months of the start or revival of the policy: 80 % of the premiums paid (or the surrender value, if higher) is paid instead.';
