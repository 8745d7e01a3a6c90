import { describe, expect, it } from 'vitest';
import { formatAnswer, formatIstDateTime, labelOfKey, resumeHrefOf, splitLeadAnswers } from './lead-format';

describe('lead answers', () => {
  it.each([
    ['monthlyIncome', 'Monthly income'],
    ['pinCode', 'Pin code'],
    ['loan_purpose', 'Loan purpose'],
    ['GSTIN', 'Gstin'],
  ])('labels %s as "%s"', (key, label) => expect(labelOfKey(key)).toBe(label));

  it.each<[unknown, string]>([
    [true, 'Yes'],
    [false, 'No'],
    [150000, '1,50,000'],
    ['400001', '400001'],
    ['9876543210', '9876543210'],
    [['SPOUSE', 'CHILD1'], 'Spouse, CHILD1'],
    [{ code: 'OPD', name: 'OPD cover' }, 'OPD cover'],
    [{ bank: 'idfc', rate: 11 }, 'Bank: idfc; Rate: 11'],
    [null, '—'],
    ['SALARIED', 'Salaried'],
    ['SELF_EMPLOYED', 'Self employed'],
    ['OPD', 'OPD'],
    ['ABCDE1234F', 'ABCDE1234F'],
  ])('shows %j as "%s"', (value, shown) => expect(formatAnswer(value)).toBe(shown));

  it('shows no code or bare figure a person cannot read: a lender by name, a tenure in months, money in rupees', () => {
    const answers = splitLeadAnswers({ lenderCode: 'DBS', tenureMonths: 24, loanAmount: 500000, monthlyIncome: '85000' });
    expect([...answers.details, ...answers.eligibility].map((answer) => `${answer.label} ${answer.value}`)).toEqual([
      'Lender DBS Bank India',
      'Tenure 24 months',
      'Loan amount Rs 5,00,000',
      'Monthly income Rs 85,000',
    ]);
  });

  it('splits answers into details, add-ons and eligibility, hiding ids the page uses itself', () => {
    const answers = splitLeadAnswers({
      loanPurpose: 'Wedding',
      quoteId: 'sealed',
      quoteKey: 'hash-of-the-quote',
      addOns: { CRUISE_COVER: true, TERRORISM: false },
      employmentType: 'SALARIED',
      eligibility: { creditScore: 760 },
    });
    expect(answers.details).toEqual([{ key: 'loanPurpose', label: 'Loan purpose', value: 'Wedding' }]);
    expect(answers.addOns).toEqual(['Cruise cover']);
    expect(answers.eligibility.map((answer) => [answer.label, answer.value])).toEqual([
      ['Employment type', 'Salaried'],
      ['Credit score', '760'],
    ]);
  });

  it('reads times in India time whatever the device zone', () => {
    expect(formatIstDateTime('2026-11-22T18:45:00.000Z')).toMatch(/^23\/11\/2026, 12:15 am IST$/);
  });

  it.each([
    ['PROPOSAL_DRAFT', 'PRP1', '/products/shop/review-payment?referenceId=PRP1'],
    ['PAYMENT_PENDING', 'PRP1', '/products/shop/review-payment?referenceId=PRP1'],
    ['POLICY_ISSUED', 'PRP1', undefined],
    ['QUOTED', undefined, undefined],
  ] as const)('a %s sale with reference %s resumes at %s', (status, referenceId, href) => {
    expect(resumeHrefOf({ status, referenceId, productCode: 'shop' })).toBe(href);
  });
});
