import type { PartnerSession } from '@portal/domain';
import { api } from '../api';

/** POST /api/services/public/otp/validate — checks the code; the API sets the session cookie and answers the partner. */
export const validateOtpApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateOtp: build.mutation<PartnerSession, { sessionId: string; otp: string }>({
      query: (body) => ({ url: '/services/public/otp/validate', method: 'POST', body }),
      // A new partner is signed in: everything cached belonged to nobody or to someone else.
      invalidatesTags: ['Session', 'Catalogue', 'Quote', 'Proposal', 'Payment', 'Lead'],
    }),
  }),
});

export const { useValidateOtpMutation } = validateOtpApi;
