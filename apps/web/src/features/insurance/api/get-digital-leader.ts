import type { DigitalLeader } from '@portal/domain';
import { api } from '../../../lib/api';

/**
 * GET /api/digital-leader/validate — whether the signed-in partner is a digital leader (may sell, in a
 * tenant running live coupons) and on which products coupons run; the coupon field says so (decision 0125).
 */
const digitalLeaderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDigitalLeader: build.query<DigitalLeader, void>({ query: () => '/digital-leader/validate', providesTags: ['DigitalLeader'], keepUnusedDataFor: 60 }),
  }),
});

export const { useGetDigitalLeaderQuery } = digitalLeaderApi;
