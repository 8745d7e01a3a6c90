import { describe, expect, it } from 'vitest';
import { declineReasonRef } from '../i18n/loan-word-refs';
import { findLatinWords } from '../i18n/latin-words';
import { enIN } from '../i18n/messages/en-IN';
import { hiIN } from '../i18n/messages/hi-IN';
import { mrIN } from '../i18n/messages/mr-IN';
import { lenderCodes } from './lender-codes';
import { decide, declineReason, declineReasonKeys, type Applicant, type DeclineReasonKey } from './lender-decision';
import { lenderRules } from './lenders';

const lakh = (n: number) => n * 100000 * 100;
const person: Applicant = {
  productCode: 'personal-loan',
  pan: 'ABCPV1234K',
  mobile: '9876500009',
  age: 30,
  employmentType: 'SALARIED',
  monthlyIncome: lakh(1),
  pinCode: '400001',
  loanAmount: lakh(5),
  tenureMonths: 36,
};
const business: Applicant = { ...person, productCode: 'business-loans', vintageYears: 5, annualTurnover: lakh(60) };

/** Applicants that each lender declines for one reason or another. */
const declined: Applicant[] = [
  { ...person, pinCode: '110001' },
  { ...person, pinCode: '431001' },
  { ...person, employmentType: 'SELF_EMPLOYED' },
  { ...person, age: 62 },
  { ...person, monthlyIncome: 2000000, loanAmount: lakh(1) },
  { ...person, mobile: '9876500008' },
  { ...person, mobile: '9876500001' },
  { ...person, tenureMonths: 3 },
  { ...person, loanAmount: 1000000 },
  { ...person, productCode: 'home-loan', loanAmount: lakh(10), propertyValue: lakh(3), tenureMonths: 240 },
  { ...business, vintageYears: 1 },
  { ...business, annualTurnover: lakh(12) },
];

const decisions = declined.flatMap((applicant) => lenderCodes.map((code) => decide(lenderRules[code], applicant)));
const declines = decisions.flatMap((decision) => (decision.kind === 'decline' ? [decision] : []));

describe("a lender's decline carries its reason's key and values (decision 0266)", () => {
  it('every reason a sandbox lender gives is one of the keys, its English written out from them', () => {
    expect([...new Set(declines.map((decline) => decline.reasonKey))].sort()).toEqual([...declineReasonKeys].sort());
    for (const decline of declines) expect(decline.reason).toBe(declineReason(decline.reasonKey, decline.reasonParams).text);
  });

  it('keeps its English as before: the stored and default wording', () => {
    expect(declineReason('minAmount', { amount: '₹50,000' }).text).toBe('Lends at least ₹50,000');
    expect(declineReason('ages', { minAge: '21', maxAge: '60' }).text).toBe('Lends to ages 21 to 60 only');
    expect(declineReason('policy').text).toBe('Declined by the lender’s policy');
  });

  it('is found again from the stored English, with its values; a lender’s own words are not', () => {
    for (const decline of declines) {
      const params = Object.keys(decline.reasonParams).length > 0 ? { values: decline.reasonParams } : {};
      expect(declineReasonRef(decline.reason)).toEqual({ key: `lendingOffers.decline.${decline.reasonKey}`, ...params });
    }
    expect(declineReasonRef('Address could not be verified with the bureau')).toBeUndefined();
    expect(declineReasonRef('Declined')).toBeUndefined();
  });
});

describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the decline reasons in %s', (_language, catalogue) => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1]).sort();
  it.each(declineReasonKeys)('%s is said with the same values and no English', (key: DeclineReasonKey) => {
    const text = catalogue.lendingOffers.decline[key];
    expect(placeholders(text)).toEqual(placeholders(enIN.lendingOffers.decline[key]));
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(findLatinWords(text.replace(/\{\{\w+\}\}/g, ' '))).toEqual([]);
  });
});
