/**
 * Every route of SPEC §2 with its header, breadcrumbs, progress and analytics page name. The web router
 * is built from this table; the frame renders the header as the page's only <h1>, the breadcrumbs and the
 * progress bar from it. Pure data plus small functions, no zod, so the web shell can import it cheaply.
 */

// ---- Lists of SPEC §2 -------------------------------------------------------------------------------

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

export const analyticsPageNames = [
  'HomePage',
  'ProposalPage',
  'SharePage',
  'Not_Auth',
  'CustomerLanding',
  'MoreDetails',
  'ReviewPayment',
  'OffersListing',
  'landing_page',
  'Lead_page',
  'OtpConsentPage',
  'CreditEligibility',
] as const;
export type AnalyticsPageName = (typeof analyticsPageNames)[number];

export const navigationLabels = ['Setup', 'Quotes', 'Checkout', 'Payment'] as const;
export type NavigationLabel = (typeof navigationLabels)[number];

export const landingSections = ['videos', 'banner', 'payouts', 'steps', 'user info'] as const;
export type LandingSection = (typeof landingSections)[number];

export const leadDetailTabs = ['LEAD_DETAILS', 'ADDONS', 'ELIGIBILITY_CRITERIA'] as const;
export type LeadDetailTab = (typeof leadDetailTabs)[number];

export const contactActionKinds = ['whatsApp', 'call', 'tel'] as const;
export type ContactActionKind = (typeof contactActionKinds)[number];

/** Query parameters of /products/payment-status. */
export const paymentStatusQueryParams = ['status', 'referenceId', 'productCode', 'tenant', 'insurerCode'] as const;
export type PaymentStatusQueryParam = (typeof paymentStatusQueryParams)[number];

// ---- Life insurance steps and progress -----------------------------------------------------------------

export const lifeProgressSteps = [0, 25, 33, 50, 66, 75, 100] as const;
export type LifeProgressStep = (typeof lifeProgressSteps)[number];

/** Plans of /life-insurance/profile/{plan}/… and the names the first step shows as its header. */
export const lifePlanNames = {
  term: 'Term Insurance',
  'investment-planning': 'Investment Planning',
  'saving-for-child': 'Saving for Child',
  'guaranteed-returns': 'Guaranteed Returns',
  ulip: 'ULIP',
  participating: 'Participating Plans',
  retirement: 'Retirement',
} as const;
export type LifePlan = keyof typeof lifePlanNames;

export function isLifePlan(value: string): value is LifePlan {
  return Object.hasOwn(lifePlanNames, value);
}

/** The steps of the life profile journey, in order; `plan` is the first step, showing the plan name. */
export const lifeSteps = [
  'plan',
  'about-insured',
  'about-proposer',
  'suitability',
  'investment-details',
  'sum-assured',
  'lead',
] as const;
export type LifeStep = (typeof lifeSteps)[number];

/** Plans with a four-step header (25, 50, 75, 100) instead of three (33, 50, 66, 100). */
const fourStepLifePlans: readonly string[] = ['saving-for-child', 'guaranteed-returns'];

/** Progress of a life profile step (SPEC §2); `plan` is the URL segment, so any string is accepted. */
export function lifeStepProgress(plan: string, step: LifeStep): LifeProgressStep {
  const fourSteps = fourStepLifePlans.includes(plan);
  switch (step) {
    case 'plan':
      return 0;
    case 'about-insured':
      return fourSteps ? 25 : 33;
    case 'about-proposer':
    case 'suitability':
      return 50;
    case 'investment-details':
      return fourSteps ? 75 : 66;
    case 'sum-assured':
      return 66;
    case 'lead':
      return 100;
  }
}

// ---- Customer loan journey steps --------------------------------------------------------------------------

