import type { PartnerUrl, PublicLeadBody } from '@portal/domain';
import { api } from '../../../lib/api';

/**
 * POST /api/product/{code}/generatePartnerUrl — the partner's own public link of a loan product;
 * POST /api/lead-service/public/leads — a customer who opened it leaves name and mobile (no session).
 */
const partnerUrlApi = api.injectEndpoints({
  endpoints: (build) => ({
    generatePartnerUrl: build.mutation<PartnerUrl, { productCode: string }>({
      query: ({ productCode }) => ({ url: `/product/${encodeURIComponent(productCode)}/generatePartnerUrl`, method: 'POST' }),
    }),
    leavePublicLead: build.mutation<{ leadId: string; message: string }, PublicLeadBody>({
      query: (body) => ({ url: '/lead-service/public/leads', method: 'POST', body }),
      extraOptions: { signInAgain: false },
    }),
  }),
});

export const { useGeneratePartnerUrlMutation, useLeavePublicLeadMutation } = partnerUrlApi;
