import { describe, expect, it } from 'vitest';
import { proposalRouteIdOf } from './routes/landing-and-sale-routes';

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
