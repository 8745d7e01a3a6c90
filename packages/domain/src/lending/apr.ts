import type { Paise } from '../money';

/**
 * Instalments, schedules and the APR of a loan (RBI Key Facts Statement directions, 15 April 2024,
 * RBI/2024-25/18; docs/decisions/0075). Money is integer paise. Pure.
 */

/** GST on a lender's fees (processing fee, documentation): 18 %. */
export const GST_ON_FEES = 0.18;

/**
 * The equated monthly instalment of `principal` at `annualRatePercent` (reducing balance) over `months`,
 * rounded to the nearest whole rupee as lenders quote it; the last instalment absorbs the rounding.
 */
export function monthlyInstalment(principal: Paise, annualRatePercent: number, months: number): Paise {
  const r = annualRatePercent / 1200;
  const exact = r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  return Math.round(exact / 100) * 100;
}

export interface InstalmentRow {
  instalment: number;
  opening: Paise;
  payment: Paise;
  interest: Paise;
  principal: Paise;
  closing: Paise;
}

/**
 * The repayment schedule (RBI KFS Annex C): each month's interest on the opening balance (rounded to the
 * paisa), the rest of the EMI repays principal; the last instalment clears the balance exactly.
 */
export function instalmentSchedule(principal: Paise, annualRatePercent: number, months: number): InstalmentRow[] {
  const r = annualRatePercent / 1200;
  const emi = monthlyInstalment(principal, annualRatePercent, months);
  const rows: InstalmentRow[] = [];
  let balance = principal;
  for (let k = 1; k <= months; k++) {
    const interest = Math.round(balance * r);
    const payment = k === months ? balance + interest : Math.min(emi, balance + interest);
    const repaid = payment - interest;
    rows.push({ instalment: k, opening: balance, payment, interest, principal: repaid, closing: balance - repaid });
    balance -= repaid;
  }
  return rows;
}

/**
 * The monthly internal rate of return of a loan: the rate at which the instalments, discounted month by
 * month, equal the amount the borrower actually received. Newton's method from the contract rate; the
 * present value falls as the rate rises, so it converges for every loan whose payments exceed what was lent.
 */
export function monthlyIrr(netDisbursed: Paise, payments: readonly Paise[]): number {
  const npv = (r: number) => payments.reduce((sum, p, i) => sum + p / (1 + r) ** (i + 1), 0) - netDisbursed;
  const slope = (r: number) => payments.reduce((sum, p, i) => sum - ((i + 1) * p) / (1 + r) ** (i + 2), 0);
  let r = 0.01;
  for (let i = 0; i < 100; i++) {
    const step = npv(r) / slope(r);
    r -= step;
    if (r <= -0.99) r = -0.5;
    if (Math.abs(step) < 1e-12) break;
  }
  return r;
}

/**
 * APR in percent, two decimals: 12 x the monthly IRR on the net disbursed amount, the way RBI's own
 * illustration (KFS directions, Annex B) and lenders' KFSs annualise it (decision 0075).
 */
export function aprPercent(netDisbursed: Paise, payments: readonly Paise[]): number {
  return Math.round(monthlyIrr(netDisbursed, payments) * 12 * 10000) / 100;
}

export interface LoanCost {
  emi: Paise;
  schedule: InstalmentRow[];
  /** Upfront fees the borrower pays (lender's and third parties'), GST included. */
  upfrontFees: Paise;
  netDisbursed: Paise;
  totalInterest: Paise;
  totalRepayable: Paise;
  aprPercent: number;
}

/** What a loan costs, given its upfront fees in paise (GST included). */
export function loanCost(principal: Paise, annualRatePercent: number, months: number, upfrontFees: Paise): LoanCost {
  const schedule = instalmentSchedule(principal, annualRatePercent, months);
  const payments = schedule.map((row) => row.payment);
  const netDisbursed = principal - upfrontFees;
  const totalRepayable = payments.reduce((a, b) => a + b, 0);
  return {
    emi: schedule[0]!.payment,
    schedule,
    upfrontFees,
    netDisbursed,
    totalInterest: totalRepayable - principal,
    totalRepayable,
    aprPercent: aprPercent(netDisbursed, payments),
  };
}

/** A fee as a share of the principal, to the paisa, and its GST. */
export function feeWithGst(principal: Paise, percent: number): { fee: Paise; gst: Paise } {
  const fee = Math.round((principal * percent) / 100);
  return { fee, gst: Math.round(fee * GST_ON_FEES) };
}
