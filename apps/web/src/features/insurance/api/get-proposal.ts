import { proposalPath, type Proposal } from '@portal/domain';
import { api } from '../../../lib/api';

export interface GetProposalArgs {
  productCode: string;
  referenceId: string;
}

/** GET /api/products/:code/proposals/:referenceId — what the review step shows. */
export const getProposalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProposal: build.query<Proposal, GetProposalArgs>({
      query: ({ productCode, referenceId }) => proposalPath(productCode, referenceId),
      providesTags: (_result, _error, { referenceId }) => [{ type: 'Proposal', id: referenceId }],
    }),
  }),
});

export const { useGetProposalQuery } = getProposalApi;
