import type {
  ClonedLead,
  CreditCheck,
  CreditCheckStartBody,
  CreditCustomerLanding,
  CreditCustomerLink,
  CreditCustomerVerifyBody,
  CreditReport,
  CustomerOtpChallenge,
} from '@portal/domain';
import type { ApiExtraOptions } from '../../../lib/api';
import { api } from '../../../lib/api';

/** The customer's own report, refetched once the customer withdraws the consent (customer-consent.ts). */
export const CUSTOMER_CREDIT_REPORT_TAG = 'customer-credit-report';

/**
 * The credit score's calls (decision 0087), one injection for the one page that makes them:
 * start a check, resend and verify the consent OTP, read the report, make a personal-loan lead.
 */
export const creditChecksApi = api.injectEndpoints({
  endpoints: (build) => ({
    initiateCreditCheck: build.mutation<CreditCheck, CreditCheckStartBody>({
      query: (body) => ({ url: '/products/credit-score/leads/initiate-credit-check', method: 'POST', body }),
    }),
    getCreditCheck: build.query<CreditCheck, string>({
      query: (checkId) => `/credit-checks/${encodeURIComponent(checkId)}`,
      providesTags: (_r, _e, checkId) => [{ type: 'Lead', id: `credit-${checkId}` }],
    }),
    resendCreditOtp: build.mutation<CreditCheck, string>({
      query: (checkId) => ({ url: `/credit-checks/${encodeURIComponent(checkId)}/consent/otp`, method: 'POST' }),
    }),
    verifyCreditConsent: build.mutation<CreditCheck, { checkId: string; otp: string }>({
      query: ({ checkId, otp }) => ({ url: `/credit-checks/${encodeURIComponent(checkId)}/consent/verify`, method: 'POST', body: { otp } }),
      invalidatesTags: (_r, _e, { checkId }) => [{ type: 'Lead', id: `credit-${checkId}` }],
    }),
    fetchCreditScore: build.query<CreditReport, string>({
      query: (checkId) => ({ url: '/leads/fetchCreditScore', params: { checkId } }),
      providesTags: (_r, _e, checkId) => [{ type: 'Lead', id: `credit-report-${checkId}` }],
    }),
    cloneLeadFromCreditScore: build.mutation<ClonedLead, { checkId: string; amount: number }>({
      query: (body) => ({ url: '/clone-lead-from-credit-score', method: 'POST', body }),
      invalidatesTags: (_r, _e, { checkId }) => [{ type: 'Lead', id: `credit-report-${checkId}` }],
    }),
    creditCustomerLink: build.mutation<CreditCustomerLink, string>({
      query: (checkId) => ({ url: `/credit-checks/${encodeURIComponent(checkId)}/customer-link`, method: 'POST' }),
    }),
    // The customer's own way: no partner session, so a 401 is the page's to answer, never the sign-in dialog.
    creditCustomerLanding: build.query<CreditCustomerLanding, string>({
      query: (token) => ({ url: '/credit-score/customer/landing', method: 'POST', body: { token } }),
      extraOptions: { signInAgain: false } satisfies ApiExtraOptions,
    }),
    sendCreditCustomerOtp: build.mutation<CustomerOtpChallenge, string>({
      query: (token) => ({ url: '/credit-score/customer/otp', method: 'POST', body: { token } }),
      extraOptions: { signInAgain: false } satisfies ApiExtraOptions,
    }),
    verifyCreditCustomer: build.mutation<CreditCheck, CreditCustomerVerifyBody>({
      query: (body) => ({ url: '/credit-score/customer/verify', method: 'POST', body }),
      extraOptions: { signInAgain: false } satisfies ApiExtraOptions,
    }),
    customerCreditReport: build.query<CreditReport, void>({
      query: () => '/credit-score/customer/report',
      extraOptions: { signInAgain: false } satisfies ApiExtraOptions,
      providesTags: [{ type: 'Lead', id: CUSTOMER_CREDIT_REPORT_TAG }],
    }),
  }),
});

export const {
  useInitiateCreditCheckMutation,
  useGetCreditCheckQuery,
  useResendCreditOtpMutation,
  useVerifyCreditConsentMutation,
  useFetchCreditScoreQuery,
  useCloneLeadFromCreditScoreMutation,
  useCreditCustomerLinkMutation,
  useCreditCustomerLandingQuery,
  useSendCreditCustomerOtpMutation,
  useVerifyCreditCustomerMutation,
  useCustomerCreditReportQuery,
} = creditChecksApi;
