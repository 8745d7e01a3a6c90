import { quotePath, type Quote } from '@portal/domain';
import { api } from '../../../lib/api';

export interface GetQuoteArgs {
  productCode: string;
  quoteId: string;
}

/**
 * GET /api/products/:code/quote?quoteId= — one of the partner's quotes read back from its quoteId, which
 * is sealed: the proposal page learns the quote's answers (which fields to ask, the quoted age) only
 * from here. 400 when it is not valid or has expired, 404 when it is not the partner's.
 */
export const getQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuote: build.query<Quote, GetQuoteArgs>({
      query: ({ productCode, quoteId }) => quotePath(productCode, quoteId),
      providesTags: (_result, _error, { quoteId }) => [{ type: 'Quote', id: quoteId }],
    }),
  }),
});

export const { useGetQuoteQuery } = getQuoteApi;
