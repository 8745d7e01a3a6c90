import type { AuthorisationStatusAnswer } from '@portal/domain';
import { api } from '../api';

/**
 * GET /api/partner-integration/public/products/{code}/authorization-status and POST /api/product/{code}/waitlist:
 * whether the signed-in partner may sell a product, and joining its waitlist when not (the catalogue's
 * entries carry the same status for the home page).
 */
export const productWaitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthorisationStatus: build.query<AuthorisationStatusAnswer, string>({
      query: (productCode) => `/partner-integration/public/products/${encodeURIComponent(productCode)}/authorization-status`,
    }),
    joinWaitlist: build.mutation<AuthorisationStatusAnswer, string>({
      query: (productCode) => ({ url: `/product/${encodeURIComponent(productCode)}/waitlist`, method: 'POST' }),
      async onQueryStarted(productCode, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(productWaitlistApi.util.upsertQueryData('getAuthorisationStatus', productCode, data));
          // Home lists each product's status from the catalogue.
          dispatch(api.util.invalidateTags(['Catalogue']));
        } catch {
          // The page shows the mutation's own error.
        }
      },
    }),
  }),
});

export const { useGetAuthorisationStatusQuery, useJoinWaitlistMutation } = productWaitlistApi;
