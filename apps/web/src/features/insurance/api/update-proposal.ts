import type { FormValues, Proposal } from '@portal/domain';
import { api } from '../../../lib/api';

export interface UpdateProposalArgs {
  productCode: string;
  referenceId: string;
  /** The draft's own quote, or a new one of the partner's: then the proposal is re-priced. */
  quoteId: string;
  /** The proposal fields by their spec names. */
  values: FormValues;
  customerConsent: true;
}

/**
 * PUT /api/products/:code/proposals/:referenceId — a draft reopened and saved again: the same proposal,
 * never a second; 409 once it is paid or while its payment link is live.
 */
const updateProposalApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProposal: build.mutation<Proposal, UpdateProposalArgs>({
      query: ({ productCode, referenceId, quoteId, values, customerConsent }) => ({
        url: `/products/${encodeURIComponent(productCode)}/proposals/${encodeURIComponent(referenceId)}`,
        method: 'PUT',
        body: { ...values, quoteId, customerConsent },
      }),
      invalidatesTags: (_result, _error, { referenceId }) => [{ type: 'Proposal', id: referenceId }],
    }),
  }),
});

export const { useUpdateProposalMutation } = updateProposalApi;
