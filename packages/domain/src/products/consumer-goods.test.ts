import { describe, expect, it } from 'vitest';
import { formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import {
  calculateConsumerGoodsPremiumPaise,
  consumerGoods,
  consumerGoodsBrands,
  consumerGoodsBrandsByCategory,
  consumerGoodsCategories,
  consumerGoodsMessages,
} from './consumer-goods';
import { validateSaleForm } from './validate-sale-form';

const sale = consumerGoods.sale!;
const today = indiaToday();
const { quote, proposal } = sale.samples(today);
const dayOffset = (days: number) => formatDob(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
const yearsAgo = (years: number, days = 0) => formatDob(new Date(today.getFullYear() - years, today.getMonth(), today.getDate() - days));

describe('consumer-goods quote', () => {
  it('accepts the sample quote', () => {
    expect(validateSaleForm(consumerGoods, 'quote', quote)).toEqual({ success: true, data: quote });
  });

  it.each(consumerGoodsCategories)('accepts the category %s', (category) => {
    expect(validateSaleForm(consumerGoods, 'quote', { ...quote, category }).success).toBe(true);
  });

  it.each(['1', '2', '3'])("accepts a %s-year manufacturer's warranty", (manufacturersWarranty) => {
    expect(validateSaleForm(consumerGoods, 'quote', { ...quote, manufacturersWarranty }).success).toBe(true);
  });

  it.each(['10000', '199999'])('accepts an invoice price of Rs %s', (invoicePrice) => {
    expect(validateSaleForm(consumerGoods, 'quote', { ...quote, invoicePrice }).success).toBe(true);
  });

  it.each([
    ['category', 'MICROWAVE', messages.chooseOption],
    ['category', '', messages.chooseOption],
    ['invoicePrice', '9999', messages.priceMin],
    ['invoicePrice', '200000', messages.priceMax200000],
    ['invoicePrice', '', messages.price],
    ['invoicePrice', '32,000', messages.price],
    ['manufacturersWarranty', '0', messages.chooseOption],
    ['manufacturersWarranty', '4', messages.chooseOption],
    ['manufacturersWarranty', '', messages.chooseOption],
    ['planCode', 'GOLD', messages.selectPlanType],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(consumerGoods, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });
});

describe('consumer-goods proposal', () => {
  it('accepts the sample: an appliance bought a month ago', () => {
    expect(validateSaleForm(consumerGoods, 'proposal', proposal).success).toBe(true);
  });

  it.each([
    ['today', dayOffset(0)],
    ['364 days ago', dayOffset(-364)],
  ])('accepts an appliance bought %s', (_when, dateOfPurchase) => {
    expect(validateSaleForm(consumerGoods, 'proposal', { ...proposal, dateOfPurchase }).success).toBe(true);
  });

  it.each([
    ['dateOfPurchase', dayOffset(1), consumerGoodsMessages.purchaseDate],
    ['dateOfPurchase', yearsAgo(1), consumerGoodsMessages.purchaseDate],
    ['dateOfPurchase', yearsAgo(2, 10), consumerGoodsMessages.purchaseDate],
    ['dateOfPurchase', '2026-01-01', 'Date of Purchase should be in DD/MM/YYYY format only'],
    ['dateOfPurchase', '31/02/2026', messages.invalidDate],
    ['brand', 'Acme', messages.chooseOption],
    ['brand', '', messages.chooseOption],
    ['serialNumber', 'SN-123/45', consumerGoodsMessages.serialNumber],
    ['serialNumber', '', 'Serial Number is required'],
    ['model', '', 'Model is required'],
    ['invoiceNumber', '', 'Invoice Number is required'],
    ['invoiceFile', '', consumerGoodsMessages.invoiceFile],
    ['email', 'asha@', messages.email],
    ['paymentMode', 'MINTPAY', messages.paymentModeNotConfigured],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(consumerGoods, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('loads the brand dropdown from the brands lookup, which offers every category’s brands', () => {
    const brand = sale.proposal.fields.find((f) => f.name === 'brand');
    expect(brand?.optionsFrom).toBe('/products/consumer-goods/lookups/brands');
    for (const options of Object.values(consumerGoodsBrandsByCategory)) {
      for (const option of options) expect(consumerGoodsBrands).toContainEqual(option);
    }
    expect(new Set(consumerGoodsBrands.map((b) => b.value)).size).toBe(consumerGoodsBrands.length);
  });
});

describe('consumer-goods premium: a rate of the invoice price by category, +10% a year of manufacturer’s warranty', () => {
  it.each([
    // category, invoice price, manufacturer's warranty years, total paise
    ['REFRIGERATOR', 10000, 1, 65000],
    ['REFRIGERATOR', 10000, 2, 71500],
    ['REFRIGERATOR', 10000, 3, 78000],
    ['REFRIGERATOR', 32000, 1, 208000],
    ['WASHING_MACHINE', 10000, 1, 70000],
    ['DISHWASHER', 45000, 2, 346500],
    ['TV', 10000, 1, 75000],
    ['TV', 55555, 1, 416700], // 4166.625 rounded up to the rupee
    ['AC', 40000, 3, 384000],
    ['LAPTOP', 10000, 1, 90000],
    ['LAPTOP', 199999, 3, 2160000], // 21599.892 rounded up
    ['TABLET', 10000, 1, 100000],
    ['TABLET', 25000, 2, 275000],
  ] as const)('a %s of Rs %i with %i year(s) pays %i paise', (category, invoicePrice, years, total) => {
    expect(calculateConsumerGoodsPremiumPaise(category, invoicePrice, years)).toBe(total);
    const premium = sale.calculatePremium({ ...quote, category, invoicePrice: String(invoicePrice), manufacturersWarranty: String(years) });
    expect(premium).toMatchObject({ planCode: 'EXTENDED_WARRANTY', sumInsured: invoicePrice, totalPremium: total });
    expect(premium.netPremium + premium.gst).toBe(total);
  });

  it('starts at exactly the plan’s Rs 650: the cheapest category at the lowest price and warranty', () => {
    const cheapest = Math.min(
      ...consumerGoodsCategories.flatMap((category) => [1, 2, 3].map((years) => calculateConsumerGoodsPremiumPaise(category, 10000, years))),
    );
    expect(cheapest).toBe(65000);
    expect(consumerGoods.plans.map((plan) => plan.startingPrice)).toEqual([cheapest]);
    expect(consumerGoods.startingPrice).toBe(cheapest);
  });
});
