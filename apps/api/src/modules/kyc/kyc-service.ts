import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  buildHref,
  errorCodes,
  getRoute,
  indiaToday,
  isInsurerCode,
  kycMessages,
  messages,
  quotedInsurerOf,
  validateSaleForm,
  type FormValues,
  type KycInitiation,
  type KycPoll,
  type ProductDefinition,
  type UpdateFormResult,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { whereVisibleTo } from '../../db/partner-scope';
import { proposals } from '../../db/schema/sales-schema';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, notFound, validationError } from '../../plugins/errors';
import type { KycProvider } from '../../providers/kyc/kyc-provider';
import { ensureCanSell } from '../../lib/partner-access';
import { kycAnswersOf } from '../../lib/kyc-answers';
import { findProposalRecords, type ProposalRecord } from '../../lib/proposal-records';
import { enqueueJob, type JobHandler } from '../../jobs/job-queue';
import { completeKyc, findKycById, findLatestKyc, insertPendingKyc, type KycVerificationRow } from './kyc-repository';

export interface KycContext {
  db: Database;
  provider: KycProvider;
  /** The service's clock. */
  now: () => Date;
  /** Public origin for the return link handed to the provider ('' = same origin). */
  publicUrl: string;
}

/** What the KYC service needs from the app: database, provider, public origin and clock (the routes' and the poll job's). */
export const kycContextOf = (app: FastifyInstance): KycContext => ({
  db: app.db,
  provider: app.providers.kyc,
  publicUrl: app.env.PUBLIC_URL ?? '',
  now: () => app.providers.clock.now(),
});

/** One of the partner's proposals (an admin: his tenant's) by its reference id; 404 otherwise. */
async function findOwnProposal(db: Database, partner: SessionPartner, referenceId: string): Promise<ProposalRecord> {
  const [record] = await findProposalRecords(db, and(eq(proposals.referenceId, referenceId), whereVisibleTo(partner, proposals)));
  if (!record) throw notFound('Proposal not found');
  return record;
}

/**
 * The proposal fields KYC verified with another value, and the verified value. The registry confirms
 * the name the proposal gave; the date of birth is the customer's, as the KYC page took it.
 */
export function kycDifferences(kyc: KycVerificationRow, values: FormValues): Record<string, string> {
  if (kyc.status !== 'VERIFIED' || !kyc.verifiedDob) return {};
  return typeof values.dob === 'string' && values.dob !== kyc.verifiedDob ? { dob: kyc.verifiedDob } : {};
}

/** Asks the provider about a verification still PENDING and stores its final answer. */
async function refreshKyc(context: KycContext, kyc: KycVerificationRow): Promise<KycVerificationRow> {
  if (kyc.status !== 'PENDING') return kyc;
  const result = await context.provider.fetchResult(kyc.providerReference);
  return result && result.status !== 'PENDING' ? completeKyc(context.db, kyc, result) : kyc;
}

/** A path of this site (not another origin, not protocol-relative) the browser may be sent back to. */
const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

/**
 * Starts the insurer's thin-layer KYC for a proposal and answers the provider's page. While a
 * verification is PENDING (or once one is VERIFIED) it is answered again instead of a new one; after a
 * FAILED one, a new attempt starts.
 */
export async function initiateKyc(
  context: KycContext,
  partner: SessionPartner,
  query: { referenceId: string; insurerCode?: string; returnUrl?: string },
): Promise<KycInitiation> {
  const record = await findOwnProposal(context.db, partner, query.referenceId);
  const product = await ensureCanSell(context.db, partner, record.proposal.productCode);
  if (!product.sale) throw notFound(`${product.name} is not sold online`);
  const insurer = quotedInsurerOf(product.sale.insurers, record.quote.values);
  if (query.insurerCode !== undefined) {
    if (!isInsurerCode(query.insurerCode) || !product.sale.insurers.includes(query.insurerCode)) {
      throw validationError({ insurerCode: messages.selectInsurer });
    }
    if (query.insurerCode !== insurer) throw validationError({ insurerCode: kycMessages.otherInsurer });
  }
  if (query.returnUrl !== undefined && !isSitePath(query.returnUrl)) throw validationError({ returnUrl: 'Return URL must be a path of this site' });
  if (record.proposal.status === 'PAID') throw new AppError(409, errorCodes.conflict, kycMessages.alreadyPaid);

  const latest = await findLatestKyc(context.db, record.proposal.id);
  const current = latest && (await refreshKyc(context, latest));
  if (current && current.status !== 'FAILED') return { kycId: current.id, status: current.status, redirectUrl: current.redirectUrl };

  const returnPath = query.returnUrl ?? buildHref(getRoute('review-payment'), { productName: product.code }, { referenceId: record.proposal.referenceId })!;
  const session = await context.provider.initiate({
    merchantReference: record.proposal.referenceId,
    insurerCode: insurer,
    customer: kycAnswersOf(record.proposal.values),
    returnUrl: `${context.publicUrl}${returnPath}`,
  });
  // The verification and the job that follows it up commit together: the registry's answer is fetched
  // even if the partner never comes back to the review page, and survives a restart.
  const row = await context.db.transaction(async (tx) => {
    const pending = await insertPendingKyc(tx, {
      proposalId: record.proposal.id,
      insurerCode: insurer,
      provider: context.provider.name,
      providerReference: session.providerReference,
      redirectUrl: session.redirectUrl,
    });
    await enqueueJob(tx, { kind: KYC_POLL_JOB, payload: { kycId: pending.id }, runAt: new Date(context.now().getTime() + KYC_POLL_FIRST_MS) });
    return pending;
  });
  return { kycId: row.id, status: row.status, redirectUrl: row.redirectUrl };
}

