import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { LendingRedirection } from '@portal/domain';
import { jsonBodyOf, stubFetch } from '../../components/form/stub-fetch';
import { CustomerRedirectionPage } from './customer-redirection-page';
import { apiError, kfsOf, LEAD_ID, offerOf } from './lending-fixtures';
import { renderLendingPage } from './render-lending-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const flow: LendingRedirection = {
  productCode: 'personal-loan',
  productName: 'Personal Loan',
  leadId: LEAD_ID,
  customerName: 'Asha Verma',
  brandName: 'MintPro',
  language: 'en-IN',
  offer: offerOf(),
  kfs: kfsOf(),
  fd: null,
  mandate: { confirmedAt: null, signerName: null },
  disbursed: false,
  linkExpiresAt: '2026-11-26T05:00:00.000Z',
};

describe('CustomerRedirectionPage', { timeout: 20_000 }, () => {
  it("shows the customer the offer and its KFS, and records the customer's confirmation with the typed name", async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/redirection-flows/public/product/personal-loan' && call.url.searchParams.get('token') === 'c1')
        return Response.json(flow);
      if (call.method === 'POST' && call.url.pathname === '/api/redirection-flows/public/product/personal-loan/mandate') {
        return Response.json({ ...flow, mandate: { confirmedAt: '2026-11-23T06:00:00.000Z', signerName: 'Asha Verma' } });
      }
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderLendingPage('customer-mandate', <CustomerRedirectionPage />, '/mandate/personal-loan?token=c1');
    expect(await screen.findByRole('heading', { name: 'Key Fact Statement' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Type your full name')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Your full name'), 'Asha Verma');
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read the Key Fact Statement/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByText(/Confirmed by Asha Verma/)).toBeTruthy());
    expect(jsonBodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ token: 'c1', fullName: 'Asha Verma', consent: true });
    // Confirmed, the customer goes on to apply in the chosen lender's journey, signed in by the same link.
    const next = screen.getByRole('link', { name: 'Continue with IDFC FIRST Bank' });
    expect(next.getAttribute('href')).toBe('/products/personal-loan/customer/idfc-first/login-otp?token=c1');
  });

  it('a link whose loan is disbursed says so and offers nothing further', async () => {
    stubFetch(() => Response.json({ ...flow, mandate: { confirmedAt: '2026-11-23T06:00:00.000Z', signerName: 'Asha Verma' }, disbursed: true }));
    renderLendingPage('customer-mandate', <CustomerRedirectionPage />, '/mandate/personal-loan?token=c1');
    expect(await screen.findByText('This loan is already disbursed. There is nothing more to do on this link.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
    expect(screen.queryByText(/Next, apply with/)).toBeNull();
  });

  it('a link without lang opens in the lead’s language and carries it on to the lender’s journey (decision 0245)', async () => {
    const confirmed = { ...flow, language: 'mr-IN', mandate: { confirmedAt: '2026-11-23T06:00:00.000Z', signerName: 'Asha Verma' } } as const;
    stubFetch(() => Response.json(confirmed));
    try {
      renderLendingPage('customer-mandate', <CustomerRedirectionPage />, '/mandate/personal-loan?token=c1');
      expect(await screen.findByRole('heading', { name: 'मुख्य तथ्य विवरण' }, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByText(/Asha Verma यांनी .* रोजी पुष्टी केली/)).toBeTruthy();
      const next = screen.getByRole('link', { name: 'IDFC FIRST Bank सह पुढे जा' });
      expect(next.getAttribute('href')).toBe('/products/personal-loan/customer/idfc-first/login-otp?token=c1&lang=mr-IN');
    } finally {
      await i18next.changeLanguage('en-IN');
    }
  });

  it('passes on why a link no longer works', async () => {
    stubFetch(() => apiError(410, 'NOT_FOUND', 'This link has expired. Ask your advisor for a new one'));
    renderLendingPage('customer-mandate', <CustomerRedirectionPage />, '/mandate/FD?token=old');
    expect(await screen.findByText('This link has expired. Ask your advisor for a new one')).toBeTruthy();
  });
});
