import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { lendingLeads, loanApplications, loanOffers } from '../../db/schema/lending-schema';
import { toOffer } from '../../lib/lending-records';
import { recordBrand } from '../../lib/record-brand';
import { CUSTOMER_CONSENT_PURPOSE, otpPolicy, sendCustomerOtp, verifyCustomerOtp } from '../../lib/sessions/otp-service';
import type { CustomerOtpChallenge, PlOffers, PlOffersBody } from '@portal/domain';
import type { CreditScoreContext } from './credit-score-service';
import { maskMobile } from './credit-score-service';

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
    .select({ offer: loanOffers, tenantCode: loanApplications.tenantCode })
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
  const valid = rows.filter(({ offer }) => new Date(toOffer(offer, offer.terms!, 1).validUntil) > now);
  const offers = valid
    .map(({ offer }) => toOffer(offer, offer.terms!, 1))
    .sort((a, b) => a.aprPercent - b.aprPercent)
    .map((offer, i) => ({ ...offer, rank: i + 1 }));
  // The offers' tenant names the page when they are one tenant's (decision 0240); several tenants' name none.
  const offerTenants = [...new Set(valid.map((row) => row.tenantCode))];
  const brand = offerTenants.length === 1 ? recordBrand(offerTenants[0]!) : {};
  return { mobileMasked: maskMobile(request.mobile), offers, ...brand };
}
