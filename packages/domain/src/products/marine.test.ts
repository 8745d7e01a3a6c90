import { describe, expect, it } from 'vitest';
import { TOLL_FREE_NUMBER } from '../constants';
import { indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { commercialMessages } from './commercial-cover';
import { generalInsurers } from './insurers';
import { marine, marineCargoTypes, marineMessages, marineTransitModes } from './marine';
import { validateSaleForm } from './validate-sale-form';

const sale = marine.sale!;
const { quote, proposal } = sale.samples(indiaToday());

describe('marine quote', () => {
  it('accepts the sample quote and proposal', () => {
    expect(validateSaleForm(marine, 'quote', quote).success).toBe(true);
    expect(validateSaleForm(marine, 'proposal', proposal).success).toBe(true);
  });

  it.each([
    ['businessName', '', messages.enterBusinessName],
    ['businessName', 'M/s Patil', commercialMessages.businessName],
    ['insurer', '', messages.selectInsurer],
    ['insurer', 'SOMEONE_ELSE', messages.selectInsurer],
    ['gstCertificate', '', messages.gstCertificate],
    ['panCard', '', messages.panCard],
    ['cargoValue', '', messages.sumInsured],
    ['cargoValue', 'abc', messages.sumInsured],
    ['cargoValue', '49999', marineMessages.cargoValueMin],
    ['cargoValue', '50000001', marineMessages.cargoValueMax],
    ['transitMode', '', messages.chooseOption],
    ['transitMode', 'PIPELINE', messages.chooseOption],
    ['cargoType', '', messages.chooseOption],
    ['cargoType', 'LIVESTOCK', messages.chooseOption],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(marine, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('offers both general insurers, every transit mode and cargo type', () => {
    expect(sale.quote.fields.find((f) => f.name === 'insurer')?.options?.map((o) => o.value)).toEqual([...generalInsurers]);
    for (const transitMode of marineTransitModes) {
      for (const cargoType of marineCargoTypes) {
        expect(validateSaleForm(marine, 'quote', { ...quote, transitMode: transitMode.value, cargoType: cargoType.value }).success).toBe(true);
      }
    }
  });
});

describe('marine proposal', () => {
  it.each([
    ['transitFrom', '', 'Transit From (City) is required'],
    ['transitTo', 'Nagpur 2', messages.city],
    ['businessPan', 'aapfp1234', commercialMessages.pan],
    ['email', 'asha@', messages.email],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(marine, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });
});

describe('marine premium (GST included), by insurer', () => {
  it.each([
    // cargo value, transit mode, cargo type, insurer, total paise
    ['500000', 'ROAD', 'GENERAL', 'KAVACH_GENERAL', 75000],
    ['500000', 'ROAD', 'GENERAL', 'NIRBHAY_GENERAL', 82500],
    ['500000', 'ROAD', 'GENERAL', '', 75000],
    ['50000', 'AIR', 'GENERAL', 'KAVACH_GENERAL', 50000],
    ['50000', 'AIR', 'GENERAL', 'NIRBHAY_GENERAL', 55000],
    ['1000000', 'SEA', 'FRAGILE', 'KAVACH_GENERAL', 400000],
    ['1000000', 'RAIL', 'ELECTRONICS', 'NIRBHAY_GENERAL', 165000],
    ['2000000', 'ROAD', 'MACHINERY', 'KAVACH_GENERAL', 375000],
  ])('%s by %s (%s) with "%s" costs %i paise', (cargoValue, transitMode, cargoType, insurer, total) => {
    const premium = sale.calculatePremium({ ...quote, cargoValue, transitMode, cargoType, insurer });
    expect(premium.totalPremium).toBe(total);
    expect(premium.netPremium + premium.gst).toBe(total);
    expect(premium.sumInsured).toBe(Number(cargoValue));
  });

  it('starts at Rs 500, the cheapest premium it can quote', () => {
    const cheapest = sale.calculatePremium({ ...quote, cargoValue: '50000', transitMode: 'AIR', cargoType: 'GENERAL', insurer: 'KAVACH_GENERAL' });
    expect(marine.startingPrice).toBe(50000);
    expect(marine.plans[0]!.startingPrice).toBe(cheapest.totalPremium);
  });
});

describe('marine sale', () => {
  it("needs KYC and a signed mandate letter, and refuses the partner's own mobile and email", () => {
    expect(sale).toMatchObject({ needsKyc: true, needsMandate: true, refusesPartnerContact: true });
  });

  it('shows the toll-free line under the quote form', () => {
    expect(marine.landing?.quoteDisclaimer).toContain(TOLL_FREE_NUMBER);
  });
});
