import type { LendingRedirection } from '@portal/domain';
import { api } from '../../../lib/api';

export interface RedirectionArgs {
  productCode: string;
  token: string;
}

/** The customer's side of a loan or deposit lead (public, by the link's token; no partner session). */
const lendingRedirectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/redirection-flows/public/product/:code?token — the offer and its KFS, or the deposit. */
    getLendingRedirection: build.query<LendingRedirection, RedirectionArgs>({
      query: ({ productCode, token }) => ({ url: `/redirection-flows/public/product/${encodeURIComponent(productCode)}`, params: { token } }),
      extraOptions: { signInAgain: false },
    }),
    /** POST /api/redirection-flows/public/product/:code/mandate — the customer confirms (typed name and consent). */
    confirmLendingRedirection: build.mutation<LendingRedirection, RedirectionArgs & { fullName: string }>({
      query: ({ productCode, token, fullName }) => ({
        url: `/redirection-flows/public/product/${encodeURIComponent(productCode)}/mandate`,
        method: 'POST',
        body: { token, fullName, consent: true },
      }),
      extraOptions: { signInAgain: false },
    }),
  }),
});

export const { useGetLendingRedirectionQuery, useConfirmLendingRedirectionMutation } = lendingRedirectionApi;
