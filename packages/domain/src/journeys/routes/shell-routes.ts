import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

/** The partner's home, the admin's duplicate payments and the login page. */
export const shellRoutes = [
  // Not in §2: the partner's home lists the tenant's products; the login page is the not-signed-in page.
  {
    id: 'home',
    path: '/',
    page: 'home',
    header: textHeader('Our Products'),
    crumbLabel: textHeader('Home'),
    trail: [],
    analyticsPage: 'HomePage',
    access: 'partner',
  },
  // Not in §2 either: an admin's list of the tenant's duplicate payments and their refunds (decision 0049).
  {
    id: 'duplicate-payments',
    path: '/admin/duplicate-payments',
    page: 'duplicate-payments',
    header: textHeader('Duplicate payments'),
    trail: [{ routeId: 'home' }],
    access: 'admin',
  },
  // Not in §2: the tenant's console (decisions 0110-0113), for admins only: the API refuses everyone else, and
  // the page frame shows other roles no console page at all (decision 0160).
  { id: 'admin-partners', path: '/admin/partners', page: 'admin-partners', header: textHeader('Partners'), trail: [{ routeId: 'home' }], access: 'admin' },
  {
    id: 'admin-approvals',
    path: '/admin/approvals',
    page: 'admin-approvals',
    header: textHeader('Changes to approve'),
    trail: [{ routeId: 'home' }],
    access: 'admin',
  },
  { id: 'admin-flags', path: '/admin/feature-flags', page: 'admin-flags', header: textHeader('Feature flags'), trail: [{ routeId: 'home' }], access: 'admin' },
  { id: 'admin-audit', path: '/admin/audit', page: 'admin-audit', header: textHeader('Audit log'), trail: [{ routeId: 'home' }], access: 'admin' },
  { id: 'admin-coupons', path: '/admin/coupons', page: 'admin-coupons', header: textHeader('Coupons'), trail: [{ routeId: 'home' }], access: 'admin' },
  { id: 'admin-funnel', path: '/admin/funnel', page: 'admin-funnel', header: textHeader('Sales funnel'), trail: [{ routeId: 'home' }], access: 'admin' },
  { id: 'admin-templates', path: '/admin/templates', page: 'admin-templates', header: textHeader('Templates'), trail: [{ routeId: 'home' }], access: 'admin' },
  {
    id: 'admin-dead-letters',
    path: '/admin/failed-messages',
    page: 'admin-dead-letters',
    header: textHeader('Failed messages'),
    trail: [{ routeId: 'home' }],
    access: 'admin',
  },
  { id: 'login', path: '/login', page: 'login', header: textHeader('Partner Login'), trail: [], analyticsPage: 'Not_Auth', access: 'public' },
] as const satisfies readonly RouteDefinition[];
