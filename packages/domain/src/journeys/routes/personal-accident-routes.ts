import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

/** The product these routes sell: the sale pages read it from the crumbs (useProductCode). */
const product = { productName: 'personal-accident' } as const;
const basicCrumb = { routeId: 'personal-accident-basic', params: product };
const createPlanCrumb = { routeId: 'personal-accident-create-plan', params: product };

export const personalAccidentRoutes = [
  {
    // §2 gives no header for the basic PA page; it is the vertical's entry.
    id: 'personal-accident-basic',
    path: '/insurance/personal-accident/v1/basic-pa',
    page: 'personal-accident',
    header: textHeader('Personal Accident'),
    trail: [],
    analyticsPage: 'landing_page',
    access: 'partner',
  },
  {
    id: 'personal-accident-create-plan',
    path: '/insurance/personal-accident/v1/create-plan',
    page: 'personal-accident',
    header: textHeader('Create Your Plan'),
    trail: [basicCrumb],
    access: 'partner',
  },
  {
    // §2 gives no header for the profile steps; they collect the customer's details.
    id: 'personal-accident-profile',
    path: '/insurance/personal-accident/v1/profile',
    page: 'personal-accident',
    header: textHeader('Enter Customer Details'),
    trail: [basicCrumb, createPlanCrumb],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
  {
    id: 'personal-accident-profile-request',
    path: '/insurance/personal-accident/v1/profile/:requestId',
    page: 'personal-accident',
    header: textHeader('Enter Customer Details'),
    trail: [basicCrumb, createPlanCrumb],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
] as const satisfies readonly RouteDefinition[];

/** Personal accident's ways in, shown on its landing page: the ready plan or one the partner builds. */
export const personalAccidentStartRouteIds: Readonly<Record<string, readonly { routeId: string; label: string }[]>> = {
  'personal-accident': [
    { routeId: 'personal-accident-basic', label: 'Basic PA: a ready plan' },
    { routeId: 'personal-accident-create-plan', label: 'Create Your Plan' },
  ],
};
