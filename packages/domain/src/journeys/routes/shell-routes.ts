import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

/** The partner's home, the admin's duplicate payments and the login page. */
export const shellRoutes = [
  // Not in §2: the partner's home lists the tenant's products; the login page is the not-signed-in page.
  { id: 'home', path: '/', page: 'home', header: textHeader('Our Products'), crumbLabel: textHeader('Home'), trail: [], analyticsPage: 'HomePage', access: 'partner' },
  // Not in §2 either: an admin's list of the tenant's duplicate payments and their refunds (decision 0049).
  {
    id: 'duplicate-payments',
    path: '/admin/duplicate-payments',
    page: 'duplicate-payments',
    header: textHeader('Duplicate payments'),
    trail: [{ routeId: 'home' }],
    access: 'partner',
  },
  { id: 'login', path: '/login', page: 'login', header: textHeader('Partner Login'), trail: [], analyticsPage: 'Not_Auth', access: 'public' },
] as const satisfies readonly RouteDefinition[];
