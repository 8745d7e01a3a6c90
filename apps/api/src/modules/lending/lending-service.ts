import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  buildKfs,
  calculateFd,
  canMoveLead,
  errorCodes,
  fdRate,
  fieldErrorsOf,
  findProductForTenant,
  isLenderCode,
  isLoanProductCode,
  lenderCodes,
  lendingRedirectionProducts,
  loanProductProfiles,
  lamfShareBodySchema,
  lenderNames,
  lenderRules,
  lendersFor,
  loanProductCodes,
  mandatePagePath,
  offerTerms,
  rupeesToPaise,
  sellBodySchemaOf,
  tenants,
  type CallbackLog,
  type ConsentOtpSent,
  type FdPayout,
  type FdQuote,
  type FormValues,
  type LeadLoanOffer,
  type LeadStatus,
  type LenderCallbackBody,
  type LenderCode,
  type LendingRedirection,
  type LoanApplication,
  type LoanProductCode,
  type OfferWithKfs,
  type ProviderApiAnswer,
  type Providers as ProvidersAnswer,
  type TenantCode,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { partners } from '../../db/partners-schema';
import type { PartnerScope } from '../../db/partner-scope';
import type { Env } from '../../env';
import { AppError, notFound, validationError } from '../../plugins/errors';
import type { FundRegistry } from '../../providers/fund-registry/fund-registry';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import {
  PARTNER_LINK_VALIDITY_MS,
  prepareLeadLinkTokens,
  preparePartnerLinkTokens,
  prepareTokenKind,
  type LeadLinkTokens,
  type PartnerLinkTokens,
  type TokenKind,
} from '../../security/tokens';
import { CUSTOMER_CONSENT_PURPOSE, customerOtpCooldownEnds, otpMessages, RateLimitedError, sendCustomerOtp, verifyCustomerOtp } from '../auth/otp-service';
import { findLeadById, moveLeadStatus, updateLead } from '../leads/leads-repository';
import { createLead, findLead, leadProduct, toLeadSummary, type LeadsContext } from '../leads/leads-service';
import {
  findApplication,
  findApplicationById,
  findCallbacks,
  findLendingLead,
  findLendingLeadByOffer,
  findOffer,
  findOfferById,
  findOffers,
  insertApplication,
  withdrawConsents,
  insertLendingLead,
  markOfferNotInterested,
  newAggregatorId,
  recordCallback,
  setCallbackOutcome,
  storeAnswer,
  updateApplication,
  updateLendingLead,
  type ApplicationRow,
  type LendingLeadRow,
  type OfferRow,
} from './lending-repository';
import { offersAnswer, productNameOf, rankedOffers, toApplication, toOffer, type OffersContext } from './offers-service';
import { sealPan, unsealPan } from './pan-seal';
import { loanConsentSms, recordApplicationConsent, syncConsentLead, takeConsentLeadForOffer } from './application-consent';
import { fetchConsentedFolios } from './lamf-folios';

const linkPayload = z.object({ leadId: z.string(), productCode: z.string() });
export interface LendingTokens {
  customerLink: TokenKind<z.infer<typeof linkPayload>>;
  /** The leads module's kinds: the partner's public URL (its public lead form reads the same token) and a lead's link. */
  partnerUrl: PartnerLinkTokens;
  leadLink: LeadLinkTokens;
}
/** Customer links and partner URLs: signed (readable, unforgeable), keys of their own (decision 0048). */
export async function prepareLendingTokens(secret: string): Promise<LendingTokens> {
  return {
    customerLink: await prepareTokenKind({ purpose: 'lending-customer-link/v1', form: 'signed', secret, payload: linkPayload }),
    partnerUrl: await preparePartnerLinkTokens(secret),
    leadLink: await prepareLeadLinkTokens(secret),
  };
}

export interface LendingContext extends OffersContext {
  env: Pick<Env, 'PROVIDERS' | 'OTP_HASH_SECRET' | 'OTP_SENDS_PER_ADDRESS'>;
  sms: SmsProvider;
  fundRegistry: FundRegistry;
  leads: LeadsContext;
  tokens: LendingTokens;
}

export const CUSTOMER_LINK_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

export const lendingMessages = {
  consentGiven: 'The customer has already given consent',
  consentMissing: 'The customer has not given consent yet. Send the OTP and enter it first',
  offerExpired: 'This offer has expired. Ask the lenders for new offers',
  offerNotFound: 'Offer not found',
  fdNoRate: 'This bank does not offer this tenure',
  notALoanLead: 'This lead has no loan offer',
  badLink: 'This link is not valid',
  expiredLink: 'This link has expired. Ask your advisor for a new one',
} as const;

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
};

