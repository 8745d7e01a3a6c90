import { describe, expect, it } from 'vitest';
import { formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { calculateMobilePremiumPaise, mobile, mobileBrands, mobileMessages } from './mobile';
import { validateSaleForm } from './validate-sale-form';

const sale = mobile.sale!;
const today = indiaToday();
const { quote, proposal } = sale.samples(today);
const dayOffset = (days: number) => formatDob(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));

describe('mobile quote: device price', () => {
  it.each(['10000', '25000', '199999'])('accepts Rs %s', (devicePrice) => {
    expect(validateSaleForm(mobile, 'quote', { ...quote, devicePrice }).success).toBe(true);
  });

  it('accepts a price sent as a number', () => {
    expect(validateSaleForm(mobile, 'quote', { ...quote, devicePrice: 25000 })).toEqual({ success: true, data: { ...quote, devicePrice: '25000' } });
  });

  it.each([
    ['9999', messages.priceMin],
    ['200000', messages.priceMax200000],
    ['250000', messages.priceMax200000],
    ['', messages.price],
    ['12,000', messages.price],
    ['abc', messages.price],
  ])('refuses "%s" with "%s"', (devicePrice, message) => {
    expect(validateSaleForm(mobile, 'quote', { ...quote, devicePrice })).toEqual({ success: false, fields: { devicePrice: message } });
  });
});

describe('mobile proposal', () => {
  it('accepts the sample: a phone bought today', () => {
    expect(validateSaleForm(mobile, 'proposal', proposal).success).toBe(true);
  });

  it('keeps the coupon code optional', () => {
    const { couponCode: _omitted, ...withoutCoupon } = proposal;
    expect(validateSaleForm(mobile, 'proposal', withoutCoupon).success).toBe(true);
  });

  it.each([
    ['imeiNo', '35693803564380', messages.imei],
    ['imeiNo', '', 'IMEI Number is required'],
    ['dateOfPurchase', dayOffset(-1), mobileMessages.purchasedToday],
    ['dateOfPurchase', dayOffset(1), mobileMessages.purchasedToday],
    ['dateOfPurchase', '', 'Date of Purchase is required'],
    ['brand', 'Unknownphone', messages.chooseOption],
    ['brand', '', messages.chooseOption],
    ['state', 'Atlantis', messages.state],
    ['state', 'MH-12', messages.state],
    ['invoiceFile', '', mobileMessages.invoiceFile],
    ['couponCode', 'SAVE-10', mobileMessages.couponCode],
    ['paymentMode', 'MINTPAY', messages.paymentModeNotConfigured],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(mobile, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('describes the device fields for the form', () => {
    const byName = new Map(sale.proposal.fields.map((f) => [f.name, f]));
    expect(byName.get('brand')?.optionsFrom).toBe('/products/mobile/brands');
    expect(byName.get('state')?.optionsFrom).toBe('/products/mobile/states');
    expect(byName.get('invoiceFile')).toMatchObject({ kind: 'file', accept: ['application/pdf', 'image/jpeg', 'image/png'] });
    expect(byName.get('imeiNo')?.maxLength).toBe(15);
    expect(mobileBrands.some((b) => b.value === proposal.brand)).toBe(true);
  });
});

describe('mobile premium: 8% of the price including GST, at least Rs 1,200', () => {
  it.each([
    [10000, 120000],
    [15000, 120000],
    [15001, 120100],
    [50000, 400000],
    [199999, 1600000],
  ])('a Rs %i phone pays %i paise', (price, total) => {
    expect(calculateMobilePremiumPaise(price)).toBe(total);
    const premium = sale.calculatePremium({ ...quote, devicePrice: String(price) });
    expect(premium.totalPremium).toBe(total);
    expect(premium.netPremium + premium.gst).toBe(total);
    expect(premium.sumInsured).toBe(price);
  });
});
