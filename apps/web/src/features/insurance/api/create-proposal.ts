import type { FormValues, Proposal } from '@portal/domain';
import { api } from '../../../lib/api';

export interface CreateProposalArgs {
  productCode: string;
  quoteId: string;
  /** The proposal fields by their spec names. */
  values: FormValues;
}

/** POST /api/products/:code/proposals — {quoteId, ...values}; answers the proposal and its referenceId. */
const createProposalApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProposal: build.mutation<Proposal, CreateProposalArgs>({
      query: ({ productCode, quoteId, values }) => ({
        url: `/products/${encodeURIComponent(productCode)}/proposals`,
        method: 'POST',
        body: { ...values, quoteId },
      }),
      invalidatesTags: (result) => (result ? [{ type: 'Proposal', id: result.referenceId }] : []),
    }),
  }),
});

export const { useCreateProposalMutation } = createProposalApi;