const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
const maskMobile = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;

function parseSell(product: string, body: unknown): FormValues {
  const result = sellBodySchemaOf(product as Parameters<typeof sellBodySchemaOf>[0]).safeParse(body);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return result.data;
}

function loanProduct(partner: PartnerScope, code: string): LoanProductCode {
  const product = leadProduct(partner, code);
  if (!(loanProductCodes as readonly string[]).includes(product.code)) throw notFound('Product not found');
  return product.code as LoanProductCode;
}

/** POST /products/{code}/loan-applications: the sell form; answers the application waiting for consent. */
export async function createApplication(context: LendingContext, partner: PartnerScope, code: string, body: unknown): Promise<LoanApplication> {
  const productCode = loanProduct(partner, code);
  const values = parseSell(productCode, body);
  const { fullName, mobile, email, pan, loanAmount, tenureMonths, ...rest } = values as Record<string, string>;
  const answers: Record<string, unknown> = { ...rest };
  const now = context.clock.now();
  const row = await insertApplication(context.db, {
    id: newAggregatorId(),
    tenantCode: partner.tenantCode,
    partnerId: partner.id,
    productCode,
    customerName: fullName!,
    customerMobile: mobile!,
    customerEmail: email || null,
    panSealed: sealPan(context.panSealKey, pan!),
    answers,
    amount: rupeesToPaise(Number(loanAmount)),
    tenureMonths: Number(tenureMonths),
    createdAt: now,
    updatedAt: now,
  });
  return toApplication(context, row, []);
}

export async function visibleApplication(context: Pick<LendingContext, 'db'>, partner: PartnerScope, aggregatorId: string): Promise<ApplicationRow> {
  const row = await findApplication(context.db, partner, aggregatorId);
  if (!row) throw notFound('Application not found');
  return row;
}

export async function getApplication(context: LendingContext, partner: PartnerScope, aggregatorId: string): Promise<LoanApplication> {
  return toApplication(context, await visibleApplication(context, partner, aggregatorId));
}

/** POST /loan-applications/{id}/consent/otp: an OTP to the customer's mobile for the loan-offers notice. */
export async function sendConsentOtp(context: LendingContext, partner: PartnerScope, aggregatorId: string, ip: string): Promise<ConsentOtpSent> {
  const application = await visibleApplication(context, partner, aggregatorId);
  if (application.consentGivenAt) throw conflict(lendingMessages.consentGiven);
  if (application.consentChallengeId) {
    const cooldown = await customerOtpCooldownEnds(context, application.consentChallengeId);
    if (cooldown) {
      const seconds = Math.ceil((cooldown.getTime() - context.clock.now().getTime()) / 1000);
      throw new RateLimitedError(otpMessages.resendTooSoon, seconds);
    }
  }
  const sent = await sendCustomerOtp(context, {
    mobile: application.customerMobile,
    ip,
    purpose: CUSTOMER_CONSENT_PURPOSE,
    text: (otp) => loanConsentSms(application, otp),
  });
  await updateApplication(context.db, application.id, { consentChallengeId: sent.challengeId, updatedAt: context.clock.now() });
  return { mobileMasked: maskMobile(application.customerMobile), expiresAt: sent.expiresAt.toISOString(), resendAfterSeconds: 30 };
}

/** POST /loan-applications/{id}/consent/verify: the customer's OTP; the consent is recorded (DPDP). */
export async function verifyConsent(context: LendingContext, partner: PartnerScope, aggregatorId: string, otp: string): Promise<LoanApplication> {
  const application = await visibleApplication(context, partner, aggregatorId);
  if (application.consentGivenAt) throw conflict(lendingMessages.consentGiven);
  if (!application.consentChallengeId) throw validationError({ otp: 'Send the OTP to the customer first' });
  await verifyCustomerOtp(context, { challengeId: application.consentChallengeId, purpose: CUSTOMER_CONSENT_PURPOSE, mobile: application.customerMobile, otp });
  const now = context.clock.now();
  const updated = await context.db.transaction((tx) => recordApplicationConsent(context, tx, application, partner, now));
  // LAMF: the folios are fetched now, under the consent just recorded, never before (decision 0150).
  if (isLoanProductCode(updated.productCode) && loanProductProfiles[updated.productCode].fetchesFoliosOnConsent)
    await fetchConsentedFolios(context, updated).catch((error: unknown) => context.log?.warn({ err: error }, 'folio fetch after consent failed'));
  return toApplication(context, (await findApplicationById(context.db, updated.id)) ?? updated);
}

