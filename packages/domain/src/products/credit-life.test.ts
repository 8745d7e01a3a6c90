import { describe, expect, it } from 'vitest';
import { formatDob, indiaToday } from '../validation/dates';
import { messages } from '../validation/rule-messages';
import {
  CREDIT_LIFE_INSURER_CODE,
  calculateCreditLifePremiumPaise,
  creditLife,
  creditLifeMedicalQuestions,
  creditLifeMedicalQuestionsFor,
  creditLifeMessages,
} from './credit-life';
import { validateSaleForm } from './validate-sale-form';

const sale = creditLife.sale!;
const today = indiaToday();
const { quote, proposal } = sale.samples(today);
const daysFromToday = (days: number) => formatDob(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
const yearsAgo = (years: number, days = 0) => formatDob(new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + days));

describe('credit-life quote', () => {
  it('accepts the sample quote', () => {
    expect(validateSaleForm(creditLife, 'quote', quote)).toEqual({ success: true, data: quote });
  });

  it.each([
    ['sumInsured', '100000'],
    ['sumInsured', '2500000'],
    ['sumInsured', '10000000'],
    ['policyRole', 'JOINT'],
    ['loanTenure', '30'],
    ['age', '18'],
    ['age', '40'],
    ['loanCommencementDate', yearsAgo(1)],
  ])('accepts %s = "%s"', (field, value) => {
    expect(validateSaleForm(creditLife, 'quote', { ...quote, [field]: value }).success).toBe(true);
  });

  it.each([
    ['sumInsured', '150000', messages.sumInsuredMultiple],
    ['sumInsured', '99999', messages.sumInsuredMultiple],
    ['sumInsured', '0', messages.sumInsured],
    ['sumInsured', 'ten lakh', messages.sumInsured],
    ['sumInsured', '1e5', messages.sumInsured],
    ['sumInsured', '', messages.sumInsured],
    ['sumInsured', '10100000', messages.sumInsured],
    ['policyRole', 'TRIPLE', messages.chooseOption],
    ['policyRole', '', messages.chooseOption],
    ['loanTenure', '1', creditLifeMessages.tenure],
    ['loanTenure', '31', creditLifeMessages.tenure],
    ['loanTenure', '2.5', creditLifeMessages.tenure],
    ['loanTenure', '', creditLifeMessages.tenure],
    ['age', '17', messages.creditLifeAge],
    ['age', '61', messages.creditLifeAge],
    ['age', 'forty', messages.creditLifeAge],
    ['age', '', messages.creditLifeAge],
    ['loanCommencementDate', daysFromToday(1), creditLifeMessages.commencementInFuture],
    ['loanCommencementDate', '2026-01-01', 'Loan Commencement Date should be in DD/MM/YYYY format only'],
    ['loanCommencementDate', '31/02/2026', messages.invalidDate],
    ['loanCommencementDate', yearsAgo(2), creditLifeMessages.loanEnded],
    ['planCode', 'GOLD', messages.selectPlanType],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(creditLife, 'quote', { ...quote, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it('covers a loan that commenced less than its tenure ago', () => {
    expect(validateSaleForm(creditLife, 'quote', { ...quote, loanCommencementDate: yearsAgo(2, 1) }).success).toBe(true);
  });

  it('refuses a cover running past the age of 70, on the tenure', () => {
    expect(validateSaleForm(creditLife, 'quote', { ...quote, age: '56', loanTenure: '15' })).toEqual({
      success: false,
      fields: { loanTenure: creditLifeMessages.ageAtLoanEnd },
    });
    expect(validateSaleForm(creditLife, 'quote', { ...quote, age: '55', loanTenure: '15' }).success).toBe(true);
  });
});

describe('credit-life proposal', () => {
  it('accepts the sample proposer, nominee and medical answers', () => {
    expect(validateSaleForm(creditLife, 'proposal', proposal).success).toBe(true);
  });

  it('asks exactly the medical questions the lookup serves for its one insurer, as YES/NO', () => {
    expect(sale.insurers).toEqual([CREDIT_LIFE_INSURER_CODE]);
    expect(creditLifeMedicalQuestionsFor(CREDIT_LIFE_INSURER_CODE)).toBe(creditLifeMedicalQuestions);
    const asked = sale.proposal.fields.filter((field) => field.name.startsWith('medical'));
    expect(asked.map((field) => [field.name, field.label])).toEqual(creditLifeMedicalQuestions.map((q) => [q.code, q.question]));
    for (const field of asked) expect(field.options?.map((o) => o.value)).toEqual(['YES', 'NO']);
  });

  it.each(['KAVACH_GENERAL', 'NO_SUCH_INSURER', 'toString', ''])('has no medical questions for insurer "%s"', (code) => {
    expect(creditLifeMedicalQuestionsFor(code)).toBeUndefined();
  });

  it.each(creditLifeMedicalQuestions.filter((q) => q.disqualifying).map((q) => q.code))('refuses a YES to %s', (code) => {
    expect(validateSaleForm(creditLife, 'proposal', { ...proposal, [code]: 'YES' })).toEqual({
      success: false,
      fields: { [code]: creditLifeMessages.medicalRefusal },
    });
  });

  it.each(creditLifeMedicalQuestions.filter((q) => !q.disqualifying).map((q) => q.code))('takes a YES to %s as a declaration', (code) => {
    const result = validateSaleForm(creditLife, 'proposal', { ...proposal, [code]: 'YES' });
    expect(result).toMatchObject({ success: true, data: { [code]: 'YES' } });
  });

  it.each([
    ...creditLifeMedicalQuestions.map((q): [string, string, string] => [q.code, '', messages.chooseOption]),
    ['medicalCriticalIllness', 'MAYBE', messages.chooseOption],
    ['dob', yearsAgo(61), messages.creditLifeAge],
    ['dob', yearsAgo(18, 1), messages.creditLifeAge],
    ['dob', '1990/01/01', messages.dobFormat],
    ['loanAccountNumber', 'HL-0012', creditLifeMessages.loanAccountNumber],
    ['firstName', 'Asha1', messages.firstName],
    ['mobile', '5876543210', messages.mobile],
    ['paymentMode', 'MINTPAY', messages.paymentModeNotConfigured],
    ['nomineeRelationship', 'COUSIN', messages.chooseOption],
  ])('refuses %s = "%s" with "%s"', (field, value, message) => {
    expect(validateSaleForm(creditLife, 'proposal', { ...proposal, [field]: value })).toEqual({ success: false, fields: { [field]: message } });
  });

  it.each([yearsAgo(18), yearsAgo(60)])('accepts a borrower born %s (18 to 60)', (dob) => {
    expect(validateSaleForm(creditLife, 'proposal', { ...proposal, dob }).success).toBe(true);
  });

  it('needs KYC before payment', () => {
    expect(sale.needsKyc).toBe(true);
  });
});

describe('credit-life premium', () => {
  it.each([
    // sumInsured, tenure, age, role → total rupees: (SI / 1000) × tenure × band rate, joint × 1.8
    ['100000', '2', '30', 'SINGLE', 728],
    ['100000', '2', '18', 'JOINT', 1311], // 1310.40 rounded up to the rupee
    ['100000', '2', '31', 'SINGLE', 1040],
    ['100000', '2', '41', 'SINGLE', 1690],
    ['100000', '2', '51', 'SINGLE', 2600],
    ['100000', '2', '60', 'SINGLE', 2600],
    ['2500000', '20', '35', 'SINGLE', 260000],
    ['2500000', '20', '35', 'JOINT', 468000],
  ])('Rs %s over %s years at age %s, %s: Rs %i', (sumInsured, loanTenure, age, policyRole, rupees) => {
    const premium = sale.calculatePremium({ ...quote, sumInsured, loanTenure, age, policyRole });
    expect(premium).toMatchObject({ planCode: 'CREDIT_LIFE', sumInsured: Number(sumInsured), totalPremium: rupees * 100 });
    expect(premium.netPremium + premium.gst).toBe(premium.totalPremium);
  });

  it('starts at the plan starting price, Rs 728: the cheapest quote of every allowed combination', () => {
    const totals = ['100000', '200000', '500000'].flatMap((sumInsured) =>
      ['2', '3', '10'].flatMap((tenure) =>
        ['18', '30', '31', '45', '60'].flatMap((age) =>
          ['SINGLE', 'JOINT'].map((role) =>
            calculateCreditLifePremiumPaise({ sumInsured: Number(sumInsured), tenureYears: Number(tenure), age: Number(age), policyRole: role }),
          ),
        ),
      ),
    );
    expect(Math.min(...totals)).toBe(creditLife.plans[0]!.startingPrice);
    expect(creditLife.startingPrice).toBe(72800);
  });
});

describe('credit-life co-borrower, asked by the quote’s policyRole', () => {
  const coBorrower = { coBorrowerFirstName: 'Rahul', coBorrowerLastName: 'Patil', coBorrowerDob: yearsAgo(38) };
  const propose = (policyRole: string, values: Record<string, string>) =>
    validateSaleForm(creditLife, 'proposal', { ...proposal, ...values }, { ...quote, policyRole });

  it('asks a joint cover for the co-borrower and keeps the details', () => {
    expect(propose('JOINT', coBorrower)).toMatchObject({ success: true, data: coBorrower });
  });

  it('refuses a joint cover without the co-borrower, each field with its message', () => {
    expect(propose('JOINT', {})).toEqual({
      success: false,
      fields: {
        coBorrowerFirstName: 'Co-borrower First Name is required',
        coBorrowerLastName: 'Co-borrower Last Name is required',
        coBorrowerDob: 'Co-borrower Date of Birth is required',
      },
    });
  });

  it('goes by the quote, not by a policyRole the proposal sends', () => {
    expect(propose('JOINT', { policyRole: 'SINGLE' })).toMatchObject({ success: false, fields: { coBorrowerFirstName: 'Co-borrower First Name is required' } });
  });

  it('holds the co-borrower to the 18-60 age band', () => {
    expect(propose('JOINT', { ...coBorrower, coBorrowerDob: yearsAgo(61) })).toEqual({ success: false, fields: { coBorrowerDob: messages.creditLifeAge } });
  });

  it('neither asks nor keeps a co-borrower on a single cover, nor the quote’s own answers', () => {
    const result = propose('SINGLE', coBorrower);
    expect(result.success).toBe(true);
    if (result.success) {
      expect(Object.keys(result.data)).not.toEqual(expect.arrayContaining(['coBorrowerFirstName']));
      expect(result.data.policyRole).toBeUndefined();
    }
  });
});
