import type { PolicySummary } from '@portal/domain';
import { api } from '../../../lib/api';

/** GET /api/policies/membership/{membershipId} — a policy the partner sold (an admin: his tenant's). */
export const getPolicyByMembershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPolicyByMembership: build.query<PolicySummary, string>({
      query: (membershipId) => ({ url: `/policies/membership/${encodeURIComponent(membershipId)}` }),
    }),
  }),
});

export const { useLazyGetPolicyByMembershipQuery } = getPolicyByMembershipApi;
