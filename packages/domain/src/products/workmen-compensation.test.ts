import { describe, expect, it } from 'vitest';
import { indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import { commercialMessages } from './commercial-cover';
import { generalInsurers } from './insurers';
import { validateSaleForm } from './validate-sale-form';
import { workmenCompensation, workmenMessages, workmenOccupationClasses } from './workmen-compensation';

const sale = workmenCompensation.sale!;
const { quote, proposal } = sale.samples(indiaToday());

describe('workmen compensation quote', () => {
  it('accepts the sample quote and proposal', () => {
    expect(validateSaleForm(workmenCompensation, 'quote', quote).success).toBe(true);
    expect(validateSaleForm(workmenCompensation, 'proposal', proposal).success).toBe(true);
  });

  it.each([
    ['businessName', '', messages.enterBusinessName],
    ['businessName', 'Build-Well', commercialMessages.businessName],
    ['insurer', '', messages.selectInsurer],
    ['gstCertificate', '', messages.gstCertificate],
    ['panCard', '', messages.panCard],
    ['numberOfWorkers', '', workmenMessages.numberOfWorkers],
    ['numberOfWorkers', '0', workmenMessages.numberOfWorkers],
    ['numberOfWorkers', '501', workmenMessages.numberOfWorkers],
    ['numberOfWorkers', '2.5', workmenMessages.numberOfWorkers],
    ['monthlyWage', '', workmenMessages.monthlyWage],
    ['monthlyWage', '4999', workmenMessages.monthlyWageMin],
    ['monthlyWage', '200001', workmenMessages.monthlyWageMax],
    ['occupationClass', '', messages.chooseOption],
    ['occupationClass', 'ASTRONAUT', messages.chooseOption],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(workmenCompensation, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it.each([
    ['numberOfWorkers', '1'],
    ['numberOfWorkers', '500'],
    ['monthlyWage', '5000'],
    ['monthlyWage', '200000'],
    ...workmenOccupationClasses.map((o) => ['occupationClass', o.value]),
  ])('accepts %s = "%s"', (field, value) => {
    expect(validateSaleForm(workmenCompensation, 'quote', { ...quote, [field]: value }).success).toBe(true);
  });

  it('offers both general insurers', () => {
    expect(sale.quote.fields.find((f) => f.name === 'insurer')?.options?.map((o) => o.value)).toEqual([...generalInsurers]);
  });
});

describe('workmen compensation premium (GST included), by insurer', () => {
  it.each([
    // workers, monthly wage, class, insurer, total paise (rate × annual wage roll)
    ['10', '15000', 'SKILLED', 'KAVACH_GENERAL', 900000],
    ['10', '15000', 'SKILLED', 'NIRBHAY_GENERAL', 990000],
    ['10', '15000', 'SKILLED', '', 900000],
    ['1', '5000', 'CLERICAL', 'KAVACH_GENERAL', 50000],
    ['1', '5000', 'CLERICAL', 'NIRBHAY_GENERAL', 55000],
    ['5', '20000', 'CLERICAL', 'KAVACH_GENERAL', 120000],
    ['20', '12000', 'MANUAL', 'KAVACH_GENERAL', 2880000],
    ['3', '25000', 'HAZARDOUS', 'NIRBHAY_GENERAL', 2475000],
  ])('%s workers at Rs %s (%s) with "%s" cost %i paise', (numberOfWorkers, monthlyWage, occupationClass, insurer, total) => {
    const premium = sale.calculatePremium({ ...quote, numberOfWorkers, monthlyWage, occupationClass, insurer });
    expect(premium.totalPremium).toBe(total);
    expect(premium.netPremium + premium.gst).toBe(total);
    expect(premium.sumInsured).toBe(Number(numberOfWorkers) * Number(monthlyWage) * 12);
  });

  it('starts at Rs 500, the cheapest premium it can quote', () => {
    const cheapest = sale.calculatePremium({ ...quote, numberOfWorkers: '1', monthlyWage: '5000', occupationClass: 'CLERICAL', insurer: 'KAVACH_GENERAL' });
    expect(workmenCompensation.startingPrice).toBe(50000);
    expect(workmenCompensation.plans[0]!.startingPrice).toBe(cheapest.totalPremium);
  });
});

describe('workmen compensation sale', () => {
  it("needs KYC and a signed mandate letter, and refuses the partner's own mobile and email", () => {
    expect(sale).toMatchObject({ needsKyc: true, needsMandate: true, refusesPartnerContact: true });
  });

  it('has no toll-free disclaimer (SPEC §9 names fire and marine only)', () => {
    expect(workmenCompensation.landing?.quoteDisclaimer).toBeUndefined();
  });

  it('asks for the business PAN and address and the contact person', () => {
    expect(validateSaleForm(workmenCompensation, 'proposal', { ...proposal, businessState: '' })).toEqual({
      success: false,
      fields: { businessState: 'Business State is required' },
    });
  });
});
