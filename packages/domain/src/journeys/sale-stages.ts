import { navigationLabels, type NavigationLabel } from './route-lists';
import { productsWithSale } from '../products/catalogue-index.generated';

/**
 * SPEC §2's navigation labels as the stages of an insurance sale (decision 0118): Setup is choosing the
 * product (the home page), Quotes the product's landing with its quote form and quote, Checkout the
 * customer's details and the review, Payment the payment's outcome. Each route of the sale is in one stage.
 */
const stageOfRoute: Readonly<Record<string, NavigationLabel>> = {
  'product-landing': 'Quotes',
  'insurance-landing': 'Quotes',
  'start-selling': 'Checkout',
  'wellness-start-selling': 'Checkout',
  'insurance-proposal': 'Checkout',
  'roadside-assistance-proposal': 'Checkout',
  'review-payment': 'Checkout',
  'payment-status': 'Payment',
};

export interface SaleStage {
  label: NavigationLabel;
  state: 'done' | 'current' | 'next';
}

/**
 * The sale's stages on a route, or undefined where the route is not a step of an insurance sale (a loan's
 * landing, the home page). The product comes from the path (`productName`) or, on the payment status
 * page, from its `productCode` query parameter.
 */
export function saleStagesOf(routeId: string, productCode: string | undefined, options: { paid?: boolean } = {}): SaleStage[] | undefined {
  const current = stageOfRoute[routeId];
  if (!current || !productCode || !productsWithSale.includes(productCode)) return undefined;
  // Once the server says the sale is paid, every stage is behind it, Payment included.
  if (options.paid && current === 'Payment') return navigationLabels.map((label) => ({ label, state: 'done' }));
  const at = navigationLabels.indexOf(current);
  return navigationLabels.map((label, index) => ({ label, state: index < at ? 'done' : index === at ? 'current' : 'next' }));
}
