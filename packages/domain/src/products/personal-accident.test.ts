import { describe, expect, it } from 'vitest';
import { indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import {
  ameLimitMessage,
  BASIC_PA_PLAN,
  calculatePaPremium,
  CUSTOM_PA_PLAN,
  paOccupations,
  personalAccident,
  riskClassOf,
  selectOccupationMessage,
  ttdLimitMessage,
  type PaCoverCode,
  type RiskClass,
} from './personal-accident';
import { validateSaleForm } from './validate-sale-form';

const today = indiaToday();
const sale = personalAccident.sale!;
const samples = sale.samples(today);
/** A created plan with every kind of cover. */
const fullQuote = {
  ...samples.quote,
  occupation: 'DRIVER',
  sumInsured: '1000000',
  covers: ['PTD', 'TTD', 'AME'],
  weeklyBenefit: '5000',
  medicalExpenses: '50000',
};
const rupees = (paise: number) => paise / 100;

describe('personal-accident premiums (annual, GST 18 % on top)', () => {
  // Basic PA: death, PTD and PPD of Rs 10 lakh at 1.00 / 1.40 / 2.00 per mille by risk class.
  it.each([
    ['SALARIED_OFFICE', 'I', 1000, 180, 1180],
    ['SHOP_OWNER', 'I', 1000, 180, 1180],
    ['DRIVER', 'II', 1400, 252, 1652],
    ['SKILLED_MANUAL', 'II', 1400, 252, 1652],
    ['CONSTRUCTION', 'III', 2000, 360, 2360],
    ['HEAVY_MACHINERY', 'III', 2000, 360, 2360],
  ])('Basic PA for %s (class %s): net Rs %d, GST Rs %d, total Rs %d', (occupation, riskClass, net, gst, total) => {
    expect(riskClassOf(occupation)).toBe(riskClass);
    const premium = sale.calculatePremium({ planCode: BASIC_PA_PLAN, leadName: 'Asha Patil', occupation });
    expect([rupees(premium.netPremium), rupees(premium.gst), rupees(premium.totalPremium)]).toEqual([net, gst, total]);
    expect(premium.sumInsured).toBe(1000000);
  });

  it.each<[RiskClass, number, PaCoverCode[], number | undefined, number | undefined, number]>([
    // class, sum insured, covers, weekly benefit, medical expenses, net premium (Rs)
    ['I', 500000, [], undefined, undefined, 250],
    ['III', 5000000, [], undefined, undefined, 5000],
    ['I', 1000000, ['PTD'], undefined, undefined, 500 + 300],
    ['II', 1000000, ['PTD', 'TTD', 'AME'], 5000, 50000, 700 + 400 + 1200 + 1000],
    ['III', 2500000, ['PTD', 'PPD', 'TTD'], 10000, undefined, 2500 + 1500 + 1000 + 3600],
    ['I', 1500000, ['AME'], undefined, 100000, 750 + 1500],
    ['II', 500000, ['TTD'], 1000, undefined, 350 + 240],
  ])('class %s, Rs %d with %j: net Rs %#', (riskClass, sumInsured, covers, weeklyBenefit, medicalExpenses, net) => {
    const premium = calculatePaPremium(CUSTOM_PA_PLAN, { riskClass, covers, sumInsured, weeklyBenefit, medicalExpenses });
    expect(rupees(premium.netPremium)).toBe(net);
    expect(premium.gst).toBe(Math.round(premium.netPremium * 0.18));
    expect(premium.totalPremium).toBe(premium.netPremium + premium.gst);
    expect(premium.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(premium.netPremium);
    expect(premium.breakdown).toHaveLength(covers.filter((code) => code !== 'AD').length + 1);
  });

  it('prices the same plan higher for each riskier class', () => {
    const totals = (['I', 'II', 'III'] as const).map(
      (riskClass) =>
        calculatePaPremium(CUSTOM_PA_PLAN, {
          riskClass,
          covers: ['PTD', 'PPD', 'TTD', 'AME'],
          sumInsured: 1000000,
          weeklyBenefit: 2500,
          medicalExpenses: 50000,
        }).totalPremium,
    );
    expect(totals[0]).toBeLessThan(totals[1]!);
    expect(totals[1]).toBeLessThan(totals[2]!);
  });

  it('starts Basic PA at its class I price, and a created plan at accidental death alone', () => {
    expect(personalAccident.plans[0]?.startingPrice).toBe(118000);
    expect(personalAccident.startingPrice).toBe(29500);
    expect(personalAccident.plans.map((plan) => plan.code)).toEqual([BASIC_PA_PLAN, CUSTOM_PA_PLAN]);
  });

  it('names every occupation with its class', () => {
    expect(new Set(paOccupations.map((o) => o.riskClass))).toEqual(new Set(['I', 'II', 'III']));
  });
});

describe('personal-accident quote form', () => {
  it("accepts its samples and a Basic PA quote without the created plan's fields", () => {
    expect(validateSaleForm(personalAccident, 'quote', samples.quote).success).toBe(true);
    expect(validateSaleForm(personalAccident, 'quote', fullQuote).success).toBe(true);
    expect(sale.calculatePremium(fullQuote).totalPremium).toBe(389400);
    expect(validateSaleForm(personalAccident, 'proposal', samples.proposal).success).toBe(true);
    expect(validateSaleForm(personalAccident, 'quote', { planCode: BASIC_PA_PLAN, leadName: 'Asha Patil', occupation: 'DRIVER' }).success).toBe(true);
  });

  it.each([
    ['occupation', '', selectOccupationMessage],
    ['occupation', 'ASTRONAUT', selectOccupationMessage],
    ['planCode', 'GOLD', messages.selectPlanType],
    ['sumInsured', '300000', messages.selectSumInsured],
    ['weeklyBenefit', '', messages.selectAmount],
    ['medicalExpenses', '75000', messages.selectAmount],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(personalAccident, 'quote', { ...fullQuote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('caps the weekly benefit at 1 % and medical expenses at 10 % of the sum insured', () => {
    const small = { ...fullQuote, sumInsured: '500000', weeklyBenefit: '10000', medicalExpenses: '100000' };
    expect(validateSaleForm(personalAccident, 'quote', small)).toEqual({
      success: false,
      fields: { weeklyBenefit: ttdLimitMessage, medicalExpenses: ameLimitMessage },
    });
    expect(validateSaleForm(personalAccident, 'quote', { ...small, weeklyBenefit: '5000', medicalExpenses: '50000' }).success).toBe(true);
  });

  it('takes insured people aged 18 to 65 only', () => {
    const dobYearsAgo = (years: number) => {
      const d = new Date(today.getFullYear() - years, today.getMonth(), today.getDate());
      return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
    };
    expect(validateSaleForm(personalAccident, 'proposal', { ...samples.proposal, dob: dobYearsAgo(17) })).toEqual({
      success: false,
      fields: { dob: messages.age18to65 },
    });
    expect(validateSaleForm(personalAccident, 'proposal', { ...samples.proposal, dob: dobYearsAgo(66) })).toEqual({
      success: false,
      fields: { dob: messages.age18to65 },
    });
    expect(validateSaleForm(personalAccident, 'proposal', { ...samples.proposal, dob: dobYearsAgo(65) }).success).toBe(true);
  });
});
