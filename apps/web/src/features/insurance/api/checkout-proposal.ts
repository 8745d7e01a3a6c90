import type { CheckoutSummary } from '@portal/domain';
import { api } from '../../../lib/api';

export interface CheckoutProposalArgs {
  productCode: string;
  referenceId: string;
}

/** POST /api/products/:code/checkout {referenceId} — freezes the reviewed proposal for payment. */
const checkoutProposalApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutProposal: build.mutation<CheckoutSummary, CheckoutProposalArgs>({
      query: ({ productCode, referenceId }) => ({
        url: `/products/${encodeURIComponent(productCode)}/checkout`,
        method: 'POST',
        body: { referenceId },
      }),
    }),
  }),
});

export const { useCheckoutProposalMutation } = checkoutProposalApi;