/** Steps of /products/{productName}/customer/{providerCode}/<step>, with a header of our choosing (§2 names none). */
export const customerLoanSteps = [
  { step: 'login-otp', header: 'Verify Mobile Number' },
  { step: 'offer', header: 'Your Loan Offer' },
  { step: 'stashfin', header: 'Continue with Lender' },
  { step: 'offer/confirm', header: 'Confirm Your Offer' },
  { step: 'location', header: 'Share Your Location' },
  { step: 'presence-verification', header: 'Presence Verification' },
  { step: 'liveliness', header: 'Liveliness Check' },
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

// ---- Route definitions ------------------------------------------------------------------------------------

/** A header as the route declares it; productName and planName are resolved when the page renders. */
export type RouteHeader =
  | { kind: 'text'; text: string }
  /** The vertical name, from the product's landing config. */
  | { kind: 'productName' }
  /** The life plan's name, from lifePlanNames. */
  | { kind: 'planName' }
  /** Logo only, no text (SPEC §2 public pages); the <h1> holds the brand logo with its name as alt text. */
  | { kind: 'logo' };

export type RouteProgress = { kind: 'fixed'; value: number } | { kind: 'life'; step: LifeStep };

/** Who may open a route: partner pages need a signed-in partner; public pages are for anyone (customers). */
export type RouteAccess = 'partner' | 'public';

/** The pages the web app implements; several routes may render one page (their route id tells them apart). */
export const pageIds = [
  'home',
  'login',
  'product-landing',
  'insurance-landing',
  'start-selling',
  'review-payment',
  'insurance-proposal',
  'payment-status',
  'loan-sell',
  'loan-consent-check',
  'loan-offers',
  'loan-offer-lead',
  'business-loans-sell',
  'fd-sell',
  'lamf-share-details',
  'loan-public',
  'lamf-sell',
  'preapproved-offers',
  'loans',
  'life-step',
  'life-track',
  'life-pos',
  'life-product-details',
  'personal-accident',
  'customer-loan-step',
  'credit-score',
  'pl-offer',
] as const;
export type PageId = (typeof pageIds)[number];

/** An earlier step in the breadcrumbs: a route, with the path parameters it fixes (e.g. its product). */
export interface Crumb {
  routeId: string;
  params?: Readonly<Record<string, string>>;
}

export interface RouteDefinition {
  id: string;
  /** React Router pattern: static segments and `:param` placeholders. */
  path: string;
  page: PageId;
  header: RouteHeader;
  /** The label of this route in breadcrumbs; the header where absent. */
  crumbLabel?: RouteHeader;
  /** Earlier steps, first to last; the route itself is the last (current, disabled) crumb. */
  trail: readonly Crumb[];
  progress?: RouteProgress;
  analyticsPage?: AnalyticsPageName;
  access: RouteAccess;
  /** The browser's back button must not return into the journey. */
  backNavigationDisabled?: boolean;
  /** Query parameters the page reads. */
  query?: readonly string[];
}

const text = (value: string): RouteHeader => ({ kind: 'text', text: value });
const fixed = (value: number): RouteProgress => ({ kind: 'fixed', value });
const productLanding = (productName: string): Crumb => ({ routeId: 'product-landing', params: { productName } });

const shellRoutes = [
  // Not in §2: the partner's home lists the tenant's products; the login page is the not-signed-in page.
  { id: 'home', path: '/', page: 'home', header: text('Our Products'), crumbLabel: text('Home'), trail: [], analyticsPage: 'HomePage', access: 'partner' },
  { id: 'login', path: '/login', page: 'login', header: text('Partner Login'), trail: [], analyticsPage: 'Not_Auth', access: 'public' },
] as const satisfies readonly RouteDefinition[];

const landingAndSaleRoutes = [
  { id: 'product-landing', path: '/products/:productName', page: 'product-landing', header: { kind: 'productName' }, trail: [], analyticsPage: 'landing_page', access: 'public' },
  { id: 'insurance-landing', path: '/insurance/:productName', page: 'insurance-landing', header: { kind: 'productName' }, trail: [], analyticsPage: 'landing_page', access: 'public' },
  {
    id: 'start-selling',
    path: '/products/:productName/start-selling',
    page: 'start-selling',
    header: text('Enter Customer Details'),
    trail: [{ routeId: 'product-landing' }],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
  {
    // §2 names its purpose only ("start selling"); wellness has its own family form under the generic header.
    id: 'wellness-start-selling',
    path: '/products/wellness/start-selling',
    page: 'start-selling',
    header: text('Enter Customer Details'),
    trail: [productLanding('wellness')],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
  {
    id: 'review-payment',
    path: '/products/:productName/review-payment',
    page: 'review-payment',
    header: text('Review Information & Pay'),
    trail: [{ routeId: 'product-landing' }, { routeId: 'start-selling' }],
    analyticsPage: 'ReviewPayment',
    access: 'partner',
  },
  {
    id: 'insurance-proposal',
    path: '/insurance/:productName/proposal',
    page: 'insurance-proposal',
    header: text('Enter Customer Details'),
    trail: [{ routeId: 'insurance-landing' }],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
  {
    id: 'roadside-assistance-proposal',
    path: '/products/roadside-assistance/proposal',
    page: 'insurance-proposal',
    header: text('Enter Customer Details'),
    trail: [productLanding('roadside-assistance')],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
  {
    id: 'payment-status',
    path: '/products/payment-status',
    page: 'payment-status',
    // §2 gives no header for the payment status page.
    header: text('Payment Status'),
    trail: [],
    access: 'public',
    query: paymentStatusQueryParams,
  },
] as const satisfies readonly RouteDefinition[];

/** Personal loan and home loan share their partner sell journey. */
function loanSellRoutes<const P extends 'personal-loan' | 'home-loan'>(product: P) {
  return [
    {
      id: `${product}-sell`,
      path: `/products/${product}/sell`,
      page: 'loan-sell',
      header: text('Enter Loan Details'),
      trail: [productLanding(product)],
      progress: fixed(50),
      access: 'partner',
    },
    {
      id: `${product}-consent-check`,
      path: `/products/${product}/consent-check`,
      page: 'loan-consent-check',
      header: text('Verify Number & Proceed'),
      trail: [productLanding(product), { routeId: `${product}-sell` }],
      progress: fixed(100),
      analyticsPage: 'OtpConsentPage',
      access: 'partner',
    },
    {
      id: `${product}-offers`,
      path: `/products/${product}/offers/:aggregatorId`,
      page: 'loan-offers',
      header: text('Loan Offers'),
      trail: [productLanding(product), { routeId: `${product}-sell` }],
      analyticsPage: 'OffersListing',
      access: 'partner',
    },
    {
      id: `${product}-offer-lead`,
      path: `/products/${product}/offers/:aggregatorId/leads/:leadId`,
      page: 'loan-offer-lead',
      header: text('Loan Details'),
      trail: [productLanding(product), { routeId: `${product}-sell` }, { routeId: `${product}-offers` }],
      analyticsPage: 'Lead_page',
      access: 'partner',
    },
  ] as const satisfies readonly RouteDefinition[];
}

const lendingRoutes = [
  ...loanSellRoutes('personal-loan'),
  ...loanSellRoutes('home-loan'),
  {
    // §2: "sell form" (purpose only); the loan sell header is reused.
    id: 'business-loans-sell',
    path: '/products/business-loans/sell',
    page: 'business-loans-sell',
    header: text('Enter Loan Details'),
    trail: [productLanding('business-loans')],
    access: 'partner',
  },
  {
    // §2: "FD sell" (purpose only).
    id: 'fd-sell',
    path: '/products/FD/sell',
    page: 'fd-sell',
    header: text('Enter Deposit Details'),
    trail: [productLanding('FD')],
    access: 'partner',
  },
  {
    id: 'lamf-share-details',
    path: '/products/lamf/share-details',
    page: 'lamf-share-details',
    header: text("Customer's Link"),
    trail: [productLanding('lamf')],
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
    header: text('Enter Loan Details'),
    trail: [productLanding('lamf')],
    progress: fixed(100),
    access: 'partner',
  },
  {
    id: 'preapproved-offers',
    path: '/products/:productName/preapprovedoffers',
    page: 'preapproved-offers',
    header: text('Loan Activity Summary'),
    trail: [{ routeId: 'product-landing' }],
    access: 'partner',
  },
  // §2: "loans" (purpose only).
  { id: 'loans', path: '/loans', page: 'loans', header: text('Loans'), trail: [], access: 'partner' },
] as const satisfies readonly RouteDefinition[];

const lifeStepHeaders: Record<Exclude<LifeStep, 'plan'>, string> = {
  // §2 names none of these headers; they say what the step asks.
  'about-insured': 'About the Insured',
  'about-proposer': 'About the Proposer',
  suitability: 'Suitability',
  'investment-details': 'Investment Details',
  'sum-assured': 'Sum Assured',
  lead: 'Lead Details',
};

const lifeAlwaysTakenSteps: readonly LifeStep[] = ['plan', 'about-insured'];

const lifeProfileRoutes: readonly RouteDefinition[] = lifeSteps.map((step, index) => {
  const isFirst = step === 'plan';
  return {
    id: `life-${step}`,
    path: isFirst ? '/life-insurance/profile/:plan' : `/life-insurance/profile/:plan/${step}`,
    page: 'life-step',
    header: isFirst ? { kind: 'planName' } : text(lifeStepHeaders[step]),
    // Every plan passes the plan and about-insured steps; later steps are alternatives by plan
    // (about-proposer or suitability, investment-details or sum-assured), so they are not linked back to.
    trail: lifeAlwaysTakenSteps.slice(0, Math.min(index, lifeAlwaysTakenSteps.length)).map((earlier) => ({ routeId: `life-${earlier}` })),
    progress: { kind: 'life', step },
    access: 'partner',
  } satisfies RouteDefinition;
});

const lifeOtherRoutes = [
  { id: 'life-track', path: '/life-insurance/life/track/:requestId', page: 'life-track', header: text('Issuance Tracking'), trail: [], access: 'partner' },
  { id: 'life-pos', path: '/life-insurance/life-pos', page: 'life-pos', header: text('List of POS Plans'), trail: [], access: 'partner' },
  {
    id: 'life-product-details',
    path: '/life-insurance/life/product-details/:productId',
    page: 'life-product-details',
    header: text('Plan Details'),
    trail: [{ routeId: 'life-pos' }],
    access: 'partner',
  },
] as const satisfies readonly RouteDefinition[];

const personalAccidentRoutes = [
  {
    // §2 gives no header for the basic PA page; it is the vertical's entry.
    id: 'personal-accident-basic',
    path: '/insurance/personal-accident/v1/basic-pa',
    page: 'personal-accident',
    header: text('Personal Accident'),
    trail: [],
    analyticsPage: 'landing_page',
    access: 'partner',
  },
  {
    id: 'personal-accident-create-plan',
    path: '/insurance/personal-accident/v1/create-plan',
    page: 'personal-accident',
    header: text('Create Your Plan'),
    trail: [{ routeId: 'personal-accident-basic' }],
    access: 'partner',
  },
  {
    // §2 gives no header for the profile steps; they collect the customer's details.
    id: 'personal-accident-profile',
    path: '/insurance/personal-accident/v1/profile',
    page: 'personal-accident',
    header: text('Enter Customer Details'),
    trail: [{ routeId: 'personal-accident-basic' }, { routeId: 'personal-accident-create-plan' }],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
  {
    id: 'personal-accident-profile-request',
    path: '/insurance/personal-accident/v1/profile/:requestId',
    page: 'personal-accident',
    header: text('Enter Customer Details'),
    trail: [{ routeId: 'personal-accident-basic' }, { routeId: 'personal-accident-create-plan' }],
    analyticsPage: 'ProposalPage',
    access: 'partner',
  },
] as const satisfies readonly RouteDefinition[];

const customerLoanTrails: Partial<Record<CustomerLoanStep, readonly CustomerLoanStep[]>> = {
  'offer/confirm': ['offer'],
  'apply/details': ['apply'],
  'apply/confirm': ['apply', 'apply/details'],
};

/** Route id of a customer loan step: `offer/confirm` → `customer-loan-offer-confirm`. */
export function customerLoanRouteId(step: CustomerLoanStep): string {
  return `customer-loan-${step.replace('/', '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const customerLoanRoutes: readonly RouteDefinition[] = customerLoanSteps.map(({ step, header }) => {
  const backNavigationDisabled = noBackNavigationSteps.includes(step);
  return {
    id: customerLoanRouteId(step),
    path: `/products/:productName/customer/:providerCode/${step}`,
    page: 'customer-loan-step',
    header: text(header),
    // Breadcrumbs never lead back where the back button may not.
    trail: backNavigationDisabled ? [] : (customerLoanTrails[step] ?? []).map((earlier) => ({ routeId: customerLoanRouteId(earlier) })),
    ...(step === 'login-otp' ? { analyticsPage: 'CustomerLanding' as const } : {}),
    ...(step === 'offer' ? { analyticsPage: 'OffersListing' as const } : {}),
    access: 'public',
    ...(backNavigationDisabled ? { backNavigationDisabled } : {}),
  } satisfies RouteDefinition;
});

const creditScoreRoutes = [
  // §2 names these routes but none of their headers; each says what the page does.
  { id: 'credit-score', path: '/credit-score', page: 'credit-score', header: text('Check Credit Score'), trail: [], analyticsPage: 'CreditEligibility', access: 'partner' },
  {
    id: 'credit-score-otp-verification',
    path: '/credit-score/otp-verification',
    page: 'credit-score',
    header: text('Verify Number & Proceed'),
    trail: [{ routeId: 'credit-score' }],
    analyticsPage: 'OtpConsentPage',
    access: 'partner',
  },
  {
    id: 'credit-score-customer-otp-verification',
    path: '/credit-score/customer/otp-verification',
    page: 'credit-score',
    header: text('Verify Number & Proceed'),
    trail: [],
    analyticsPage: 'OtpConsentPage',
    access: 'public',
  },
  {
    id: 'credit-score-customer-journey',
    path: '/credit-score/customer-journey',
    page: 'credit-score',
    header: text('Check Your Credit Score'),
    trail: [],
    analyticsPage: 'CustomerLanding',
    access: 'public',
  },
  {
    id: 'credit-score-customer-credit-report',
    path: '/credit-score/customer-credit-report',
    page: 'credit-score',
    header: text('Your Credit Report'),
    trail: [],
    access: 'public',
  },
  {
    id: 'credit-score-dp-credit-report',
    path: '/credit-score/dp-credit-report',
    page: 'credit-score',
    header: text('Credit Report'),
    trail: [{ routeId: 'credit-score' }],
    access: 'partner',
  },
  {
    id: 'credit-score-customer-details',
    path: '/credit-score/credit-customer-details',
    page: 'credit-score',
    header: text('Enter Customer Details'),
    trail: [{ routeId: 'credit-score' }],
    access: 'partner',
  },
  { id: 'pl-offer', path: '/pl-offer', page: 'pl-offer', header: text('Personal Loan Offer'), trail: [], analyticsPage: 'CreditEligibility', access: 'public' },
  {
    id: 'pl-offer-mobile-verification',
    path: '/pl-offer/mobile-verification',
    page: 'pl-offer',
    header: text('Verify Number & Proceed'),
    trail: [{ routeId: 'pl-offer' }],
    analyticsPage: 'OtpConsentPage',
    access: 'public',
  },
] as const satisfies readonly RouteDefinition[];

/** Every route, in no particular order (matching ranks static segments above parameters). */
export const routeTable: readonly RouteDefinition[] = [
  ...shellRoutes,
  ...landingAndSaleRoutes,
  ...lendingRoutes,
  ...lifeProfileRoutes,
  ...lifeOtherRoutes,
  ...personalAccidentRoutes,
  ...customerLoanRoutes,
  ...creditScoreRoutes,
];

const routesById: ReadonlyMap<string, RouteDefinition> = new Map(routeTable.map((route) => [route.id, route]));

export function findRouteById(id: string): RouteDefinition | undefined {
  return routesById.get(id);
}

export function getRoute(id: string): RouteDefinition {
  const route = routesById.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

// ---- Paths ------------------------------------------------------------------------------------------------

export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * Builds the href of a route from path parameters (bulletproof-react's getHref); undefined when a
 * parameter is missing, so a breadcrumb without one is shown as text rather than as a broken link.
 */
export function buildHref(route: RouteDefinition, params: RouteParams = {}, query?: Readonly<Record<string, string | undefined>>): string | undefined {
  let missing = false;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  if (missing) return undefined;
  const queryString = Object.entries(query ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return queryString ? `${path}?${queryString}` : path;
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Finds the route of a pathname the way React Router ranks routes: among routes of the same length, the
 * one with more static segments wins (/products/payment-status over /products/:productName).
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const segments = splitPath(pathname);
  let best: (RouteMatch & { score: number }) | undefined;
  for (const route of routeTable) {
    const pattern = splitPath(route.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const matches = pattern.every((part, index) => {
      const segment = segments[index] as string;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      }
      score += 1;
      return part === segment;
    });
    if (matches && (!best || score > best.score)) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}

// ---- What the frame shows ---------------------------------------------------------------------------------

/** The progress a route shows for its parameters, or undefined when it shows none. */
export function resolveProgress(route: RouteDefinition, params: RouteParams = {}): number | undefined {
  const progress = route.progress;
  if (!progress) return undefined;
  if (progress.kind === 'fixed') return progress.value;
  return lifeStepProgress(params.plan ?? '', progress.step);
}

export interface BreadcrumbItem {
  label: RouteHeader;
  /** The path parameters of the crumb's route, to resolve a productName or planName label. */
  params: RouteParams;
  /** Undefined for the current crumb (disabled) and for a crumb whose parameters are unknown. */
  href: string | undefined;
  current: boolean;
}

/** The breadcrumbs of a route: its earlier steps as links, then itself as the current, disabled crumb. */
export function buildBreadcrumbs(route: RouteDefinition, params: RouteParams = {}): BreadcrumbItem[] {
  const earlier = route.trail.map((crumb) => {
    const target = getRoute(crumb.routeId);
    const crumbParams = { ...params, ...crumb.params };
    return { label: target.crumbLabel ?? target.header, params: crumbParams, href: buildHref(target, crumbParams), current: false };
  });
  return [...earlier, { label: route.crumbLabel ?? route.header, params, href: undefined, current: true }];
}
