import type { FormValues, Quote } from '@portal/domain';
import { api } from '../../../lib/api';

export interface CreateQuoteArgs {
  productCode: string;
  /** The quote fields by their spec names, planCode included. */
  values: FormValues;
}

/** POST /api/products/:code/quotes — prices the quote; 400 with field messages, 403 when not authorised. */
const createQuoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    createQuote: build.mutation<Quote, CreateQuoteArgs>({
      query: ({ productCode, values }) => ({ url: `/products/${encodeURIComponent(productCode)}/quotes`, method: 'POST', body: values }),
    }),
  }),
});

export const { useCreateQuoteMutation } = createQuoteApi;
