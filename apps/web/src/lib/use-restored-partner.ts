import { useEffect } from 'react';
import { useGetSessionQuery } from './api-endpoints/session';
import { saveDealerSession } from './save-dealer-session';
import { useAppDispatch, useAppSelector } from './store-hooks';
import { signedIn } from './ui-slice';

/**
 * A new tab keeps the cookie but not sessionStorage: on any page, partner or public (a landing opened
 * directly), the signed-in partner's name, tenant brand and account menu come back from the session
 * status, which start-up asks anyway (main.tsx) and which never answers 401 (decision 0066).
 */
export function useRestoredPartner(): void {
  const { data: session } = useGetSessionQuery();
  const knownDealer = useAppSelector((state) => state.ui.dealer);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (session && !knownDealer) {
      saveDealerSession(session);
      dispatch(signedIn({ dealerName: session.dealerName, tenantName: session.tenantName, tenant: session.tenant }));
    }
  }, [session, knownDealer, dispatch]);
}
