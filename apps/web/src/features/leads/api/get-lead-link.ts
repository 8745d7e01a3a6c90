import type { LeadLink } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/leads/{leadId}/link — the customer's signed link to this lead (asked for open leads only). */
export const getLeadLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeadLink: build.query<LeadLink, string>({
      query: (leadId) => `/leads/${encodeURIComponent(leadId)}/link`,
    }),
  }),
});

export const { useGetLeadLinkQuery } = getLeadLinkApi;
