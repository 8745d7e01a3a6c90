import { leadPath, type LeadDetails } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/leads/{leadId} — one lead with its answers and status history (404 for another partner's). */
export const getLeadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLead: build.query<LeadDetails, string>({
      query: (leadId) => leadPath(leadId),
      providesTags: (_result, _error, leadId) => [{ type: 'Lead', id: leadId }],
    }),
  }),
});

export const { useGetLeadQuery } = getLeadApi;
