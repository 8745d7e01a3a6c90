/**
 * The shape of a route of SPEC §2: its path, page, header, breadcrumb trail, progress and analytics page
 * name. The routes themselves live in routes/<family>-routes.ts, one module per journey family, so an app
 * that serves some families does not ship the others (the package is side-effect free).
 */

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

/** A header as the route declares it; productName and planName are resolved when the page renders. */
export type RouteHeader =
  | { kind: 'text'; text: string }
  /**
   * The text, or another one for some products (:productName): one path serving two pages, such as the
   * customer's /mandate link, a mandate letter for fire but a loan offer for a personal loan.
   */
  | { kind: 'textByProduct'; text: string; byProduct: Readonly<Record<string, string>> }
  /** The vertical name, from the product's landing config. */
  | { kind: 'productName' }
  /**
   * The plan's name (the :plan segment looked up in `names`, e.g. lifePlanNames). The names travel with
   * the route, so an app resolves them without code for journeys it does not serve.
   */
  | { kind: 'planName'; names: Readonly<Record<string, string>> }
  /** Logo only, no text (SPEC §2 public pages); the <h1> holds the brand logo with its name as alt text. */
  | { kind: 'logo' };

/**
 * A progress percentage: fixed, or by the :plan segment (the life journey's steps count differently for
 * some plans), computed when the table is built so showing it needs only a lookup.
 */
export type RouteProgress = { kind: 'fixed'; value: number } | { kind: 'byPlan'; value: number; byPlan: Readonly<Record<string, number>> };

/**
 * Whom a page speaks to and who may open it (DESIGN.md "Who is looking"; decision 0160):
 * - `partner`: a signed-in partner of any role; words for the partner, his tenant's brand.
 * - `admin`: a signed-in admin (the tenant's console); other roles are told at once it is not for them.
 * - `customer`: a customer who came by a link, QR code or payment link, no partner session needed; words
 *   addressed to the customer ("your policy"), the brand of the lead, policy or link's tenant.
 * - `public`: anyone (landing pages, login); a signed-in partner sees his own tenant and account menu.
 */
export const routeAccesses = ['partner', 'admin', 'customer', 'public'] as const;
export type RouteAccess = (typeof routeAccesses)[number];
/** Who reads a page: the console's pages speak to partners (admins) too. */
export type RouteAudience = 'partner' | 'customer' | 'public';

export function routeAudienceOf(access: RouteAccess): RouteAudience {
  switch (access) {
    case 'partner':
    case 'admin':
      return 'partner';
    case 'customer':
      return 'customer';
    case 'public':
      return 'public';
    default: {
      const unhandled: never = access;
      throw new Error(`Unknown route access ${String(unhandled)}`);
    }
  }
}

/** Pages that need a signed-in partner (of any role, or an admin). */
export const needsPartnerSession = (access: RouteAccess): boolean => access === 'partner' || access === 'admin';

/** The pages the web app implements; several routes may render one page (their route id tells them apart). */
export const pageIds = [
  'home',
  'duplicate-payments',
  'login',
  'product-landing',
  'insurance-landing',
  'start-selling',
  'review-payment',
  'insurance-proposal',
  'payment-status',
  'customer-mandate',
  'shared-quote',
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
  // The customer's own credit-score pages, one a route: a customer's link loads none of the partner's forms.
  'credit-score-customer-landing',
  'credit-score-customer-otp',
  'credit-score-customer-report',
  'credit-score-customer-withdraw',
  'pl-offer',
  'leads',
  'lead-new',
  'lead-details',
  'qr-code-sheets',
  'sachet-activation',
  'sachet-policy',
  'customer-consents',
  'payouts',
  'transactions',
  'policy-lookup',
  'admin-partners',
  'admin-approvals',
  'admin-flags',
  'admin-audit',
  'admin-funnel',
  'admin-coupons',
  'admin-templates',
  'admin-dead-letters',
  'help-centre',
] as const;
export type PageId = (typeof pageIds)[number];

/** An earlier step in the breadcrumbs: a route, with the path parameters it fixes (e.g. its product). */
export interface Crumb {
  routeId: string;
  params?: Readonly<Record<string, string>>;
  /**
   * Query parameters of the current page that the crumb's link carries, e.g. a sale's referenceId: the
   * step it leads back to reopens with the sale's saved answers (docs/decisions/0068).
   */
  query?: readonly string[];
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

export type RouteParams = Readonly<Record<string, string | undefined>>;

export const textHeader = (value: string): RouteHeader => ({ kind: 'text', text: value });
export const fixedProgress = (value: number): RouteProgress => ({ kind: 'fixed', value });
/** A breadcrumb back to a product's landing page, for routes fixed to one product. */
export const productLandingCrumb = (productName: string, query?: readonly string[]): Crumb => ({
  routeId: 'product-landing',
  params: { productName },
  ...(query ? { query } : {}),
});
