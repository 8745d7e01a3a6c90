import type { DuplicateCapture } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/payments/duplicate-captures — the admin's tenant's second captures and their refunds (403 to other roles). */
export const getDuplicateCapturesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDuplicateCaptures: build.query<DuplicateCapture[], void>({
      query: () => '/payments/duplicate-captures',
      providesTags: ['Payment'],
    }),
  }),
});

export const { useGetDuplicateCapturesQuery } = getDuplicateCapturesApi;
