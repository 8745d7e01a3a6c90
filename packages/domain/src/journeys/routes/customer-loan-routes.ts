import { textHeader } from '../route-definition';
import type { RouteDefinition } from '../route-definition';

/** Steps of /products/{productName}/customer/{providerCode}/<step>, with a header of our choosing (§2 names none). */
export const customerLoanSteps = [
  { step: 'login-otp', header: 'Verify Mobile Number' },
  { step: 'offer', header: 'Your Loan Offer' },
  { step: 'stashfin', header: 'Continue with Lender' },
  { step: 'offer/confirm', header: 'Confirm Your Offer' },
  { step: 'location', header: 'Share Your Location' },
  { step: 'presence-verification', header: 'Presence Verification' },
  { step: 'liveliness', header: 'Live Selfie Check' },
  { step: 'kyc-details', header: 'KYC Details' },
  { step: 'initiate-kyc', header: 'Start KYC' },
  { step: 'additional-details', header: 'Additional Details' },
  { step: 'bank-details', header: 'Bank Details' },
  { step: 'kyc-callback', header: 'Verifying KYC' },
  { step: 'disbursement-details', header: 'Disbursement Details' },
  { step: 'disbursement-reject', header: 'Loan Not Disbursed' },
  { step: 'disbursement-success', header: 'Loan Disbursed' },
  { step: 'mandate-callback', header: 'Verifying Mandate' },
  { step: 'apply', header: 'Apply for Loan' },
  { step: 'apply/details', header: 'Application Details' },
  { step: 'apply/confirm', header: 'Confirm Application' },
  { step: 'mandate-failure', header: 'Mandate Setup Failed' },
  { step: 'kyc-failure', header: 'KYC Failed' },
  { step: 'offer-failure', header: 'No Offer Available' },
  { step: 'offerApiFailure', header: 'Offers Could Not Be Fetched' },
] as const;
export type CustomerLoanStep = (typeof customerLoanSteps)[number]['step'];

/** Once money has moved (or been refused) the customer must not step back into the application. */
const noBackNavigationSteps: readonly CustomerLoanStep[] = ['disbursement-details', 'disbursement-reject', 'disbursement-success'];

const customerLoanTrails: Partial<Record<CustomerLoanStep, readonly CustomerLoanStep[]>> = {
  'offer/confirm': ['offer'],
  'apply/details': ['apply'],
  'apply/confirm': ['apply', 'apply/details'],
};

/** Route id of a customer loan step: `offer/confirm` → `customer-loan-offer-confirm`. */
export function customerLoanRouteId(step: CustomerLoanStep): string {
  return `customer-loan-${step.replace('/', '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The customer loan journey: /products/{productName}/customer/{providerCode}/<step>, public. */
export const customerLoanRoutes: readonly RouteDefinition[] = customerLoanSteps.map(({ step, header }) => {
  const backNavigationDisabled = noBackNavigationSteps.includes(step);
  return {
    id: customerLoanRouteId(step),
    path: `/products/:productName/customer/:providerCode/${step}`,
    page: 'customer-loan-step',
    header: textHeader(header),
    // Breadcrumbs never lead back where the back button may not.
    trail: backNavigationDisabled ? [] : (customerLoanTrails[step] ?? []).map((earlier) => ({ routeId: customerLoanRouteId(earlier) })),
    ...(step === 'login-otp' ? { analyticsPage: 'CustomerLanding' as const } : {}),
    ...(step === 'offer' ? { analyticsPage: 'OffersListing' as const } : {}),
    access: 'customer',
    ...(backNavigationDisabled ? { backNavigationDisabled } : {}),
  } satisfies RouteDefinition;
});
