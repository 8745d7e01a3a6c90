import type { LamfFolios } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/products/lamf/folios {aggregatorId}: the folios of a LAMF application whose customer agreed by OTP to their fetch (409 before). */
const findLamfFoliosApi = api.injectEndpoints({
  endpoints: (build) => ({
    findLamfFolios: build.mutation<LamfFolios, { aggregatorId: string }>({
      query: ({ aggregatorId }) => ({ url: '/products/lamf/folios', method: 'POST', body: { aggregatorId } }),
    }),
  }),
});

export const { useFindLamfFoliosMutation } = findLamfFoliosApi;
