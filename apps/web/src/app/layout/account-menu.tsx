import { useNavigate } from 'react-router';
import { runsConsole } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { useGetSessionQuery, useLogoutMutation } from '../../lib/api-endpoints/session';
import { useFeatureFlag } from '../../lib/use-feature-flag';
import type { SignedInDealer } from '../../lib/ui-slice';
import { useSmallScreen } from '../../lib/use-small-screen';
import { useAppDispatch } from '../../lib/store-hooks';
import { forgetSignedInPartner } from '../../lib/log-out';

/** DOMAIN_MIGRATION on (decision 0112): every partner page says the portal is moving. */
export const DOMAIN_MIGRATION_NOTICE = 'This portal is moving to a new web address. Your sign-in, leads and sales move with it; links you shared keep working.';

/** The signed-in partner's way to their leads, their name and a way to log out; loaded only once a partner is signed in. */
export function AccountMenu({ dealer }: { dealer: SignedInDealer }) {
  const smallScreen = useSmallScreen();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const session = useGetSessionQuery();
  const domainMigration = useFeatureFlag('DOMAIN_MIGRATION');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  // Leave the page first, then forget the partner (lib/log-out.ts): the page being left never refetches
  // its data into a 401, and the login page is a fresh start for whoever holds the phone next.
  async function handleLogout() {
    await logout()
      .unwrap()
      .catch(() => undefined);
    void navigate('/login', { replace: true });
    forgetSignedInPartner(dispatch);
  }

  return (
    <>
      <div className="site-header__account">
        <nav aria-label="Main">
          <AppLink to="/leads">My Leads</AppLink>
          {session.data && runsConsole(session.data.role) ? <AppLink to="/admin/approvals">Console</AppLink> : null}
        </nav>
        <span className="site-header__partner">
          {smallScreen ? null : 'Signed in as '}
          <strong>{dealer.dealerName}</strong>
          {session.data?.role === 'view' ? <span className="site-header__view-only"> (view only)</span> : null}
        </span>
        <button type="button" className="button button--secondary" onClick={() => void handleLogout()} disabled={loggingOut}>
          Log out
        </button>
      </div>
      {domainMigration ? (
        <p className="site-header__notice" role="note">
          {DOMAIN_MIGRATION_NOTICE}
        </p>
      ) : null}
    </>
  );
}
