import type { ShareLeadDirectAnswer } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/leads/{leadId}/share-direct — the server texts the customer's link to the lead's own mobile. */
export const shareLeadDirectApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareLeadDirect: build.mutation<ShareLeadDirectAnswer, string>({
      query: (leadId) => ({ url: `/leads/${encodeURIComponent(leadId)}/share-direct`, method: 'POST' }),
      invalidatesTags: (_result, _error, leadId) => [{ type: 'Lead', id: leadId }, 'Lead'],
    }),
  }),
});

export const { useShareLeadDirectMutation } = shareLeadDirectApi;
