import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ruleFactories } from '@portal/domain';
import type { Database } from '../../db/client';
import { sandboxKycRequests } from './sandbox-kyc-schema';
import { maskPan, type InitiateKycInput, type KycProvider, type KycResult, type KycSession } from './kyc-provider';

export type SandboxKycRequest = typeof sandboxKycRequests.$inferSelect;

/**
 * Magic PAN digits (docs/sandbox.md): the four digits of the PAN the customer enters decide what the
 * sandbox registry answers, the way test cards do on a payment gateway. Any other valid PAN verifies.
 */
export const sandboxMagicPanDigits = {
  /** The registry has no such PAN: the verification fails. */
  fail: '0000',
  /** The registry never answers: the verification stays PENDING. */
  pending: '9999',
} as const;

export const sandboxKycFailureReason = 'PAN not found in the KYC registry';

/** What the customer typed on the sandbox KYC page. */
export interface KycSubmission {
  pan: string;
  dob: string;
}

export type KycSubmissionOutcome =
  { ok: true; request: SandboxKycRequest } | { ok: false; errors: Partial<Record<keyof KycSubmission, string>>; request: SandboxKycRequest };

const panRule = ruleFactories.pan();
const dobRule = ruleFactories.dob();
const newRequestId = () => `kyc_${randomBytes(9).toString('hex')}`; // hex: shown on the sandbox page, never cut into words (see sandbox-payment-gateway.ts)

/** A thin-layer KYC provider that behaves like one, with its requests in its own table. */
export class SandboxKycProvider implements KycProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly options: {
      db: Database;
      /** Public origin of this service ('' for same-origin relative links). */
      publicUrl: string;
    },
  ) {}

  async initiate(input: InitiateKycInput): Promise<KycSession> {
    const [row] = await this.options.db
      .insert(sandboxKycRequests)
      .values({
        id: newRequestId(),
        merchantReference: input.merchantReference,
        customerName: input.customer.name,
        customerDob: input.customer.dob,
        returnUrl: input.returnUrl,
      })
      .returning();
    return { providerReference: row!.id, redirectUrl: this.pageUrl(row!.id) };
  }

  async fetchResult(providerReference: string): Promise<KycResult | undefined> {
    const row = await this.findRequest(providerReference);
    if (!row) return undefined;
    if (row.status === 'VERIFIED') return { status: 'VERIFIED', verified: { name: row.customerName, dob: row.verifiedDob!, panMasked: row.panMasked! } };
    if (row.status === 'FAILED') return { status: 'FAILED', failureReason: row.failureReason ?? sandboxKycFailureReason };
    return { status: 'PENDING' };
  }

  /** The sandbox's hosted KYC page for a request. */
  pageUrl(requestId: string): string {
    return `${this.options.publicUrl}/api/sandbox/kyc/${encodeURIComponent(requestId)}`;
  }

  async findRequest(requestId: string): Promise<SandboxKycRequest | undefined> {
    const [row] = await this.options.db.select().from(sandboxKycRequests).where(eq(sandboxKycRequests.id, requestId)).limit(1);
    return row;
  }

  /**
   * The customer submitted PAN and date of birth. Invalid input answers the field messages; a valid
   * submission completes the request once (a second submit or a second tab changes nothing).
   */
  async submit(requestId: string, submission: KycSubmission): Promise<KycSubmissionOutcome | undefined> {
    const current = await this.findRequest(requestId);
    if (!current) return undefined;
    const pan = submission.pan.trim().toUpperCase();
    const dob = submission.dob.trim();
    const errors: Partial<Record<keyof KycSubmission, string>> = {};
    const panCheck = panRule.safeParse(pan);
    if (!panCheck.success) errors.pan = panCheck.error.issues[0]!.message;
    const dobCheck = dobRule.safeParse(dob);
    if (!dobCheck.success) errors.dob = dobCheck.error.issues[0]!.message;
    if (Object.keys(errors).length > 0) return { ok: false, errors, request: current };

    const digits = pan.slice(5, 9);
    const outcome =
      digits === sandboxMagicPanDigits.fail
        ? { status: 'FAILED' as const, failureReason: sandboxKycFailureReason }
        : digits === sandboxMagicPanDigits.pending
          ? { status: 'PENDING' as const, failureReason: null }
          : { status: 'VERIFIED' as const, failureReason: null };
    const [updated] = await this.options.db
      .update(sandboxKycRequests)
      .set({ ...outcome, verifiedDob: dob, panMasked: maskPan(pan), updatedAt: sql`now()` })
      .where(and(eq(sandboxKycRequests.id, requestId), eq(sandboxKycRequests.status, 'CREATED')))
      .returning();
    return { ok: true, request: updated ?? (await this.findRequest(requestId))! };
  }
}
