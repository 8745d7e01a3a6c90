import { lazy, Suspense, useRef } from 'react';
import { AppLink } from '../../components/app-link';
import { useBrandName } from '../../lib/brand';
import { useAppDispatch, useAppSelector } from '../../lib/store-hooks';
import { showHeader } from '../../lib/ui-slice';
import { useHidingHeader } from './use-hiding-header';
import { LanguageSwitcher } from './language-switcher';
import './site-header.css';

// Logout and the session calls are for signed-in partners; a public landing page never loads them.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/** The site header: the tenant's brand, the language switcher, the signed-in partner's name and a way to log out. */
export function SiteHeader() {
  const hiddenBy = useAppSelector((state) => state.ui.headerHiddenBy);
  const dispatch = useAppDispatch();
  const headerRef = useRef<HTMLElement>(null);
  useHidingHeader(headerRef);
  const dealer = useAppSelector((state) => state.ui.dealer);
  const brandName = useBrandName();

  if (hiddenBy.page) return null;

  return (
    // Scrolled away, it stays reachable by keyboard: focus inside brings it back into view.
    <header
      ref={headerRef}
      className={hiddenBy.scroll ? 'site-header site-header--scrolled-away' : 'site-header'}
      onFocus={() => dispatch(showHeader('scroll'))}
    >
      {brandName ? (
        <AppLink to="/" className="site-header__brand">
          {brandName}
        </AppLink>
      ) : (
        // A customer's page before its record's brand is known names no brand; the place keeps the header's height.
        <span className="site-header__brand" data-brand-pending="" aria-hidden="true" />
      )}
      <LanguageSwitcher />
      {dealer && (
        // The fallback holds the account row's place, so the page does not move down when the menu arrives.
        <Suspense fallback={<div className="site-header__account" aria-hidden="true" />}>
          <AccountMenu dealer={dealer} />
        </Suspense>
      )}
    </header>
  );
}
