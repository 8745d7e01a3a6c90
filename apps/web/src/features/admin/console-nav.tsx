import { AppLink } from '../../components/app-link';
import { usePageRoute } from '../../lib/page-route';
import { servedRoutes } from '../../lib/served-routes';
import './admin.css';

const consolePages = [
  { routeId: 'admin-partners', label: 'Partners' },
  { routeId: 'admin-approvals', label: 'Approvals' },
  { routeId: 'admin-flags', label: 'Feature flags' },
  { routeId: 'admin-coupons', label: 'Coupons' },
  { routeId: 'admin-audit', label: 'Audit log' },
  { routeId: 'admin-funnel', label: 'Funnel' },
  { routeId: 'admin-templates', label: 'Templates' },
  { routeId: 'admin-dead-letters', label: 'Failed messages' },
] as const;

/** The console's own navigation, on each of its pages; the current page is marked, not linked. */
export function ConsoleNav() {
  const { route } = usePageRoute();
  return (
    <nav aria-label="Console" className="console-nav">
      <ul>
        {consolePages.map(({ routeId, label }) => (
          <li key={routeId}>
            {route.id === routeId ? <span aria-current="page">{label}</span> : <AppLink to={servedRoutes.get(routeId).path}>{label}</AppLink>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
