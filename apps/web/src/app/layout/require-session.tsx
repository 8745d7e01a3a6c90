import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { saveDealerSession } from '../../lib/save-dealer-session';
import { signedIn } from '../../lib/ui-slice';
import { useAppDispatch, useAppSelector } from '../../lib/store-hooks';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';

/** The location a signed-out partner is sent back to after signing in. */
export interface LoginRedirectState {
  from: string;
}

/** Shows partner-only pages to a signed-in partner; sends everyone else to /login (the session status says signed out). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { data: session, error, isLoading, refetch } = useGetSessionQuery();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const knownDealer = useAppSelector((state) => state.ui.dealer);
  const signedOut = session === null;

  // A new tab keeps the cookie but not sessionStorage: restore the display keys from the session.
  useEffect(() => {
    if (session && !knownDealer) {
      saveDealerSession(session);
      dispatch(signedIn({ dealerName: session.dealerName, tenantName: session.tenantName, tenant: session.tenant }));
    }
  }, [session, knownDealer, dispatch]);

  // What <Navigate> does, without its component in the shared router code of every first paint.
  const from = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!signedOut) return;
    const state: LoginRedirectState = { from };
    void navigate('/login', { replace: true, state });
  }, [signedOut, from, navigate]);

  if (isLoading || signedOut) return <LoadingMessage>Checking your sign-in…</LoadingMessage>;
  if (error || !session) return <ErrorMessage onRetry={() => void refetch()}>We could not check your sign-in.</ErrorMessage>;
  return <>{children}</>;
}
