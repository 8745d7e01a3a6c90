import { describe, expect, it } from 'vitest';
import { formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { genericSumInsuredAmounts } from './generic-sum-insured';
import { sachetTerm, sachetTermMessages } from './sachet-term';
import { validateSaleForm } from './validate-sale-form';

const sale = sachetTerm.sale!;
const today = indiaToday();
const { quote, proposal } = sale.samples(today);
const bornYearsAgo = (years: number, days = 0) => formatDob(new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + days));

describe('sachet-term quote', () => {
  it('accepts the sample quote', () => {
    expect(validateSaleForm(sachetTerm, 'quote', quote)).toEqual({ success: true, data: quote });
  });

  it('offers the generic sum-insured set with Indian digit grouping', () => {
    const field = sale.quote.fields.find((f) => f.name === 'sumInsured');
    expect(field?.options).toEqual([
      { value: '300000', label: '3,00,000' },
      { value: '500000', label: '5,00,000' },
      { value: '700000', label: '7,00,000' },
      { value: '1000000', label: '10,00,000' },
    ]);
  });

  it.each([
    ['sumInsured', '400000', messages.selectSumInsured],
    ['sumInsured', '1500000', messages.selectSumInsured],
    ['sumInsured', '', messages.selectSumInsured],
    ['planCode', 'GOLD', messages.selectPlanType],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(sachetTerm, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });
});

describe('sachet-term proposal', () => {
  it('accepts the sample proposer and nominee', () => {
    expect(validateSaleForm(sachetTerm, 'proposal', proposal).success).toBe(true);
  });

  it('is underwritten by the life insurer', () => {
    expect(sale.insurers).toEqual(['JEEVAN_SURAKSHA_LIFE']);
  });

  it.each([bornYearsAgo(18), bornYearsAgo(50)])('accepts a life insured born %s (18 to 50)', (dob) => {
    expect(validateSaleForm(sachetTerm, 'proposal', { ...proposal, dob }).success).toBe(true);
  });

  it.each([
    ['dob', bornYearsAgo(51), sachetTermMessages.age],
    ['dob', bornYearsAgo(18, 1), sachetTermMessages.age],
    ['dob', '1990/01/01', messages.dobFormat],
    ['nomineeFirstName', 'R4hul', messages.firstName],
    ['nomineeRelationship', '', messages.chooseOption],
    ['lastName', 'Pat il', messages.lastName],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(sachetTerm, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });
});

describe('sachet-term premium', () => {
  it.each([
    ['300000', 300],
    ['500000', 500],
    ['700000', 700],
    ['1000000', 1000],
  ])('Rs %s of cover costs Rs %i a year, GST included', (sumInsured, rupees) => {
    const premium = sale.calculatePremium({ ...quote, sumInsured });
    expect(premium).toMatchObject({ planCode: 'SACHET_TERM', sumInsured: Number(sumInsured), totalPremium: rupees * 100 });
    expect(premium.netPremium + premium.gst).toBe(premium.totalPremium);
  });

  it("starts at the plan's starting price: the cheapest sum insured", () => {
    const totals = genericSumInsuredAmounts.map((sumInsured) => sale.calculatePremium({ ...quote, sumInsured: String(sumInsured) }).totalPremium);
    expect(Math.min(...totals)).toBe(sachetTerm.plans[0]!.startingPrice);
    expect(sachetTerm.startingPrice).toBe(30000);
  });
});
