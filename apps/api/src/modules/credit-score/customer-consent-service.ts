import { eq } from 'drizzle-orm';
import { type CustomerCreditConsent, type CustomerOtpChallenge, type RevokeConsentBody } from '@portal/domain';
import type { CustomerSession } from '../../lib/sessions/customer-session-repository';
import { otpPolicy, sendCustomerOtp, verifyCustomerOtp } from '../../lib/sessions/otp-service';
import { notFound } from '../../plugins/errors';
import { recordBrand } from '../../lib/record-brand';
import { creditChecks } from '../../db/schema/credit-score-schema';
import { consentOf, creditScoreMessages, maskMobile, revokeCreditConsent, type CreditScoreContext } from './credit-score-service';

async function checkOfSession(context: CreditScoreContext, session: CustomerSession) {
  const [row] = await context.db.select().from(creditChecks).where(eq(creditChecks.customerLeadId, session.scope.id)).limit(1);
  if (!row) throw notFound(creditScoreMessages.notFound);
  return row;
}

/** GET /credit-score/customer/consent: the session's check's consent, given and withdrawn (decision 0091). */
export async function getCustomerConsent(context: CreditScoreContext, session: CustomerSession): Promise<CustomerCreditConsent> {
  const row = await checkOfSession(context, session);
  const consent = await consentOf(context.db, row.consentId);
  return {
    ...recordBrand(row.tenantCode),
    mobileMasked: maskMobile(row.customerMobile),
    givenAt: consent?.givenAt.toISOString() ?? null,
    withdrawnAt: consent?.withdrawnAt?.toISOString() ?? null,
  };
}

/**
 * POST /credit-score/customer/consent/withdraw: the signed-in customer withdraws, in one step, as the public
 * call does for their mobile (every standing credit-report consent, the reports erased; decision 0087).
 * Withdrawing again changes nothing.
 */
export async function withdrawCustomerConsent(context: CreditScoreContext, session: CustomerSession): Promise<CustomerCreditConsent> {
  const row = await checkOfSession(context, session);
  await revokeCreditConsent(context, row.customerMobile);
  return getCustomerConsent(context, session);
}

/** The OTP purpose of a customer's own access to their consents: to see them, or withdraw one (decision 0152). */
export const CUSTOMER_CONSENTS_PURPOSE = 'customer-consents' as const;

/**
 * POST /services/public/creditScore/revokeConsent/otp {mobileNumber}: an OTP to the mobile typed (never to
 * another), so only its holder can withdraw; sent and answered alike whether or not it has a consent.
 */
export async function sendWithdrawalOtp(context: CreditScoreContext, mobile: string, ip: string): Promise<CustomerOtpChallenge> {
  const sent = await sendCustomerOtp(context, {
    mobile,
    ip,
    purpose: CUSTOMER_CONSENTS_PURPOSE,
    text: (otp) =>
      `${otp} is your code to withdraw your consent to fetch your credit report. Type it on the page where you asked for it. Never tell it to anyone. Valid 5 minutes.`,
  });
  return {
    challengeId: sent.challengeId,
    mobileEnding: mobile.slice(-4),
    expiresInSeconds: otpPolicy.ttlSeconds,
    resendAfterSeconds: otpPolicy.resendCooldownSeconds,
  };
}

/**
 * POST /services/public/creditScore/revokeConsent {mobileNumber, challengeId, otp}: the OTP proves the
 * mobile, then every standing credit-report consent of it is withdrawn (decision 0087's withdrawal). A wrong
 * or missing OTP withdraws nothing (400).
 */
export async function revokeCreditConsentByOtp(context: CreditScoreContext, body: RevokeConsentBody): Promise<{ message: string }> {
  await verifyCustomerOtp(context, { challengeId: body.challengeId, purpose: CUSTOMER_CONSENTS_PURPOSE, mobile: body.mobileNumber, otp: body.otp });
  return revokeCreditConsent(context, body.mobileNumber);
}
