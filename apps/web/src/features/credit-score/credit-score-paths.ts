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
