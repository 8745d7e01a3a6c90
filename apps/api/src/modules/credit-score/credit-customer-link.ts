import { eq } from 'drizzle-orm';
import { unsealPan } from '../../security/pan-seal';
import { type CustomerSession, startCustomerSession } from '../../lib/sessions/customer-session-repository';
import { otpPolicy, verifyCustomerOtp } from '../../lib/sessions/otp-service';
import {
  type CreditCustomerLanding,
  type CreditCustomerLink,
  type CustomerOtpChallenge,
  errorCodes,
  type CreditCheck,
  type CreditReport,
  type Language,
} from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import { AppError, notFound } from '../../plugins/errors';
import { createLead } from '../../lib/leads/create-lead';
import { recordBrand } from '../../lib/record-brand';
import { creditChecks } from '../../db/schema/credit-score-schema';
import type { CreditScoreContext, CheckRow } from './credit-score-service';
import {
  CREDIT_CHECK_PURPOSE,
  CREDIT_LINK_VALIDITY_MS,
  creditScoreMessages,
  conflict,
  maskMobile,
  noticeText,
  recordCreditConsent,
  visibleCheck,
  consentOf,
  toCheck,
  sendOtp,
  pull,
} from './credit-score-service';

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
        { db: tx, note: { key: 'creditScoreLinkShared' } },
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
export async function creditCustomerLanding(context: CreditScoreContext, token: string, language?: Language): Promise<CreditCustomerLanding> {
  const row = await checkOfLink(context, token);
  // The check's tenant, as every customer's page names it (decisions 0175, 0240).
  const brand = recordBrand(row.tenantCode);
  // The notice in the customer's language, the page's (decision 0217).
  return { customerName: row.customerName, mobileMasked: maskMobile(row.customerMobile), notice: noticeText(brand.brandName, language), ...brand };
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
  language?: Language,
): Promise<{ token: string; check: CreditCheck }> {
  let row: CheckRow = await checkOfLink(context, request.token);
  const leadId = row.customerLeadId!;
  await verifyCustomerOtp(context, { challengeId: request.challengeId, purpose: CREDIT_CHECK_PURPOSE, mobile: row.customerMobile, otp: request.otp });
  const now = context.clock.now();
  const standing = await consentOf(context.db, row.consentId);
  if (!standing || standing.withdrawnAt) {
    row = await recordCreditConsent(context.db, row, { channel: 'LINK', leadId, at: now, clearReport: true, language });
  }
  if (!row.report) row = await pull(context, row, row.consentId!);
  const { token } = await startCustomerSession(context.db, { kind: 'lead', id: leadId }, now);
  return { token, check: await toCheck(context, row, language) };
}

/** GET /credit-score/customer/report: the report of the session's own check (another lead's session finds none: 404). */
export async function customerCreditReport(context: CreditScoreContext, session: CustomerSession): Promise<CreditReport> {
  return (await customerCreditReportOf(context, session)).report;
}

/** The customer's report and the brand of the check's tenant (the page's header, the PDF's letterhead). */
export async function customerCreditReportOf(context: CreditScoreContext, session: CustomerSession): Promise<{ report: CreditReport; brandName: string }> {
  const [row] = await context.db.select().from(creditChecks).where(eq(creditChecks.customerLeadId, session.scope.id)).limit(1);
  if (!row) throw notFound(creditScoreMessages.notFound);
  const consent = await consentOf(context.db, row.consentId);
  if (!consent) throw conflict(creditScoreMessages.consentMissing);
  if (consent.withdrawnAt || !row.report) throw conflict(creditScoreMessages.consentWithdrawn);
  const brand = recordBrand(row.tenantCode);
  return {
    report: { ...row.report, checkId: row.id, customerName: row.customerName, mobileMasked: maskMobile(row.customerMobile), leadId: null, ...brand },
    brandName: brand.brandName,
  };
}
