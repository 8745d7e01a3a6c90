import { addMonths, indiaIsoDateOf, sandboxCreditScore, scoreBand, type BureauReport, type RepaymentStatus } from '@portal/domain';
import type { BureauProvider, BureauPullRequest } from './bureau-provider';

/** FNV-1a, as the sandbox score: the same PAN and mobile always give the same report. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A small deterministic generator (mulberry32) seeded from the customer. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const lenders = ['HDFC Bank', 'ICICI Bank', 'State Bank of India', 'Axis Bank', 'Bajaj Finance', 'Kotak Mahindra Bank'];
const accountTypes = ['CREDIT_CARD', 'PERSONAL_LOAN', 'HOME_LOAN', 'AUTO_LOAN', 'GOLD_LOAN', 'CONSUMER_LOAN'] as const;
/**
 * The months a bureau has repayments for when asked at `now`: the 24 that have ended, on India's calendar. Lenders
 * report a month after it closes, so the month still running (December on December 1st) is never in the history.
 */
function reportedMonths(now: Date): string[] {
  const today = indiaIsoDateOf(now);
  return Array.from({ length: 24 }, (_, i) => addMonths(today, i - 24).slice(0, 7));
}

/**
 * The sandbox bureau (docs/sandbox.md): score 300-900 as the sandbox lenders see it (a mobile ending 0009
 * scores 820, 0008 scores 520), accounts, enquiries and 24 months of payment history drawn from the PAN and
 * mobile; a low score has late payments to show for it. It refuses a pull without a consent id.
 */
export class SandboxBureau implements BureauProvider {
  /** Every pull made, newest last: tests read it to prove a pull did or did not happen. */
  readonly pulls: { mobile: string; consentId: string; at: Date }[] = [];

  pull(request: BureauPullRequest): Promise<BureauReport> {
    if (!request.consentId) return Promise.reject(new Error('The bureau refuses a pull without the customer’s consent'));
    this.pulls.push({ mobile: request.mobile, consentId: request.consentId, at: request.now });
    const pan = request.pan.toUpperCase();
    const score = sandboxCreditScore(pan, request.mobile);
    const random = generator(seedOf(`${pan}|${request.mobile}|report`));
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    // The worse the score, the more months were paid late.
    const lateChance = score >= 750 ? 0.02 : score >= 680 ? 0.08 : score >= 600 ? 0.18 : 0.4;
    const paymentHistory = reportedMonths(request.now).map((month) => {
      const r = random();
      let status: RepaymentStatus = 'ON_TIME';
      if (r < lateChance / 3) status = score < 600 ? 'LATE_90' : 'LATE_60';
      else if (r < lateChance) status = 'LATE_30';
      else if (r > 0.97) status = 'NO_PAYMENT_DUE';
      return { month, status };
    });
    const accountCount = 1 + Math.floor(random() * 4);
    const accounts = Array.from({ length: accountCount }, (_, i) => {
      const sanctioned = (50 + Math.floor(random() * 950)) * 1000 * 100;
      const closed = i > 0 && random() < 0.3;
      const outstanding = closed ? 0 : Math.floor(sanctioned * random() * 0.8);
      const overdue = !closed && score < 600 ? Math.floor(outstanding * 0.05) : 0;
      const opened = new Date(Date.UTC(request.now.getUTCFullYear() - 1 - Math.floor(random() * 6), Math.floor(random() * 12), 1 + Math.floor(random() * 27)));
      return {
        lender: pick(lenders),
        type: pick(accountTypes),
        status: closed ? ('CLOSED' as const) : ('ACTIVE' as const),
        openedOn: opened.toISOString().slice(0, 10),
        sanctioned,
        outstanding,
        overdue,
      };
    });
    const enquiryCount = Math.floor(random() * (score < 650 ? 6 : 3));
    const enquiries = Array.from({ length: enquiryCount }, () => {
      const on = new Date(request.now.getTime() - Math.floor(random() * 365) * 86_400_000);
      return { on: on.toISOString().slice(0, 10), member: pick(lenders), purpose: pick(['Personal loan', 'Credit card', 'Home loan', 'Auto loan']) };
    }).sort((a, b) => b.on.localeCompare(a.on));
    return Promise.resolve({
      bureauReference: `SBX${seedOf(`${request.consentId}`).toString(36).toUpperCase().padStart(7, '0')}`,
      score,
      band: scoreBand(score),
      accounts,
      enquiries,
      paymentHistory,
      generatedAt: request.now.toISOString(),
    });
  }
}