/**
 * POST /loan-applications/{id}/consent/withdraw: the customer withdraws the consent (DPDP): the consent row
 * keeps when it was given and gets when it was withdrawn; no lender is asked from then on.
 */
export async function withdrawConsent(context: LendingContext, partner: PartnerScope, aggregatorId: string): Promise<LoanApplication> {
  const application = await visibleApplication(context, partner, aggregatorId);
  const now = context.clock.now();
  const updated = await context.db.transaction(async (tx) => {
    await withdrawConsents(tx, application.id, now);
    return updateApplication(tx, application.id, { consentGivenAt: null, consentChallengeId: null, updatedAt: now });
  });
  return toApplication(context, updated);
}

export async function getOffers(context: LendingContext, partner: PartnerScope, aggregatorId: string) {
  const application = await visibleApplication(context, partner, aggregatorId);
  const answer = await offersAnswer(context, partner, application);
  // The application's lead (made at consent) follows: Offers ready, or No offers (decision 0151).
  if (await syncConsentLead(context, application, answer.application.status))
    return offersAnswer(context, partner, await visibleApplication(context, partner, aggregatorId), false);
  return answer;
}

function offerOf(row: OfferRow | undefined): OfferRow & { terms: NonNullable<OfferRow['terms']> } {
  if (!row || row.status !== 'OFFERED' || !row.terms) throw notFound(lendingMessages.offerNotFound);
  return row as OfferRow & { terms: NonNullable<OfferRow['terms']> };
}

const kfsPdfPath = (aggregatorId: string, offerId: string) => `/api/loan-applications/${aggregatorId}/offers/${offerId}/kfs.pdf`;

function rankOf(rows: readonly OfferRow[], offerId: string): number {
  return rankedOffers(rows).find((o) => o.offerId === offerId)?.rank ?? 1;
}

/** GET /loan-applications/{id}/offers/{offerId}: the offer and its Key Facts Statement. */
export async function getOfferWithKfs(context: LendingContext, partner: PartnerScope, aggregatorId: string, offerId: string): Promise<OfferWithKfs> {
  const application = await visibleApplication(context, partner, aggregatorId);
  const rows = await findOffers(context.db, application.id);
  const row = offerOf(rows.find((r) => r.id === offerId));
  return {
    offer: toOffer(row, row.terms, rankOf(rows, row.id)),
    kfs: buildKfs(row.terms, productNameOf(application.productCode), row.answeredAt ?? row.createdAt),
    kfsPdfUrl: kfsPdfPath(application.id, row.id),
  };
}

/** The KFS of an offer of a visible application, for the PDF. */
export async function kfsOf(context: LendingContext, partner: PartnerScope, aggregatorId: string, offerId: string) {
  const application = await visibleApplication(context, partner, aggregatorId);
  const row = offerOf(await findOffer(context.db, application.id, offerId));
  return {
    kfs: buildKfs(row.terms, productNameOf(application.productCode), row.answeredAt ?? row.createdAt),
    customerName: application.customerName,
    offerId: row.id,
  };
}

/**
 * POST /leads/clone?aggregatorId&selectOffer: the customer chooses an offer; one lead per chosen offer
 * (choosing the same offer again answers its lead), the lead's offers holding every offer of the application.
 */
