import { describe, expect, it } from 'vitest';
import { indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { findProductForTenant } from './catalogue';
import { calculateGroupPaPremiumPaise, findPinCodeArea, groupPersonalAccident, isServiceablePinCode } from './group-personal-accident';
import type { ProductDefinition } from './product-definition';
import { validateSaleForm } from './validate-sale-form';

const today = indiaToday();
const mint = findProductForTenant('group-personal-accident', 'mintfin')!;
const whiteLabel = findProductForTenant('group-personal-accident', 'sahyadri')!;
const samplesOf = (product: ProductDefinition) => product.sale!.samples(today);
const fieldOf = (product: ProductDefinition, name: string) => product.sale!.quote.fields.find((f) => f.name === name);

describe('group-personal-accident quote', () => {
  it('offers the Mint tenants Rs 10 lakh (preselected) and Rs 15 lakh', () => {
    expect(mint.sale).toBe(groupPersonalAccident.sale);
    expect(fieldOf(mint, 'sumInsured')).toMatchObject({
      options: [
        { value: '1000000', label: '10,00,000' },
        { value: '1500000', label: '15,00,000' },
      ],
      defaultValue: '1000000',
    });
  });

  it('offers the white-label tenant Rs 1, 2, 3, 5 and 10 lakh, none preselected', () => {
    const field = fieldOf(whiteLabel, 'sumInsured');
    expect(field?.options?.map((o) => o.value)).toEqual(['100000', '200000', '300000', '500000', '1000000']);
    expect(field?.defaultValue).toBeUndefined();
  });

  it.each([
    ['mintfin', '1000000', mint],
    ['mintfin', '1500000', mint],
    ['sahyadri', '100000', whiteLabel],
    ['sahyadri', '200000', whiteLabel],
    ['sahyadri', '300000', whiteLabel],
    ['sahyadri', '500000', whiteLabel],
    ['sahyadri', '1000000', whiteLabel],
  ])('%s: accepts a sum insured of Rs %s', (_tenant, sumInsured, product) => {
    expect(validateSaleForm(product, 'quote', { ...samplesOf(product).quote, sumInsured }).success).toBe(true);
  });

  it.each([
    ['mintfin', 'sumInsured', '100000', messages.selectSumInsured],
    ['mintfin', 'sumInsured', '', messages.selectSumInsured],
    ['sahyadri', 'sumInsured', '1500000', messages.selectSumInsured],
    ['sahyadri', 'sumInsured', '', messages.selectSumInsured],
    ['mintfin', 'pinCode', '', messages.pinCodeRequired],
    ['mintfin', 'pinCode', '4110', messages.enterValidPinCode],
    ['mintfin', 'pinCode', '011001', messages.enterValidPinCode],
    ['mintfin', 'pinCode', '990001', messages.enterValidPinCode], // Army Postal Service: not serviceable
    ['mintfin', 'pinCode', '350001', messages.enterValidPinCode], // unassigned prefix
    ['sahyadri', 'pinCode', '', messages.pinCodeRequired],
    ['sahyadri', 'pinCode', '560', messages.enterValidPinCode],
    ['mintfin', 'planCode', 'GOLD', messages.selectPlanType],
  ])('%s: refuses %s = "%s" with "%s"', (tenant, field, value, message) => {
    const product = tenant === 'sahyadri' ? whiteLabel : mint;
    expect(validateSaleForm(product, 'quote', { ...samplesOf(product).quote, [field]: value })).toEqual({
      success: false,
      fields: { [field]: message },
    });
  });
});

describe('group-personal-accident serviceable pin codes', () => {
  it.each([
    ['411001', 'Pune', 'Maharashtra'],
    ['110001', 'New Delhi', 'Delhi'],
    ['560034', 'Bengaluru', 'Karnataka'],
    ['403001', 'Panaji', 'Goa'],
    ['160017', 'Chandigarh', 'Chandigarh'],
    ['413512', null, 'Maharashtra'],
    ['781001', 'Guwahati', 'Assam'],
    ['834001', 'Ranchi', 'Jharkhand'],
  ])('serves %s: %s, %s', (pinCode, city, state) => {
    expect(findPinCodeArea(pinCode)).toEqual({ pinCode, serviceable: true, city, state });
    expect(validateSaleForm(mint, 'quote', { ...samplesOf(mint).quote, pinCode }).success).toBe(true);
  });

  it.each(['990001', '100001', '290001', '860001'])('does not serve %s', (pinCode) => {
    expect(findPinCodeArea(pinCode)).toEqual({ pinCode, serviceable: false, city: null, state: null });
    expect(isServiceablePinCode(pinCode)).toBe(false);
  });

  it.each(['', '41100', '4110011', '011001', 'abcdef'])('answers nothing for the malformed "%s"', (pinCode) => {
    expect(findPinCodeArea(pinCode)).toBeNull();
  });
});

describe('group-personal-accident proposal', () => {
  it.each([
    ['mintfin', mint],
    ['sahyadri', whiteLabel],
  ])('%s: accepts the sample proposer and nominee', (_tenant, product) => {
    expect(validateSaleForm(product, 'proposal', samplesOf(product).proposal).success).toBe(true);
  });

  it.each([
    ['nomineeFirstName', 'Rahul2', messages.firstName],
    ['nomineeDob', '31/04/1990', messages.invalidDate],
    ['nomineeRelationship', 'COUSIN', messages.chooseOption],
    ['mobile', '5876543210', messages.mobile],
    ['paymentMode', 'MINTPAY', messages.paymentModeNotConfigured],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    const { proposal } = samplesOf(mint);
    expect(validateSaleForm(mint, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('asks for the nominee', () => {
    const names = mint.sale!.proposal.fields.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['nomineeTitle', 'nomineeFirstName', 'nomineeLastName', 'nomineeDob', 'nomineeRelationship']));
  });
});

describe('group-personal-accident premium', () => {
  it.each([
    ['mintpro', 1000000, 51900, mint],
    ['mintpro', 1500000, 77900, mint], // Rs 778.50 rounded up to the rupee
    ['sahyadri', 100000, 5500, whiteLabel],
    ['sahyadri', 200000, 11000, whiteLabel],
    ['sahyadri', 300000, 16500, whiteLabel],
    ['sahyadri', 500000, 27500, whiteLabel],
    ['sahyadri', 1000000, 55000, whiteLabel],
  ])('%s: a sum insured of Rs %i pays %i paise', (_tenant, sumInsured, total, product) => {
    const premium = product.sale!.calculatePremium({ ...samplesOf(product).quote, sumInsured: String(sumInsured) });
    expect(premium).toMatchObject({ planCode: 'GROUP_PA', sumInsured, totalPremium: total });
    expect(premium.netPremium + premium.gst).toBe(total);
  });

  it('rounds up to the whole rupee', () => {
    expect(calculateGroupPaPremiumPaise(1500000, 5190)).toBe(77900);
    expect(calculateGroupPaPremiumPaise(100000, 5500)).toBe(5500);
  });

  it.each([
    ['mintpro', mint, 51900],
    ['sahyadri', whiteLabel, 5500],
  ])('%s: the plan starts at the cheapest sum insured’s premium', (_tenant, product, cheapest) => {
    const base = samplesOf(product).quote;
    const totals = fieldOf(product, 'sumInsured')!.options!.map((o) => product.sale!.calculatePremium({ ...base, sumInsured: o.value }).totalPremium);
    expect(Math.min(...totals)).toBe(cheapest);
    expect(product.plans.map((plan) => plan.startingPrice)).toEqual([cheapest]);
    expect(product.startingPrice).toBe(cheapest);
  });
});
