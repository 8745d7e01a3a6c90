import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrandColour } from '../../lib/brand';
import { useRestoredPartner } from '../../lib/use-restored-partner';
import { useAnswersInPageLanguage } from '../../lib/i18n/use-answers-in-page-language';
import { SignInAgainDialog } from './sign-in-again-dialog';
import { SiteHeader } from './site-header';

/**
 * After moving to another page, start at its top and put keyboard and screen-reader focus on its main
 * region, as a full page load would. The first render keeps the browser's own behaviour. A layout effect,
 * so focus moves as the page is put in place: on Preact a plain effect runs after paint, and could pull
 * focus out of a field the partner had already started typing in.
 */
function useNewPageFocus() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useLayoutEffect(() => {
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
