import type { AdminChange, AdminChangeList, AdminChangeRequest, AdminChangeStatus } from '@portal/domain';
import { api } from '../../../lib/api';

/**
 * The console's changes (decision 0110): ask for one (POST /api/admin/changes), list them, approve or
 * reject one. An approval may change partners or flags, so it refreshes both.
 */
export const adminChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminChanges: build.query<AdminChangeList, AdminChangeStatus | void>({
      query: (status) => (status ? `/admin/changes?status=${status}` : '/admin/changes'),
      providesTags: ['Admin'],
    }),
    requestAdminChange: build.mutation<AdminChange, AdminChangeRequest>({
      query: (body) => ({ url: '/admin/changes', method: 'POST', body }),
      invalidatesTags: ['Admin'],
    }),
    decideAdminChange: build.mutation<AdminChange, { changeId: string; decision: 'approve' | 'reject' }>({
      query: ({ changeId, decision }) => ({ url: `/admin/changes/${encodeURIComponent(changeId)}/${decision}`, method: 'POST' }),
      invalidatesTags: ['Admin', 'Flags'],
    }),
    deactivatePartner: build.mutation<void, string>({
      query: (partnerId) => ({ url: `/admin/partners/${encodeURIComponent(partnerId)}/deactivate`, method: 'POST' }),
      invalidatesTags: ['Admin'],
    }),
    revokeAuthorisation: build.mutation<void, { partnerId: string; productCode: string }>({
      query: ({ partnerId, productCode }) => ({
        url: `/admin/partners/${encodeURIComponent(partnerId)}/authorisations/${encodeURIComponent(productCode)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Admin'],
    }),
  }),
});

export const {
  useGetAdminChangesQuery,
  useRequestAdminChangeMutation,
  useDecideAdminChangeMutation,
  useDeactivatePartnerMutation,
  useRevokeAuthorisationMutation,
} = adminChangesApi;
