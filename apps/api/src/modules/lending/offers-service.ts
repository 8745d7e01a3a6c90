import {
  ageOn,
  DEFAULT_LANGUAGE,
  isLanguage,
  compareOffers,
  findProduct,
  lenderNames,
  lendersFor,
  loanConsentNotice,
  NO_LENDER_ANSWER_REASON,
  OFFER_RANKING_RULE,
  parseDob,
  rupeesToPaise,
  tenants,
  type Applicant,
  type ConsentRecord,
  type LenderCode,
  type LoanApplication,
  type LoanProductCode,
  type Offer,
  type OffersAnswer,
  declineReasonRef,
  isDeclineReasonKey,
  type OfferTerms,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PartnerScope } from '../../db/partner-scope';
import { enqueueJob } from '../../jobs/job-queue';
import type { Clock } from '../../providers/clock';
import type { LenderDirectory, LenderOfferAnswer } from '../../providers/lenders/lender-provider';
import { toLeadSummary } from '../../lib/leads/lead-summary';
import { claimOfferAsk, findApplicationLeads, findConsent, findOffers, insertPendingOffers, storeAnswer, type ApplicationRow } from './lending-repository';
import { toOffer, type OfferRow } from '../../lib/lending-records';
import { unsealPan } from '../../security/pan-seal';
import { consentNoticeIn } from '../../i18n/consent-notice-language';

/** What the offers side of the lending module needs. */
export interface OffersContext {
  db: Database;
  clock: Clock;
  lenders: LenderDirectory;
  panSealKey: Buffer;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Job kinds of the lending module (handlers set in lending-routes.ts). */
export const CHASE_OFFERS_JOB = 'lending.chase-offers';
export const SANDBOX_CALLBACK_JOB = 'lending.sandbox-lender-callback';

/**
 * The application's consent notice (per product, decision 0150), in the brand of the partner's tenant and in
 * the customer's language (decision 0245): the words the partner reads out, the SMS sums up and the ledger
 * keeps, its version the English one with the language (consentNoticeIn).
 */
export function consentNoticeOf(application: Pick<ApplicationRow, 'productCode' | 'tenantCode' | 'answers'>) {
  const brandName = tenants[application.tenantCode].name;
  const notice = loanConsentNotice(application.productCode as LoanProductCode, brandName);
  const { customerLanguage } = application.answers as { customerLanguage?: unknown };
  const language = isLanguage(customerLanguage) ? customerLanguage : DEFAULT_LANGUAGE;
  return consentNoticeIn(notice, language, { brandName, productCode: application.productCode });
}

const maskMobile = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;

/** What the lenders are told of the customer: the application's answers, the PAN unsealed. */
export function applicantOf(context: Pick<OffersContext, 'panSealKey'>, application: ApplicationRow, now: Date, lamfEligibleAmount?: number): Applicant {
  const a = application.answers as Record<string, string | undefined>;
  const dob = a.dob ? parseDob(a.dob) : null;
  const rupees = (value: string | undefined) => (value ? rupeesToPaise(Number(value)) : undefined);
  return {
    productCode: application.productCode as LoanProductCode,
    pan: unsealPan(context.panSealKey, application.panSealed),
    mobile: application.customerMobile,
    ...(dob ? { age: ageOn(dob, now) } : {}),
    ...(a.employmentType ? { employmentType: a.employmentType as 'SALARIED' | 'SELF_EMPLOYED' } : {}),
    ...(a.monthlyIncome ? { monthlyIncome: rupees(a.monthlyIncome) } : {}),
    pinCode: a.pinCode ?? '',
    loanAmount: application.amount,
    tenureMonths: application.tenureMonths,
    ...(a.propertyValue ? { propertyValue: rupees(a.propertyValue) } : {}),
    ...(a.annualTurnover ? { annualTurnover: rupees(a.annualTurnover) } : {}),
    ...(a.vintageYears ? { vintageYears: Number(a.vintageYears) } : {}),
    ...(lamfEligibleAmount !== undefined ? { lamfEligibleAmount } : a.lamfEligibleAmount ? { lamfEligibleAmount: Number(a.lamfEligibleAmount) } : {}),
  };
}

/** Stores one lender's answer; a deferred one waits for the lender's signed callback (sandbox: a durable job). */
async function applyAnswer(context: OffersContext, application: ApplicationRow, code: LenderCode, answer: LenderOfferAnswer, arrived: 'IN_TIME' | 'LATE') {
  const now = context.clock.now();
  if (answer.kind === 'offer' || answer.kind === 'decline') {
    await storeAnswer(context.db, application.id, code, answer, arrived, now);
  } else if (answer.kind === 'deferred') {
    await enqueueJob(context.db, {
      kind: SANDBOX_CALLBACK_JOB,
      payload: { lenderCode: code, aggregatorId: application.id },
      runAt: new Date(now.getTime() + answer.callbackAfterMs),
    });
  }
}

/**
 * Asks every lender that makes the product at once and waits at most the directory's deadline. Answers
 * that come later are still stored (as LATE) when they arrive in this process; a durable job asks the
 * lenders still pending again, so a restart loses nothing.
 */
export async function askLenders(context: OffersContext, application: ApplicationRow): Promise<void> {
  const now = context.clock.now();
  const lenders = lendersFor(application.productCode as LoanProductCode).map((l) => l.code);
  await insertPendingOffers(context.db, application.id, lenders);
  await enqueueJob(context.db, {
    kind: CHASE_OFFERS_JOB,
    payload: { aggregatorId: application.id },
    runAt: new Date(now.getTime() + context.lenders.deadlineMs + 30_000),
  });
  const applicant = applicantOf(context, application, now);
  let deadlinePassed = false;
  const asks = lenders.map(async (code) => {
    try {
      const answer = await context.lenders.get(code).requestOffer({ aggregatorId: application.id, applicant });
      await applyAnswer(context, application, code, answer, deadlinePassed ? 'LATE' : 'IN_TIME');
    } catch (error) {
      // A lender's failure leaves it pending; the chase job asks again.
      context.log?.warn({ err: error, lenderCode: code }, 'lender offer request failed');
    }
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(asks),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, context.lenders.deadlineMs);
    }),
  ]);
  clearTimeout(timer);
  deadlinePassed = true;
}

