import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SharedQuote } from '@portal/domain';
import { stubFetch } from '../../components/form/stub-fetch';
import { renderSalePage } from '../../test/render-sale-page';
import { apiError } from '../../test/sale-fixtures';
import { SharedQuotePage } from './shared-quote-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJwcm9kdWN0Q29kZSI6InNob3AifQ.c2lnbmF0dXJl';
const offer: SharedQuote = {
  productCode: 'shop',
  productName: 'Shop Insurance',
  planName: 'Shop Secure',
  insurerName: 'Kavach General Insurance',
  totalPremium: 60888,
  totalPremiumLabel: 'Rs 608.88',
  brandName: 'Mint Pro Insurance Brokers',
  expiresAt: '2026-11-23T06:30:00.000Z',
};
const answerOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('SharedQuotePage', () => {
  it('shows the customer the plan, insurer, premium and until when the price holds', async () => {
    const { calls } = stubFetch((call) => (call.url.pathname === '/api/quotes/public' ? Response.json(offer) : apiError(404, 'NOT_FOUND', 'Not found')));
    renderSalePage('shared-quote', <SharedQuotePage />, `/quote/shared?token=${token}`);
    const summary = await screen.findByRole('region', { name: 'Shop Insurance' });
    expect(answerOf(summary, 'Plan')).toBe('Shop Secure');
    expect(answerOf(summary, 'Insurer')).toBe('Kavach General Insurance');
    expect(answerOf(summary, 'Total premium (incl. GST)')).toBe('Rs 608.88');
    expect(answerOf(summary, 'Price valid until')).toBe('23/11/2026, 12:00 pm');
    expect(calls[0]?.url.searchParams.get('token')).toBe(token);
  });

  it.each([
    [410, 'This quote has expired. Ask your advisor for a fresh quote.'],
    [404, 'This quote link is not valid. Ask your advisor to share the quote again.'],
  ])("answers a %i link with the API's sentence and no retry", async (status, message) => {
    stubFetch(() => apiError(status, 'NOT_FOUND', message));
    renderSalePage('shared-quote', <SharedQuotePage />, `/quote/shared?token=${token}`);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says so when the link lost its token', async () => {
    stubFetch(() => apiError(404, 'NOT_FOUND', 'Not found'));
    renderSalePage('shared-quote', <SharedQuotePage />, '/quote/shared');
    expect((await screen.findByRole('alert')).textContent).toBe('This quote link is not complete. Open the link you were sent again.');
  });
});
