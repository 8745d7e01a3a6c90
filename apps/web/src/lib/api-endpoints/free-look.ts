import type { FreeLookReason, FreeLookStatus } from '@portal/domain';
import { api } from '../api';

/**
 * GET /api/policies/membership/:membershipId/free-look — the policy's free-look period, days left and refund;
 * POST …/free-look/cancellation — the customer's return of it, recorded and refunded once.
 */
const freeLookApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFreeLook: build.query<FreeLookStatus, string>({
      query: (membershipId) => `/policies/membership/${encodeURIComponent(membershipId)}/free-look`,
    }),
    cancelInFreeLook: build.mutation<FreeLookStatus, { membershipId: string; reason: FreeLookReason }>({
      query: ({ membershipId, reason }) => ({
        url: `/policies/membership/${encodeURIComponent(membershipId)}/free-look/cancellation`,
        method: 'POST',
        body: { reason },
      }),
      // The answer is the policy's new free-look state: the panel shows it at once.
      async onQueryStarted({ membershipId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(freeLookApi.util.upsertQueryData('getFreeLook', membershipId, data));
      },
    }),
  }),
});

export const { useGetFreeLookQuery, useCancelInFreeLookMutation } = freeLookApi;