export async function chooseOffer(context: LendingContext, partner: PartnerScope, aggregatorId: string, offerId: string) {
  const application = await visibleApplication(context, partner, aggregatorId);
  const rows = await findOffers(context.db, application.id);
  const row = offerOf(rows.find((r) => r.id === offerId));
  const offer = toOffer(row, row.terms, rankOf(rows, row.id));
  /** The lead already made for this offer (by an earlier choice, or a concurrent one that won). */
  const chosen = async () => {
    const existing = await findLendingLeadByOffer(context.db, row.id);
    const lead = existing ? await findLead(context.db, partner, existing.leadId) : undefined;
    if (!lead) throw notFound('Lead not found');
    return { leadId: lead.id, aggregatorId: application.id, offer, lead: toLeadSummary(lead) };
  };
  if (await findLendingLeadByOffer(context.db, row.id)) return chosen();
  if (new Date(offer.validUntil) < context.clock.now()) throw conflict(lendingMessages.offerExpired);
  const pan = unsealPan(context.panSealKey, application.panSealed);
  const lender = context.lenders.get(row.lenderCode);
  const now = context.clock.now();
  let lead;
  try {
    lead = await context.db.transaction(async (tx) => {
      const taken = await takeConsentLeadForOffer(tx, application, row, rows, now);
      if (taken) return taken;
      const created = await createLead(
        { ...context.leads, db: tx },
        partner,
        application.productCode,
        {
          customer: {
            name: application.customerName,
            mobile: application.customerMobile,
            ...(application.customerEmail ? { email: application.customerEmail } : {}),
            pan,
          },
          amount: row.terms.amount,
          aggregatorId: application.id,
          status: 'OFFER_SELECTED',
          details: { ...application.answers, lenderCode: row.lenderCode, lenderName: lenderNames[row.lenderCode], tenureMonths: row.terms.tenureMonths },
        },
        { actor: 'partner', note: `Offer of ${lenderNames[row.lenderCode]} chosen`, db: tx },
      );
      const withOffers = await updateLead(tx, created.id, { offers: rankedOffers(rows) }, now);
      await insertLendingLead(tx, {
        leadId: created.id,
        applicationId: application.id,
        offerId: row.id,
        kfsVersion: 'kfs-2024-v1',
        lenderStatus: null,
        createdAt: now,
      });
      return withOffers;
    });
  } catch (error) {
    // Two choices of one offer at once: the unique offer index lets one win; the other answers its lead.
    if (isUniqueViolation(error)) return chosen();
    throw error;
  }
  const { lenderReference } = await lender.acceptOffer({ aggregatorId: application.id, leadId: lead.id, terms: row.terms });
  await updateLendingLead(context.db, lead.id, { lenderReference, lenderStatus: 'SUBMITTED' });
  return { leadId: lead.id, aggregatorId: application.id, offer, lead: toLeadSummary(lead) };
}

async function visibleLendingLead(context: LendingContext, partner: PartnerScope, leadId: string) {
  const lead = await findLead(context.db, partner, leadId);
  if (!lead) throw notFound('Lead not found');
  const lending = await findLendingLead(context.db, lead.id);
  if (!lending) throw notFound(lendingMessages.notALoanLead);
  return { lead, lending };
}

async function loanOfferOf(
  context: LendingContext,
  lead: { id: string; productCode: string; status: LeadStatus },
  lending: LendingLeadRow,
): Promise<LeadLoanOffer> {
  if (!lending.offerId || !lending.applicationId) throw notFound(lendingMessages.notALoanLead);
  const rows = await findOffers(context.db, lending.applicationId);
  const row = offerOf(rows.find((r) => r.id === lending.offerId));
  return {
    leadId: lead.id,
    aggregatorId: lending.applicationId,
    productCode: lead.productCode,
    status: lead.status,
    offer: toOffer(row, row.terms, rankOf(rows, row.id)),
    kfs: buildKfs(row.terms, productNameOf(lead.productCode), row.answeredAt ?? row.createdAt),
    kfsPdfUrl: kfsPdfPath(lending.applicationId, row.id),
    acknowledgement:
      lending.kfsAcknowledgedAt && lending.kfsAcknowledgedChannel
        ? { acknowledgedAt: lending.kfsAcknowledgedAt.toISOString(), channel: lending.kfsAcknowledgedChannel, kfsVersion: lending.kfsVersion ?? 'kfs-2024-v1' }
        : null,
  };
}

/** GET /leads/loanOffer?leadId */
export async function getLeadLoanOffer(context: LendingContext, partner: PartnerScope, leadId: string): Promise<LeadLoanOffer> {
  const { lead, lending } = await visibleLendingLead(context, partner, leadId);
  return loanOfferOf(context, lead, lending);
}

/** POST /leads/kfsAcknowledgement?leadId: the customer read the KFS on the partner's device (once; again changes nothing). */
export async function acknowledgeKfs(context: LendingContext, partner: PartnerScope, leadId: string): Promise<LeadLoanOffer> {
  const { lead, lending } = await visibleLendingLead(context, partner, leadId);
  const updated = lending.kfsAcknowledgedAt
    ? lending
    : await updateLendingLead(context.db, lead.id, {
        kfsAcknowledgedAt: context.clock.now(),
        kfsAcknowledgedChannel: 'PARTNER_DEVICE',
        kfsVersion: 'kfs-2024-v1',
      });
  return loanOfferOf(context, lead, updated);
}

const lenderToLeadStatus = {
  SUBMITTED: 'APPLICATION_IN_PROGRESS',
  IN_REVIEW: 'APPLICATION_IN_PROGRESS',
  APPROVED: 'APPLICATION_IN_PROGRESS',
  DISBURSED: 'DISBURSED',
  REJECTED: 'REJECTED',
} as const;

