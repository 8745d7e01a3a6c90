import { describe, expect, it } from 'vitest';
import { indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { shop, shopFaqs, shopOccupancies, shopPlans } from './shop';
import { validateSaleForm } from './validate-sale-form';

const sale = shop.sale!;
const today = indiaToday();
const { quote, proposal } = sale.samples(today);
const buildingQuote = { ...quote, planCode: shopPlans.buildingContents, contentSumInsured: '300000', structureSumInsured: '500000' };

describe('shop quote: sum insured by plan', () => {
  it.each(['300000', '500000', '1000000', '1500000', '2000000'])('CONTENTS accepts contents of %s', (contentSumInsured) => {
    expect(validateSaleForm(shop, 'quote', { ...quote, contentSumInsured }).success).toBe(true);
  });

  it.each(['700000', '400000', ''])('CONTENTS refuses contents of "%s"', (contentSumInsured) => {
    expect(validateSaleForm(shop, 'quote', { ...quote, contentSumInsured })).toEqual({
      success: false,
      fields: { contentSumInsured: messages.selectContentSumInsured },
    });
  });

  it('ignores a structure sum insured on the CONTENTS plan', () => {
    const result = validateSaleForm(shop, 'quote', { ...quote, structureSumInsured: '2000000' });
    expect(result).toEqual({ success: true, data: quote });
  });

  // Content tier i pairs with structure group i (our choice; the spec gives the groups, not the pairing).
  it.each([
    ['300000', '500000'],
    ['500000', '500000'],
    ['500000', '1000000'],
    ['700000', '1500000'],
    ['1000000', '2000000'],
  ])('BUILDING_CONTENTS accepts contents %s with structure %s', (contentSumInsured, structureSumInsured) => {
    expect(validateSaleForm(shop, 'quote', { ...buildingQuote, contentSumInsured, structureSumInsured }).success).toBe(true);
  });

  it.each([
    ['300000', '1000000', 'structureSumInsured', messages.selectStructureSumInsured],
    ['700000', '500000', 'structureSumInsured', messages.selectStructureSumInsured],
    ['1000000', '1500000', 'structureSumInsured', messages.selectStructureSumInsured],
    ['300000', '600000', 'structureSumInsured', messages.selectStructureSumInsured],
    ['300000', '', 'structureSumInsured', messages.selectStructureSumInsured],
    ['1500000', '2000000', 'contentSumInsured', messages.selectContentSumInsured],
  ])('BUILDING_CONTENTS refuses contents %s with structure "%s"', (contentSumInsured, structureSumInsured, field, message) => {
    expect(validateSaleForm(shop, 'quote', { ...buildingQuote, contentSumInsured, structureSumInsured })).toEqual({
      success: false,
      fields: { [field]: message },
    });
  });

  it('shows the options with Indian digit grouping', () => {
    const contentOptions = sale.quote.fields.filter((f) => f.name === 'contentSumInsured').map((f) => f.options?.map((o) => o.label));
    expect(contentOptions).toEqual([
      ['3,00,000', '5,00,000', '10,00,000', '15,00,000', '20,00,000'],
      ['3,00,000', '5,00,000', '7,00,000', '10,00,000'],
    ]);
  });
});

describe('shop quote: eligibility', () => {
  it.each([
    ['constructionType', 'KUTCHA', messages.kutcha],
    ['propertyAge', '31', messages.propertyAge],
    ['propertyAge', '-2', messages.propertyAge],
    ['shopFloor', '-1', messages.basement],
    ['shopFloor', '11', messages.chooseOption],
    ['propertyType', 'LEASED', messages.chooseOption],
    ['occupancy', 'CASINO', messages.chooseOption],
    ['planCode', '', messages.selectPlanType],
    ['pinCode', '41100', messages.quotePinCode],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(shop, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it.each([
    ['propertyAge', '0'],
    ['propertyAge', '30'],
    ['shopFloor', '0'],
    ['shopFloor', '10'],
    ['propertyType', 'RENTED'],
  ])('accepts %s = "%s"', (field, value) => {
    expect(validateSaleForm(shop, 'quote', { ...quote, [field]: value }).success).toBe(true);
  });

  it('reports a plan-pairing error alongside field errors', () => {
    const result = validateSaleForm(shop, 'quote', { ...buildingQuote, structureSumInsured: '2000000', constructionType: 'KUTCHA' });
    expect(result).toEqual({
      success: false,
      fields: { structureSumInsured: messages.selectStructureSumInsured, constructionType: messages.kutcha },
    });
  });
});

describe('shop proposal', () => {
  it('accepts the sample shop and proposer', () => {
    expect(validateSaleForm(shop, 'proposal', proposal).success).toBe(true);
  });

  it.each([
    ['shopName', '', 'Shop Name is required'],
    ['shopPinCode', '01100', messages.pinCode],
    ['shopCity', 'Pune1', messages.city],
    ['firstName', 'Asha!', messages.firstName],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(shop, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });
});

describe('shop premium (GST included)', () => {
  it.each([
    [{ planCode: 'CONTENTS', contentSumInsured: '300000' }, 51600],
    [{ planCode: 'CONTENTS', contentSumInsured: '500000' }, 86000],
    [{ planCode: 'CONTENTS', contentSumInsured: '2000000' }, 344000],
    [{ planCode: 'BUILDING_CONTENTS', contentSumInsured: '300000', structureSumInsured: '500000' }, 94500],
    [{ planCode: 'BUILDING_CONTENTS', contentSumInsured: '500000', structureSumInsured: '1000000' }, 172500],
    [{ planCode: 'BUILDING_CONTENTS', contentSumInsured: '1000000', structureSumInsured: '2000000' }, 345000],
  ])('%o costs %i paise', (values, total) => {
    const premium = sale.calculatePremium({ ...quote, ...values });
    expect(premium.totalPremium).toBe(total);
    expect(premium.netPremium + premium.gst).toBe(total);
    expect(premium.planCode).toBe(values.planCode);
  });
});

describe('shop lookups', () => {
  it('serves occupancies the quote accepts and FAQs shown on the landing page', () => {
    for (const occupancy of shopOccupancies) {
      expect(validateSaleForm(shop, 'quote', { ...quote, occupancy: occupancy.value }).success).toBe(true);
    }
    expect(shop.landing?.faqs).toBe(shopFaqs);
    expect(shopFaqs.length).toBeGreaterThan(0);
  });

  it('needs seller authorisation', () => {
    expect(shop.requiresAuthorisation).toBe(true);
  });
});
