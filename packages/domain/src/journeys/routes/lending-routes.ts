import { redirectionLoanProducts } from '../../lending/loan-products';
import { fixedProgress, productLandingCrumb, textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

/** Personal loan and home loan share their partner sell journey. */
function loanSellRoutes<const P extends 'personal-loan' | 'home-loan'>(product: P) {
  return [
    {
      id: `${product}-sell`,
      path: `/products/${product}/sell`,
      page: 'loan-sell',
      header: textHeader('Enter Loan Details'),
      trail: [productLandingCrumb(product)],
      progress: fixedProgress(50),
      access: 'partner',
    },
    {
      id: `${product}-consent-check`,
      path: `/products/${product}/consent-check`,
      page: 'loan-consent-check',
      header: textHeader('Verify Number & Proceed'),
      trail: [productLandingCrumb(product), { routeId: `${product}-sell` }],
      progress: fixedProgress(100),
      analyticsPage: 'OtpConsentPage',
      access: 'partner',
    },
    {
      id: `${product}-offers`,
      path: `/products/${product}/offers/:aggregatorId`,
      page: 'loan-offers',
      header: textHeader('Loan Offers'),
      trail: [productLandingCrumb(product), { routeId: `${product}-sell` }],
      analyticsPage: 'OffersListing',
      access: 'partner',
    },
    {
      id: `${product}-offer-lead`,
      path: `/products/${product}/offers/:aggregatorId/leads/:leadId`,
      page: 'loan-offer-lead',
      header: textHeader('Loan Details'),
      trail: [productLandingCrumb(product), { routeId: `${product}-sell` }, { routeId: `${product}-offers` }],
      analyticsPage: 'Lead_page',
      access: 'partner',
    },
  ] as const satisfies readonly RouteDefinition[];
}

/** The partner loan journeys (personal, home, business loans, FD, LAMF) and their public pages. */
export const lendingRoutes = [
  ...loanSellRoutes('personal-loan'),
  ...loanSellRoutes('home-loan'),
  {
    // §2: "sell form" (purpose only); the loan sell header is reused.
    id: 'business-loans-sell',
    path: '/products/business-loans/sell',
    page: 'business-loans-sell',
    header: textHeader('Enter Loan Details'),
    trail: [productLandingCrumb('business-loans')],
    access: 'partner',
  },
  {
    // Not in §2 (its "offers" segment is): business loans reach lenders' offers and a lead as personal loans do.
    id: 'business-loans-offers',
    path: '/products/business-loans/offers/:aggregatorId',
    page: 'loan-offers',
    header: textHeader('Loan Offers'),
    trail: [productLandingCrumb('business-loans'), { routeId: 'business-loans-sell' }],
    analyticsPage: 'OffersListing',
    access: 'partner',
  },
  {
    id: 'business-loans-offer-lead',
    path: '/products/business-loans/offers/:aggregatorId/leads/:leadId',
    page: 'loan-offer-lead',
    header: textHeader('Loan Details'),
    trail: [productLandingCrumb('business-loans'), { routeId: 'business-loans-sell' }, { routeId: 'business-loans-offers' }],
    analyticsPage: 'Lead_page',
    access: 'partner',
  },
  {
    // §2: "FD sell" (purpose only).
    id: 'fd-sell',
    path: '/products/FD/sell',
    page: 'fd-sell',
    header: textHeader('Enter Deposit Details'),
    trail: [productLandingCrumb('FD')],
    access: 'partner',
  },
  {
    // Not in §2: a LAMF application, made on /products/lamf/sell, reaches lenders' offers and a lead as a personal loan's does.
    id: 'lamf-offers',
    path: '/products/lamf/offers/:aggregatorId',
    page: 'loan-offers',
    header: textHeader('Loan Offers'),
    trail: [productLandingCrumb('lamf'), { routeId: 'lamf-sell' }],
    analyticsPage: 'OffersListing',
    access: 'partner',
  },
  {
    id: 'lamf-offer-lead',
    path: '/products/lamf/offers/:aggregatorId/leads/:leadId',
    page: 'loan-offer-lead',
    header: textHeader('Loan Details'),
    trail: [productLandingCrumb('lamf'), { routeId: 'lamf-sell' }, { routeId: 'lamf-offers' }],
    analyticsPage: 'Lead_page',
    access: 'partner',
  },
  {
    id: 'lamf-share-details',
    path: '/products/lamf/share-details',
    page: 'lamf-share-details',
    header: textHeader("Customer's Link"),
    trail: [productLandingCrumb('lamf')],
    analyticsPage: 'SharePage',
    access: 'partner',
  },
  {
    id: 'lamf-public',
    path: '/products/lamf/public',
    page: 'loan-public',
    header: { kind: 'logo' },
    trail: [],
    analyticsPage: 'CustomerLanding',
    access: 'customer',
  },
  {
    id: 'personal-loan-public',
    path: '/products/personal-loan/public',
    page: 'loan-public',
    header: { kind: 'logo' },
    trail: [],
    analyticsPage: 'CustomerLanding',
    access: 'customer',
  },
  {
    // §2: "sell" (purpose only), progress 100.
    id: 'lamf-sell',
    path: '/products/lamf/sell',
    page: 'lamf-sell',
    header: textHeader('Enter Loan Details'),
    trail: [productLandingCrumb('lamf')],
    progress: fixedProgress(100),
    access: 'partner',
  },
  {
    id: 'preapproved-offers',
    path: '/products/:productName/preapprovedoffers',
    page: 'preapproved-offers',
    header: textHeader('Loan Activity Summary'),
    trail: [{ routeId: 'product-landing' }],
    access: 'partner',
  },
  // §2: "loans" (purpose only).
  { id: 'loans', path: '/loans', page: 'loans', header: textHeader('Loans'), trail: [], access: 'partner' },
] as const satisfies readonly RouteDefinition[];

/**
 * Where a lending product's landing page sends the partner to start (the first step of its journey), by
 * product code; LAMF has two ways in: make the customer's link, or fill in the loan with the customer.
 */
export const lendingStartRouteIds: Readonly<Record<string, readonly { routeId: LendingRouteId; label: string }[]>> = {
  'personal-loan': [{ routeId: 'personal-loan-sell', label: 'Enter loan details' }],
  'home-loan': [{ routeId: 'home-loan-sell', label: 'Enter loan details' }],
  'business-loans': [{ routeId: 'business-loans-sell', label: 'Enter loan details' }],
  FD: [{ routeId: 'fd-sell', label: 'Enter deposit details' }],
  lamf: [
    { routeId: 'lamf-share-details', label: "Make the customer's link" },
    { routeId: 'lamf-sell', label: 'Fill in with the customer' },
  ],
};
export type LendingRouteId = (typeof lendingRoutes)[number]['id'];

/**
 * Products whose customer's link (/mandate/{code}?token) opens the lending redirection flow of SPEC §7
 * (/redirection-flows/public/product/{code}) rather than an insurance mandate letter. SPEC §7 names FD,
 * personal loan and business loans; a home loan's chosen offer goes to its customer the same way (its
 * link, made by /leads/customerLink, would otherwise open nothing), so it has the same flow.
 */
export const lendingRedirectionProducts: readonly string[] = ['FD', ...redirectionLoanProducts];
