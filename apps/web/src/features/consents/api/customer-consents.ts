import type { CustomerConsentEntry, CustomerConsents, CustomerConsentsSignInBody, CustomerOtpChallenge } from '@portal/domain';
import { api, type ApiExtraOptions } from '../../../lib/api';

const consentsTag = { type: 'Lead', id: 'customer-consents' } as const;
/** No partner session on these pages: a 401 shows the OTP form, never the partner's sign-in dialog. */
const customerCall = { signInAgain: false } satisfies ApiExtraOptions;

/** A customer's own consents (decision 0155): the OTP, the session it gives, the list, a withdrawal. */
const customerConsentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/customer-consents: a 401 without a customer session. */
    listCustomerConsents: build.query<CustomerConsents, void>({
      query: () => '/customer-consents',
      extraOptions: customerCall,
      providesTags: [consentsTag],
    }),
    /** POST /api/customer-consents/otp: the mobile travels in the body, never the address. */
    sendCustomerConsentsOtp: build.mutation<CustomerOtpChallenge, { mobileNumber: string }>({
      query: (body) => ({ url: '/customer-consents/otp', method: 'POST', body }),
      extraOptions: customerCall,
    }),
    /** POST /api/customer-consents/session: the OTP gives the session (cookie) and the list. */
    startCustomerConsentsSession: build.mutation<CustomerConsents, CustomerConsentsSignInBody>({
      query: (body) => ({ url: '/customer-consents/session', method: 'POST', body }),
      extraOptions: customerCall,
      invalidatesTags: [consentsTag],
    }),
    /** POST /api/customer-consents/{id}/withdraw */
    withdrawCustomerConsent: build.mutation<CustomerConsentEntry, string>({
      query: (consentId) => ({ url: `/customer-consents/${encodeURIComponent(consentId)}/withdraw`, method: 'POST' }),
      extraOptions: customerCall,
      invalidatesTags: [consentsTag],
    }),
  }),
});

export const { useListCustomerConsentsQuery, useSendCustomerConsentsOtpMutation, useStartCustomerConsentsSessionMutation, useWithdrawCustomerConsentMutation } =
  customerConsentsApi;