/** Moves a lead toward `target` through the transition table (via APPLICATION_IN_PROGRESS when needed); false when it cannot. */
async function moveLeadToward(
  db: Database,
  leadId: string,
  current: LeadStatus,
  target: LeadStatus,
  actor: 'lender' | 'customer' | 'partner',
  note: string,
  now: Date,
): Promise<boolean> {
  if (current === target) return false;
  if (canMoveLead(current, target)) {
    await moveLeadStatus(db, leadId, target, { actor, note, now });
    return true;
  }
  if (target !== 'APPLICATION_IN_PROGRESS' && canMoveLead(current, 'APPLICATION_IN_PROGRESS') && canMoveLead('APPLICATION_IN_PROGRESS', target)) {
    await moveLeadStatus(db, leadId, 'APPLICATION_IN_PROGRESS', { actor, note, now });
    await moveLeadStatus(db, leadId, target, { actor, note, now });
    return true;
  }
  return false;
}

/** POST /leads/providerApi?referenceId&updateLeadStatus: asks the lender where the application stands; moves the lead when told to. */
export async function askLenderStatus(context: LendingContext, partner: PartnerScope, leadId: string, update: boolean): Promise<ProviderApiAnswer> {
  const { lead, lending } = await visibleLendingLead(context, partner, leadId);
  const offer = lending.offerId ? await findOfferById(context.db, lending.offerId) : undefined;
  if (!offer || !lending.lenderReference) throw notFound(lendingMessages.notALoanLead);
  const now = context.clock.now();
  const lenderStatus = await context.lenders
    .get(offer.lenderCode)
    .applicationStatus({ lenderReference: lending.lenderReference, since: lending.createdAt, now });
  await updateLendingLead(context.db, lead.id, { lenderStatus });
  const moved = update
    ? await moveLeadToward(
        context.db,
        lead.id,
        lead.status,
        lenderToLeadStatus[lenderStatus],
        'lender',
        `${lenderNames[offer.lenderCode]}: ${lenderStatus}`,
        now,
      )
    : false;
  const current = (await findLeadById(context.db, lead.id))!;
  return { leadId: lead.id, lenderCode: offer.lenderCode, lenderStatus, leadStatus: current.status, moved, checkedAt: now.toISOString() };
}

/**
 * A lender's verified callback, applied once: an offer or decline for a pending application (stored as
 * LATE), or a status for a lead. A replay of the same event id is answered DUPLICATE and changes nothing.
 */
export async function applyLenderCallback(
  context: Pick<LendingContext, 'db' | 'clock'>,
  lenderCode: LenderCode,
  body: LenderCallbackBody,
): Promise<'APPLIED' | 'DUPLICATE' | 'IGNORED'> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const fresh = await recordCallback(tx, {
      lenderCode,
      eventId: body.eventId,
      kind: body.kind,
      applicationId: body.aggregatorId,
      leadId: body.leadId ?? null,
      outcome: 'IGNORED',
      receivedAt: now,
    });
    if (!fresh) return 'DUPLICATE';
    const application = await findApplicationById(tx, body.aggregatorId);
    let applied = false;
    if (application && body.kind === 'OFFER' && body.offer) {
      const product = lenderRules[lenderCode].products[application.productCode as LoanProductCode];
      if (product) {
        const terms = offerTerms(
          lenderRules[lenderCode],
          application.productCode as LoanProductCode,
          body.offer.amount,
          body.offer.tenureMonths,
          body.offer.annualRatePercent,
          {
            ...product,
            feePercent: body.offer.processingFeePercent,
          },
        );
        applied = await storeAnswer(tx, application.id, lenderCode, { kind: 'offer', terms }, 'LATE', now);
      }
    } else if (application && body.kind === 'DECLINE') {
      applied = await storeAnswer(tx, application.id, lenderCode, { kind: 'decline', reason: body.reason ?? 'Declined' }, 'LATE', now);
    } else if (application && body.kind === 'STATUS' && body.leadId && body.status) {
      const lending = await findLendingLead(tx, body.leadId);
      const lead = lending?.applicationId === application.id ? await findLeadById(tx, body.leadId) : undefined;
      const offer = lending?.offerId ? await findOfferById(tx, lending.offerId) : undefined;
      if (lead && offer?.lenderCode === lenderCode) {
        await updateLendingLead(tx, lead.id, { lenderStatus: body.status });
        await moveLeadToward(tx, lead.id, lead.status, lenderToLeadStatus[body.status], 'lender', `${lenderNames[lenderCode]}: ${body.status}`, now);
        applied = true;
      }
    }
    const outcome = applied ? 'APPLIED' : 'IGNORED';
    await setCallbackOutcome(tx, lenderCode, body.eventId, outcome);
    return outcome;
  });
}

