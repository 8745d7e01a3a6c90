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
    // §2: "FD sell" (purpose only).
    id: 'fd-sell',
    path: '/products/FD/sell',
    page: 'fd-sell',
    header: textHeader('Enter Deposit Details'),
    trail: [productLandingCrumb('FD')],
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
  { id: 'lamf-public', path: '/products/lamf/public', page: 'loan-public', header: { kind: 'logo' }, trail: [], analyticsPage: 'CustomerLanding', access: 'public' },
  {
    id: 'personal-loan-public',
    path: '/products/personal-loan/public',
    page: 'loan-public',
    header: { kind: 'logo' },
    trail: [],
    analyticsPage: 'CustomerLanding',
    access: 'public',
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
