import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { usePageRoute } from '../../lib/page-route';
import { servedRoutes } from '../../lib/served-routes';
import './admin.css';

/** The console's pages in order; each one's words are admin.nav.<routeId>. */
const consolePages = [
  'admin-partners',
  'admin-approvals',
  'admin-flags',
  'admin-coupons',
  'admin-audit',
  'admin-funnel',
  'admin-templates',
  'admin-dead-letters',
] as const;

/** The console's own navigation, on each of its pages; the current page is marked, not linked. */
export function ConsoleNav() {
  const { t } = useTranslation();
  const { route } = usePageRoute();
  return (
    <nav aria-label={t('admin.console')} className="console-nav">
      <ul>
        {consolePages.map((routeId) => (
          <li key={routeId}>
            {route.id === routeId ? (
              <span aria-current="page">{t(`admin.nav.${routeId}`)}</span>
            ) : (
              <AppLink to={servedRoutes.get(routeId).path}>{t(`admin.nav.${routeId}`)}</AppLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
