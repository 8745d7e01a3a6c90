import type { Transaction } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/payments/{productCode}/transaction — the partner's payments for one product, newest first. */
export const getTransactionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTransactions: build.query<Transaction[], string>({
      query: (productCode) => ({ url: `/payments/${encodeURIComponent(productCode)}/transaction` }),
      providesTags: ['Payment'],
    }),
  }),
});

export const { useGetTransactionsQuery } = getTransactionsApi;
