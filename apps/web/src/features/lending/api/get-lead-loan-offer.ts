import type { LeadLoanOffer } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/leads/loanOffer?leadId — a lead's chosen offer, its Key Fact Statement and the customer's acknowledgement. */
const getLeadLoanOfferApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeadLoanOffer: build.query<LeadLoanOffer, string>({
      query: (leadId) => ({ url: '/leads/loanOffer', params: { leadId } }),
      providesTags: (_result, _error, leadId) => [{ type: 'Lead', id: leadId }],
    }),
  }),
});

export const { useGetLeadLoanOfferQuery } = getLeadLoanOfferApi;
