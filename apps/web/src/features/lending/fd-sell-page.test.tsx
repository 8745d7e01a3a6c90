import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerLanguageField, findProduct, lendingSellForms, type FdQuote } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { jsonBodyOf, stubFetch } from '../../components/form/stub-fetch';
import { FdSellPage } from './fd-sell-page';
import { apiError, LEAD_ID } from './lending-fixtures';
import { fillForm } from '../../test/fill-form';
import { renderLendingPage } from './render-lending-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sample = findProduct('FD')!.sell!.sample(new Date());
const quote: FdQuote = {
  bank: 'IDFC_FIRST',
  bankName: 'IDFC FIRST Bank',
  amount: 10_000_000,
  tenureMonths: 12,
  payout: 'CUMULATIVE',
  seniorCitizen: false,
  annualRatePercent: 7.25,
  seniorExtraPercent: 0.5,
  maturityAmount: 10_745_000,
  totalInterest: 745_000,
  periodicPayout: null,
  effectiveYieldPercent: 7.45,
  compounding: 'QUARTERLY',
};

function stubFd() {
  return stubFetch((call) => {
    if (call.method === 'POST' && call.url.pathname === '/api/products/FD/quote') return Response.json(quote);
    if (call.method === 'POST' && call.url.pathname === '/api/products/FD/bookings') {
      return Response.json({ leadId: LEAD_ID, quote, link: '/redirection/FD?token=abc', linkExpiresAt: '2026-11-26T05:00:00.000Z' }, { status: 201 });
    }
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

describe('FdSellPage', { timeout: 20_000 }, () => {
  it('shows the rate and the maturity amount before the booking link is sent, then the link to share', async () => {
    const { calls } = stubFd();
    renderLendingPage('fd-sell', <FdSellPage />, '/products/FD/sell');
    await fillForm(lendingSellForms.FD.fields, sample);
    expect(screen.queryByRole('button', { name: 'Send booking link to customer' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'See rate and maturity' }));

    const result = await screen.findByRole('region', { name: 'Rate and maturity' });
    expect(within(result).getByText('Maturity amount').nextElementSibling?.textContent).toBe('Rs 1,07,450');
    expect(within(result).getByText('Interest rate').nextElementSibling?.textContent).toBe('7.25 % a year');
    expect(calls.some((call) => call.url.pathname === '/api/products/FD/bookings')).toBe(false);

    await userEvent.click(within(result).getByRole('button', { name: 'Send booking link to customer' }));
    expect(await within(result).findByText(/\/redirection\/FD\?token=abc$/)).toBeTruthy();
    expect(jsonBodyOf(calls.find((call) => call.url.pathname === '/api/products/FD/bookings'))).toEqual({ ...sample, customerLanguage: 'en-IN' });
    expect(within(result).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain('wa.me');
  });

  it('an English page books for a Hindi customer: the language goes with the booking and the WhatsApp message is in Hindi (decision 0266)', async () => {
    const { calls } = stubFd();
    renderLendingPage('fd-sell', <FdSellPage />, '/products/FD/sell');
    await fillForm([...lendingSellForms.FD.fields, customerLanguageField], { ...sample, customerLanguage: 'hi-IN' });
    await userEvent.click(screen.getByRole('button', { name: 'See rate and maturity' }));
    const result = await screen.findByRole('region', { name: 'Rate and maturity' });
    await userEvent.click(within(result).getByRole('button', { name: 'Send booking link to customer' }));
    await within(result).findByText(/\/redirection\/FD\?token=abc$/);
    expect(jsonBodyOf(calls.find((call) => call.url.pathname === '/api/products/FD/bookings'))).toMatchObject({ customerLanguage: 'hi-IN' });
    const message = hiIN.lending.fd.bookMessage.replace('{{bankName}}', 'IDFC FIRST Bank');
    await waitFor(() => {
      const href = new URL(within(result).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '');
      expect(href.searchParams.get('text')).toBe(`${message} ${window.location.origin}/redirection/FD?token=abc`);
    });
  });

  it('hides a rate once an answer changes, so no rate is shown for other answers', async () => {
    stubFd();
    renderLendingPage('fd-sell', <FdSellPage />, '/products/FD/sell');
    await fillForm(lendingSellForms.FD.fields, sample);
    await userEvent.click(screen.getByRole('button', { name: 'See rate and maturity' }));
    await screen.findByRole('region', { name: 'Rate and maturity' });
    await userEvent.click(screen.getByLabelText(/senior citizen/));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rate and maturity' })).toBeNull());
  });
});
