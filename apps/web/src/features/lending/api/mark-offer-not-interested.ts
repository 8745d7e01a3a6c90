import { api } from '../../../lib/api';

/** POST /api/markOfferNotInterested {aggregatorId, offerId} — the customer does not want this offer. */
const markOfferNotInterestedApi = api.injectEndpoints({
  endpoints: (build) => ({
    markOfferNotInterested: build.mutation<unknown, { aggregatorId: string; offerId: string; productCode: string }>({
      query: ({ aggregatorId, offerId }) => ({ url: '/markOfferNotInterested', method: 'POST', body: { aggregatorId, offerId } }),
      invalidatesTags: (_result, _error, { productCode, aggregatorId }) => [
        { type: 'PreapprovedOffers', id: productCode },
        { type: 'LoanApplication', id: aggregatorId },
      ],
    }),
  }),
});

export const { useMarkOfferNotInterestedMutation } = markOfferNotInterestedApi;
