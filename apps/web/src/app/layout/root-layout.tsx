import { Outlet, ScrollRestoration } from 'react-router';
import { SiteHeader } from './site-header';

/** Around every page: a skip link, the site header and the routed page. */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
