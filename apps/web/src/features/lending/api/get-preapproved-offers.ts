import type { PreApprovedOffers } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/products/:productCode/preApprovedOffers — the partner's customers' open offers not yet chosen. */
const getPreapprovedOffersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreapprovedOffers: build.query<PreApprovedOffers, string>({
      query: (productCode) => `/products/${encodeURIComponent(productCode)}/preApprovedOffers`,
      providesTags: (_result, _error, productCode) => [{ type: 'PreapprovedOffers', id: productCode }],
    }),
  }),
});

export const { useGetPreapprovedOffersQuery } = getPreapprovedOffersApi;
