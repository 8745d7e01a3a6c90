import type { PartnerSession } from '@portal/domain';
import { api } from '../api';
import { clearDealerSession } from '../save-dealer-session';

/** GET /api/session (401 when not signed in) and POST /api/session/logout. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<PartnerSession, void>({
      query: () => '/session',
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
