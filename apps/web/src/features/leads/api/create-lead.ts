import type { CreateLeadBody, DedupeAnswer, LeadSummary } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/products/{code}/leads — a new lead for the product; POST /api/leads/dedupe-check — the PAN's leads first. */
export const createLeadApi = api.injectEndpoints({
  endpoints: (build) => ({
    createLead: build.mutation<LeadSummary, { productCode: string; body: CreateLeadBody }>({
      query: ({ productCode, body }) => ({ url: `/products/${encodeURIComponent(productCode)}/leads`, method: 'POST', body }),
      invalidatesTags: ['Lead'],
    }),
    // The PAN travels in the body, never in a URL.
    checkLeadDuplicate: build.mutation<DedupeAnswer, { pan: string }>({
      query: (body) => ({ url: '/leads/dedupe-check', method: 'POST', body }),
    }),
  }),
});

export const { useCreateLeadMutation, useCheckLeadDuplicateMutation } = createLeadApi;