/** The background follow-up of a PENDING verification (jobs/job-queue.ts). */
export const KYC_POLL_JOB = 'kyc.poll';
/** First look a little after the customer was sent to the provider, then every 30 s more each time, at most 10 min apart. */
const KYC_POLL_FIRST_MS = 30_000;
const kycPollDelayMs = (attempts: number) => Math.min(30_000 * attempts, 10 * 60_000);
/** How long the registry may take before a verification is closed as FAILED (the customer can start again). */
export const KYC_TIMEOUT_MS = 24 * 60 * 60 * 1000;

/**
 * The KYC poll job: asks the provider about a PENDING verification and stores its answer; tries again
 * later while it is pending, and closes it as FAILED once the registry has been silent for 24 hours.
 */
export function kycPollJobHandler(context: KycContext): JobHandler {
  return async (payload, job, now) => {
    const kyc = typeof payload.kycId === 'string' ? await findKycById(context.db, payload.kycId) : undefined;
    if (!kyc || kyc.status !== 'PENDING') return { done: true };
    if ((await refreshKyc(context, kyc)).status !== 'PENDING') return { done: true };
    if (now.getTime() - kyc.createdAt.getTime() >= KYC_TIMEOUT_MS) {
      await completeKyc(context.db, kyc, { status: 'FAILED', failureReason: kycMessages.timedOut });
      return { done: true };
    }
    return { retryAt: new Date(now.getTime() + kycPollDelayMs(job.attempts)) };
  };
}

/** The proposal's latest KYC, asking the provider while it is PENDING. */
export async function pollKyc(context: KycContext, partner: SessionPartner, referenceId: string): Promise<KycPoll> {
  const record = await findOwnProposal(context.db, partner, referenceId);
  const latest = await findLatestKyc(context.db, record.proposal.id);
  if (!latest) throw notFound('KYC has not been started for this proposal');
  const kyc = await refreshKyc(context, latest);
  return {
    kycId: kyc.id,
    referenceId: record.proposal.referenceId,
    insurerCode: kyc.insurerCode,
    status: kyc.status,
    redirectUrl: kyc.redirectUrl,
    ...(kyc.status === 'VERIFIED' ? { verified: { name: kyc.verifiedName ?? '', dob: kyc.verifiedDob ?? '', panMasked: kyc.panMasked ?? '' } } : {}),
    ...(kyc.failureReason ? { failureReason: kyc.failureReason } : {}),
    differingFields: Object.keys(kycDifferences(kyc, record.proposal.values)),
  };
}

/**
 * POST /updateForm/kyc: copies what KYC verified into the proposal where it differs. Refused (409)
 * before KYC is VERIFIED or once the proposal is paid, and (400, the field's message) when the proposal
 * with the verified details no longer passes the product's rules (e.g. an age limit).
 */
export async function updateFormFromFlow(db: Database, partner: SessionPartner, flowType: string, referenceId: string): Promise<UpdateFormResult> {
  if (flowType !== 'kyc') throw notFound(`No form update for flow type ${flowType}`);
  const record = await findOwnProposal(db, partner, referenceId);
  const product = await ensureCanSell(db, partner, record.proposal.productCode);
  if (record.proposal.status === 'PAID') throw new AppError(409, errorCodes.conflict, kycMessages.alreadyPaid);
  const kyc = await findLatestKyc(db, record.proposal.id);
  if (!kyc || kyc.status !== 'VERIFIED') throw new AppError(409, errorCodes.conflict, kycMessages.notVerified);
  const differences = kycDifferences(kyc, record.proposal.values);
  const updatedFields = Object.keys(differences);
  if (updatedFields.length > 0) {
    const checked = validateSaleForm(product, 'proposal', { ...record.proposal.values, ...differences }, record.quote.values);
    if (!checked.success) throw validationError(checked.fields);
    // The verified date of birth must still give the age the quote was priced at.
    const mismatches = product.sale?.checkAgainstQuote?.(record.quote.values, checked.data, indiaToday()) ?? {};
    if (Object.keys(mismatches).length > 0) throw validationError(mismatches);
    await db.update(proposals).set({ values: checked.data, updatedAt: new Date() }).where(eq(proposals.id, record.proposal.id));
  }
  return { referenceId: record.proposal.referenceId, flowType: 'kyc', updatedFields };
}

/**
 * The payment gate (called by modules/payments before a payment link): a product that needs KYC is
 * paid only after the proposal's latest KYC is VERIFIED and the proposal agrees with it. Reads the
 * stored state: the KYC poll is what learns the provider's answer.
 */
export async function ensureKycPassed(db: Database, product: ProductDefinition, record: ProposalRecord): Promise<void> {
  if (!product.sale?.needsKyc) return;
  const kyc = await findLatestKyc(db, record.proposal.id);
  if (!kyc || kyc.status !== 'VERIFIED') throw new AppError(409, errorCodes.conflict, kycMessages.beforePayment);
  if (Object.keys(kycDifferences(kyc, record.proposal.values)).length > 0) throw new AppError(409, errorCodes.conflict, kycMessages.updateBeforePayment);
}
