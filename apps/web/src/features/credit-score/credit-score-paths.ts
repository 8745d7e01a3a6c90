/** The partner's credit-score pages, as the route table names them (packages/domain credit-score-routes). */
export const partnerPaths = {
  details: '/credit-score/credit-customer-details',
  otp: (checkId: string) => `/credit-score/otp-verification?checkId=${encodeURIComponent(checkId)}`,
  report: (checkId: string) => `/credit-score/dp-credit-report?checkId=${encodeURIComponent(checkId)}`,
};

/** The customer's own pages, reached from the link the partner shares (decision 0088). */
export const customerPaths = {
  otp: (token: string, challengeId: string) => `/credit-score/customer/otp-verification?${new URLSearchParams({ token, challengeId }).toString()}`,
  report: '/credit-score/customer-credit-report',
  withdraw: '/credit-score/customer/withdraw-consent',
};

/**
 * What the customer's OTP page is told of the send that opened it (the history entry's state, kept across a reload):
 * when Resend opens, from the API's resendAfterSeconds. A page opened without it lets Resend go at once; the API's
 * send limits still stand.
 */
export interface CustomerOtpSent {
  resendAt: number;
}

export const customerOtpSent = (sent: { resendAfterSeconds: number }): CustomerOtpSent => ({ resendAt: Date.now() + sent.resendAfterSeconds * 1000 });

export const resendAtOf = (state: unknown): number | undefined =>
  typeof state === 'object' && state !== null && typeof (state as Partial<CustomerOtpSent>).resendAt === 'number'
    ? (state as CustomerOtpSent).resendAt
    : undefined;
