import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { lendingLeads, loanApplications, loanOffers } from '../../db/schema/lending-schema';
import { sealPan, toOffer, unsealPan } from '../lending';
import { z } from 'zod';
import { prepareTokenKind, type TokenKind } from '../../security/tokens';
import {
  CUSTOMER_CONSENT_PURPOSE,
  customerOtpCooldownEnds,
  type CustomerSession,
  otpMessages,
  otpPolicy,
  RateLimitedError,
  sendCustomerOtp,
  startCustomerSession,
  verifyCustomerOtp,
} from '../auth';
import {
  CREDIT_BUREAU_NAME,
  CREDIT_REPORT_NOTICE,
  creditReportConsentNotice,
  type CreditCustomerLanding,
  type CreditCustomerLink,
  type CustomerOtpChallenge,
  type PlOffers,
  type PlOffersBody,
  errorCodes,
  REVOKE_MESSAGE,
  rupeesToPaise,
  tenants,
  type ClonedLead,
  type CreditCheck,
  type CreditCheckStartBody,
  type CreditReport,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { whereVisibleTo, type PartnerScope } from '../../db/partner-scope';
import type { Env } from '../../env';
import { AppError, notFound, validationError } from '../../plugins/errors';
import type { BureauProvider } from '../../providers/bureau/bureau-provider';
import type { OtpPurpose } from '@portal/domain';
import type { Clock } from '../../providers/clock';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { createLead, leadProduct, type LeadsContext } from '../leads';
import { consents } from '../../db/schema/lending-schema';
import { creditChecks } from '../../db/schema/credit-score-schema';

/** The OTP purpose of a credit check's consent (its own limits, as every purpose keeps the login's). */
export const CREDIT_CHECK_PURPOSE = 'credit-check' as const satisfies OtpPurpose;

const linkPayload = z.object({ checkId: z.string() });
export type CreditLinkTokens = TokenKind<z.infer<typeof linkPayload>>;
/** The customer's link: signed (readable, unforgeable) under a key of its own (decision 0048), 7 days. */
export const prepareCreditLinkTokens = (secret: string): Promise<CreditLinkTokens> =>
  prepareTokenKind({ purpose: 'credit-score-customer-link/v1', form: 'signed', secret, payload: linkPayload });
export const CREDIT_LINK_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

export interface CreditScoreContext {
  tokens: CreditLinkTokens;
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  bureau: BureauProvider;
  env: Pick<Env, 'PROVIDERS' | 'OTP_HASH_SECRET' | 'OTP_SENDS_PER_ADDRESS'>;
  panSealKey: Buffer;
  leads: LeadsContext;
  log: Pick<FastifyBaseLogger, 'info'>;
}

export const creditScoreMessages = {
  notFound: 'Credit check not found',
  consentMissing: 'The customer has not given consent to fetch the credit report. Send the OTP and enter it first',
  consentWithdrawn: 'The customer has withdrawn consent. Start a new credit check to fetch the report again',
  consentGiven: 'The customer has already given consent',
  bureauDown: 'The credit bureau did not answer. Try again in a few minutes',
  badLink: 'This link is not valid. Please ask your advisor for a new one',
  expiredLink: 'This link has expired. Please ask your advisor for a new one',
} as const;

type CheckRow = typeof creditChecks.$inferSelect;
const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
export const maskMobile = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;

/** The credit check's notice (decision 0150): the bureau named, the data items in plain words; its version only in the ledger. */
export const noticeText = (brand: string) => creditReportConsentNotice(brand).text;
/** The ledger's fields of a credit-report consent: purpose, the notice's version and its words. */
const creditConsentRecord = (tenantCode: CheckRow['tenantCode']) => {
  const notice = creditReportConsentNotice(tenants[tenantCode].name);
  return { purpose: CREDIT_REPORT_NOTICE.purpose, noticeVersion: notice.version, noticeText: notice.text };
};

async function visibleCheck(context: CreditScoreContext, partner: PartnerScope, checkId: string): Promise<CheckRow> {
  const [row] = await context.db
    .select()
    .from(creditChecks)
    .where(and(eq(creditChecks.id, checkId), whereVisibleTo(partner, creditChecks)))
    .limit(1);
  if (!row) throw notFound(creditScoreMessages.notFound);
  return row;
}

export async function consentOf(db: Database, consentId: string | null) {
  if (!consentId) return undefined;
  const [row] = await db.select().from(consents).where(eq(consents.id, consentId)).limit(1);
  return row;
}

async function toCheck(context: CreditScoreContext, row: CheckRow): Promise<CreditCheck> {
  const consent = await consentOf(context.db, row.consentId);
  const status = !consent ? 'CONSENT_PENDING' : consent.withdrawnAt ? 'CONSENT_WITHDRAWN' : 'REPORT_READY';
  return {
    checkId: row.id,
    customerName: row.customerName,
    mobileMasked: maskMobile(row.customerMobile),
    status,
    consent:
      consent && !consent.withdrawnAt
        ? { purpose: consent.purpose, noticeVersion: consent.noticeVersion, channel: consent.channel, givenAt: consent.givenAt.toISOString() }
        : null,
    notice: noticeText(tenants[row.tenantCode].name),
    otpExpiresAt: row.otpExpiresAt?.toISOString() ?? null,
    leadId: row.leadId,
  };
}

/**
 * The consent OTP. Who types it decides what the SMS says (decision 0150): on the partner's screen the
 * advisor types the code the customer tells him; from the customer's own link the customer types it.
 */
async function sendOtp(context: CreditScoreContext, row: CheckRow, ip: string, typedBy: 'advisor' | 'customer' = 'advisor') {
  const brand = tenants[row.tenantCode].name;
  const who =
    typedBy === 'advisor'
      ? `If you agree, tell this code to your ${brand} advisor, who types it in. Never tell it to anyone else.`
      : 'Type it on the page you opened from your advisor’s link. Never tell it to anyone.';
  return sendCustomerOtp(context, {
    mobile: row.customerMobile,
    ip,
    purpose: CREDIT_CHECK_PURPOSE,
    text: (otp) => `${otp} is your code to agree that ${brand} fetches your credit report once from ${CREDIT_BUREAU_NAME}. ${who} Valid 5 minutes.`,
  });
}

/** POST /products/credit-score/leads/initiate-credit-check: the customer entered, the consent OTP sent. */
export async function initiateCreditCheck(context: CreditScoreContext, partner: PartnerScope, body: CreditCheckStartBody, ip: string): Promise<CreditCheck> {
  leadProduct(partner, 'credit-score');
  const [row] = await context.db
    .insert(creditChecks)
    .values({
      tenantCode: partner.tenantCode,
      partnerId: partner.id,
      customerName: body.name.replace(/\s+/g, ' '),
      customerMobile: body.mobile,
      panSealed: sealPan(context.panSealKey, body.pan),
    })
    .returning();
  const sent = await sendOtp(context, row!, ip);
  const [updated] = await context.db
    .update(creditChecks)
    .set({ challengeId: sent.challengeId, otpExpiresAt: sent.expiresAt })
    .where(eq(creditChecks.id, row!.id))
    .returning();
  context.log.info({ creditCheckId: row!.id }, 'credit check started, consent OTP sent');
  return toCheck(context, updated!);
}

export async function getCreditCheck(context: CreditScoreContext, partner: PartnerScope, checkId: string): Promise<CreditCheck> {
  return toCheck(context, await visibleCheck(context, partner, checkId));
}

/** POST /credit-checks/{id}/consent/otp: the OTP again, after the cooldown. */
export async function resendCreditOtp(context: CreditScoreContext, partner: PartnerScope, checkId: string, ip: string): Promise<CreditCheck> {
  const row = await visibleCheck(context, partner, checkId);
  if (row.consentId) throw conflict(creditScoreMessages.consentGiven);
  if (row.challengeId) {
    const cooldown = await customerOtpCooldownEnds(context, row.challengeId);
    if (cooldown) throw new RateLimitedError(otpMessages.resendTooSoon, Math.ceil((cooldown.getTime() - context.clock.now().getTime()) / 1000));
  }
  const sent = await sendOtp(context, row, ip);
  const [updated] = await context.db
    .update(creditChecks)
    .set({ challengeId: sent.challengeId, otpExpiresAt: sent.expiresAt })
    .where(eq(creditChecks.id, row.id))
    .returning();
  return toCheck(context, updated!);
}

/** Asks the bureau, only under a standing consent, and keeps the report. */
async function pull(context: CreditScoreContext, row: CheckRow, consentId: string): Promise<CheckRow> {
  const now = context.clock.now();
  let report;
  try {
    report = await context.bureau.pull({
      pan: unsealPan(context.panSealKey, row.panSealed),
      mobile: row.customerMobile,
      name: row.customerName,
      consentId,
      now,
    });
  } catch {
    throw new AppError(503, errorCodes.serviceUnavailable, creditScoreMessages.bureauDown);
  }
  const [updated] = await context.db.update(creditChecks).set({ report, pulledAt: now }).where(eq(creditChecks.id, row.id)).returning();
  context.log.info({ creditCheckId: row.id }, 'credit report pulled under consent');
  return updated!;
}

/** POST /credit-checks/{id}/consent/verify: the customer's OTP; the consent is recorded, then the bureau asked. */
export async function verifyCreditConsent(context: CreditScoreContext, partner: PartnerScope, checkId: string, otp: string): Promise<CreditCheck> {
  const row = await visibleCheck(context, partner, checkId);
  if (row.consentId) throw conflict(creditScoreMessages.consentGiven);
  if (!row.challengeId) throw validationError({ otp: 'Send the OTP to the customer first' });
  await verifyCustomerOtp(context, { challengeId: row.challengeId, purpose: CREDIT_CHECK_PURPOSE, mobile: row.customerMobile, otp });
  const now = context.clock.now();
  const consented = await context.db.transaction(async (tx) => {
    const [consent] = await tx
      .insert(consents)
      .values({
        tenantCode: row.tenantCode,
        partnerId: row.partnerId,
        customerMobile: row.customerMobile,
        ...creditConsentRecord(row.tenantCode),
        channel: 'SMS_OTP',
        givenAt: now,
      })
      .returning({ id: consents.id });
    const [updated] = await tx.update(creditChecks).set({ consentId: consent!.id }).where(eq(creditChecks.id, row.id)).returning();
    return updated!;
  });
  return toCheck(context, await pull(context, consented, consented.consentId!));
}

/** GET /leads/fetchCreditScore?checkId: the report, pulled if not yet; refused without a standing consent. */
export async function fetchCreditScore(context: CreditScoreContext, partner: PartnerScope, checkId: string): Promise<CreditReport> {
  let row = await visibleCheck(context, partner, checkId);
  const consent = await consentOf(context.db, row.consentId);
  if (!consent) throw conflict(creditScoreMessages.consentMissing);
  if (consent.withdrawnAt) throw conflict(creditScoreMessages.consentWithdrawn);
  if (!row.report) row = await pull(context, row, consent.id);
  return { ...row.report!, checkId: row.id, customerName: row.customerName, mobileMasked: maskMobile(row.customerMobile), leadId: row.leadId };
}

/**
 * POST /services/public/creditScore/revokeConsent {mobileNumber}: every standing credit-report consent of
 * the mobile is withdrawn in one step and the reports pulled under them erased; no pull happens after.
 * The same answer whether or not there was one (decision 0087).
 */
export async function revokeCreditConsent(context: CreditScoreContext, mobile: string): Promise<{ message: string }> {
  const now = context.clock.now();
  const withdrawn = await context.db.transaction(async (tx) => {
    const rows = await tx
      .update(consents)
      .set({ withdrawnAt: now })
      .where(and(eq(consents.customerMobile, mobile), eq(consents.purpose, CREDIT_REPORT_NOTICE.purpose), isNull(consents.withdrawnAt)))
      .returning({ id: consents.id });
    if (rows.length > 0) {
      await tx
        .update(creditChecks)
        .set({ report: null })
        .where(
          inArray(
            creditChecks.consentId,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows.length;
  });
  context.log.info({ withdrawn }, 'credit report consent withdrawn');
  return { message: REVOKE_MESSAGE };
}

/**
 * POST /clone-lead-from-credit-score {checkId, amount}: a personal-loan lead of the customer, made once per
 * check through the leads module; the score travels in the lead's details.
 */
export async function cloneLeadFromCreditScore(context: CreditScoreContext, partner: PartnerScope, checkId: string, amountRupees: number): Promise<ClonedLead> {
  const report = await fetchCreditScore(context, partner, checkId);
  if (report.leadId) return { leadId: report.leadId, productCode: 'personal-loan', created: false };
  const row = await visibleCheck(context, partner, checkId);
  const lead = await context.db.transaction(async (tx) => {
    // The row is locked so two clicks make one lead.
    const [locked] = await tx.select().from(creditChecks).where(eq(creditChecks.id, row.id)).for('update');
    if (locked?.leadId) return { id: locked.leadId, created: false };
    const created = await createLead(
      context.leads,
      partner,
      'personal-loan',
      {
        customer: { name: row.customerName, mobile: row.customerMobile, pan: unsealPan(context.panSealKey, row.panSealed) },
        amount: rupeesToPaise(amountRupees),
        details: { source: 'credit-score', creditCheckId: row.id, creditScore: report.score, scoreBand: report.band },
      },
      { db: tx, note: `Made from credit report ${report.bureauReference}` },
    );
    await tx.update(creditChecks).set({ leadId: created.id }).where(eq(creditChecks.id, row.id));
    return { id: created.id, created: true };
  });
  return { leadId: lead.id, productCode: 'personal-loan', created: lead.created };
}

// ---------------------------------------------------------------------------------------------------------
// The customer's own way (decision 0088)

/** POST /credit-checks/{id}/customer-link: the check becomes a credit-score lead (once) and the customer gets a signed link. */
export async function creditCustomerLink(context: CreditScoreContext, partner: PartnerScope, checkId: string): Promise<CreditCustomerLink> {
  const row = await visibleCheck(context, partner, checkId);
  if (!row.customerLeadId) {
    await context.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(creditChecks).where(eq(creditChecks.id, row.id)).for('update');
      if (locked?.customerLeadId) return;
      const lead = await createLead(
        context.leads,
        partner,
        'credit-score',
        {
          customer: { name: row.customerName, mobile: row.customerMobile, pan: unsealPan(context.panSealKey, row.panSealed) },
          status: 'CONSENT_PENDING',
          details: { creditCheckId: row.id },
        },
        { db: tx, note: 'Credit score link shared with the customer' },
      );
      await tx.update(creditChecks).set({ customerLeadId: lead.id }).where(eq(creditChecks.id, row.id));
    });
  }
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + CREDIT_LINK_VALIDITY_MS);
  const token = await context.tokens.issue({ checkId: row.id }, { issuedAt: now, expiresAt });
  return { link: `/credit-score/customer-journey?token=${encodeURIComponent(token)}`, linkExpiresAt: expiresAt.toISOString() };
}

/** The check a customer's link names: unknown or forged 404, expired 410. */
async function checkOfLink(context: CreditScoreContext, token: string): Promise<CheckRow & { customerLeadId: string }> {
  const read = await context.tokens.read(token, context.clock.now());
  if (!read) throw notFound(creditScoreMessages.badLink);
  const [row] = await context.db.select().from(creditChecks).where(eq(creditChecks.id, read.payload.checkId)).limit(1);
  if (!row?.customerLeadId) throw notFound(creditScoreMessages.badLink);
  if (read.expired) throw new AppError(410, errorCodes.notFound, creditScoreMessages.expiredLink);
  return row as CheckRow & { customerLeadId: string };
}

/** GET /credit-score/customer/landing?token… is not a URL with data: POST /credit-score/customer/landing {token}. */
export async function creditCustomerLanding(context: CreditScoreContext, token: string): Promise<CreditCustomerLanding> {
  const row = await checkOfLink(context, token);
  const brandName = tenants[row.tenantCode].name;
  return { customerName: row.customerName, mobileMasked: maskMobile(row.customerMobile), notice: noticeText(brandName), brandName };
}

/** POST /credit-score/customer/otp {token}: the credit-check OTP to the check's own mobile (never one the caller names). */
export async function sendCreditCustomerOtp(context: CreditScoreContext, token: string, ip: string): Promise<CustomerOtpChallenge> {
  const row = await checkOfLink(context, token);
  const sent = await sendOtp(context, row, ip, 'customer');
  return {
    challengeId: sent.challengeId,
    mobileEnding: row.customerMobile.slice(-4),
    expiresInSeconds: otpPolicy.ttlSeconds,
    resendAfterSeconds: otpPolicy.resendCooldownSeconds,
  };
}

/**
 * POST /credit-score/customer/verify: the right OTP is the customer's consent (channel LINK) and proof of the
 * mobile: the bureau is asked and a customer session starts, scoped to this check's lead only.
 */
export async function verifyCreditCustomer(
  context: CreditScoreContext,
  request: { token: string; challengeId: string; otp: string },
): Promise<{ token: string; check: CreditCheck }> {
  let row: CheckRow = await checkOfLink(context, request.token);
  const leadId = row.customerLeadId!;
  await verifyCustomerOtp(context, { challengeId: request.challengeId, purpose: CREDIT_CHECK_PURPOSE, mobile: row.customerMobile, otp: request.otp });
  const now = context.clock.now();
  const standing = await consentOf(context.db, row.consentId);
  if (!standing || standing.withdrawnAt) {
    row = await context.db.transaction(async (tx) => {
      const [consent] = await tx
        .insert(consents)
        .values({
          tenantCode: row.tenantCode,
          partnerId: row.partnerId,
          customerMobile: row.customerMobile,
          ...creditConsentRecord(row.tenantCode),
          channel: 'LINK',
          leadId,
          givenAt: now,
        })
        .returning({ id: consents.id });
      const [updated] = await tx.update(creditChecks).set({ consentId: consent!.id, report: null }).where(eq(creditChecks.id, row.id)).returning();
      return updated!;
    });
  }
  if (!row.report) row = await pull(context, row, row.consentId!);
  const { token } = await startCustomerSession(context.db, { kind: 'lead', id: leadId }, now);
  return { token, check: await toCheck(context, row) };
}

/** GET /credit-score/customer/report: the report of the session's own check (another lead's session finds none: 404). */
export async function customerCreditReport(context: CreditScoreContext, session: CustomerSession): Promise<CreditReport> {
  return (await customerCreditReportOf(context, session)).report;
}

/** The customer's report and the brand of the partner's tenant (the PDF's letterhead). */
export async function customerCreditReportOf(context: CreditScoreContext, session: CustomerSession): Promise<{ report: CreditReport; brandName: string }> {
  const [row] = await context.db.select().from(creditChecks).where(eq(creditChecks.customerLeadId, session.scope.id)).limit(1);
  if (!row) throw notFound(creditScoreMessages.notFound);
  const consent = await consentOf(context.db, row.consentId);
  if (!consent) throw conflict(creditScoreMessages.consentMissing);
  if (consent.withdrawnAt || !row.report) throw conflict(creditScoreMessages.consentWithdrawn);
  return {
    report: { ...row.report, checkId: row.id, customerName: row.customerName, mobileMasked: maskMobile(row.customerMobile), leadId: null },
    brandName: tenants[row.tenantCode].name,
  };
}

// ---------------------------------------------------------------------------------------------------------
// PL offer (decision 0088)

/** POST /pl-offer/otp {mobile}: an OTP to prove the mobile (the same answer whether or not it has offers). */
export async function sendPlOfferOtp(context: CreditScoreContext, mobile: string, ip: string): Promise<CustomerOtpChallenge> {
  const sent = await sendCustomerOtp(context, {
    mobile,
    ip,
    purpose: CUSTOMER_CONSENT_PURPOSE,
    text: (otp) => `${otp} is your OTP to see your pre-approved personal loan offers. Valid 5 minutes. Do not share it.`,
  });
  return {
    challengeId: sent.challengeId,
    mobileEnding: mobile.slice(-4),
    expiresInSeconds: otpPolicy.ttlSeconds,
    resendAfterSeconds: otpPolicy.resendCooldownSeconds,
  };
}

/**
 * POST /pl-offer/offers: the right OTP shows the personal-loan offers lenders made to this mobile on an
 * application the customer consented to, still valid, not refused and not yet chosen; best APR first.
 */
export async function plOffers(context: CreditScoreContext, request: PlOffersBody): Promise<PlOffers> {
  await verifyCustomerOtp(context, { challengeId: request.challengeId, purpose: CUSTOMER_CONSENT_PURPOSE, mobile: request.mobile, otp: request.otp });
  const rows = await context.db
    .select({ offer: loanOffers })
    .from(loanOffers)
    .innerJoin(loanApplications, eq(loanOffers.applicationId, loanApplications.id))
    .leftJoin(lendingLeads, eq(lendingLeads.offerId, loanOffers.id))
    .where(
      and(
        eq(loanApplications.customerMobile, request.mobile),
        eq(loanApplications.productCode, 'personal-loan'),
        isNotNull(loanApplications.consentGivenAt),
        eq(loanOffers.status, 'OFFERED'),
        isNull(loanOffers.notInterestedAt),
        isNull(lendingLeads.leadId),
      ),
    )
    .limit(50);
  const now = context.clock.now();
  const offers = rows
    .map(({ offer }) => toOffer(offer, offer.terms!, 1))
    .filter((offer) => new Date(offer.validUntil) > now)
    .sort((a, b) => a.aprPercent - b.aprPercent)
    .map((offer, i) => ({ ...offer, rank: i + 1 }));
  return { mobileMasked: maskMobile(request.mobile), offers };
}
