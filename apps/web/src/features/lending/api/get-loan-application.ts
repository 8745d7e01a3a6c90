import type { LoanApplication } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/loan-applications/:aggregatorId — an application: its status, the consent notice and the consent given. */
const getLoanApplicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoanApplication: build.query<LoanApplication, string>({
      query: (aggregatorId) => `/loan-applications/${encodeURIComponent(aggregatorId)}`,
      providesTags: (_result, _error, aggregatorId) => [{ type: 'LoanApplication', id: aggregatorId }],
    }),
  }),
});

export const { useGetLoanApplicationQuery } = getLoanApplicationApi;
