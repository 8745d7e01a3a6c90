import { formatRupeeAmount } from '../format';
import type { LifePlanDefinition, PaymentTermOption } from './life-plan';

/** What a life quote is asked for (rupees, whole years). */
export interface LifeQuoteInput {
  age: number;
  gender: 'MALE' | 'FEMALE';
  smoker: boolean;
  sumAssured: number;
  policyTerm: number;
  paymentTerm: PaymentTermOption;
}

/** Years in which premiums are paid: the policy term for 'regular', one for 'single', else the number. */
export function paymentYears(option: PaymentTermOption, policyTerm: number): number {
  if (option === 'regular') return policyTerm;
  if (option === 'single') return 1;
  return option;
}

/**
 * A reason said in the reader's language: its catalogue key (lifeCover.notEligible.*, lifeCover.notSuitable.*)
 * and the figures it names. The API says it in the request's language (decision 0286).
 */
export interface LifeReason {
  key: string;
  values?: Readonly<Record<string, string | number>>;
}

/** Why a plan cannot be quoted for these answers (for the partner); empty when it can. */
export function checkLifeEligibility(plan: LifePlanDefinition, input: LifeQuoteInput): LifeReason[] {
  const e = plan.eligibility;
  const problems: LifeReason[] = [];
  if (input.age < e.minAge || input.age > e.maxAge) problems.push({ key: 'lifeCover.notEligible.age', values: { min: e.minAge, max: e.maxAge } });
  if (input.policyTerm < e.minTerm || input.policyTerm > e.maxTerm) {
    problems.push({ key: 'lifeCover.notEligible.policyTerm', values: { min: e.minTerm, max: e.maxTerm } });
  }
  if (input.age + input.policyTerm > e.maxMaturityAge) problems.push({ key: 'lifeCover.notEligible.maturityAge', values: { max: e.maxMaturityAge } });
  if (!e.paymentTerms.includes(input.paymentTerm)) problems.push({ key: 'lifeCover.notEligible.paymentTermNotOffered' });
  else if (paymentYears(input.paymentTerm, input.policyTerm) > input.policyTerm) problems.push({ key: 'lifeCover.notEligible.paymentTermOverPolicyTerm' });
  if (input.sumAssured < e.minSumAssured || input.sumAssured > e.maxSumAssured) {
    problems.push({
      key: 'lifeCover.notEligible.sumAssuredRange',
      values: { min: formatRupeeAmount(e.minSumAssured), max: formatRupeeAmount(e.maxSumAssured) },
    });
  } else if (input.sumAssured % e.sumAssuredStep !== 0) {
    problems.push({ key: 'lifeCover.notEligible.sumAssuredStep', values: { step: formatRupeeAmount(e.sumAssuredStep) } });
  }
  return problems;
}

/** The value today of 1 a year for n years, paid at the start of each year, at yearly rate i. */
const annuityDue = (n: number, i: number) => (i === 0 ? n : (1 - (1 + i) ** -n) / (1 - 1 / (1 + i)));

/** Rate at which limited and single premiums of protection plans are discounted (insurers file about 6 %). */
const PROTECTION_DISCOUNT = 0.06;

/** Yearly mortality per Rs 1,000 at risk for this life at `age` (the plan's slope, smoker and women factors). */
function mortalityPerMille(plan: LifePlanDefinition, input: Pick<LifeQuoteInput, 'gender' | 'smoker'>, age: number, basePerMille: number) {
  const { ageSlope, smokerFactor, womenFactor } = plan.pricing;
  return basePerMille * Math.exp(ageSlope * (age - 30)) * (input.smoker ? smokerFactor : 1) * (input.gender === 'FEMALE' ? womenFactor : 1);
}

/** The minimum death cover of savings and ULIP plans: 10 times the yearly premium below 45, 7 times from 45 (IRDAI). */
export const deathMultiple = (age: number) => (age < 45 ? 10 : 7);

/** The yearly premium (single premium for 'single'), rupees before GST. Assumes the answers are eligible. */
export function lifeAnnualPremium(plan: LifePlanDefinition, input: LifeQuoteInput): number {
  const years = paymentYears(input.paymentTerm, input.policyTerm);
  switch (plan.kind) {
    case 'protection': {
      const termFactor = Math.max(0.6, 1 + 0.012 * (input.policyTerm - 30));
      const regular = (input.sumAssured / 1000) * mortalityPerMille(plan, input, input.age, plan.pricing.rate) * termFactor;
      const limited = regular * (annuityDue(input.policyTerm, PROTECTION_DISCOUNT) / annuityDue(years, PROTECTION_DISCOUNT));
      return Math.round(limited);
    }
    case 'non-par':
    case 'par': {
      // The premiums, grown at the plan's rate, buy the maturity sum assured; the cover costs a little more with age.
      const i = plan.pricing.rate;
      const savings = (input.sumAssured * (1 + i) ** -input.policyTerm) / annuityDue(years, i);
      const coverLoad = 0.01 * mortalityPerMille(plan, input, input.age, 1);
      return Math.round(savings * (1 + coverLoad));
    }
    case 'ulip':
      // The sum assured is the minimum cover: 10 (or 7) times the yearly premium, 1.25 times a single premium.
      return Math.round(input.paymentTerm === 'single' ? input.sumAssured / 1.25 : input.sumAssured / deathMultiple(input.age));
  }
}

