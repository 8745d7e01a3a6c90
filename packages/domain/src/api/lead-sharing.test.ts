import { describe, expect, it } from 'vitest';
import { matchRoute } from '../journeys/route-table';
import { catalogue } from '../products/catalogue';
import { productHasCustomerPage } from './lead-sharing';

describe('productHasCustomerPage', () => {
  it.each(catalogue.map((product) => [product.code] as const))('%s: true exactly when /products/%s/public is a customer page', (code) => {
    const route = matchRoute(`/products/${code}/public`)?.route;
    expect(productHasCustomerPage(code)).toBe(route?.access === 'customer' && route.path === `/products/${code}/public`);
  });

  it('holds for the two public pages of SPEC §2', () => {
    expect(productHasCustomerPage('personal-loan')).toBe(true);
    expect(productHasCustomerPage('lamf')).toBe(true);
    expect(productHasCustomerPage('vector-borne')).toBe(false);
  });
});
