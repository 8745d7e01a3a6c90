import { lazy, Suspense, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { needsPartnerSession } from '@portal/domain';
import { AppLink } from '../../components/app-link';
import { useGetSessionQuery } from '../../lib/api-endpoints/session';
import { accessOfPath, useBrandName, useCustomerPage } from '../../lib/brand';
import { useAppDispatch, useAppSelector } from '../../lib/store-hooks';
import { showHeader } from '../../lib/ui-slice';
import { useHidingHeader } from './use-hiding-header';
import { LanguageSwitcher } from './language-switcher';
import './site-header.css';

// Logout and the session calls are for signed-in partners; a public landing page never loads them.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/**
 * A partner's page opened in a new tab knows its partner only when the session status answers (sessionStorage
 * is per tab): the account row's place is held meanwhile, so the page does not move down when it arrives.
 */
function useAccountRowAwaited(dealerKnown: boolean): boolean {
  const { pathname } = useLocation();
  const partnerPage = useMemo(() => {
    const access = accessOfPath(pathname);
    return access !== undefined && needsPartnerSession(access);
  }, [pathname]);
  const session = useGetSessionQuery(undefined, { skip: dealerKnown || !partnerPage });
  // Held too once a partner's session has answered, until the partner is put in the store (an effect later).
  return !dealerKnown && partnerPage && (session.isUninitialized || session.isFetching || Boolean(session.data));
}

/** The site header: the tenant's brand, the language switcher, the signed-in partner's name and a way to log out. */
export function SiteHeader() {
  const hiddenBy = useAppSelector((state) => state.ui.headerHiddenBy);
  const dispatch = useAppDispatch();
  const headerRef = useRef<HTMLElement>(null);
  useHidingHeader(headerRef);
  const dealer = useAppSelector((state) => state.ui.dealer);
  const brandName = useBrandName();
  const accountRowAwaited = useAccountRowAwaited(dealer !== undefined);
  const customerPage = useCustomerPage();

  if (hiddenBy.page) return null;

  return (
    // Scrolled away, it stays reachable by keyboard: focus inside brings it back into view.
    <header
      ref={headerRef}
      className={hiddenBy.scroll ? 'site-header site-header--scrolled-away' : 'site-header'}
      onFocus={() => dispatch(showHeader('scroll'))}
    >
      {brandName && customerPage ? (
        // A customer's page names its tenant but links nowhere: the portal's home is the partners' sign-in (decision 0305).
        <span className="site-header__brand site-header__brand--text">
          <span className="site-header__brand-name">{brandName}</span>
        </span>
      ) : brandName ? (
        <AppLink to="/" className="site-header__brand">
          <span className="site-header__brand-name">{brandName}</span>
        </AppLink>
      ) : (
        // A customer's page before its record's brand is known names no brand; the place keeps the header's height.
        <span className="site-header__brand" data-brand-pending="" aria-hidden="true" />
      )}
      <LanguageSwitcher />
      {dealer ? (
        // The fallback holds the account row's place, so the page does not move down when the menu arrives.
        <Suspense fallback={<div className="site-header__account" aria-hidden="true" />}>
          <AccountMenu dealer={dealer} />
        </Suspense>
      ) : accountRowAwaited ? (
        <div className="site-header__account" aria-hidden="true" />
      ) : null}
    </header>
  );
}
