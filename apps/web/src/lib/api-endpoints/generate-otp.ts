import type { OtpChallenge } from '@portal/domain';
import { api } from '../api';

/** POST /api/services/public/otp/generate — sends a sign-in OTP to the partner's mobile. */
export const generateOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    generateOtp: build.mutation<OtpChallenge, { mobile: string }>({
      query: (body) => ({ url: '/services/public/otp/generate', method: 'POST', body }),
    }),
  }),
});

export const { useGenerateOtpMutation } = generateOtpApi;
