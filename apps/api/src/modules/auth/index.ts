// The auth module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { CUSTOMER_SESSION_COOKIE, type CustomerSession, endCustomerSession, startCustomerSession } from './customer-session-repository';
export { CUSTOMER_CONSENT_PURPOSE, customerOtpCooldownEnds, otpMessages, otpPolicy, RateLimitedError, sendCustomerOtp, verifyCustomerOtp } from './otp-service';
export { toPartnerSession } from './partner-session';
