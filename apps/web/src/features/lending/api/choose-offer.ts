import type { ChosenOffer } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/leads/clone?aggregatorId&dpFlow=PARTNER&selectOffer — chooses an offer: one lead per chosen offer (again: the same lead). */
const chooseOfferApi = api.injectEndpoints({
  endpoints: (build) => ({
    chooseOffer: build.mutation<ChosenOffer, { aggregatorId: string; offerId: string }>({
      query: ({ aggregatorId, offerId }) => ({ url: '/leads/clone', method: 'POST', params: { aggregatorId, dpFlow: 'PARTNER', selectOffer: offerId } }),
      invalidatesTags: (_result, _error, { aggregatorId }) => [{ type: 'LoanApplication', id: aggregatorId }, 'Lead'],
    }),
  }),
});

export const { useChooseOfferMutation } = chooseOfferApi;
