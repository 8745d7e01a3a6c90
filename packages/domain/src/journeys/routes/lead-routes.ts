import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

/**
 * The partner's leads (SPEC §2 segments "leads" and "lead-details", analytics page Lead_page): the list
 * of every sale and loan lead, one lead's details, and the generic form to add a lead for a product.
 * §2 names no headers for them; each says what the page is.
 */
export const leadRoutes = [
  {
    id: 'leads',
    path: '/leads',
    page: 'leads',
    header: textHeader('My Leads'),
    trail: [{ routeId: 'home' }],
    analyticsPage: 'Lead_page',
    access: 'partner',
    query: ['product', 'status', 'from', 'to'],
  },
  // Static "new" ranks above :leadId, so /leads/new is the form, never a lead id.
  {
    id: 'lead-new',
    path: '/leads/new',
    page: 'lead-new',
    header: textHeader('Add Lead'),
    trail: [{ routeId: 'home' }, { routeId: 'leads' }],
    analyticsPage: 'Lead_page',
    access: 'partner',
    query: ['product'],
  },
  {
    id: 'lead-details',
    path: '/leads/:leadId',
    page: 'lead-details',
    header: textHeader('Lead Details'),
    trail: [{ routeId: 'home' }, { routeId: 'leads' }],
    analyticsPage: 'Lead_page',
    access: 'partner',
  },
] as const satisfies readonly RouteDefinition[];
