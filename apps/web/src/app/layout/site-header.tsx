import { lazy, Suspense } from 'react';
import { AppLink } from '../../components/app-link';
import { useBrandName } from '../../lib/brand';
import { useAppSelector } from '../../lib/store-hooks';

// Logout and the session calls are for signed-in partners; a public landing page never loads them.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/** The site header: the tenant's brand, the signed-in partner's name and a way to log out. */
export function SiteHeader() {
  const visible = useAppSelector((state) => state.ui.headerVisible);
  const dealer = useAppSelector((state) => state.ui.dealer);
  const brandName = useBrandName();

  if (!visible) return null;

  return (
    <header className="site-header">
      <AppLink to="/" className="site-header__brand">
        {brandName}
      </AppLink>
      {dealer && (
        <Suspense fallback={null}>
          <AccountMenu dealer={dealer} />
        </Suspense>
      )}
    </header>
  );
}
