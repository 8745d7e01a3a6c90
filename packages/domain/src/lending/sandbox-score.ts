import type { ScoreBand } from './lender-profile';

/**
 * The sandbox's stand-in for a credit bureau and for lenders' moods, deterministic so a customer keeps his
 * answer: docs/sandbox.md lists the magic values.
 */

/**
 * A bureau-like score, 300 to 900, from the PAN and mobile (FNV-1a hash), so a customer keeps his score.
 * Magic: a mobile ending 0009 scores 820, one ending 0008 scores 520.
 */
export function sandboxCreditScore(pan: string, mobile: string): number {
  if (mobile.endsWith('0009')) return 820;
  if (mobile.endsWith('0008')) return 520;
  let hash = 0x811c9dc5;
  for (const ch of `${pan.toUpperCase()}|${mobile}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // Most customers land between 600 and 850, as in a real bureau's population.
  return 600 + (hash % 251) - (hash % 7 === 0 ? 150 : 0);
}

export function scoreBand(score: number): ScoreBand {
  if (score >= 750) return 'A';
  if (score >= 680) return 'B';
  if (score >= 600) return 'C';
  return 'D';
}

/** Magic mobile endings the sandbox lenders obey (docs/sandbox.md). */
export const sandboxLenderMagic = {
  /** Every lender declines. */
  decline: '0001',
  /** No lender answers: they stay pending until the offer window closes. */
  timeout: '0002',
  /** Every lender answers late, by signed callback after the deadline. */
  lateCallback: '0003',
} as const;
export type LenderBehaviour = 'answer' | 'decline' | 'timeout' | 'late';
export function sandboxBehaviour(mobile: string): LenderBehaviour {
  if (mobile.endsWith(sandboxLenderMagic.decline)) return 'decline';
  if (mobile.endsWith(sandboxLenderMagic.timeout)) return 'timeout';
  if (mobile.endsWith(sandboxLenderMagic.lateCallback)) return 'late';
  return 'answer';
}
