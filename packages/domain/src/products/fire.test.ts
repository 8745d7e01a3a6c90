import { describe, expect, it } from 'vitest';
import { TOLL_FREE_NUMBER } from '../constants';
import { indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { commercialMessages } from './commercial-cover';
import { fire, fireMessages, fireOccupancies } from './fire';
import { generalInsurers } from './insurers';
import { validateSaleForm } from './validate-sale-form';

const sale = fire.sale!;
const { quote, proposal } = sale.samples(indiaToday());

describe('fire quote', () => {
  it('accepts the sample quote and proposal', () => {
    expect(validateSaleForm(fire, 'quote', quote).success).toBe(true);
    expect(validateSaleForm(fire, 'proposal', proposal).success).toBe(true);
  });

  it.each([
    ['businessName', '', messages.enterBusinessName],
    ['businessName', 'Patil & Sons', commercialMessages.businessName],
    ['businessName', 'Traders 24', commercialMessages.businessName],
    ['insurer', '', messages.selectInsurer],
    ['insurer', 'JEEVAN_SURAKSHA_LIFE', messages.selectInsurer],
    ['gstCertificate', '', messages.gstCertificate],
    ['panCard', '', messages.panCard],
    ['occupancy', '', messages.chooseOption],
    ['occupancy', 'CASINO', messages.chooseOption],
    ['stockSumInsured', '', messages.sumInsured],
    ['stockSumInsured', '12.5', messages.sumInsured],
    ['stockSumInsured', '99999', fireMessages.sumInsuredMin],
    ['stockSumInsured', '500000001', fireMessages.sumInsuredMax],
    ['buildingSumInsured', '50000', fireMessages.sumInsuredMin],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(fire, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it.each([
    ['businessName', 'Shree Ganesh Traders'],
    ['insurer', 'NIRBHAY_GENERAL'],
    ['buildingSumInsured', ''],
    ['stockSumInsured', '100000'],
    ['stockSumInsured', '500000000'],
  ])('accepts %s = "%s"', (field, value) => {
    expect(validateSaleForm(fire, 'quote', { ...quote, [field]: value }).success).toBe(true);
  });

  it('offers both general insurers and every occupancy', () => {
    const insurerField = sale.quote.fields.find((f) => f.name === 'insurer');
    expect(insurerField?.options?.map((o) => o.value)).toEqual([...generalInsurers]);
    expect(sale.insurers).toEqual(generalInsurers);
    for (const occupancy of fireOccupancies) {
      expect(validateSaleForm(fire, 'quote', { ...quote, occupancy: occupancy.value }).success).toBe(true);
    }
  });
});

describe('fire proposal', () => {
  it.each([
    ['businessPan', 'ABCD1234F', commercialMessages.pan],
    ['businessCity', 'Pune1', messages.city],
    ['businessPinCode', '011001', messages.pinCode],
    ['mobile', '5876543210', messages.mobile],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(fire, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });
});

describe('fire premium (GST included), by insurer', () => {
  it.each([
    // occupancy, building, stock, insurer, total paise
    ['SHOP', '2000000', '1000000', 'KAVACH_GENERAL', 120000],
    ['SHOP', '2000000', '1000000', 'NIRBHAY_GENERAL', 132000],
    ['SHOP', '2000000', '1000000', '', 120000],
    ['OFFICE', '', '100000', 'KAVACH_GENERAL', 50000],
    ['OFFICE', '', '100000', 'NIRBHAY_GENERAL', 55000],
    ['MANUFACTURING', '10000000', '5000000', 'KAVACH_GENERAL', 1500000],
    ['WAREHOUSE', '', '2000000', 'NIRBHAY_GENERAL', 165000],
    ['RESTAURANT', '1000000', '', 'KAVACH_GENERAL', 60000],
  ])('%s, building %s, stock %s with "%s" costs %i paise', (occupancy, building, stock, insurer, total) => {
    const premium = sale.calculatePremium({ ...quote, occupancy, buildingSumInsured: building, stockSumInsured: stock, insurer });
    expect(premium.totalPremium).toBe(total);
    expect(premium.netPremium + premium.gst).toBe(total);
    expect(premium.planCode).toBe('FIRE');
  });

  it('starts at Rs 500, the cheapest premium it can quote', () => {
    const cheapest = sale.calculatePremium({ ...quote, occupancy: 'OFFICE', buildingSumInsured: '', stockSumInsured: '100000', insurer: 'KAVACH_GENERAL' });
    expect(fire.startingPrice).toBe(50000);
    expect(fire.plans[0]!.startingPrice).toBe(cheapest.totalPremium);
  });
});

describe('fire sale', () => {
  it('needs KYC and a signed mandate letter, and allows the partner to be the contact', () => {
    expect(sale).toMatchObject({ needsKyc: true, needsMandate: true });
    expect(sale.refusesPartnerContact).toBeFalsy();
  });

  it('shows the toll-free line under the quote form', () => {
    expect(fire.landing?.quoteDisclaimer).toContain(TOLL_FREE_NUMBER);
  });
});
