import type { LamfFolios } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/products/lamf/folios {pan} — the customer's mutual fund folios and what they can borrow against them (PAN in the body). */
const findLamfFoliosApi = api.injectEndpoints({
  endpoints: (build) => ({
    findLamfFolios: build.mutation<LamfFolios, { pan: string }>({
      query: ({ pan }) => ({ url: '/products/lamf/folios', method: 'POST', body: { pan } }),
    }),
  }),
});

export const { useFindLamfFoliosMutation } = findLamfFoliosApi;
