import type { Mandate, PublicMandate, SignMandateRequest } from '@portal/domain';
import { api } from '../../../lib/api';

export interface MandateArgs {
  productCode: string;
  referenceId: string;
}

export interface PublicMandateArgs {
  productCode: string;
  token: string;
}

/** The mandate letter calls (SPEC §7): the partner's link, and the customer's public page and signature. */
const mandatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/products/:code/proposals/:referenceId/mandate — idempotent: the letter is made on the first
     * call, an expired unsigned link renewed; so it is read as a query, polled while unsigned.
     */
    ensureMandate: build.query<Mandate, MandateArgs>({
      query: ({ productCode, referenceId }) => ({
        url: `/products/${encodeURIComponent(productCode)}/proposals/${encodeURIComponent(referenceId)}/mandate`,
        method: 'POST',
      }),
    }),
    /** GET /api/redirection-flows/public/product/:code?token= — what the customer authorises. */
    getPublicMandate: build.query<PublicMandate, PublicMandateArgs>({
      query: ({ productCode, token }) => ({
        url: `/redirection-flows/public/product/${encodeURIComponent(productCode)}`,
        params: { token },
      }),
    }),
    /** POST /api/redirection-flows/public/product/:code/mandate — the customer signs. */
    signMandate: build.mutation<PublicMandate, SignMandateRequest & { productCode: string }>({
      query: ({ productCode, ...body }) => ({
        url: `/redirection-flows/public/product/${encodeURIComponent(productCode)}/mandate`,
        method: 'POST',
        body,
      }),
      // The page shows the signed letter at once, from the answer.
      async onQueryStarted({ productCode, token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(mandatesApi.util.upsertQueryData('getPublicMandate', { productCode, token }, data));
      },
    }),
  }),
});

export const { useEnsureMandateQuery, useGetPublicMandateQuery, useSignMandateMutation } = mandatesApi;
/** The letter as last read, without asking: the panel polls only while it is unsigned. */
export const useEnsureMandateQueryState = mandatesApi.endpoints.ensureMandate.useQueryState;
