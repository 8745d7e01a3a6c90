import { describe, expect, it } from 'vitest';
import { createRouteIndex } from './route-index';
import { landingAndSaleRoutes, proposalRouteIdOf, saleCrumbRouteId } from './routes/landing-and-sale-routes';

describe('the proposal step of a product', () => {
  it.each([
    ['vector-borne', '/products', 'start-selling'],
    ['fire', '/insurance', 'insurance-proposal'],
    ['marine', '/insurance', 'insurance-proposal'],
    ['roadside-assistance', '/products', 'roadside-assistance-proposal'],
    ['wellness', '/products', 'wellness-start-selling'],
  ] as const)('%s (%s) goes to %s', (code, basePath, routeId) => {
    expect(proposalRouteIdOf(code, basePath)).toBe(routeId);
  });
});

describe("the review page's breadcrumbs lead back to the product's own landing and proposal", () => {
  const routes = createRouteIndex([...landingAndSaleRoutes], { crumbRouteId: saleCrumbRouteId });
  it.each([
    ['vector-borne', ['/products/vector-borne', '/products/vector-borne/start-selling', undefined]],
    ['fire', ['/insurance/fire', '/insurance/fire/proposal', undefined]],
    ['workmen-compensation', ['/insurance/workmen-compensation', '/insurance/workmen-compensation/proposal', undefined]],
    ['roadside-assistance', ['/products/roadside-assistance', '/products/roadside-assistance/proposal', undefined]],
    ['wellness', ['/products/wellness', '/products/wellness/start-selling', undefined]],
  ])('%s', (productName, hrefs) => {
    expect(routes.breadcrumbs(routes.get('review-payment'), { productName }).map((crumb) => crumb.href)).toEqual(hrefs);
  });
});

describe("a sale's breadcrumbs carry its reference, so each step reopens with the saved answers", () => {
  const routes = createRouteIndex([...landingAndSaleRoutes], { crumbRouteId: saleCrumbRouteId });
  it.each([
    [
      'review-payment',
      'vector-borne',
      ['/products/vector-borne?referenceId=PRP20261123ABCDEF', '/products/vector-borne/start-selling?referenceId=PRP20261123ABCDEF', undefined],
    ],
    ['review-payment', 'fire', ['/insurance/fire?referenceId=PRP20261123ABCDEF', '/insurance/fire/proposal?referenceId=PRP20261123ABCDEF', undefined]],
    ['start-selling', 'vector-borne', ['/products/vector-borne?referenceId=PRP20261123ABCDEF', undefined]],
    ['insurance-proposal', 'marine', ['/insurance/marine?referenceId=PRP20261123ABCDEF', undefined]],
  ])('%s of %s', (routeId, productName, hrefs) => {
    const query = { referenceId: 'PRP20261123ABCDEF', quoteId: 'a-sealed-token' };
    expect(routes.breadcrumbs(routes.get(routeId), { productName }, query).map((crumb) => crumb.href)).toEqual(hrefs);
  });

  it('a page without a reference leads back without one', () => {
    expect(routes.breadcrumbs(routes.get('review-payment'), { productName: 'shop' }, {}).map((crumb) => crumb.href)).toEqual([
      '/products/shop',
      '/products/shop/start-selling',
      undefined,
    ]);
  });
});