/** GET /leads/partnerCallbackLog?leadId|aggregatorId: lenders' callbacks for the partner's own application or lead. */
export async function callbackLog(context: LendingContext, partner: PartnerScope, query: { leadId?: string; aggregatorId?: string }): Promise<CallbackLog> {
  if (!query.leadId && !query.aggregatorId) throw validationError({ leadId: 'Give a leadId or an aggregatorId' });
  let applicationId = query.aggregatorId;
  if (query.leadId) {
    const { lending } = await visibleLendingLead(context, partner, query.leadId);
    applicationId = lending.applicationId ?? undefined;
  }
  if (query.aggregatorId) await visibleApplication(context, partner, query.aggregatorId);
  const rows = await findCallbacks(context.db, { ...(applicationId ? { applicationId } : {}), ...(query.leadId ? { leadId: query.leadId } : {}) });
  return {
    entries: rows.map((r) => ({
      eventId: r.eventId,
      lenderCode: r.lenderCode,
      kind: r.kind,
      aggregatorId: r.applicationId,
      leadId: r.leadId,
      outcome: r.outcome,
      receivedAt: r.receivedAt.toISOString(),
    })),
  };
}

/** POST /markOfferNotInterested */
export async function markNotInterested(context: LendingContext, partner: PartnerScope, aggregatorId: string, offerId: string): Promise<void> {
  const application = await visibleApplication(context, partner, aggregatorId);
  offerOf(await findOffer(context.db, application.id, offerId));
  await markOfferNotInterested(context.db, offerId, context.clock.now());
}

/** The tenant's own bank, if its lender file names the tenant (the white-label tenant's). */
const ownBankOf = (tenantCode: TenantCode): LenderCode | undefined => lenderCodes.find((code) => lenderRules[code].whiteLabelTenant === tenantCode);

/** GET /getProvider?productCode: the lenders of the loan products the partner's tenant offers. */
export function providersFor(partner: PartnerScope, productCode?: string): ProvidersAnswer {
  const products = loanProductCodes.filter((code) => findProductForTenant(code, partner.tenantCode) && (!productCode || code === productCode));
  const codes = new Set(products.flatMap((p) => lendersFor(p).map((l) => l.code)));
  return {
    providers: [...codes].map((code) => ({
      code,
      name: lenderNames[code],
      productCodes: products.filter((p) => lenderRules[code].products[p]),
      custom: lenderRules[code].whiteLabelTenant !== undefined,
    })),
  };
}

/** GET /getCustomProvider: the tenant's own bank (the white-label tenant's), if it has one. */
export function customProviderFor(partner: PartnerScope): ProvidersAnswer {
  const code = ownBankOf(partner.tenantCode);
  if (!code) return { providers: [] };
  return { providers: [{ code, name: lenderNames[code], productCodes: Object.keys(lenderRules[code].products), custom: true }] };
}