/** The chase job: lenders still pending are asked again (answers stored as LATE); bounded so a silent lender cannot hold the worker. */
export async function chasePendingLenders(context: OffersContext, application: ApplicationRow, boundMs = 10_000): Promise<void> {
  const pending = (await findOffers(context.db, application.id)).filter((o) => o.status === 'PENDING');
  if (pending.length === 0) return;
  const applicant = applicantOf(context, application, context.clock.now());
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(
      pending.map(async (row) => {
        const answer = await context.lenders.get(row.lenderCode).requestOffer({ aggregatorId: application.id, applicant });
        // A deferred answer's callback job was queued by the first ask.
        if (answer.kind === 'offer' || answer.kind === 'decline') await applyAnswer(context, application, row.lenderCode, answer, 'LATE');
      }),
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, boundMs);
    }),
  ]);
  clearTimeout(timer);
}

/** The application's offers, ranked by the rule shown to the partner. */
export function rankedOffers(rows: readonly OfferRow[]): Offer[] {
  const offered = rows.filter((r): r is OfferRow & { terms: OfferTerms } => r.status === 'OFFERED' && r.terms !== null);
  const sorted = [...offered].sort((a, b) =>
    compareOffers(
      { aprPercent: a.terms.cost.aprPercent, amount: a.terms.amount, emi: a.terms.cost.emi, lenderCode: a.lenderCode },
      { aprPercent: b.terms.cost.aprPercent, amount: b.terms.amount, emi: b.terms.cost.emi, lenderCode: b.lenderCode },
    ),
  );
  return sorted.map((row, i) => toOffer(row, row.terms, i + 1));
}

