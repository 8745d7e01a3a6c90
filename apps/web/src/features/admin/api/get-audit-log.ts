import type { AdminAuditList } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/admin/audit?before= — the tenant's audit log, newest first, a page at a time. */
export const getAuditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AdminAuditList, number | void>({
      query: (before) => (before ? `/admin/audit?before=${before}` : '/admin/audit'),
      providesTags: ['Admin'],
    }),
  }),
});

export const { useGetAuditLogQuery } = getAuditLogApi;
