import type { Funnel, FunnelQuery } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/admin/analytics/funnel?from&to — visitors per funnel step and product over the period. */
export const getFunnelApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFunnel: build.query<Funnel, FunnelQuery>({
      query: ({ from, to }) => `/admin/analytics/funnel?${new URLSearchParams({ from, to }).toString()}`,
    }),
  }),
});

export const { useGetFunnelQuery } = getFunnelApi;
