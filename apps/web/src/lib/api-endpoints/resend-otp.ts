import type { OtpChallenge } from '@portal/domain';
import { api } from '../api';

/** POST /api/services/public/otp/resend/:sessionId — a fresh code for the same challenge. */
export const resendOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendOtp: build.mutation<OtpChallenge, { sessionId: string }>({
      query: ({ sessionId }) => ({ url: `/services/public/otp/resend/${encodeURIComponent(sessionId)}`, method: 'POST' }),
    }),
  }),
});

export const { useResendOtpMutation } = resendOtpApi;
