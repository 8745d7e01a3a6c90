import type { FormValues, Proposal } from '@portal/domain';
import { api } from '../../../lib/api';

export interface CreateProposalArgs {
  productCode: string;
  quoteId: string;
  /** The proposal fields by their spec names. */
  values: FormValues;
  /** The customer accepted the tenant's consent text (the API records the text and the time). */
  customerConsent: true;
}

/** POST /api/products/:code/proposals — {quoteId, customerConsent, ...values}; answers the proposal and its referenceId. */
const createProposalApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProposal: build.mutation<Proposal, CreateProposalArgs>({
      query: ({ productCode, quoteId, values, customerConsent }) => ({
        url: `/products/${encodeURIComponent(productCode)}/proposals`,
        method: 'POST',
        body: { ...values, quoteId, customerConsent },
      }),
      invalidatesTags: (result) => (result ? [{ type: 'Proposal', id: result.referenceId }] : []),
    }),
  }),
});

export const { useCreateProposalMutation } = createProposalApi;
