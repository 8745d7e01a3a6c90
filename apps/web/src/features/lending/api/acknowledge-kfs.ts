import type { LeadLoanOffer } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/leads/kfsAcknowledgement?leadId {acknowledged: true} — records that the customer read the Key Fact Statement. */
const acknowledgeKfsApi = api.injectEndpoints({
  endpoints: (build) => ({
    acknowledgeKfs: build.mutation<LeadLoanOffer, { leadId: string }>({
      query: ({ leadId }) => ({ url: '/leads/kfsAcknowledgement', method: 'POST', params: { leadId }, body: { acknowledged: true } }),
      invalidatesTags: (_result, _error, { leadId }) => [{ type: 'Lead', id: leadId }],
    }),
  }),
});

export const { useAcknowledgeKfsMutation } = acknowledgeKfsApi;