export async function toApplication(
  context: Pick<OffersContext, 'db' | 'clock' | 'lenders'>,
  application: ApplicationRow,
  rows?: readonly OfferRow[],
): Promise<LoanApplication> {
  const consent = application.consentGivenAt ? await findConsent(context.db, application.id) : undefined;
  const offers = rows ?? (application.offersAskedAt ? await findOffers(context.db, application.id) : []);
  const windowOpen = application.offersAskedAt !== null && context.clock.now().getTime() - application.offersAskedAt.getTime() < context.lenders.offerWindowMs;
  const status: LoanApplication['status'] = !application.consentGivenAt
    ? 'CONSENT_PENDING'
    : !application.offersAskedAt
      ? 'CONSENT_GIVEN'
      : offers.some((o) => o.status === 'OFFERED')
        ? 'OFFERS_READY'
        : windowOpen && offers.some((o) => o.status === 'PENDING')
          ? 'OFFERS_PENDING'
          : 'NO_OFFERS';
  return {
    aggregatorId: application.id,
    productCode: application.productCode,
    status,
    customerName: application.customerName,
    mobileMasked: maskMobile(application.customerMobile),
    amount: application.amount,
    tenureMonths: application.tenureMonths,
    consentNotice: consentNoticeOf(application),
    consent: consent
      ? {
          purpose: consent.purpose as ConsentRecord['purpose'],
          noticeVersion: consent.noticeVersion,
          channel: consent.channel,
          givenAt: consent.givenAt.toISOString(),
        }
      : null,
    createdAt: application.createdAt.toISOString(),
  };
}

export const NO_ANSWER_REASON = NO_LENDER_ANSWER_REASON;

/**
 * GET /leads/aggregator/{aggregatorId}: the first call after consent asks the lenders (once, whoever calls
 * first) and answers when all have answered or the deadline passes; later calls read what has come in.
 * `mayAsk` false (a view-only user) only reads.
 */
export async function offersAnswer(context: OffersContext, partner: PartnerScope, application: ApplicationRow, mayAsk = true): Promise<OffersAnswer> {
  if (mayAsk && application.consentGivenAt && !application.offersAskedAt && (await claimOfferAsk(context.db, application.id, context.clock.now()))) {
    application = { ...application, offersAskedAt: context.clock.now() };
    await askLenders(context, application);
  }
  const rows = application.offersAskedAt ? await findOffers(context.db, application.id) : [];
  const windowOpen = application.offersAskedAt !== null && context.clock.now().getTime() - application.offersAskedAt.getTime() < context.lenders.offerWindowMs;
  const pendingRows = rows.filter((r) => r.status === 'PENDING');
  const current = await toApplication(context, application, rows);
  const leads = await findApplicationLeads(context.db, partner, application.id);
  const ref = (code: LenderCode) => ({ lenderCode: code, lenderName: lenderNames[code] });
  return {
    application: current,
    offers: rankedOffers(rows),
    pending: windowOpen ? pendingRows.map((r) => ref(r.lenderCode)) : [],
    declined: [
      ...rows.filter((r) => r.status === 'DECLINED').map((r) => ({ ...ref(r.lenderCode), ...declinedFor(r.declineReason ?? 'Declined') })),
      ...(windowOpen ? [] : pendingRows.map((r) => ({ ...ref(r.lenderCode), reason: NO_ANSWER_REASON }))),
    ],
    rankingRule: OFFER_RANKING_RULE,
    pollAfterMs: windowOpen && pendingRows.length > 0 ? 2000 : null,
    leads: leads.map(toLeadSummary),
  };
}

/** A stored decline reason, with its key and values when it is a sandbox lender's (decision 0266). */
function declinedFor(reason: string): Pick<OffersAnswer['declined'][number], 'reason' | 'reasonKey' | 'reasonParams'> {
  const ref = declineReasonRef(reason);
  const key = ref?.key.slice('lendingOffers.decline.'.length);
  if (!ref || !key || !isDeclineReasonKey(key)) return { reason };
  return { reason, reasonKey: key, ...(ref.values ? { reasonParams: ref.values } : {}) };
}

export const productNameOf = (code: string) => findProduct(code)?.name ?? code;
