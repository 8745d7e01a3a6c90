import { describe, expect, it } from 'vitest';
import { lifePlanNames, type LifePlan } from '../journeys/life-journey';
import { lifeCatalogue, lifePlansOfType, posLifePlans } from './life-catalogue';
import { checkLifeEligibility, illustrateLifePlan, lifeAnnualPremium, maturityYield, type LifeQuoteInput } from './life-premium';
import { checkSuitability } from './life-suitability';
import { formatRupeeAmount } from '../format';

const termAt30: LifeQuoteInput = { age: 30, gender: 'MALE', smoker: false, sumAssured: 10_000_000, policyTerm: 30, paymentTerm: 'regular' };

describe('the life catalogue', () => {
  it.each(Object.keys(lifePlanNames) as LifePlan[])('offers several plans of type %s', (type) => {
    expect(lifePlansOfType(type).length).toBeGreaterThanOrEqual(2);
  });

  it('has unique product ids, each a kebab-case file name', () => {
    const ids = lifeCatalogue.map((plan) => plan.productId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('POS plans follow IRDAI’s POS rules: pure term or non-linked non-par savings, no medicals, savings cover up to Rs 10 lakh and 20 years', () => {
    const pos = posLifePlans();
    expect(pos.map((plan) => plan.type)).toEqual(pos.map(() => 'pos'));
    for (const plan of pos) {
      expect(['protection', 'non-par']).toContain(plan.kind);
      expect(plan.medicalAbove).toBeUndefined();
      if (plan.kind === 'non-par') {
        expect(plan.eligibility.maxSumAssured).toBeLessThanOrEqual(1_000_000);
        expect(plan.eligibility.maxTerm).toBeLessThanOrEqual(20);
        expect(plan.eligibility.maxMaturityAge).toBeLessThanOrEqual(65);
      } else {
        expect(plan.eligibility.sumAssuredStep % 50_000).toBe(0);
      }
    }
  });

  it('every life policy has the 30-day free-look period of IRDAI 2024', () => {
    for (const plan of lifeCatalogue) expect(plan.freeLookDays).toBe(30);
  });
});

describe.each(lifeCatalogue.map((plan) => [plan.productId, plan] as const))('%s', (_id, plan) => {
  it.each(plan.samples.map((sample) => [sample.label, sample] as const))('sample "%s": eligible, priced as filed', (_label, sample) => {
    expect(checkLifeEligibility(plan, sample)).toEqual([]);
    expect(lifeAnnualPremium(plan, sample)).toBe(sample.annualPremium);
  });

  it('refuses ages, terms, payment terms and sums outside its eligibility', () => {
    const sample = plan.samples[0]!;
    const e = plan.eligibility;
    const ageRange = { key: 'lifeCover.notEligible.age', values: { min: e.minAge, max: e.maxAge } };
    const keysOf = (input: typeof sample) => checkLifeEligibility(plan, input).map((reason) => reason.key);
    expect(checkLifeEligibility(plan, { ...sample, age: e.minAge - 1 })).toContainEqual(ageRange);
    expect(checkLifeEligibility(plan, { ...sample, age: e.maxAge + 1 })).toContainEqual(ageRange);
    expect(keysOf({ ...sample, policyTerm: e.maxTerm + 1 })).toContain('lifeCover.notEligible.policyTerm');
    expect(keysOf({ ...sample, age: e.maxAge, policyTerm: e.maxMaturityAge - e.maxAge + 1 })).toContain('lifeCover.notEligible.maturityAge');
    expect(keysOf({ ...sample, sumAssured: e.maxSumAssured + e.sumAssuredStep })).toEqual(['lifeCover.notEligible.sumAssuredRange']);
    expect(checkLifeEligibility(plan, { ...sample, sumAssured: e.minSumAssured + 1 })).toContainEqual({
      key: 'lifeCover.notEligible.sumAssuredStep',
      values: { step: formatRupeeAmount(e.sumAssuredStep) },
    });
  });

  it('costs more with age and, where mortality is priced, for smokers; never less for a longer cover', () => {
    const sample = { ...plan.samples[0]!, age: plan.eligibility.minAge + 2, policyTerm: plan.eligibility.minTerm };
    const older = { ...sample, age: sample.age + 10 };
    const premium = lifeAnnualPremium(plan, sample);
    if (plan.kind === 'ulip') {
      // The ULIP premium is the sum assured over the cover multiple; age and habits are charged inside the fund.
      expect(lifeAnnualPremium(plan, older)).toBeGreaterThanOrEqual(premium);
      return;
    }
    expect(lifeAnnualPremium(plan, older)).toBeGreaterThan(premium);
    expect(lifeAnnualPremium(plan, { ...sample, smoker: true })).toBeGreaterThan(premium);
    expect(lifeAnnualPremium(plan, { ...sample, gender: 'FEMALE' })).toBeLessThan(premium);
    if (plan.kind === 'protection') expect(lifeAnnualPremium(plan, { ...sample, policyTerm: sample.policyTerm + 5 })).toBeGreaterThan(premium);
  });

  it('illustrates benefits at 4 % and 8 % with the guaranteed and non-guaranteed parts apart (none for pure protection)', () => {
    const sample = plan.samples[0]!;
    const illustration = illustrateLifePlan(plan, sample);
    if (plan.kind === 'protection') {
      expect(illustration).toBeUndefined();
      return;
    }
    expect(illustration!.rows).toHaveLength(sample.policyTerm);
    expect(illustration!.maturityAt8.total).toBeGreaterThanOrEqual(illustration!.maturityAt4.total);
    if (plan.kind === 'non-par') {
      expect(illustration!.maturityAt4).toEqual({ guaranteed: sample.sumAssured, nonGuaranteed: 0, total: sample.sumAssured });
      expect(illustration!.maturityAt8.nonGuaranteed).toBe(0);
    } else {
      expect(illustration!.maturityAt8.nonGuaranteed).toBeGreaterThan(illustration!.maturityAt4.nonGuaranteed);
      expect(illustration!.maturityAt4.guaranteed).toBe(plan.kind === 'par' ? sample.sumAssured : 0);
      // Net of charges the policy yields less than the gross rate illustrated.
      expect(maturityYield(illustration!, 4)).toBeLessThan(4);
      expect(maturityYield(illustration!, 8)).toBeLessThan(8);
    }
    for (const row of illustration!.rows) expect(row.guaranteedDeathBenefit).toBeGreaterThanOrEqual(Math.round(1.05 * row.totalPremiums) - 1);
  });
});

describe('prices a customer would recognise in India', () => {
  it.each([
    ['jsl-smart-term', 8_000, 15_000],
    ['amrit-i-protect', 8_000, 15_000],
  ])('%s: Rs 1 crore at 30, non-smoker, to 60, costs Rs 8,000-15,000 a year', (productId, low, high) => {
    const premium = lifeAnnualPremium(
      lifeCatalogue.find((plan) => plan.productId === productId)!,
      termAt30,
    );
    expect(premium).toBeGreaterThanOrEqual(low);
    expect(premium).toBeLessThanOrEqual(high);
  });

  it('guaranteed plans yield 5-6.5 % a year, as Indian non-par savings plans do', () => {
    for (const plan of lifeCatalogue.filter((p) => p.kind === 'non-par')) {
      for (const sample of plan.samples) {
        const yieldAt = maturityYield(illustrateLifePlan(plan, sample)!, 8);
        expect(yieldAt).toBeGreaterThan(5);
        expect(yieldAt).toBeLessThan(6.5);
      }
    }
  });
});

describe('suitability', () => {
  const ulip = lifeCatalogue.find((plan) => plan.productId === 'jsl-growth-ulip')!;
  const term = lifeCatalogue.find((plan) => plan.productId === 'jsl-smart-term')!;
  const needs = { annualIncome: 1_200_000, goals: ['wealth', 'protection'] as const, dependants: 2, riskAppetite: 'high' as const };
  const quote = { age: 30, sumAssured: 1_500_000, annualPremium: 150_000, singlePremium: false };

  it.each([
    ['suits a customer with matching goals, risk and income', needs, quote, []],
    ['a low risk appetite rules out a market-linked plan', { ...needs, riskAppetite: 'low' as const }, quote, [{ key: 'lifeCover.notSuitable.marketRisk' }]],
    ['no shared goal', { ...needs, goals: ['retirement' as const] }, quote, [{ key: 'lifeCover.notSuitable.noGoal' }]],
    [
      'a premium over 30 % of income',
      { ...needs, annualIncome: 400_000 },
      quote,
      [{ key: 'lifeCover.notSuitable.premiumOverIncome', values: { percent: 30 } }],
    ],
    ['a single premium is not held to income', { ...needs, annualIncome: 400_000 }, { ...quote, singlePremium: true }, []],
  ])('%s', (_label, customer, asked, reasons) => {
    expect(checkSuitability(ulip, customer, asked).reasons).toEqual(reasons);
  });

  it('cover beyond the income multiple of the age is flagged (25x below 35, 20x to 45)', () => {
    const asked = { age: 30, sumAssured: 30_000_001, annualPremium: 30_000, singlePremium: false };
    expect(checkSuitability(term, { ...needs, annualIncome: 1_200_000 }, asked).reasons).toEqual([
      { key: 'lifeCover.notSuitable.coverOverIncome', values: { times: 25 } },
    ]);
    expect(checkSuitability(term, { ...needs, annualIncome: 1_200_000 }, { ...asked, sumAssured: 30_000_000 }).suitable).toBe(true);
    expect(checkSuitability(term, { ...needs, annualIncome: 1_200_000 }, { ...asked, age: 40, sumAssured: 30_000_000 }).suitable).toBe(false);
  });
});
