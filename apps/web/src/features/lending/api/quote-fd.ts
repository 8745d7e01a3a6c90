import type { FdQuote, FormValues } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/products/FD/quote — the deposit's rate and maturity amount for the sell form's answers, before any booking. */
const quoteFdApi = api.injectEndpoints({
  endpoints: (build) => ({
    quoteFd: build.mutation<FdQuote, FormValues>({
      query: (values) => ({ url: '/products/FD/quote', method: 'POST', body: values }),
    }),
  }),
});

export const { useQuoteFdMutation } = quoteFdApi;
