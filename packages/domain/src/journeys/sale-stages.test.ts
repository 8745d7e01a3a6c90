import { describe, expect, it } from 'vitest';
import { saleStagesOf } from './sale-stages';

const states = (routeId: string, product?: string) => saleStagesOf(routeId, product)?.map((stage) => `${stage.label}:${stage.state}`);

describe('the sale stages (SPEC §2 navigation labels; decision 0118)', () => {
  it.each([
    ['product-landing', 'vector-borne', ['Setup:done', 'Quotes:current', 'Checkout:next', 'Payment:next']],
    ['insurance-landing', 'fire', ['Setup:done', 'Quotes:current', 'Checkout:next', 'Payment:next']],
    ['start-selling', 'mobile', ['Setup:done', 'Quotes:done', 'Checkout:current', 'Payment:next']],
    ['insurance-proposal', 'marine', ['Setup:done', 'Quotes:done', 'Checkout:current', 'Payment:next']],
    ['review-payment', 'shop', ['Setup:done', 'Quotes:done', 'Checkout:current', 'Payment:next']],
    ['payment-status', 'travel', ['Setup:done', 'Quotes:done', 'Checkout:done', 'Payment:current']],
  ])('%s of %s', (routeId, product, expected) => expect(states(routeId, product)).toEqual(expected));

  it.each([
    ['product-landing', 'personal-loan'],
    ['product-landing', 'credit-score'],
    ['payment-status', undefined],
    ['home', 'vector-borne'],
    ['leads', 'vector-borne'],
  ])('are not shown on %s of %s', (routeId, product) => expect(saleStagesOf(routeId, product)).toBeUndefined());

  it('marks every stage done, Payment included, once the sale is paid', () => {
    expect(saleStagesOf('payment-status', 'travel', { paid: true })?.map(({ label, state }) => `${label}:${state}`)).toEqual([
      'Setup:done',
      'Quotes:done',
      'Checkout:done',
      'Payment:done',
    ]);
    expect(saleStagesOf('review-payment', 'travel', { paid: true })?.map(({ state }) => state)).toContain('current');
  });
});
