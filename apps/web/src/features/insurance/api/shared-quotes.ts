import type { QuoteShareLink, SharedQuote } from '@portal/domain';
import { api } from '../../../lib/api';

/** A quote the partner shares with the customer: the public link, and the customer's page of it. */
const sharedQuotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/products/:code/quotes/share — a signed public link, made when the share modal opens. */
    shareQuote: build.query<QuoteShareLink, { productCode: string; quoteId: string }>({
      query: ({ productCode, quoteId }) => ({ url: `/products/${encodeURIComponent(productCode)}/quotes/share`, method: 'POST', body: { quoteId } }),
    }),
    /** GET /api/quotes/public?token= — no session needed. */
    getSharedQuote: build.query<SharedQuote, string>({
      query: (token) => ({ url: '/quotes/public', params: { token } }),
    }),
  }),
});

export const { useShareQuoteQuery, useGetSharedQuoteQuery } = sharedQuotesApi;
