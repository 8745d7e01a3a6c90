import type { LoanApplication } from '@portal/domain';
import { api } from '../../../lib/api';

/**
 * POST /api/loan-applications/:aggregatorId/consent/verify {otp} — the customer's OTP as the partner typed
 * it; the consent is recorded and the application answered. 400 with `fields.otp` (and tries left) when wrong.
 */
const verifyConsentOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyConsentOtp: build.mutation<LoanApplication, { aggregatorId: string; otp: string }>({
      query: ({ aggregatorId, otp }) => ({ url: `/loan-applications/${encodeURIComponent(aggregatorId)}/consent/verify`, method: 'POST', body: { otp } }),
      invalidatesTags: (_result, _error, { aggregatorId }) => [{ type: 'LoanApplication', id: aggregatorId }],
    }),
  }),
});

export const { useVerifyConsentOtpMutation } = verifyConsentOtpApi;
