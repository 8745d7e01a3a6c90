import type { OffersAnswer } from '@portal/domain';
import { api } from '../../../lib/api';

/**
 * GET /api/leads/aggregator/:aggregatorId?dpFlow=PARTNER — the application (its status), the lenders' offers
 * in so far, the lenders still to answer (poll after `pollAfterMs` while any) and the leads already made.
 */
const getLoanOffersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoanOffers: build.query<OffersAnswer, string>({
      query: (aggregatorId) => ({ url: `/leads/aggregator/${encodeURIComponent(aggregatorId)}`, params: { dpFlow: 'PARTNER' } }),
      providesTags: (_result, _error, aggregatorId) => [{ type: 'LoanApplication', id: aggregatorId }],
    }),
  }),
});

export const { useGetLoanOffersQuery } = getLoanOffersApi;