/** POST /product/{code}/generatePartnerUrl: a signed URL of the product's public page carrying the partner. */
export async function generatePartnerUrl(context: LendingContext, partner: PartnerScope, code: string) {
  const product = leadProduct(partner, code);
  if (!publicStepsOf(product.code)) throw notFound('No public page for this product');
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + PARTNER_LINK_VALIDITY_MS);
  const token = await context.tokens.partnerUrl.issue({ partnerId: partner.id, productCode: product.code }, { issuedAt: now, expiresAt });
  return { url: `/products/${product.code}/public?ref=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

/** The steps a product's public page lists, from its lending profile; undefined when it has none. */
const publicStepsOf = (code: string) => (isLoanProductCode(code) ? loanProductProfiles[code].publicSteps : undefined);

/** GET /products/{code}/public?token|ref: what the logo-only customer page shows (the tenant's brand and the steps). */
export async function publicPage(context: LendingContext, code: string, query: { token?: string; ref?: string }) {
  const now = context.clock.now();
  let tenantCode: TenantCode | undefined;
  let expiresAt: Date | undefined;
  if (query.token) {
    // A lending customer's link, or the link of a lead shared from its details page (the leads module's kind).
    const read = (await context.tokens.customerLink.read(query.token, now)) ?? (await context.tokens.leadLink.read(query.token, now));
    if (!read || ('productCode' in read.payload && read.payload.productCode !== code)) throw notFound(lendingMessages.badLink);
    if (read.expired) throw new AppError(410, errorCodes.notFound, lendingMessages.expiredLink);
    const lead = await findLeadById(context.db, read.payload.leadId);
    if (!lead || lead.productCode !== code) throw notFound(lendingMessages.badLink);
    tenantCode = lead.tenantCode;
    expiresAt = read.expiresAt;
  } else if (query.ref) {
    const read = await context.tokens.partnerUrl.read(query.ref, now);
    if (!read || read.payload.productCode !== code) throw notFound(lendingMessages.badLink);
    if (read.expired) throw new AppError(410, errorCodes.notFound, lendingMessages.expiredLink);
    const [partner] = await context.db.select({ tenantCode: partners.tenantCode }).from(partners).where(eq(partners.id, read.payload.partnerId));
    if (!partner) throw notFound(lendingMessages.badLink);
    tenantCode = partner.tenantCode;
    expiresAt = read.expiresAt;
  }
  const steps = publicStepsOf(code);
  if (!tenantCode || !expiresAt || !steps) throw notFound(lendingMessages.badLink);
  const tenant = tenants[tenantCode];
  return {
    productCode: code,
    tenantCode,
    brandName: tenant.name,
    primaryColour: tenant.primaryColour,
    steps: [...steps],
    linkExpiresAt: expiresAt.toISOString(),
  };
}

async function customerLinkFor(context: LendingContext, leadId: string, productCode: string) {
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + CUSTOMER_LINK_VALIDITY_MS);
  const token = await context.tokens.customerLink.issue({ leadId, productCode }, { issuedAt: now, expiresAt });
  return { token, expiresAt };
}

/** POST /share-details: the LAMF Customer's Link: a lead (link shared) and its link to /products/lamf/public. */
export async function shareDetails(context: LendingContext, partner: PartnerScope, body: unknown) {
  leadProduct(partner, 'lamf');
  const parsed = lamfShareBodySchema.safeParse(body);
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error));
  const v = parsed.data as Record<string, string>;
  const lead = await createLead(
    context.leads,
    partner,
    'lamf',
    {
      customer: { name: v.fullName!, mobile: v.mobile!, ...(v.email ? { email: v.email } : {}), pan: v.pan! },
      status: 'LINK_SHARED',
    },
    { note: "Customer's link made" },
  );
  const { token, expiresAt } = await customerLinkFor(context, lead.id, 'lamf');
  return { leadId: lead.id, link: `/products/lamf/public?token=${encodeURIComponent(token)}`, linkExpiresAt: expiresAt.toISOString() };
}

/** POST /products/FD/quote: the rate and the maturity of the deposit asked (nothing stored). */
export function fdQuote(partner: PartnerScope, body: unknown): FdQuote {
  leadProduct(partner, 'FD');
  const v = parseSell('FD', body) as Record<string, string | boolean>;
  const bank = v.bank as LenderCode;
  const tenureMonths = Number(v.tenureMonths);
  const senior = v.seniorCitizen === true;
  const rate = isLenderCode(bank) ? fdRate(bank, tenureMonths, senior) : undefined;
  if (!rate) throw validationError({ tenureMonths: lendingMessages.fdNoRate });
  const amount = rupeesToPaise(Number(v.amount));
  const payout = v.payout as FdPayout;
  const result = calculateFd(amount, rate.rate, tenureMonths, payout);
  return {
    bank,
    bankName: lenderNames[bank],
    amount,
    tenureMonths,
    payout,
    seniorCitizen: senior,
    annualRatePercent: rate.rate,
    seniorExtraPercent: rate.seniorExtra,
    compounding: 'QUARTERLY',
    ...result,
  };
}

/** POST /products/FD/bookings: the deposit's lead and the customer's booking link (the FD redirection flow). */
export async function bookFd(context: LendingContext, partner: PartnerScope, body: unknown) {
  const quote = fdQuote(partner, body);
  const v = parseSell('FD', body) as Record<string, string>;
  const now = context.clock.now();
  const lead = await context.db.transaction(async (tx) => {
    const created = await createLead(
      { ...context.leads, db: tx },
      partner,
      'FD',
      { customer: { name: v.fullName!, mobile: v.mobile! }, amount: quote.amount, status: 'LINK_SHARED', details: { ...quote } },
      { note: `Booking link for a ${quote.bankName} deposit`, db: tx },
    );
    await insertLendingLead(tx, { leadId: created.id, deposit: { ...quote }, createdAt: now });
    return created;
  });
  const { token, expiresAt } = await customerLinkFor(context, lead.id, 'FD');
  return { leadId: lead.id, quote, link: mandatePagePath('FD', token), linkExpiresAt: expiresAt.toISOString() };
}

/** POST /leads/customerLink?leadId: the customer's redirection link for a chosen loan offer (the lead becomes LINK_SHARED). */
export async function loanCustomerLink(context: LendingContext, partner: PartnerScope, leadId: string) {
  const { lead } = await visibleLendingLead(context, partner, leadId);
  if (!lendingRedirectionProducts.includes(lead.productCode)) throw notFound(lendingMessages.notALoanLead);
  if (lead.status !== 'LINK_SHARED' && canMoveLead(lead.status, 'LINK_SHARED')) {
    await moveLeadStatus(context.db, lead.id, 'LINK_SHARED', { actor: 'partner', note: 'Link shared with the customer', now: context.clock.now() });
  }
  const { token, expiresAt } = await customerLinkFor(context, lead.id, lead.productCode);
  return { link: mandatePagePath(lead.productCode, token), linkExpiresAt: expiresAt.toISOString() };
}

async function leadOfLink(context: LendingContext, productCode: string, token: string) {
  const read = await context.tokens.customerLink.read(token, context.clock.now());
  if (!read || read.payload.productCode !== productCode) throw notFound(lendingMessages.badLink);
  const lead = await findLeadById(context.db, read.payload.leadId);
  const lending = lead ? await findLendingLead(context.db, lead.id) : undefined;
  if (!lead || !lending) throw notFound(lendingMessages.badLink);
  return { lead, lending, expired: read.expired, expiresAt: read.expiresAt };
}

async function redirectionOf(
  context: LendingContext,
  lead: Awaited<ReturnType<typeof leadOfLink>>['lead'],
  lending: LendingLeadRow,
  expiresAt: Date,
): Promise<LendingRedirection> {
  const loan = lending.offerId ? await loanOfferOf(context, lead, lending) : undefined;
  return {
    productCode: lead.productCode,
    productName: productNameOf(lead.productCode),
    leadId: lead.id,
    customerName: lead.customerName,
    brandName: tenants[lead.tenantCode].name,
    offer: loan?.offer ?? null,
    kfs: loan?.kfs ?? null,
    fd: lending.deposit ? (lending.deposit as FdQuote) : null,
    mandate: { confirmedAt: lending.mandateConfirmedAt?.toISOString() ?? null, signerName: lending.mandateSignerName },
    linkExpiresAt: expiresAt.toISOString(),
  };
}

/** GET /redirection-flows/public/product/{FD|personal-loan|business-loans}?token */
export async function getRedirection(context: LendingContext, productCode: string, token: string): Promise<LendingRedirection> {
  const { lead, lending, expired, expiresAt } = await leadOfLink(context, productCode, token);
  if (expired && !lending.mandateConfirmedAt) throw new AppError(410, errorCodes.notFound, lendingMessages.expiredLink);
  return redirectionOf(context, lead, lending, expiresAt);
}

/**
 * POST /redirection-flows/public/product/{…}/mandate: the customer confirms (typed name and consent): a loan's
 * KFS is acknowledged from the link, and the lead moves to the customer's application. Again: no change.
 */
export async function confirmRedirection(context: LendingContext, productCode: string, body: { token: string; fullName: string }): Promise<LendingRedirection> {
  const { lead, lending, expired, expiresAt } = await leadOfLink(context, productCode, body.token);
  if (lending.mandateConfirmedAt) return redirectionOf(context, lead, lending, expiresAt);
  if (expired) throw new AppError(410, errorCodes.notFound, lendingMessages.expiredLink);
  const name = body.fullName.trim().replace(/\s+/g, ' ');
  if (name.toLowerCase() !== lead.customerName.toLowerCase()) throw validationError({ fullName: 'Type your full name as the advisor entered it' });
  const now = context.clock.now();
  const updated = await context.db.transaction(async (tx) => {
    const row = await updateLendingLead(tx, lead.id, {
      mandateSignerName: name,
      mandateConfirmedAt: now,
      ...(lending.offerId && !lending.kfsAcknowledgedAt
        ? { kfsAcknowledgedAt: now, kfsAcknowledgedChannel: 'CUSTOMER_LINK' as const, kfsVersion: 'kfs-2024-v1' }
        : {}),
    });
    if (canMoveLead(lead.status, 'APPLICATION_IN_PROGRESS')) {
      await moveLeadStatus(tx, lead.id, 'APPLICATION_IN_PROGRESS', { actor: 'customer', note: 'Customer confirmed from the link', now });
    }
    return row;
  });
  return redirectionOf(context, (await findLeadById(context.db, lead.id))!, updated, expiresAt);
}

export type { ApplicationRow };
export { findApplicationById };
