import type { PayoutStatement } from '@portal/domain';
import { api } from '../../../lib/api';

/** The statement's downloads: plain links, so the phone's browser saves the file itself. */
export const payoutStatementHref = (month: string, format: 'csv' | 'pdf') => `/api/payouts/statement.${format}?month=${month}`;

/** GET /api/payouts/statement?month — a month's payouts earned and reversed, with totals (decision 0116). */
export const getPayoutStatementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayoutStatement: build.query<PayoutStatement, string>({
      query: (month) => ({ url: '/payouts/statement', params: { month } }),
      providesTags: ['Payment'],
    }),
  }),
});

export const { useGetPayoutStatementQuery } = getPayoutStatementApi;
