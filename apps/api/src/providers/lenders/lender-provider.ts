import { hkdfSync } from 'node:crypto';
import {
  lenderCallbackBodySchema,
  type Applicant,
  type LenderCallbackBody,
  type LenderCode,
  type LoanProductCode,
  type OfferTerms,
  type SanctionPricing,
} from '@portal/domain';
import { signCallback, verifyCallback, type CallbackVerification, type SignedCallback } from '../signed-callback';

/**
 * A lender as the lending module sees it (DESIGN "The outside world"): eligibility and offers, acceptance
 * of an offer, the application's status, and signed callbacks for answers that come later. The sandbox
 * implementation (sandbox-lenders.ts) follows each bank code's rules in @portal/domain lending/lenders/<code>.ts.
 */
export type LenderOfferAnswer =
  | { kind: 'offer'; terms: OfferTerms }
  | { kind: 'decline'; reason: string }
  /** The lender will answer later by signed callback, after `callbackAfterMs`. */
  | { kind: 'deferred'; callbackAfterMs: number }
  /** Nothing came back (the lender timed out on its side). */
  | { kind: 'no-answer' };

export type LenderApplicationStatus = 'SUBMITTED' | 'IN_REVIEW' | 'APPROVED' | 'DISBURSED' | 'REJECTED';

export interface LenderProvider {
  readonly code: LenderCode;
  /** Eligibility and offer in one call, as aggregators' lender APIs do; idempotent per aggregator id. */
  requestOffer(input: { aggregatorId: string; applicant: Applicant }): Promise<LenderOfferAnswer>;
  /** The customer chose this lender's offer: the lender's own reference of the application. */
  acceptOffer(input: { aggregatorId: string; leadId: string; terms: OfferTerms }): Promise<{ lenderReference: string }>;
  /** Where the lender's application stands. */
  applicationStatus(input: { lenderReference: string; since: Date; now: Date }): Promise<LenderApplicationStatus>;
  /** Prices the customer's own amount and tenure within the sanction, for the customer's score band; or the limits it breaks. */
  priceWithinSanction(input: { sanction: OfferTerms; amount: number; tenureMonths: number }): SanctionPricing;
  /**
   * The sanction for a customer the lender has no offer on record for (a lead shared without a chosen offer):
   * scored on what the lead holds (the PAN's keyed hash, the mobile); undefined when it will not lend.
   */
  sanctionFor(input: { productCode: LoanProductCode; scoringKey: string; mobile: string; amount: number; tenureMonths: number }): OfferTerms | undefined;
  /** Checks a callback's signature (HMAC-SHA256 over `${timestamp}.${rawBody}`), age and shape. */
  verifyCallback(callback: SignedLenderCallback, now: Date): LenderCallbackVerification;
}

export interface LenderDirectory {
  /** Lenders answer within this many milliseconds or are listed as pending (and come in later). */
  readonly deadlineMs: number;
  /** After this, a lender still pending is shown as not having answered. */
  readonly offerWindowMs: number;
  get(code: LenderCode): LenderProvider;
}

export const LENDER_SIGNATURE_HEADER = 'x-lender-signature';
export const LENDER_TIMESTAMP_HEADER = 'x-lender-timestamp';

export type SignedLenderCallback = SignedCallback;
export type LenderCallbackVerification = CallbackVerification<LenderCallbackBody>;

/**
 * Each lender's webhook key: in the sandbox, HKDF of the service's webhook secret under the lender's own
 * label, so one lender's key never signs for another (a live lender's key is the one it issues us).
 */
export const lenderWebhookKey = (secret: string, code: LenderCode): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'portal-webhooks', `lender-callback/${code}`, 32));

export const signLenderCallback = (key: Buffer, body: LenderCallbackBody, now: Date): SignedLenderCallback => signCallback(key, body, now);

export const verifyLenderCallback = (key: Buffer, callback: SignedLenderCallback, now: Date): LenderCallbackVerification =>
  verifyCallback(key, callback, now, lenderCallbackBodySchema);
