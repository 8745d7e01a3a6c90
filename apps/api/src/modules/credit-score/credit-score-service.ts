import { and, eq, inArray, isNull } from 'drizzle-orm';
import { sealPan, unsealPan } from '../../security/pan-seal';
import { z } from 'zod';
import { prepareTokenKind, type TokenKind } from '../../security/tokens';
import { customerOtpCooldownEnds, otpMessages, RateLimitedError, sendCustomerOtp, verifyCustomerOtp } from '../../lib/sessions/otp-service';
import {
  CREDIT_BUREAU_NAME,
  CREDIT_REPORT_NOTICE,
  creditReportConsentNotice,
  DEFAULT_LANGUAGE,
  errorCodes,
  REVOKE_MESSAGE,
  rupeesToPaise,
  tenants,
  type ClonedLead,
  type CreditCheck,
  type CreditCheckStartBody,
  type CreditReport,
  type Language,
} from '@portal/domain';
import { consentNoticeIn } from '../../i18n/consent-notice-language';
import type { FastifyBaseLogger } from 'fastify';
import { enIN } from '@portal/domain/messages/en-IN';
import type { Database } from '../../db/client';
import { whereVisibleTo, type PartnerScope } from '../../db/partner-scope';
import type { Env } from '../../env';
import { AppError, notFound, validationError } from '../../plugins/errors';
import type { BureauProvider } from '../../providers/bureau/bureau-provider';
import type { OtpPurpose } from '@portal/domain';
import type { Clock } from '../../providers/clock';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { createLead, leadProduct, type LeadsContext } from '../../lib/leads/create-lead';
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

const { creditScoreErrors } = enIN;

/** The credit check's own messages, worded once in the English catalogue (its hi-IN and mr-IN say them in the request's language). */
export const creditScoreMessages = {
  notFound: creditScoreErrors.notFound,
  consentMissing: creditScoreErrors.consentMissing,
  consentWithdrawn: creditScoreErrors.consentWithdrawn,
  consentGiven: creditScoreErrors.consentGiven,
  bureauDown: creditScoreErrors.bureauDown,
  badLink: creditScoreErrors.badLink,
  expiredLink: creditScoreErrors.expiredLink,
} as const;

export type CheckRow = typeof creditChecks.$inferSelect;
export const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
export const maskMobile = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;

/** The credit check's notice (decision 0150): the bureau named, the data items in plain words; its version only in the ledger. */
export const noticeText = (brand: string, language: Language = DEFAULT_LANGUAGE) =>
  consentNoticeIn(creditReportConsentNotice(brand), language, { brandName: brand }).text;
/** The ledger's fields of a credit-report consent: purpose, the notice's version and its words. */
export const creditConsentRecord = (tenantCode: CheckRow['tenantCode'], language: Language = DEFAULT_LANGUAGE) => {
  // The words the customer agreed to, in the language they were shown in (decision 0217).
  const brandName = tenants[tenantCode].name;
  const notice = consentNoticeIn(creditReportConsentNotice(brandName), language, { brandName });
  return { purpose: CREDIT_REPORT_NOTICE.purpose, noticeVersion: notice.version, noticeText: notice.text };
};

/**
 * Records the customer's consent to the credit report for the check (purpose, notice version and text, the
 * channel it was given by, when) and links the check to it, in one transaction; answers the check.
 */
export async function recordCreditConsent(
  db: Database,
  row: CheckRow,
  given: { channel: 'SMS_OTP' | 'LINK'; leadId?: string; at: Date; clearReport?: boolean; language?: Language },
): Promise<CheckRow> {
  return db.transaction(async (tx) => {
    const [consent] = await tx
      .insert(consents)
      .values({
        tenantCode: row.tenantCode,
        partnerId: row.partnerId,
        customerMobile: row.customerMobile,
        ...creditConsentRecord(row.tenantCode, given.language),
        channel: given.channel,
        ...(given.leadId ? { leadId: given.leadId } : {}),
        givenAt: given.at,
      })
      .returning({ id: consents.id });
    const linked = { consentId: consent!.id, ...(given.clearReport ? { report: null } : {}) };
    const [updated] = await tx.update(creditChecks).set(linked).where(eq(creditChecks.id, row.id)).returning();
    return updated!;
  });
}

export async function visibleCheck(context: CreditScoreContext, partner: PartnerScope, checkId: string): Promise<CheckRow> {
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

/** The check as the partner's pages show it: its notice in the page's language (Accept-Language; decision 0265). */
export async function toCheck(context: CreditScoreContext, row: CheckRow, language: Language = DEFAULT_LANGUAGE): Promise<CreditCheck> {
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
    notice: noticeText(tenants[row.tenantCode].name, language),
    otpExpiresAt: row.otpExpiresAt?.toISOString() ?? null,
    leadId: row.leadId,
  };
}

/**
 * The consent OTP. Who types it decides what the SMS says (decision 0150): on the partner's screen the
 * advisor types the code the customer tells him; from the customer's own link the customer types it.
 */
export async function sendOtp(context: CreditScoreContext, row: CheckRow, ip: string, typedBy: 'advisor' | 'customer' = 'advisor') {
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
export async function initiateCreditCheck(
  context: CreditScoreContext,
  partner: PartnerScope,
  body: CreditCheckStartBody,
  ip: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CreditCheck> {
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
  return toCheck(context, updated!, language);
}

export async function getCreditCheck(
  context: CreditScoreContext,
  partner: PartnerScope,
  checkId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CreditCheck> {
  return toCheck(context, await visibleCheck(context, partner, checkId), language);
}

/** POST /credit-checks/{id}/consent/otp: the OTP again, after the cooldown. */
export async function resendCreditOtp(
  context: CreditScoreContext,
  partner: PartnerScope,
  checkId: string,
  ip: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CreditCheck> {
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
  return toCheck(context, updated!, language);
}

/** Asks the bureau, only under a standing consent, and keeps the report. */
export async function pull(context: CreditScoreContext, row: CheckRow, consentId: string): Promise<CheckRow> {
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

/**
 * POST /credit-checks/{id}/consent/verify: the customer's OTP; the consent is recorded, with the notice in the
 * language the partner's page showed it (decision 0265), then the bureau asked.
 */
export async function verifyCreditConsent(
  context: CreditScoreContext,
  partner: PartnerScope,
  checkId: string,
  otp: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CreditCheck> {
  const row = await visibleCheck(context, partner, checkId);
  if (row.consentId) throw conflict(creditScoreMessages.consentGiven);
  if (!row.challengeId) throw validationError({ otp: 'Send the OTP to the customer first' });
  await verifyCustomerOtp(context, { challengeId: row.challengeId, purpose: CREDIT_CHECK_PURPOSE, mobile: row.customerMobile, otp });
  const now = context.clock.now();
  const consented = await recordCreditConsent(context.db, row, { channel: 'SMS_OTP', at: now, language });
  return toCheck(context, await pull(context, consented, consented.consentId!), language);
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
      { db: tx, note: { key: 'madeFromCreditReport', values: { reference: report.bureauReference } } },
    );
    await tx.update(creditChecks).set({ leadId: created.id }).where(eq(creditChecks.id, row.id));
    return { id: created.id, created: true };
  });
  return { leadId: lead.id, productCode: 'personal-loan', created: lead.created };
}
