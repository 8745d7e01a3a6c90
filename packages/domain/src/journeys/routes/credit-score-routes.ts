import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

export const creditScoreRoutes = [
  // §2 names these routes but none of their headers; each says what the page does.
  { id: 'credit-score', path: '/credit-score', page: 'credit-score', header: textHeader('Check Credit Score'), trail: [], analyticsPage: 'CreditEligibility', access: 'partner' },
  {
    id: 'credit-score-otp-verification',
    path: '/credit-score/otp-verification',
    page: 'credit-score',
    header: textHeader('Verify Number & Proceed'),
    trail: [{ routeId: 'credit-score' }],
    analyticsPage: 'OtpConsentPage',
    access: 'partner',
  },
  {
    id: 'credit-score-customer-otp-verification',
    path: '/credit-score/customer/otp-verification',
    page: 'credit-score',
    header: textHeader('Verify Number & Proceed'),
    trail: [],
    analyticsPage: 'OtpConsentPage',
    access: 'customer',
  },
  {
    id: 'credit-score-customer-journey',
    path: '/credit-score/customer-journey',
    page: 'credit-score',
    header: textHeader('Check Your Credit Score'),
    trail: [],
    analyticsPage: 'CustomerLanding',
    access: 'customer',
  },
  {
    id: 'credit-score-customer-credit-report',
    path: '/credit-score/customer-credit-report',
    page: 'credit-score',
    header: textHeader('Your Credit Report'),
    trail: [],
    access: 'customer',
  },
  // Not in §2: the customer's withdrawal of the report's consent, reached from their report (decision 0091).
  {
    id: 'credit-score-customer-withdraw-consent',
    path: '/credit-score/customer/withdraw-consent',
    page: 'credit-score',
    header: textHeader('Withdraw Your Consent'),
    trail: [{ routeId: 'credit-score-customer-credit-report' }],
    access: 'customer',
  },
  {
    id: 'credit-score-dp-credit-report',
    path: '/credit-score/dp-credit-report',
    page: 'credit-score',
    header: textHeader('Credit Report'),
    trail: [{ routeId: 'credit-score' }],
    access: 'partner',
  },
  {
    id: 'credit-score-customer-details',
    path: '/credit-score/credit-customer-details',
    page: 'credit-score',
    header: textHeader('Enter Customer Details'),
    trail: [{ routeId: 'credit-score' }],
    access: 'partner',
  },
  { id: 'pl-offer', path: '/pl-offer', page: 'pl-offer', header: textHeader('Personal Loan Offer'), trail: [], analyticsPage: 'CreditEligibility', access: 'customer' },
  {
    id: 'pl-offer-mobile-verification',
    path: '/pl-offer/mobile-verification',
    page: 'pl-offer',
    header: textHeader('Verify Number & Proceed'),
    trail: [{ routeId: 'pl-offer' }],
    analyticsPage: 'OtpConsentPage',
    access: 'customer',
  },
] as const satisfies readonly RouteDefinition[];
