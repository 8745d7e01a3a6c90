import { createElement } from 'react';
import { useParams } from 'react-router';
import type { ComponentType } from 'react';
import { lendingRedirectionProducts, type PageId } from '@portal/domain';
import { lazyWithPreload, type PreloadableComponent } from '../lib/lazy-with-preload';

/**
 * The page component of each page id of the domain route table (packages/domain/src/journeys/route-table.ts),
 * imported lazily so each route loads only its own chunk. Several routes may share a page (e.g. 'insurance-proposal' serves
 * /insurance/:productName/proposal and /products/roadside-assistance/proposal); a page reads its route
 * and resolved header with `usePageRoute()` from lib/page-route.
 *
 * Pages render their content only: the frame (app/layout) already renders the page's one <h1>, the
 * breadcrumbs and the progress bar, and redirects partner-only routes to /login when signed out.
 */
/** A page component that fetches its code when first rendered, or earlier when asked (`preload`). */
export type PageComponent = PreloadableComponent<ComponentType>;

/**
 * React.lazy for a page module's named export: `lazyPage(() => import('…/home-page'), 'HomePage')`, with
 * `preload` (lib/lazy-with-preload). The frame calls it as the route matches, so a partner page's code
 * arrives beside the session check, and renders the page once it is in: a page whose code is in renders at
 * once instead of suspending, and React holds back a suspended page's reveal up to 300 ms (decision 0136).
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): PageComponent {
  return lazyWithPreload<ComponentType>(() => load().then((module) => ({ default: module[name] })));
}

const InsuranceMandatePage = lazyPage(() => import('../features/insurance/customer-mandate-page'), 'CustomerMandatePage');
const LendingRedirectionPage = lazyPage(() => import('../features/lending/customer-redirection-page'), 'CustomerRedirectionPage');

/**
 * /mandate/:productName?token: an insurance mandate letter, or for a loan or deposit (SPEC §7's redirection
 * flows for FD, personal-loan and business-loans) the customer's offer, KFS and confirmation.
 */
function CustomerMandateByProduct() {
  const { productName } = useParams();
  return createElement(productName && lendingRedirectionProducts.includes(productName) ? LendingRedirectionPage : InsuranceMandatePage);
}

const landingPage = () => import('../features/insurance/landing-page');
const startSellingPage = () => import('../features/insurance/start-selling-page');
const loanSellPage = () => import('../features/lending/loan-sell-page');

