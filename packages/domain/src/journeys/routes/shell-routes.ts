import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

/** The partner's home and the login page. */
export const shellRoutes = [
  // Not in §2: the partner's home lists the tenant's products; the login page is the not-signed-in page.
  { id: 'home', path: '/', page: 'home', header: textHeader('Our Products'), crumbLabel: textHeader('Home'), trail: [], analyticsPage: 'HomePage', access: 'partner' },
  { id: 'login', path: '/login', page: 'login', header: textHeader('Partner Login'), trail: [], analyticsPage: 'Not_Auth', access: 'public' },
] as const satisfies readonly RouteDefinition[];
