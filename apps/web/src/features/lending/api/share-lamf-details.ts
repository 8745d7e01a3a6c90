import type { FormValues, ShareDetails } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/share-details — "Customer's Link": a lead and the customer's link to /products/lamf/public. */
const shareLamfDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareLamfDetails: build.mutation<ShareDetails, FormValues>({
      query: (values) => ({ url: '/share-details', method: 'POST', body: values }),
      invalidatesTags: ['Lead'],
    }),
  }),
});

export const { useShareLamfDetailsMutation } = shareLamfDetailsApi;
