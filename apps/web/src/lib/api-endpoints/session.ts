import type { PartnerSession, SessionStatus } from '@portal/domain';
import { api } from '../api';
import { clearDealerSession } from '../save-dealer-session';

/** GET /api/session/status (the partner, or null when signed out) and POST /api/session/logout. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The status answers 200 either way: a signed-out visitor's page logs no failed request (decision 0066).
    getSession: build.query<PartnerSession | null, void>({
      query: () => '/session/status',
      transformResponse: (status: SessionStatus) => (status.signedIn ? status.partner : null),
      providesTags: ['Session'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/session/logout', method: 'POST' }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        // The session is gone on the server even when the answer is lost; forget it here either way.
        await queryFulfilled.catch(() => undefined);
        clearDealerSession();
      },
      // Everything cached belonged to the partner who left.
      invalidatesTags: ['Session', 'Catalogue', 'Quote', 'Proposal', 'Payment', 'Lead'],
    }),
  }),
});

export const { useGetSessionQuery, useLogoutMutation } = sessionApi;