/** GST on the first year's premium: 18 % on protection, 4.5 % on savings (18 % on a quarter), ULIPs on charges only. */
export const lifeGstRate = (plan: LifePlanDefinition): number => ({ protection: 0.18, 'non-par': 0.045, par: 0.045, ulip: 0 })[plan.kind];

export interface IllustrationRow {
  year: number;
  age: number;
  premium: number;
  totalPremiums: number;
  /** Guaranteed benefits: paid on death in this year; paid at the end of the term (last row only). */
  guaranteedDeathBenefit: number;
  guaranteedMaturityBenefit: number;
  /** Not guaranteed: bonuses accrued (par) or fund value (ULIP) at the end of the year, at 4 % and 8 % gross. */
  nonGuaranteedAt4: number;
  nonGuaranteedAt8: number;
}

export interface LifeIllustration {
  annualPremium: number;
  rows: IllustrationRow[];
  /** Paid at maturity: the guaranteed part and the total with the non-guaranteed part at each rate. */
  maturityAt4: { guaranteed: number; nonGuaranteed: number; total: number };
  maturityAt8: { guaranteed: number; nonGuaranteed: number; total: number };
}

/**
 * The benefit illustration of a savings, participating or ULIP plan (IRDAI: at the 4 % and 8 % gross
 * investment returns, guaranteed and non-guaranteed benefits in separate columns); undefined for a pure
 * protection plan, which has no maturity benefit to illustrate.
 */
export function illustrateLifePlan(plan: LifePlanDefinition, input: LifeQuoteInput): LifeIllustration | undefined {
  if (plan.kind === 'protection') return undefined;
  const annualPremium = lifeAnnualPremium(plan, input);
  const years = paymentYears(input.paymentTerm, input.policyTerm);
  const rows: IllustrationRow[] = [];
  let totalPremiums = 0;
  const fund = { at4: 0, at8: 0 };
  let terminal = { at4: 0, at8: 0 };
  for (let year = 1; year <= input.policyTerm; year += 1) {
    const premium = year <= years ? annualPremium : 0;
    totalPremiums += premium;
    const isLast = year === input.policyTerm;
    const minimumCover = input.paymentTerm === 'single' ? 1.25 * annualPremium : deathMultiple(input.age) * annualPremium;
    const guaranteedDeathBenefit = Math.round(Math.max(plan.kind === 'ulip' ? input.sumAssured : minimumCover, 1.05 * totalPremiums));
    let at4 = 0;
    let at8 = 0;
    if (plan.kind === 'par' && plan.bonusRates) {
      at4 = Math.round((plan.bonusRates.at4 / 100) * input.sumAssured * year);
      at8 = Math.round((plan.bonusRates.at8 / 100) * input.sumAssured * year);
      // A terminal bonus at maturity, only where the fund earned enough to pay one (not at 4 %).
      if (isLast) terminal = { at4: 0, at8: Math.round(0.15 * at8) };
    }
    if (plan.kind === 'ulip' && plan.ulipCharges) {
      const charges = plan.ulipCharges;
      for (const [key, gross] of [
        ['at4', 0.04],
        ['at8', 0.08],
      ] as const) {
        let value = fund[key] + premium * (1 - (charges.allocation[year - 1] ?? 0));
        const atRisk = Math.max(0, input.sumAssured - value);
        value -= (atRisk / 1000) * mortalityPerMille(plan, input, input.age + year - 1, 1);
        value = value * (1 + gross) * (1 - charges.fundManagement);
        fund[key] = Math.max(0, value);
      }
      at4 = Math.round(fund.at4);
      at8 = Math.round(fund.at8);
    }
    rows.push({
      year,
      age: input.age + year - 1,
      premium,
      totalPremiums,
      guaranteedDeathBenefit,
      guaranteedMaturityBenefit: isLast && plan.kind !== 'ulip' ? input.sumAssured : 0,
      nonGuaranteedAt4: at4 + (isLast ? terminal.at4 : 0),
      nonGuaranteedAt8: at8 + (isLast ? terminal.at8 : 0),
    });
  }
  const last = rows[rows.length - 1]!;
  const maturity = (nonGuaranteed: number) => ({
    guaranteed: last.guaranteedMaturityBenefit,
    nonGuaranteed,
    total: last.guaranteedMaturityBenefit + nonGuaranteed,
  });
  return { annualPremium, rows, maturityAt4: maturity(last.nonGuaranteedAt4), maturityAt8: maturity(last.nonGuaranteedAt8) };
}

/** The lowest yearly premium a plan shows as "from": its first sample's. */
export const lifeStartingPremium = (plan: LifePlanDefinition): number => lifeAnnualPremium(plan, plan.samples[0]!);

/**
 * The yearly yield (internal rate of return) of the premiums against the maturity total at one illustrated
 * rate: the "net yield" insurers print beside the 4 % and 8 % columns. Bisection, to a hundredth of a percent.
 */
export function maturityYield(illustration: LifeIllustration, at: 4 | 8): number {
  const maturity = (at === 4 ? illustration.maturityAt4 : illustration.maturityAt8).total;
  const valueAt = (rate: number) =>
    illustration.rows.reduce((sum, row) => sum - row.premium * (1 + rate) ** -(row.year - 1), maturity * (1 + rate) ** -illustration.rows.length);
  let low = -0.5;
  let high = 0.5;
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (valueAt(mid) > 0) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 10_000) / 100;
}
