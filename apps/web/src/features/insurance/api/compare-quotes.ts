import type { AggregatorQuotes, FormValues } from '@portal/domain';
import { api } from '../../../lib/api';

export interface CompareQuotesArgs {
  productCode: string;
  /** The quote fields by their spec names, without insurer: the API prices them with each insurer. */
  values: FormValues;
}

/**
 * POST /api/products/:code/aggregator/quotes — every insurer's quote for the same answers, ranked, with
 * the ranking rule; 400 with field messages, 403 when not authorised.
 */
const compareQuotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    compareQuotes: build.mutation<AggregatorQuotes, CompareQuotesArgs>({
      query: ({ productCode, values }) => ({
        url: `/products/${encodeURIComponent(productCode)}/aggregator/quotes`,
        method: 'POST',
        body: values,
      }),
    }),
  }),
});

export const { useCompareQuotesMutation } = compareQuotesApi;

/**
 * The compare button (inside the quote form) and the comparison (below it) share one request by this
 * key, one per product.
 */
export const compareQuotesCacheKey = (productCode: string) => `aggregator-quotes:${productCode}`;
