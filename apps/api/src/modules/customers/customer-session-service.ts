import { decideViewer, errorCodes, type CustomerLinkBrand, type CustomerOtpChallenge, type CustomerSessionAnswer } from '@portal/domain';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { AppError, notFound } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { type CustomerSession, startCustomerSession } from '../../lib/sessions/customer-session-repository';
import { otpPolicy, sendCustomerOtp, verifyCustomerOtp } from '../../lib/sessions/otp-service';
import { findLeadById, type LeadRow } from '../../lib/leads/lead-records';
import type { LendingTokens } from '../../security/lending-tokens';
import { translatorOf } from '../../i18n/api-i18n';

export interface CustomerSessionContext {
  db: Database;
  env: Pick<Env, 'PROVIDERS' | 'OTP_HASH_SECRET' | 'OTP_SENDS_PER_ADDRESS'>;
  clock: Clock;
  sms: SmsProvider;
  tokens: Pick<LendingTokens, 'customerLink'>;
}

export const customerSessionMessages = {
  badLink: 'This link is not valid. Please ask your advisor for a new one',
  expiredLink: 'This link has expired. Please ask your advisor for a new one',
} as const;

/**
 * The lead a customer's link (the signed `lending-customer-link/v1` token the partner shared) names. An
 * unknown or forged link answers 404, an expired one 410: either way the customer asks the advisor again.
 */
async function leadOfLink(
  context: CustomerSessionContext,
  token: string,
  options: { expired: 'refused' | 'named' } = { expired: 'refused' },
): Promise<LeadRow> {
  const read = await context.tokens.customerLink.read(token, context.clock.now());
  if (!read) throw notFound(customerSessionMessages.badLink);
  const lead = await findLeadById(context.db, read.payload.leadId);
  if (!lead || lead.productCode !== read.payload.productCode) throw notFound(customerSessionMessages.badLink);
  if (read.expired && options.expired === 'refused') throw new AppError(410, errorCodes.notFound, customerSessionMessages.expiredLink);
  return lead;
}

/**
 * GET /customer-sessions/lead/brand: whose link it is, before any sign-in (decision 0175). The lead's
 * tenant, as the one viewer decision gives it to a customer; an expired link still names it (the page
 * then says so under the right brand), a forged one is a 404.
 */
export async function brandOfLink(context: CustomerSessionContext, token: string): Promise<CustomerLinkBrand> {
  const lead = await leadOfLink(context, token, { expired: 'named' });
  const { brandName, brandColour } = decideViewer({ recordTenant: lead.tenantCode });
  // The lead's customer language too, so the sign-in opens in it even from a link without `lang` (decision 0245).
  return { brandName, ...(brandColour ? { brandColour } : {}), language: lead.customerLanguage };
}

/** POST /customer-sessions/lead/otp: an OTP to the lead's own mobile (never one the caller chooses). */
export async function sendLeadSessionOtp(context: CustomerSessionContext, request: { token: string; ip: string }): Promise<CustomerOtpChallenge> {
  const lead = await leadOfLink(context, request.token);
  const sent = await sendCustomerOtp(context, {
    mobile: lead.customerMobile,
    ip: request.ip,
    purpose: 'customer-consent',
    // In the lead's customer language, the one the link opens in (decision 0245).
    text: (otp) => translatorOf(lead.customerLanguage)('lendingOffers.sms.leadSignIn', { otp, minutes: otpPolicy.ttlSeconds / 60 }),
    language: lead.customerLanguage,
  });
  return {
    challengeId: sent.challengeId,
    mobileEnding: lead.customerMobile.slice(-4),
    expiresInSeconds: otpPolicy.ttlSeconds,
    resendAfterSeconds: otpPolicy.resendCooldownSeconds,
  };
}

/** POST /customer-sessions/lead: the right OTP for the lead's mobile starts a session for that lead only. */
export async function startLeadSession(
  context: CustomerSessionContext,
  request: { token: string; challengeId: string; otp: string },
): Promise<{ token: string; answer: CustomerSessionAnswer }> {
  const lead = await leadOfLink(context, request.token);
  await verifyCustomerOtp(context, { challengeId: request.challengeId, purpose: 'customer-consent', mobile: lead.customerMobile, otp: request.otp });
  const { token, session } = await startCustomerSession(context.db, { kind: 'lead', id: lead.id }, context.clock.now());
  return { token, answer: toCustomerSessionAnswer(session, lead.productCode) };
}

export const toCustomerSessionAnswer = (session: CustomerSession, productCode: string | null): CustomerSessionAnswer => ({
  // A consents session's id is the mobile: it is answered masked, as everywhere a mobile is shown.
  scope: session.scope.kind === 'consents' ? { kind: 'consents', id: `XXXXXX${session.scope.id.slice(-4)}` } : session.scope,
  productCode,
  idleExpiresAt: session.idleExpiresAt.toISOString(),
  expiresAt: session.expiresAt.toISOString(),
});

/** The product of the session's lead, for the status answer. */
export async function productOfSession(db: Database, session: CustomerSession): Promise<string | null> {
  if (session.scope.kind !== 'lead') return null;
  return (await findLeadById(db, session.scope.id))?.productCode ?? null;
}
