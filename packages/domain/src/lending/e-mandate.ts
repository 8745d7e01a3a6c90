/**
 * NPCI e-mandate (NACH, API variant) limits the loan's EMI mandate must keep (decision 0084): a debit amount
 * of at most ₹1,00,00,000 (one crore) per presentation, the cap NPCI's NACH circular FY2023-24/003 set for
 * every category but TReDS from 1 August 2023 (it was ₹1,00,000 before), and one of NACH's frequency codes.
 * A loan's mandate is MNTH (monthly) for its EMI, a "maximum amount" mandate.
 */
export const EMANDATE_MAX_AMOUNT_PAISE = 1_00_00_000_00;
export const eMandateFrequencies = ['ADHO', 'INDA', 'DAIL', 'WEEK', 'MNTH', 'BIMN', 'QURT', 'MIAN', 'YEAR'] as const;
export type EMandateFrequency = (typeof eMandateFrequencies)[number];

export const eMandateMessages = {
  amount: 'The EMI is above the e-mandate limit of ₹1,00,00,000. Choose a longer tenure or a smaller amount',
  frequency: 'Not an e-mandate frequency',
  positive: 'The mandate amount must be above zero',
} as const;

/** Why NPCI would refuse the mandate, or undefined when it is within the limits. */
export function eMandateProblem(amountPaise: number, frequency: string): string | undefined {
  if (!(eMandateFrequencies as readonly string[]).includes(frequency)) return eMandateMessages.frequency;
  if (!Number.isInteger(amountPaise) || amountPaise <= 0) return eMandateMessages.positive;
  if (amountPaise > EMANDATE_MAX_AMOUNT_PAISE) return eMandateMessages.amount;
  return undefined;
}

/**
 * What a loan's e-mandate authorises, read off the acknowledged KFS (decision 0142): a monthly ("MNTH")
 * mandate of at most the largest instalment (the last one may exceed the EMI by paise), from the first due
 * date to the last. The customer sees these before authorising; the bank registers exactly these.
 */
export interface MandateTerms {
  maxAmount: number;
  firstDebitDate: string;
  lastDebitDate: string;
  debits: number;
}

export function mandateTermsOf(schedule: readonly { payment: number; dueDate: string }[]): MandateTerms {
  const first = schedule[0];
  const last = schedule.at(-1);
  if (!first || !last) throw new Error('A mandate needs at least one instalment');
  return { maxAmount: Math.max(...schedule.map((row) => row.payment)), firstDebitDate: first.dueDate, lastDebitDate: last.dueDate, debits: schedule.length };
}
