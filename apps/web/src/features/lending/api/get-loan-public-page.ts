import type { LoanPublicPage } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/products/:code/public?token (a customer's link) or ?ref (the partner's URL) — what the customer's logo-only page shows (public, no partner session). */
const getLoanPublicPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoanPublicPage: build.query<LoanPublicPage, { productCode: string; token?: string; ref?: string }>({
      query: ({ productCode, token, ref }) => ({ url: `/products/${encodeURIComponent(productCode)}/public`, params: token ? { token } : { ref } }),
      extraOptions: { signInAgain: false },
    }),
  }),
});

export const { useGetLoanPublicPageQuery } = getLoanPublicPageApi;
