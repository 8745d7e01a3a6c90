import { useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { runsConsole } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { useGetSessionQuery, useLogoutMutation } from '../../lib/api-endpoints/session';
import { useFeatureFlag } from '../../lib/use-feature-flag';
import type { SignedInDealer } from '../../lib/ui-slice';
import { useSmallScreen } from '../../lib/use-small-screen';
import { useAppDispatch } from '../../lib/store-hooks';
import { forgetSignedInPartner } from '../../lib/log-out';

/** The signed-in partner's way to their leads, their name and a way to log out; loaded only once a partner is signed in. */
export function AccountMenu({ dealer }: { dealer: SignedInDealer }) {
  const { t } = useTranslation();
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
        <nav aria-label={t('shell.mainNavigation')}>
          <AppLink to="/leads">{t('shell.myLeads')}</AppLink>
          {session.data && runsConsole(session.data.role) ? <AppLink to="/admin/approvals">{t('shell.console')}</AppLink> : null}
        </nav>
        <span className="site-header__who">
          <span className="site-header__partner">
            {smallScreen ? (
              <strong>{dealer.dealerName}</strong>
            ) : (
              <Trans i18nKey="shell.signedInAs" values={{ name: dealer.dealerName }} components={{ strong: <strong /> }} />
            )}
          </span>
          {/* Beside the name (under it on a phone), not in it: a long name gives way, never the reason the forms are read-only. */}
          {session.data?.role === 'view' ? <span className="site-header__view-only">{t('shell.viewOnly')}</span> : null}
        </span>
        <button type="button" className="button button--secondary" onClick={() => void handleLogout()} disabled={loggingOut}>
          {t('shell.logOut')}
        </button>
      </div>
      {/* DOMAIN_MIGRATION on (decision 0112): every partner page says the portal is moving. */}
      {domainMigration ? (
        <p className="site-header__notice" role="note">
          {t('shell.domainMigration')}
        </p>
      ) : null}
    </>
  );
}
