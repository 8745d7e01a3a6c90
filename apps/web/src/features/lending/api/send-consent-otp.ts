import type { ConsentOtpSent } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/loan-applications/:aggregatorId/consent/otp — sends the consent OTP to the customer's mobile; 429 when sent too often. */
const sendConsentOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendConsentOtp: build.mutation<ConsentOtpSent, { aggregatorId: string }>({
      query: ({ aggregatorId }) => ({ url: `/loan-applications/${encodeURIComponent(aggregatorId)}/consent/otp`, method: 'POST', body: {} }),
    }),
  }),
});

export const { useSendConsentOtpMutation } = sendConsentOtpApi;
