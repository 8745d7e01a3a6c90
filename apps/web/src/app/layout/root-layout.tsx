import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrandColour } from '../../lib/brand';
import { useRestoredPartner } from '../../lib/use-restored-partner';
import { useAnswersInPageLanguage } from '../../lib/i18n/use-answers-in-page-language';
import { SignInAgainDialog } from './sign-in-again-dialog';
import { SiteHeader } from './site-header';

/**
 * After moving to another page, start at its top and put keyboard and screen-reader focus on its main
 * region, as a full page load would. The first render keeps the browser's own behaviour.
 */
function useNewPageFocus() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo?.(0, 0);
    document.getElementById('main')?.focus();
  }, [pathname]);
}

/** Around every page: a skip link, the site header, the routed page and the sign-in-again dialog. */
export function RootLayout() {
  useNewPageFocus();
  useRestoredPartner();
  useBrandColour();
  useAnswersInPageLanguage();
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('frame.skipToContent')}
      </a>
      <SiteHeader />
      <Outlet />
      <SignInAgainDialog />
    </>
  );
}
