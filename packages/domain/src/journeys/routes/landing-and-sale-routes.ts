import { productLandingCrumb, textHeader } from '../route-definition';
import type { RouteDefinition, RouteParams } from '../route-definition';
import { paymentStatusQueryParams } from '../route-lists';
import { lendingRedirectionProducts } from './lending-routes';
import { insuranceLandingProducts } from '../../products/catalogue-index.generated';

/**
 * A sale's reference, carried by the breadcrumbs of its steps: the quote and the customer's details
 * reopen with the saved answers of the same proposal (a server-side draft, docs/decisions/0068).
 */
const saleQuery = ['referenceId'] as const;

/** Product landing pages, the insurance sale (customer details, review & pay) and the payment status page. */
export const landingAndSaleRoutes = [
  {
    id: 'product-landing',
    path: '/products/:productName',
    page: 'product-landing',
    header: { kind: 'productName' },
    trail: [],
    analyticsPage: 'landing_page',
    access: 'public',
  },
  {
    id: 'insurance-landing',
    path: '/insurance/:productName',
    page: 'insurance-landing',
    header: { kind: 'productName' },
    trail: [],
    analyticsPage: 'landing_page',
    access: 'public',
  },
  {
    id: 'start-selling',
    path: '/products/:productName/start-selling',
    page: 'start-selling',
    header: textHeader('Enter Customer Details'),
    trail: [{ routeId: 'product-landing', query: saleQuery }],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
  {
    // §2 names its purpose only ("start selling"); wellness has its own family form under the generic header.
    id: 'wellness-start-selling',
    path: '/products/wellness/start-selling',
    page: 'start-selling',
    header: textHeader('Enter Customer Details'),
    trail: [productLandingCrumb('wellness', saleQuery)],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
  {
    id: 'review-payment',
    path: '/products/:productName/review-payment',
    page: 'review-payment',
    header: textHeader('Review Information & Pay'),
    trail: [
      { routeId: 'product-landing', query: saleQuery },
      { routeId: 'start-selling', query: saleQuery },
    ],
    analyticsPage: 'ReviewPayment',
    access: 'partner',
  },
  {
    id: 'insurance-proposal',
    path: '/insurance/:productName/proposal',
    page: 'insurance-proposal',
    header: textHeader('Enter Customer Details'),
    trail: [{ routeId: 'insurance-landing', query: saleQuery }],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
  {
    id: 'roadside-assistance-proposal',
    path: '/products/roadside-assistance/proposal',
    page: 'insurance-proposal',
    header: textHeader('Enter Customer Details'),
    trail: [productLandingCrumb('roadside-assistance', saleQuery)],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
  {
    // The customer's page of a mandate link (fire, marine, workmen; SPEC §7 mandate letters): §2 lists no
    // route for it, so it has our own path and header (docs/decisions/0035). For a loan or a deposit the
    // same link opens the customer's offer (lendingRedirectionProducts), which is no mandate letter.
    id: 'customer-mandate',
    path: '/mandate/:productName',
    page: 'customer-mandate',
    header: {
      kind: 'textByProduct',
      text: 'Mandate Letter',
      byProduct: Object.fromEntries(lendingRedirectionProducts.map((code) => [code, 'Review and confirm'])),
    },
    trail: [],
    analyticsPage: 'CustomerLanding',
    access: 'customer',
    query: ['token'],
  },
  // Not in §2: the customer's page of a quote the partner shared (decision 0067).
  {
    id: 'shared-quote',
    path: '/quote/shared',
    page: 'shared-quote',
    header: textHeader('Your insurance quote'),
    trail: [],
    analyticsPage: 'CustomerLanding',
    access: 'customer',
    query: ['token'],
  },
  {
    id: 'payment-status',
    path: '/products/payment-status',
    page: 'payment-status',
    // §2 gives no header for the payment status page.
    header: textHeader('Payment Status'),
    trail: [],
    access: 'customer',
    query: paymentStatusQueryParams,
  },
] as const satisfies readonly RouteDefinition[];

export type LandingAndSaleRouteId = (typeof landingAndSaleRoutes)[number]['id'];

/**
 * The proposal ("Enter Customer Details") step of a product's journey: its own route where §2 gives one
 * (/products/roadside-assistance/proposal, /products/wellness/start-selling), else its family's
 * (/insurance/{name}/proposal for /insurance products, /products/{name}/start-selling otherwise).
 */
export function proposalRouteIdOf(productCode: string, basePath: '/products' | '/insurance'): LandingAndSaleRouteId {
  const own = landingAndSaleRoutes.find(
    (route) => route.path === `/products/${productCode}/proposal` || route.path === `/products/${productCode}/start-selling`,
  );
  return own?.id ?? (basePath === '/insurance' ? 'insurance-proposal' : 'start-selling');
}

/**
 * The route a sale page's breadcrumb stands for: the review page's trail names the generic landing and
 * proposal steps; for an /insurance product or one with its own proposal route, those are its own.
 */
export function saleCrumbRouteId(routeId: string, params: RouteParams): string {
  const productCode = params.productName;
  if (!productCode) return routeId;
  const basePath = insuranceLandingProducts.includes(productCode) ? '/insurance' : '/products';
  if (routeId === 'product-landing') return basePath === '/insurance' ? 'insurance-landing' : routeId;
  if (routeId === 'start-selling') return proposalRouteIdOf(productCode, basePath);
  return routeId;
}
