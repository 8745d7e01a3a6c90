/** Lists of SPEC §2 that are not routes themselves. */

export const routePathSegments = [
  'leads',
  'sell',
  'proposal',
  'share',
  'start-selling',
  'share-details',
  'public',
  'review-payment',
  'more-details',
  'upload-document',
  'proposals',
  'lead-details',
  'offers',
  'consent-check',
  'credit-eligibility',
] as const;
export type RoutePathSegment = (typeof routePathSegments)[number];

export const navigationLabels = ['Setup', 'Quotes', 'Checkout', 'Payment'] as const;
export type NavigationLabel = (typeof navigationLabels)[number];

export const landingSections = ['videos', 'banner', 'payouts', 'steps', 'user info'] as const;
export type LandingSection = (typeof landingSections)[number];

export const leadDetailTabs = ['LEAD_DETAILS', 'ADDONS', 'ELIGIBILITY_CRITERIA'] as const;
export type LeadDetailTab = (typeof leadDetailTabs)[number];

export const contactActionKinds = ['whatsApp', 'call', 'tel'] as const;
export type ContactActionKind = (typeof contactActionKinds)[number];

/** SPEC §2's five, and `receipt`: the token the gateway's return adds for whoever paid (decision 0161). */
export const paymentStatusQueryParams = ['status', 'referenceId', 'productCode', 'tenant', 'insurerCode', 'receipt'] as const;
export type PaymentStatusQueryParam = (typeof paymentStatusQueryParams)[number];
