import { describe, expect, it } from 'vitest';
import { aprPercent, feeWithGst, instalmentSchedule, loanCost, monthlyInstalment, monthlyIrr } from './apr';

/** An independent IRR: bisection on the present value (no derivative), to check the Newton solver. */
function bisectionMonthlyRate(net: number, payments: readonly number[]): number {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    const pv = payments.reduce((sum, p, k) => sum + p / (1 + mid) ** (k + 1), 0);
    if (pv > net) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe('APR (RBI KFS directions: IRR on the net disbursed amount, monthly rate x 12)', () => {
  it('Rs 1,00,000 over 24 months at 12 % a year with a 2 % fee (+18 % GST) costs 14.42 % a year', () => {
    const { fee, gst } = feeWithGst(10000000, 2);
    expect(fee + gst).toBe(236000); // Rs 2,000 + Rs 360
    const cost = loanCost(10000000, 12, 24, fee + gst);
    expect(cost.netDisbursed).toBe(9764000);
    expect(cost.emi).toBe(470700); // Rs 4,707.35 rounded to the rupee
    // Independently: bisection on the same cash flows, and the rate a spreadsheet's RATE() gives (14.42 %).
    const independent =
      bisectionMonthlyRate(
        9764000,
        cost.schedule.map((r) => r.payment),
      ) *
      12 *
      100;
    expect(cost.aprPercent).toBeCloseTo(independent, 2);
    expect(cost.aprPercent).toBe(14.42);
  });

  it.each([
    // principal (paise), rate, months, fees (paise) → APR from bisection over a plain annuity
    [10000000, 12, 12, 300000],
    [50000000, 10.99, 60, 1180000],
    [4700000, 21, 24, 138650],
    [300000000, 8.85, 240, 2770000],
    [2000000, 24, 6, 70800],
  ])('%i paise at %d %% over %i months with %i paise of fees: Newton agrees with bisection', (principal, rate, months, fees) => {
    const cost = loanCost(principal, rate, months, fees);
    const payments = cost.schedule.map((r) => r.payment);
    const expected = Math.round(bisectionMonthlyRate(principal - fees, payments) * 12 * 10000) / 100;
    expect(cost.aprPercent).toBe(expected);
    expect(cost.aprPercent).toBeGreaterThan(rate);
  });

  it('RBI’s own illustration: Rs 1,00,000, 12 months, 12 %, Rs 3,000 of charges → EMI Rs 8,885 and APR about 17.8 %', () => {
    const cost = loanCost(10000000, 12, 12, 300000);
    expect(cost.emi).toBe(888500);
    expect(cost.netDisbursed).toBe(9700000);
    expect(cost.totalInterest).toBeGreaterThan(661000);
    expect(cost.totalInterest).toBeLessThan(663000);
    expect(cost.aprPercent).toBeGreaterThan(17.7);
    expect(cost.aprPercent).toBeLessThan(17.9);
  });

  it('without fees the APR is the contract rate', () => {
    expect(
      aprPercent(
        10000000,
        instalmentSchedule(10000000, 12, 24).map((r) => r.payment),
      ),
    ).toBeCloseTo(12, 1);
    expect(
      monthlyIrr(
        10000000,
        instalmentSchedule(10000000, 12, 24).map((r) => r.payment),
      ),
    ).toBeCloseTo(0.01, 4);
  });
});

describe('instalment schedule', () => {
  it('each row’s interest is the month’s rate on the opening balance, and the balance ends at zero', () => {
    const rows = instalmentSchedule(10000000, 12, 24);
    expect(rows).toHaveLength(24);
    expect(rows[0]).toEqual({ instalment: 1, opening: 10000000, payment: 470700, interest: 100000, principal: 370700, closing: 9629300 });
    for (const [i, row] of rows.entries()) {
      expect(row.interest).toBe(Math.round(row.opening * 0.01));
      expect(row.closing).toBe(row.opening - row.principal);
      if (i > 0) expect(row.opening).toBe(rows[i - 1]!.closing);
    }
    expect(rows.at(-1)!.closing).toBe(0);
    expect(rows.reduce((s, r) => s + r.principal, 0)).toBe(10000000);
  });

  it('a zero-rate loan is the amount in equal parts', () => {
    expect(monthlyInstalment(1200000, 0, 12)).toBe(100000);
  });
});
