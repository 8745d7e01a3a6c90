import { createHash, hkdfSync } from 'node:crypto';
import { lifeInsurerCallbackBodySchema, type LifeInsurerCallbackBody, type LifeInsurerCode } from '@portal/domain';
import { signCallback, verifyCallback, type CallbackVerification, type SignedCallback } from '../signed-callback';

/**
 * The life insurers as the life module sees them (DESIGN "The outside world"): a proposal is handed over
 * and the insurer answers later, by signed callback, as it schedules medicals, underwrites, and issues or
 * declines. The sandbox (below) sends its callbacks through the durable job queue.
 */
export interface LifeProposal {
  requestId: string;
  insurerCode: LifeInsurerCode;
  productId: string;
  sumAssured: number;
  medicalExamination: boolean;
  /** Ten digits: the sandbox's magic endings (docs/sandbox.md) read it; never logged. */
  customerMobile: string;
}

export interface LifeInsurerProvider {
  /** Hands the proposal to the insurer: its reference of the proposal. Idempotent per request id. */
  submitProposal(proposal: LifeProposal): Promise<{ insurerReference: string }>;
  verifyCallback(insurerCode: LifeInsurerCode, callback: SignedCallback, now: Date): CallbackVerification<LifeInsurerCallbackBody>;
}

export const LIFE_INSURER_SIGNATURE_HEADER = 'x-insurer-signature';
export const LIFE_INSURER_TIMESTAMP_HEADER = 'x-insurer-timestamp';

/** Each life insurer's webhook key: HKDF of the service's webhook secret under the insurer's own label. */
export const lifeInsurerWebhookKey = (secret: string, code: LifeInsurerCode): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'portal-webhooks', `life-insurer-callback/${code}`, 32));

/** One event the sandbox insurer will send, and how long after the proposal. */
export interface PlannedLifeEvent {
  event: LifeInsurerCallbackBody['event'];
  afterMs: number;
}

/**
 * The sandbox life insurers: a proposal needing medicals gets MEDICAL_SCHEDULED, then UNDERWRITING, then
 * ISSUED, each `stepMs` apart (3 s by default so a demo moves while one watches); a customer mobile ending
 * 0009 is DECLINED at the end of underwriting (docs/sandbox.md).
 */
export class SandboxLifeInsurers implements LifeInsurerProvider {
  constructor(private readonly options: { webhookSecret: string; stepMs?: number }) {}

  private get stepMs() {
    return this.options.stepMs ?? 3000;
  }

  referenceOf(proposal: Pick<LifeProposal, 'insurerCode' | 'requestId'>): string {
    return `${proposal.insurerCode.slice(0, 3)}-${createHash('sha256').update(`${proposal.insurerCode}|${proposal.requestId}`).digest('hex').slice(0, 12).toUpperCase()}`;
  }

  async submitProposal(proposal: LifeProposal) {
    return { insurerReference: this.referenceOf(proposal) };
  }

  /** What the sandbox insurer will do with a proposal, in order. */
  plan(proposal: LifeProposal): PlannedLifeEvent[] {
    const events: LifeInsurerCallbackBody['event'][] = [
      ...(proposal.medicalExamination ? (['MEDICAL_SCHEDULED'] as const) : []),
      'UNDERWRITING',
      proposal.customerMobile.endsWith('0009') ? 'DECLINED' : 'ISSUED',
    ];
    return events.map((event, index) => ({ event, afterMs: (index + 1) * this.stepMs }));
  }

  /** The callback the insurer sends for one planned event, signed with its key. */
  signedCallback(insurerCode: LifeInsurerCode, body: Omit<LifeInsurerCallbackBody, 'sentAt' | 'eventId' | 'policyNumber'>, now: Date): SignedCallback {
    const policyNumber =
      body.event === 'ISSUED'
        ? `${insurerCode.slice(0, 2)}${createHash('sha256').update(body.insurerReference).digest('hex').slice(0, 10).toUpperCase()}`
        : undefined;
    return signCallback(
      lifeInsurerWebhookKey(this.options.webhookSecret, insurerCode),
      { ...body, eventId: `${body.insurerReference}-${body.event}`, ...(policyNumber ? { policyNumber } : {}), sentAt: now.toISOString() },
      now,
    );
  }

  verifyCallback(insurerCode: LifeInsurerCode, callback: SignedCallback, now: Date) {
    return verifyCallback(lifeInsurerWebhookKey(this.options.webhookSecret, insurerCode), callback, now, lifeInsurerCallbackBodySchema);
  }
}
