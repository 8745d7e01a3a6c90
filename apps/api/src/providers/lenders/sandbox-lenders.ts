import { createHash } from 'node:crypto';
import {
  decide,
  lenderCodes,
  lenderRules,
  priceWithinSanction,
  sanctionForBand,
  sandboxBehaviour,
  sandboxCreditScore,
  scoreBand,
  type LenderCode,
} from '@portal/domain';
import {
  lenderWebhookKey,
  signLenderCallback,
  verifyLenderCallback,
  type LenderApplicationStatus,
  type LenderDirectory,
  type LenderOfferAnswer,
  type LenderProvider,
  type SignedLenderCallback,
} from './lender-provider';

export interface SandboxLenderOptions {
  /** The service's webhook secret; each lender's key derives from it (lenderWebhookKey). */
  webhookSecret: string;
  /** How long each lender takes to answer, ms (default 20 to 160 ms, by lender). Tests make one slow. */
  latencyMs?: Partial<Record<LenderCode, number>>;
  deadlineMs?: number;
  offerWindowMs?: number;
  /** After the late-callback magic, when the callback comes (default 5 s). */
  lateCallbackMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * One sandbox lender: answers from its rules in the domain (lending/lenders/<code>.ts), after its latency; obeys
 * the magic mobile endings of docs/sandbox.md (0001 decline, 0002 time out, 0003 answer late by callback).
 * Its application moves SUBMITTED → IN_REVIEW (1 min) → APPROVED (3 min) → DISBURSED (5 min) with time,
 * except that a PAN whose digits end in 9 is REJECTED at review.
 */
export class SandboxLender implements LenderProvider {
  readonly key: Buffer;
  constructor(
    readonly code: LenderCode,
    private readonly options: SandboxLenderOptions,
  ) {
    this.key = lenderWebhookKey(options.webhookSecret, code);
  }

  private get latency() {
    return this.options.latencyMs?.[this.code] ?? 20 + lenderCodes.indexOf(this.code) * 20;
  }

  async requestOffer(input: Parameters<LenderProvider['requestOffer']>[0]): Promise<LenderOfferAnswer> {
    const behaviour = sandboxBehaviour(input.applicant.mobile);
    if (behaviour === 'timeout') {
      // The lender never answers inside the offer window.
      await wait((this.options.offerWindowMs ?? 120_000) + 1000);
      return { kind: 'no-answer' };
    }
    await wait(this.latency);
    if (behaviour === 'late' && lenderRules[this.code].products[input.applicant.productCode]) {
      return { kind: 'deferred', callbackAfterMs: this.options.lateCallbackMs ?? 5000 };
    }
    return this.answer(input);
  }

  priceWithinSanction(input: Parameters<LenderProvider['priceWithinSanction']>[0]) {
    return priceWithinSanction(input.sanction, { amount: input.amount, tenureMonths: input.tenureMonths });
  }

  sanctionFor(input: Parameters<LenderProvider['sanctionFor']>[0]) {
    if (sandboxBehaviour(input.mobile) === 'decline') return undefined;
    const band = scoreBand(sandboxCreditScore(input.scoringKey, input.mobile));
    return sanctionForBand(this.code, input.productCode, band, { amount: input.amount, tenureMonths: input.tenureMonths });
  }

  /** What the lender decides (its rules), as an offer or a decline: for direct answers and callbacks alike. */
  answer(input: Parameters<LenderProvider['requestOffer']>[0]): LenderOfferAnswer {
    const decision = decide(lenderRules[this.code], input.applicant);
    return decision.kind === 'offer' ? { kind: 'offer', terms: decision.terms } : { kind: 'decline', reason: decision.reason };
  }

  /** The callback the lender sends with its late answer, signed with its key. */
  signedCallback(input: Parameters<LenderProvider['requestOffer']>[0], now: Date): SignedLenderCallback {
    const answer = this.answer(input);
    const eventId = `${this.code}-${input.aggregatorId}-offer`;
    return signLenderCallback(
      this.key,
      answer.kind === 'offer'
        ? {
            eventId,
            kind: 'OFFER',
            aggregatorId: input.aggregatorId,
            offer: {
              amount: answer.terms.amount,
              tenureMonths: answer.terms.tenureMonths,
              annualRatePercent: answer.terms.annualRatePercent,
              processingFeePercent: answer.terms.processingFeePercent,
            },
            sentAt: now.toISOString(),
          }
        : {
            eventId,
            kind: 'DECLINE',
            aggregatorId: input.aggregatorId,
            reason: answer.kind === 'decline' ? answer.reason : 'No offer',
            sentAt: now.toISOString(),
          },
      now,
    );
  }

  async acceptOffer(input: Parameters<LenderProvider['acceptOffer']>[0]) {
    const digest = createHash('sha256').update(`${this.code}|${input.leadId}`).digest('hex').slice(0, 10).toUpperCase();
    return { lenderReference: `${this.code.slice(0, 3)}-${digest}` };
  }

  async applicationStatus(input: { lenderReference: string; since: Date; now: Date }): Promise<LenderApplicationStatus> {
    const minutes = (input.now.getTime() - input.since.getTime()) / 60_000;
    const rejects = parseInt(input.lenderReference.slice(-1), 16) % 5 === 0;
    if (minutes < 1) return 'SUBMITTED';
    if (minutes < 3) return 'IN_REVIEW';
    if (rejects) return 'REJECTED';
    return minutes < 5 ? 'APPROVED' : 'DISBURSED';
  }

  verifyCallback(callback: SignedLenderCallback, now: Date) {
    return verifyLenderCallback(this.key, callback, now);
  }
}

export class SandboxLenders implements LenderDirectory {
  readonly deadlineMs: number;
  readonly offerWindowMs: number;
  private readonly lenders: Record<LenderCode, SandboxLender>;
  constructor(options: SandboxLenderOptions) {
    this.deadlineMs = options.deadlineMs ?? 3000;
    this.offerWindowMs = options.offerWindowMs ?? 120_000;
    this.lenders = Object.fromEntries(lenderCodes.map((code) => [code, new SandboxLender(code, options)])) as Record<LenderCode, SandboxLender>;
  }
  get(code: LenderCode): SandboxLender {
    return this.lenders[code];
  }
}
