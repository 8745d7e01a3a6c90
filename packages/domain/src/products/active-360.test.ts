import { describe, expect, it } from 'vitest';
import { formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { active360 } from './active-360';
import { validateSaleForm } from './validate-sale-form';

const sale = active360.sale!;
const today = indiaToday();
const { quote, proposal } = sale.samples(today);
const bornYearsAgo = (years: number, days = 0) => formatDob(new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + days));

describe('active-360 quote', () => {
  it('accepts the sample quote', () => {
    expect(validateSaleForm(active360, 'quote', quote)).toEqual({ success: true, data: quote });
  });

  it('has no sum-insured configuration (SPEC §3)', () => {
    expect(sale.quote.fields.map((f) => f.name)).toEqual(['planCode', 'age']);
  });

  it.each(['18', '65'])('accepts age %s', (age) => {
    expect(validateSaleForm(active360, 'quote', { ...quote, age }).success).toBe(true);
  });

  it.each([
    ['age', '17', messages.age18to65],
    ['age', '66', messages.age18to65],
    ['age', '3O', messages.age18to65],
    ['age', '', messages.age18to65],
    ['planCode', 'PLATINUM', messages.selectPlanType],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(active360, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });
});

describe('active-360 proposal', () => {
  it('accepts the sample proposer and nominee', () => {
    expect(validateSaleForm(active360, 'proposal', proposal).success).toBe(true);
  });

  it.each([
    ['dob', bornYearsAgo(66), messages.age18to65],
    ['dob', bornYearsAgo(18, 1), messages.age18to65],
    ['dob', '01-01-1990', messages.dobFormat],
    ['email', 'asha@', messages.email],
    ['pinCode', '011001', messages.pinCode],
    ['nomineeDob', '31/04/1990', messages.invalidDate],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(active360, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('needs KYC before payment', () => {
    expect(sale.needsKyc).toBe(true);
  });
});

describe('active-360 premium', () => {
  it.each([
    ['18', 12000],
    ['35', 12000],
    ['36', 15500],
    ['45', 15500],
    ['46', 21000],
    ['55', 21000],
    ['56', 29500],
    ['65', 29500],
  ])('age %s pays Rs %i a year, GST included', (age, rupees) => {
    const premium = sale.calculatePremium({ ...quote, age });
    expect(premium).toMatchObject({ planCode: 'ACTIVE_360', totalPremium: rupees * 100 });
    expect(premium.netPremium + premium.gst).toBe(premium.totalPremium);
  });

  it("starts at the plan's starting price, Rs 12,000: the cheapest age", () => {
    const totals = Array.from({ length: 48 }, (_, i) => sale.calculatePremium({ ...quote, age: String(18 + i) }).totalPremium);
    expect(Math.min(...totals)).toBe(active360.plans[0]!.startingPrice);
    expect(active360.startingPrice).toBe(1200000);
  });
});
