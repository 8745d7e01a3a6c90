import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../fields/build-schema';
import { businessLoans } from '../products/business-loans';
import { homeLoan } from '../products/home-loan';
import { loanMessages } from '../products/loan-fields';
import { lendingSellForms, lendingSellProducts, sellBodySchemaOf, type LendingSellProduct } from './lending';
import { catalogue } from '../products/catalogue';

const today = new Date();
const sampleOf = (code: LendingSellProduct) => catalogue.find((p) => p.code === code)!.sell!.sample(today);

describe('lending sell forms', () => {
  it.each(lendingSellProducts)('%s: its sample answers pass its own schema', (code) => {
    const result = sellBodySchemaOf(code).safeParse(sampleOf(code));
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({});
  });

  it.each(lendingSellProducts)('%s: an empty form names every mandatory field', (code) => {
    const result = sellBodySchemaOf(code).safeParse({});
    expect(result.success).toBe(false);
    const mandatory = lendingSellForms[code].fields
      .filter((f) => f.mandatory)
      .map((f) => f.name)
      .sort();
    expect(Object.keys(fieldErrorsOf(result.error!)).sort()).toEqual(mandatory);
  });

  it.each([
    ['personal-loan', { loanAmount: '5000' }, 'loanAmount', loanMessages.loanAmountMin],
    ['personal-loan', { loanAmount: '4000001' }, 'loanAmount', 'Loan amount should not exceed Rs.4000000'],
    ['personal-loan', { pan: 'ABCDE12345' }, 'pan', 'Enter valid PAN'],
    ['personal-loan', { mobile: '5123456789' }, 'mobile', 'Mobile is invalid'],
    ['business-loans', { gstin: '27AAPFU0939F1ZW' }, 'gstin', 'Enter valid GSTIN'],
    ['business-loans', { constitution: 'PROPRIETORSHIP' }, 'gstin', "A proprietor's GSTIN carries the owner's PAN"],
    ['home-loan', { loanAmount: '4100000', propertyValue: '4500000' }, 'loanAmount', loanMessages.homeLoanOverValue],
    ['FD', { amount: '500' }, 'amount', loanMessages.depositMin],
    ['FD', { bank: 'MASHREQ' }, 'bank', loanMessages.selectBank],
  ] as const)('%s with %o: %s says "%s"', (code, change, field, message) => {
    const result = sellBodySchemaOf(code).safeParse({ ...sampleOf(code), ...change });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)[field]).toBe(message);
  });

  it('the products carry their forms', () => {
    expect(homeLoan.sell?.form.fields.map((f) => f.name)).toContain('propertyValue');
    expect(businessLoans.sell?.form.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['businessName', 'gstin', 'annualTurnover', 'vintageYears']));
  });
});
