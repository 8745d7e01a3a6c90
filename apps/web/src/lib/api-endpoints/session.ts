import { sessionStatusPath, type PartnerSession, type SessionStatus } from '@portal/domain';
import { api } from '../api';
import { clearDealerSession } from '../save-dealer-session';
import { markLoggedOutOnPurpose } from '../sign-in-again';

/** GET /api/session/status (the partner, or null when signed out) and POST /api/session/logout. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The status answers 200 either way: a signed-out visitor's page logs no failed request (decision 0066).
    getSession: build.query<PartnerSession | null, void>({
      // The address the server's HTML preloads (decision 0293): the same, so this call takes the preload's answer.
      query: () => sessionStatusPath,
      transformResponse: (status: SessionStatus) => (status.signedIn ? status.partner : null),
      providesTags: ['Session'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/session/logout', method: 'POST' }),
      async onQueryStarted(_arg, { queryFulfilled }) {
        // Before the answer: a page query that meets the ended session meanwhile opens no sign-in dialog.
        markLoggedOutOnPurpose();
        // The session is gone on the server even when the answer is lost; the display keys go either way.
        // The account menu then leaves the page and forgets the rest (lib/log-out.ts): the cache is
        // emptied, not refetched, since a refetch would only meet a 401 in front of the next person.
        await queryFulfilled.catch(() => undefined);
        clearDealerSession();
      },
    }),
  }),
});

export const { useGetSessionQuery, useLogoutMutation } = sessionApi;
