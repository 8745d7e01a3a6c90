import type { CustomerCreditConsent, CustomerOtpChallenge, RevokeConsentBody } from '@portal/domain';
import type { ApiExtraOptions } from '../../../lib/api';
import { api } from '../../../lib/api';
import { CUSTOMER_CREDIT_REPORT_TAG } from './credit-checks';

const consentTag = { type: 'Lead', id: 'customer-credit-consent' } as const;
const customerCall = { signInAgain: false } satisfies ApiExtraOptions;

/**
 * The customer's consent to the credit report (decision 0091): read it and withdraw it with the customer
 * session; without one (it is short lived), withdraw by the mobile number and the OTP sent to it (0152).
 */
const customerConsentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerCreditConsent: build.query<CustomerCreditConsent, void>({
      query: () => '/credit-score/customer/consent',
      extraOptions: customerCall,
      providesTags: [consentTag],
    }),
    withdrawCustomerCreditConsent: build.mutation<CustomerCreditConsent, void>({
      query: () => ({ url: '/credit-score/customer/consent/withdraw', method: 'POST' }),
      extraOptions: customerCall,
      invalidatesTags: [consentTag, { type: 'Lead', id: CUSTOMER_CREDIT_REPORT_TAG }],
    }),
    sendWithdrawalOtp: build.mutation<CustomerOtpChallenge, { mobileNumber: string }>({
      query: (body) => ({ url: '/services/public/creditScore/revokeConsent/otp', method: 'POST', body }),
      extraOptions: customerCall,
    }),
    revokeCreditConsentByMobile: build.mutation<{ message: string }, RevokeConsentBody>({
      query: (body) => ({ url: '/services/public/creditScore/revokeConsent', method: 'POST', body }),
      extraOptions: customerCall,
    }),
  }),
});

export const {
  useGetCustomerCreditConsentQuery,
  useWithdrawCustomerCreditConsentMutation,
  useSendWithdrawalOtpMutation,
  useRevokeCreditConsentByMobileMutation,
} = customerConsentApi;
