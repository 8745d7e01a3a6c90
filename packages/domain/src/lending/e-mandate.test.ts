import { describe, expect, it } from 'vitest';
import { eMandateMessages, eMandateProblem } from './e-mandate';

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
