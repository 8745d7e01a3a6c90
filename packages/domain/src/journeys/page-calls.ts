import type { FieldConfigType } from '../api/catalogue';
import type { PageId } from './route-definition';

/*
 * The public calls a page's first paint waits on, for the two that ask them: the web app at start-up
 * (apps/web/src/app/page-data.ts) and the server, which names them in the page's HTML as fetch preloads so the
 * phone asks them beside the entry script (apps/api/src/plugins/web-app-page-html.ts, decision 0298). Free of zod
 * and of the catalogue: the web's entry imports it.
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
