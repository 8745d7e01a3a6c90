import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { SaleStagesNav } from './sale-stages-nav';

afterEach(cleanup);

describe('the sale stages', () => {
  it('names the stages of SPEC §2 in order, the current one as the step', () => {
    render(<SaleStagesNav routeId="review-payment" productCode="vector-borne" />);
    const nav = screen.getByRole('navigation', { name: 'Sale steps' });
    const stages = within(nav).getAllByRole('listitem');
    expect(stages.map((stage) => stage.textContent)).toEqual(['✓Setup, done', '✓Quotes, done', 'Checkout, current step', 'Payment, next']);
    expect(stages.map((stage) => stage.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
  });

  it('is not shown for a loan', () => {
    render(<SaleStagesNav routeId="product-landing" productCode="personal-loan" />);
    expect(screen.queryByRole('navigation', { name: 'Sale steps' })).toBeNull();
  });
});
