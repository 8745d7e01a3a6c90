import type { z } from 'zod';
import type { customerLinkSchema } from '@portal/domain';
import { api } from '../../../lib/api';

type CustomerLink = z.infer<typeof customerLinkSchema>;

/** POST /api/leads/customerLink?leadId — the customer's link to apply for the chosen offer (the redirection flow). */
const makeCustomerLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    makeCustomerLink: build.mutation<CustomerLink, { leadId: string }>({
      query: ({ leadId }) => ({ url: '/leads/customerLink', method: 'POST', params: { leadId } }),
      invalidatesTags: (_result, _error, { leadId }) => [{ type: 'Lead', id: leadId }, 'Lead'],
    }),
  }),
});

export const { useMakeCustomerLinkMutation } = makeCustomerLinkApi;
