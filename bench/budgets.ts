import { loadavg } from 'node:os';

/**
 * One performance budget as `npm run bench` prints it: the figure, the baseline measured in the same run
 * beside it, the target, and whether the figure meets it. A ratio to a same-run baseline is what a shared
 * machine can judge; the load average says how quiet the machine was.
 */
export interface BudgetRow {
  budget: string;
  figure: string;
  baseline: string;
  target: string;
  pass: boolean;
}

/** The 1-minute load average, as printed beside each figure (Linux; '-' elsewhere). */
export const loadAverage = (): string => (process.platform === 'linux' ? loadavg()[0]!.toFixed(2) : '-');

export function printBudgets(rows: BudgetRow[]): void {
  console.log(`\nPerformance budgets, each beside its baseline from the same run; load average now ${loadAverage()}`);
  console.table(rows.map((r) => ({ budget: r.budget, figure: r.figure, baseline: r.baseline, target: r.target, pass: r.pass ? 'pass' : 'FAIL' })));
  if (rows.some((r) => !r.pass)) console.log('Some budgets fail on this run; on a loaded machine (load average above 1) re-run on a quiet one before judging.');
}

export const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(0)}%` : '-');
