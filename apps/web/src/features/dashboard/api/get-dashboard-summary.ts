import { dashboardSummaryPath, type DashboardSummary } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/getDashboardSummary — the month's sales, leads, conversion and payouts (decision 0117). */
export const getDashboardSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardSummary: build.query<DashboardSummary, void>({
      query: () => dashboardSummaryPath,
      providesTags: ['Lead', 'Payment'],
    }),
  }),
});

export const { useGetDashboardSummaryQuery } = getDashboardSummaryApi;
