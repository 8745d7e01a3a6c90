import type { LeadList } from '@portal/domain';
import { api } from '../../../lib/api';

export interface FindLoanLeadsArgs {
  productCode: string;
  limit: number;
}

/** GET /api/filteredLeads?productCode&limit — the partner's newest leads of one product (keyset paged, newest first). */
const findLoanLeadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    findLoanLeads: build.query<LeadList, FindLoanLeadsArgs>({
      query: ({ productCode, limit }) => ({ url: '/filteredLeads', params: { productCode, limit } }),
      providesTags: ['Lead'],
    }),
  }),
});

export const { useFindLoanLeadsQuery } = findLoanLeadsApi;
