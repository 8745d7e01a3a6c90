import { describe, expect, it } from 'vitest';
import { formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { findProductForTenant } from './catalogue';
import { calculateGroupHospicashPremiumPaise, calculateWhiteLabelHospicashPremiumPaise, groupHospicash } from './group-hospicash';
import type { ProductDefinition } from './product-definition';
import { validateSaleForm } from './validate-sale-form';

const today = indiaToday();
const mint = findProductForTenant('group-hospicash', 'mintpro')!;
const whiteLabel = findProductForTenant('group-hospicash', 'sahyadri')!;
const samplesOf = (product: ProductDefinition) => product.sale!.samples(today);
const bornYearsAgo = (years: number, days = 0) => formatDob(new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + days));
const optionsOf = (product: ProductDefinition, name: string) => product.sale!.quote.fields.find((f) => f.name === name)?.options?.map((o) => o.value);

describe('group-hospicash for the Mint tenants', () => {
  const { quote, proposal } = samplesOf(mint);

  it('is the product as defined, daily cash of Rs 500, 1,000, 2,000 or 3,000', () => {
    expect(mint.sale).toBe(groupHospicash.sale);
    expect(optionsOf(mint, 'sumInsured')).toEqual(['500', '1000', '2000', '3000']);
    expect(optionsOf(mint, 'cashDays')).toBeUndefined();
  });

  it.each(['500', '1000', '2000', '3000'])('accepts a daily cash of Rs %s', (sumInsured) => {
    expect(validateSaleForm(mint, 'quote', { ...quote, sumInsured }).success).toBe(true);
  });

  it.each([
    ['sumInsured', '4000', messages.selectSumInsured],
    ['sumInsured', '5000', messages.selectSumInsured],
    ['sumInsured', '', messages.selectSumInsured],
    ['planCode', 'GOLD', messages.selectPlanType],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(mint, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('accepts the sample proposer; the white-label age band does not apply', () => {
    expect(validateSaleForm(mint, 'proposal', proposal).success).toBe(true);
    expect(validateSaleForm(mint, 'proposal', { ...proposal, dob: bornYearsAgo(70) }).success).toBe(true);
  });

  it.each([
    [500, 29900],
    [1000, 59800],
    [2000, 119600],
    [3000, 179400],
  ])('prices a daily cash of Rs %i at %i paise', (dailyCash, total) => {
    expect(calculateGroupHospicashPremiumPaise(dailyCash)).toBe(total);
    const premium = mint.sale!.calculatePremium({ ...quote, sumInsured: String(dailyCash) });
    expect(premium).toMatchObject({ planCode: 'GROUP_HOSPICASH', sumInsured: dailyCash, totalPremium: total });
    expect(premium.netPremium + premium.gst).toBe(total);
  });
});

describe('group-hospicash for the white-label tenant (sahyadri)', () => {
  const { quote, proposal } = samplesOf(whiteLabel);

  it('offers Rs 2,000 to 5,000 and 15 or 30 cash days', () => {
    expect(optionsOf(whiteLabel, 'sumInsured')).toEqual(['2000', '3000', '4000', '5000']);
    expect(optionsOf(whiteLabel, 'cashDays')).toEqual(['15', '30']);
  });

  it.each([
    ['2000', '15', '18'],
    ['3000', '30', '40'],
    ['4000', '15', '65'],
    ['5000', '30', '35'],
  ])('accepts Rs %s a day for %s days, aged %s', (sumInsured, cashDays, age) => {
    expect(validateSaleForm(whiteLabel, 'quote', { ...quote, sumInsured, cashDays, age }).success).toBe(true);
  });

  it.each([
    ['sumInsured', '500', messages.selectSumInsured],
    ['sumInsured', '1000', messages.selectSumInsured],
    ['sumInsured', '6000', messages.selectSumInsured],
    ['sumInsured', '', messages.selectSumInsured],
    ['cashDays', '20', messages.chooseOption],
    ['cashDays', '', messages.chooseOption],
    ['age', '17', messages.age18to65],
    ['age', '66', messages.age18to65],
    ['age', '70', messages.age18to65],
    ['age', 'forty', messages.age18to65],
    ['age', '', messages.age18to65],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(whiteLabel, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it.each([
    ['18 today', bornYearsAgo(18), true],
    ['65', bornYearsAgo(65), true],
    ['one day short of 18', bornYearsAgo(18, 1), false],
    ['66 today', bornYearsAgo(66), false],
    ['70', bornYearsAgo(70), false],
  ])('holds the member’s date of birth to 18-65: a member %s is accepted: %s', (_who, dob, accepted) => {
    const result = validateSaleForm(whiteLabel, 'proposal', { ...proposal, dob });
    expect(result).toEqual(accepted ? expect.objectContaining({ success: true }) : { success: false, fields: { dob: messages.age18to65 } });
  });

  it.each([
    [2000, 15, 46400],
    [3000, 15, 69600],
    [4000, 15, 92800],
    [5000, 15, 116000],
    [2000, 30, 83600],
    [3000, 30, 125400],
    [4000, 30, 167200],
    [5000, 30, 209000],
  ])('prices Rs %i a day for %i days at %i paise', (dailyCash, cashDays, total) => {
    expect(calculateWhiteLabelHospicashPremiumPaise(dailyCash, cashDays)).toBe(total);
    const premium = whiteLabel.sale!.calculatePremium({ ...quote, sumInsured: String(dailyCash), cashDays: String(cashDays) });
    expect(premium).toMatchObject({ planCode: 'GROUP_HOSPICASH', sumInsured: dailyCash, totalPremium: total });
    expect(premium.netPremium + premium.gst).toBe(total);
  });
});

describe('group-hospicash starting prices', () => {
  it.each([
    ['mintpro', mint, 29900, [{ sumInsured: '500' }, { sumInsured: '1000' }, { sumInsured: '2000' }, { sumInsured: '3000' }]],
    ['sahyadri', whiteLabel, 46400, ['2000', '3000', '4000', '5000'].flatMap((sumInsured) => ['15', '30'].map((cashDays) => ({ sumInsured, cashDays })))],
  ] as const)('%s: each plan starts at the cheapest premium of every option', (_tenant, product, cheapest, options) => {
    const base = samplesOf(product).quote;
    const totals = options.map((option) => {
      const values = { ...base, ...option };
      expect(validateSaleForm(product, 'quote', values).success).toBe(true);
      return product.sale!.calculatePremium(values).totalPremium;
    });
    expect(Math.min(...totals)).toBe(cheapest);
    expect(product.plans.map((plan) => plan.startingPrice)).toEqual([cheapest]);
    expect(product.startingPrice).toBe(cheapest);
  });
});
