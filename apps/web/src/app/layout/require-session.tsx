import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { runsConsole } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { ErrorMessage, LoadingMessage } from '../../components/status-message';

/** The location a signed-out partner is sent back to after signing in. */
export interface LoginRedirectState {
  from: string;
}

/**
 * Shows partner-only pages to a signed-in partner (console pages to an admin only); sends everyone else to
 * /login (the session status says signed out). The header's name is restored by the root layout.
 */
export function RequireSession({ children, adminOnly = false }: { children: ReactNode; adminOnly?: boolean }) {
  const { t } = useTranslation();
  const { data: session, error, isLoading, isFetching, refetch } = useGetSessionQuery();
  const location = useLocation();
  const navigate = useNavigate();
  // A "signed out" answer being asked again (just after signing in, every page holds the status) is not yet an answer.
  const signedOut = session === null && !isFetching;

  // What <Navigate> does, without its component in the shared router code of every first paint.
  const from = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!signedOut) return;
    const state: LoginRedirectState = { from };
    void navigate('/login', { replace: true, state });
  }, [signedOut, from, navigate]);

  if (isLoading || signedOut || (session === null && isFetching)) return <LoadingMessage>{t('shell.checkingSignIn')}</LoadingMessage>;
  if (error || !session) return <ErrorMessage onRetry={() => void refetch()}>{t('shell.signInCheckFailed')}</ErrorMessage>;
  // Another role reads this at once, instead of the page (no buttons that would answer 403).
  if (adminOnly && !runsConsole(session.role)) {
    return (
      <div className="stack" role="status">
        <p>{t('shell.adminOnly')}</p>
        <AppLink className="button button--secondary" to="/">
          {t('shell.backToProducts')}
        </AppLink>
      </div>
    );
  }
  return <>{children}</>;
}
