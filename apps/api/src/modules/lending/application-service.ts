import {
  DEFAULT_LANGUAGE,
  isLoanProductCode,
  loanProductProfiles,
  rupeesToPaise,
  type ConsentOtpSent,
  type Language,
  type LoanApplication,
} from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import { notFound, validationError } from '../../plugins/errors';
import {
  CUSTOMER_CONSENT_PURPOSE,
  customerOtpCooldownEnds,
  otpMessages,
  RateLimitedError,
  sendCustomerOtp,
  verifyCustomerOtp,
} from '../../lib/sessions/otp-service';
import {
  findApplication,
  findApplicationById,
  insertApplication,
  withdrawConsents,
  newAggregatorId,
  updateApplication,
  type ApplicationRow,
} from './lending-repository';
import { toApplication } from './offers-service';
import { sealPan } from '../../security/pan-seal';
import { applicationLanguageOf, loanConsentSms, recordApplicationConsent } from './application-consent';
import { fetchConsentedFolios } from './lamf-folios';

import type { LendingContext } from './lending-context';
import { lendingMessages, conflict, customerLanguageOf, maskMobile, parseSell, loanProduct } from './lending-context';

/** A loan application: made from the sell form, then the customer's consent by OTP (DPDP), and its withdrawal. */

/** POST /products/{code}/loan-applications: the sell form; answers the application waiting for consent. */
export async function createApplication(
  context: LendingContext,
  partner: PartnerScope,
  code: string,
  body: unknown,
  requestLanguage: Language = DEFAULT_LANGUAGE,
): Promise<LoanApplication> {
  const productCode = loanProduct(partner, code);
  // The customer's language rides beside the sell form's answers: the lead, its link and SMS follow it (decision 0217);
  // not given, it is the language the partner fills the form in with the customer, his page's (decision 0245).
  const { language: chosenLanguage, sell } = customerLanguageOf(body, requestLanguage);
  const values = parseSell(productCode, sell);
  const { fullName, mobile, email, pan, loanAmount, tenureMonths, ...rest } = values as Record<string, string>;
  const answers: Record<string, unknown> = { ...rest, ...(chosenLanguage !== DEFAULT_LANGUAGE ? { customerLanguage: chosenLanguage } : {}) };
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
    // The customer's language: its text and its DLT template (customer-consent.hi-IN), as every customer SMS (decision 0216).
    language: applicationLanguageOf(application),
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
