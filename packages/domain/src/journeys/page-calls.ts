import type { FieldConfigType } from '../api/catalogue';
import type { PageId, RouteDefinition, RouteParams } from './route-definition';

/*
 * The calls a page's first paint waits on (the public ones, and below the signed-in partner's own), for the two
 * that ask them: the web app at start-up (apps/web/src/app/page-data.ts) and the server, which names them as fetch
 * preloads (apps/api/src/plugins/web-app-page-html.ts; decisions 0298 and 0302) so the phone asks them beside the
 * entry script. Free of zod and of the catalogue: the web's entry imports it.
 */

/** GET /api/configs/public/products/{code}/landingConfig, under /api: a product's name, plans, copy and consent text. */
export const landingConfigPath = (productCode: string) => `/configs/public/products/${encodeURIComponent(productCode)}/landingConfig`;

/** GET /api/configs/public/products/{code}/fieldConfig/{quote|proposal}, under /api. */
export const fieldConfigPath = (productCode: string, type: FieldConfigType) =>
  `/configs/public/products/${encodeURIComponent(productCode)}/fieldConfig/${type}`;

/**
 * Whether a page of a product reads the product's landing config as it opens (its name in the header, its consent
 * text, its landing copy): every one but a customer's loan step, whose header is a text and which shows no landing
 * copy (decision 0293).
 */
export const pageReadsLandingConfig = (page: PageId): boolean => page !== 'customer-loan-step';

/** The product's forms whose fields a page draws as it opens: the proposal's, and on review the quote's too (its answers). */
const fieldConfigsByPage: Partial<Record<PageId, readonly FieldConfigType[]>> = {
  'start-selling': ['proposal'],
  'insurance-proposal': ['proposal'],
  'review-payment': ['proposal', 'quote'],
};

export const fieldConfigTypesOfPage = (page: PageId): readonly FieldConfigType[] => fieldConfigsByPage[page] ?? [];

/**
 * The product a page of a product is for: the :productName segment, or, on a route fixed to one product
 * (/products/roadside-assistance/proposal), the product its breadcrumb trail names.
 */
export const productCodeOfRoute = (route: Pick<RouteDefinition, 'trail'>, params: RouteParams): string | undefined =>
  params.productName ?? route.trail.map((crumb) => crumb.params?.productName).find((code) => code !== undefined);

/** GET /api/product-catalog: the partner's products (home's cards, a lead's product name). */
export const productCatalogPath = '/product-catalog';
/** GET /api/getDashboardSummary: home's month. */
export const dashboardSummaryPath = '/getDashboardSummary';
/** GET /api/configs/features: the tenant's feature flags. */
export const featureFlagsPath = '/configs/features';
/** GET /api/products/{code}/quote?quoteId=: one of the partner's quotes read back from its sealed id. */
export const quotePath = (productCode: string, quoteId: string) => `/products/${encodeURIComponent(productCode)}/quote?quoteId=${encodeURIComponent(quoteId)}`;
/** GET /api/products/{code}/proposals/{referenceId}: a proposal, as review and a reopened draft show it. */
export const proposalPath = (productCode: string, referenceId: string) =>
  `/products/${encodeURIComponent(productCode)}/proposals/${encodeURIComponent(referenceId)}`;
/** GET /api/leads/{leadId}: one lead with its answers and history. */
export const leadPath = (leadId: string) => `/leads/${encodeURIComponent(leadId)}`;

/** Where a page was opened: its route, the route's parameters and the query. */
export interface PageAddress {
  route: Pick<RouteDefinition, 'page' | 'trail'>;
  params: RouteParams;
  /** The address's query (a URLSearchParams). */
  search: { get(name: string): string | null };
}

/** One of the partner's own calls a page's first paint waits on: what it reads, with what it names. */
export type PartnerCall =
  | { kind: 'product-catalog' }
  | { kind: 'dashboard-summary' }
  | { kind: 'feature-flags' }
  | { kind: 'quote'; productCode: string; quoteId: string }
  | { kind: 'proposal'; productCode: string; referenceId: string }
  | { kind: 'lead'; leadId: string };

/** A partner call's address under /api: what the server names in a page's Link header, and the web app asks. */
export function partnerCallPath(call: PartnerCall): string {
  switch (call.kind) {
    case 'product-catalog':
      return productCatalogPath;
    case 'dashboard-summary':
      return dashboardSummaryPath;
    case 'feature-flags':
      return featureFlagsPath;
    case 'quote':
      return quotePath(call.productCode, call.quoteId);
    case 'proposal':
      return proposalPath(call.productCode, call.referenceId);
    case 'lead':
      return leadPath(call.leadId);
  }
}

/**
 * The partner's own calls a page's first paint waits on, by the address it was opened at: the one rule for the
 * two that ask them. The web app asks them at start-up once the session status says a partner is signed in
 * (apps/web/src/app/page-data.ts); the server names them as fetch preloads in the page's Link header when the
 * request carries a live partner session, so the phone asks them beside the entry script instead of after it has
 * arrived and run (decision 0302). Only the pages whose first paint measured slow are here.
 */
export function partnerCallsOfPage({ route, params, search }: PageAddress): PartnerCall[] {
  switch (route.page) {
    case 'home':
      return [{ kind: 'product-catalog' }, { kind: 'dashboard-summary' }];
    case 'start-selling':
    case 'insurance-proposal': {
      const productCode = productCodeOfRoute(route, params);
      if (!productCode) return [];
      const referenceId = search.get('referenceId') ?? params.requestId;
      const quoteId = search.get('quoteId');
      // With a draft, the page reads the quote only when it differs from the draft's: left to the page.
      const sale: PartnerCall[] = referenceId ? [{ kind: 'proposal', productCode, referenceId }] : quoteId ? [{ kind: 'quote', productCode, quoteId }] : [];
      return [{ kind: 'feature-flags' }, ...sale];
    }
    case 'review-payment': {
      const productCode = productCodeOfRoute(route, params);
      const referenceId = search.get('referenceId');
      return productCode && referenceId ? [{ kind: 'proposal', productCode, referenceId }] : [];
    }
    case 'lead-details':
      return params.leadId ? [{ kind: 'product-catalog' }, { kind: 'feature-flags' }, { kind: 'lead', leadId: params.leadId }] : [];
    default:
      return [];
  }
}