// Every page id has its component: a page added to the domain's table without one here does not compile.
export const routePages = {
  home: lazyPage(() => import('../features/dashboard/home-page'), 'HomePage'),
  payouts: lazyPage(() => import('../features/dashboard/payouts-page'), 'PayoutsPage'),
  transactions: lazyPage(() => import('../features/dashboard/transactions-page'), 'TransactionsPage'),
  'policy-lookup': lazyPage(() => import('../features/dashboard/policy-lookup-page'), 'PolicyLookupPage'),
  'duplicate-payments': lazyPage(() => import('../features/admin/duplicate-payments-page'), 'DuplicatePaymentsPage'),
  'admin-partners': lazyPage(() => import('../features/admin/admin-partners-page'), 'AdminPartnersPage'),
  'admin-approvals': lazyPage(() => import('../features/admin/admin-approvals-page'), 'AdminApprovalsPage'),
  'admin-flags': lazyPage(() => import('../features/admin/admin-flags-page'), 'AdminFlagsPage'),
  'admin-audit': lazyPage(() => import('../features/admin/admin-audit-page'), 'AdminAuditPage'),
  'admin-funnel': lazyPage(() => import('../features/admin/admin-funnel-page'), 'AdminFunnelPage'),
  'admin-coupons': lazyPage(() => import('../features/admin/admin-coupons-page'), 'AdminCouponsPage'),
  'admin-templates': lazyPage(() => import('../features/admin/admin-templates-page'), 'AdminTemplatesPage'),
  'admin-dead-letters': lazyPage(() => import('../features/admin/admin-dead-letters-page'), 'AdminDeadLettersPage'),
  login: lazyPage(() => import('../features/auth/login-page'), 'LoginPage'),
  'payment-status': lazyPage(() => import('../features/payments/payment-status-page'), 'PaymentStatusPage'),
  'product-landing': lazyPage(landingPage, 'LandingPage'),
  'insurance-landing': lazyPage(landingPage, 'LandingPage'),
  'start-selling': lazyPage(startSellingPage, 'StartSellingPage'),
  'insurance-proposal': lazyPage(startSellingPage, 'StartSellingPage'),
  'review-payment': lazyPage(() => import('../features/insurance/review-payment-page'), 'ReviewPaymentPage'),
  'personal-accident': lazyPage(() => import('../features/insurance/personal-accident-page'), 'PersonalAccidentPage'),
  'customer-mandate': lazyWithPreload(() => Promise.resolve({ default: CustomerMandateByProduct })),
  'customer-loan-step': lazyPage(() => import('../features/customer-loan/customer-loan-page'), 'CustomerLoanPage'),
  'shared-quote': lazyPage(() => import('../features/insurance/shared-quote-page'), 'SharedQuotePage'),
  leads: lazyPage(() => import('../features/leads/leads-page'), 'LeadsPage'),
  'lead-new': lazyPage(() => import('../features/leads/new-lead-page'), 'NewLeadPage'),
  'lead-details': lazyPage(() => import('../features/leads/lead-details-page'), 'LeadDetailsPage'),
  'loan-sell': lazyPage(loanSellPage, 'LoanSellPage'),
  'business-loans-sell': lazyPage(loanSellPage, 'LoanSellPage'),
  'loan-consent-check': lazyPage(() => import('../features/lending/consent-check-page'), 'ConsentCheckPage'),
  'loan-offers': lazyPage(() => import('../features/lending/loan-offers-page'), 'LoanOffersPage'),
  'loan-offer-lead': lazyPage(() => import('../features/lending/offer-lead-page'), 'OfferLeadPage'),
  'fd-sell': lazyPage(() => import('../features/lending/fd-sell-page'), 'FdSellPage'),
  'lamf-share-details': lazyPage(() => import('../features/lending/lamf-share-details-page'), 'LamfShareDetailsPage'),
  'loan-public': lazyPage(() => import('../features/lending/loan-public-page'), 'LoanPublicPage'),
  'lamf-sell': lazyPage(() => import('../features/lending/lamf-sell-page'), 'LamfSellPage'),
  'preapproved-offers': lazyPage(() => import('../features/lending/preapproved-offers-page'), 'PreapprovedOffersPage'),
  loans: lazyPage(() => import('../features/lending/loans-page'), 'LoansPage'),
  'qr-code-sheets': lazyPage(() => import('../features/sachet/qr-sheets-page'), 'QrSheetsPage'),
  'sachet-activation': lazyPage(() => import('../features/sachet/sachet-activation-page'), 'SachetActivationPage'),
  'sachet-policy': lazyPage(() => import('../features/sachet/sachet-policy-page'), 'SachetPolicyPage'),
  'customer-consents': lazyPage(() => import('../features/consents/customer-consents-page'), 'CustomerConsentsPage'),
  'credit-score': lazyPage(() => import('../features/credit-score/credit-score-page'), 'CreditScorePage'),
  'credit-score-customer-landing': lazyPage(() => import('../features/credit-score/customer-landing-page'), 'CustomerLandingPage'),
  'credit-score-customer-otp': lazyPage(() => import('../features/credit-score/customer-otp-page'), 'CustomerOtpPage'),
  'credit-score-customer-report': lazyPage(() => import('../features/credit-score/customer-report-page'), 'CustomerReportPage'),
  'credit-score-customer-withdraw': lazyPage(() => import('../features/credit-score/withdraw-consent'), 'WithdrawConsent'),
  'pl-offer': lazyPage(() => import('../features/pl-offer/pl-offer-page'), 'PlOfferPage'),
  'help-centre': lazyPage(() => import('../features/help-centre/help-centre-page'), 'HelpCentrePage'),
  'life-step': lazyPage(() => import('../features/life/life-step-page'), 'LifeStepPage'),
  'life-track': lazyPage(() => import('../features/life/life-track-page'), 'LifeTrackPage'),
  'life-pos': lazyPage(() => import('../features/life/life-pos-page'), 'LifePosPage'),
  'life-product-details': lazyPage(() => import('../features/life/life-product-details-page'), 'LifeProductDetailsPage'),
} satisfies Record<PageId, PageComponent>;
