import { describe, expect, it } from 'vitest';
import { eMandateMessages, eMandateProblem, mandateTermsOf } from './e-mandate';

describe('NPCI e-mandate limits', () => {
  it.each([
    { amount: 6_643_00, frequency: 'MNTH', problem: undefined },
    { amount: 1_00_000_01, frequency: 'MNTH', problem: undefined }, // above the old ₹1 lakh cap (before August 2023)
    { amount: 1_00_00_000_00, frequency: 'MNTH', problem: undefined },
    { amount: 1_00_00_000_01, frequency: 'MNTH', problem: eMandateMessages.amount },
    { amount: 0, frequency: 'MNTH', problem: eMandateMessages.positive },
    { amount: 5_000_00, frequency: 'FORTNIGHT', problem: eMandateMessages.frequency },
    { amount: 5_000_00, frequency: 'QURT', problem: undefined },
  ])('₹$amount paise $frequency → $problem', ({ amount, frequency, problem }) => {
    expect(eMandateProblem(amount, frequency)).toBe(problem);
  });
});

describe('what a loan mandate authorises', () => {
  it('at most the largest instalment (the last one, a few paise above the EMI), monthly from the first due date to the last', () => {
    const schedule = [
      { payment: 1_401_700, dueDate: '2026-12-27' },
      { payment: 1_401_700, dueDate: '2027-01-27' },
      { payment: 1_402_232, dueDate: '2027-02-27' },
    ];
    expect(mandateTermsOf(schedule)).toEqual({ maxAmount: 1_402_232, firstDebitDate: '2026-12-27', lastDebitDate: '2027-02-27', debits: 3 });
    expect(eMandateProblem(mandateTermsOf(schedule).maxAmount, 'MNTH')).toBeUndefined();
  });

  it('a schedule without instalments has no mandate', () => {
    expect(() => mandateTermsOf([])).toThrow();
  });
});
