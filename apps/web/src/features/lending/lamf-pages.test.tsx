import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findProduct, lamfShareFormFields, lendingSellForms, type LamfFolios } from '@portal/domain';
import { jsonBodyOf, stubFetch } from '../../components/form/stub-fetch';
import { LamfSellPage } from './lamf-sell-page';
import { LamfShareDetailsPage } from './lamf-share-details-page';
import { AGGREGATOR_ID, apiError, applicationOf, LEAD_ID } from './lending-fixtures';
import { fillForm } from '../../test/fill-form';
import { renderLendingPage } from './render-lending-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sample = findProduct('lamf')!.sell!.sample(new Date());
const folios: LamfFolios = {
  folios: [
    {
      folioNumber: '1234567/89',
      amc: 'Axis',
      schemeName: 'Axis Bluechip Fund',
      category: 'EQUITY',
      units: 1000,
      nav: 5_000,
      value: 5_000_000,
      ltvPercent: 50,
      eligibleAmount: 2_500_000,
    },
    {
      folioNumber: '7654321/01',
      amc: 'HDFC',
      schemeName: 'HDFC Short Term Debt Fund',
      category: 'DEBT',
      units: 2000,
      nav: 2_500,
      value: 5_000_000,
      ltvPercent: 80,
      eligibleAmount: 4_000_000,
    },
  ],
  totalValue: 10_000_000,
  eligibleAmount: 6_500_000,
};

describe("LAMF Customer's Link", { timeout: 20_000 }, () => {
  it("makes the customer's link from who it is for and offers to share it", async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'POST' && call.url.pathname === '/api/share-details'
        ? Response.json({ leadId: LEAD_ID, link: '/products/lamf/public?token=t0k', linkExpiresAt: '2026-11-30T05:00:00.000Z' }, { status: 201 })
        : apiError(404, 'NOT_FOUND', 'Not found'),
    );
    renderLendingPage('lamf-share-details', <LamfShareDetailsPage />, '/products/lamf/share-details');
    const answers = { fullName: sample.fullName!, mobile: sample.mobile!, email: sample.email!, pan: sample.pan! };
    await fillForm(lamfShareFormFields, answers);
    await userEvent.click(screen.getByRole('button', { name: 'Make the link' }));
    expect(await screen.findByRole('heading', { name: "The customer's link is ready" })).toBeTruthy();
    expect(screen.getByText(/\/products\/lamf\/public\?token=t0k$/)).toBeTruthy();
    // The page also asks the session (may this account write?); the share call is the one POST.
    expect(jsonBodyOf(calls.find((call) => call.method === 'POST'))).toEqual(answers);
  });
});

describe('LAMF sell: folios only after the customer’s consent (decision 0150)', { timeout: 20_000 }, () => {
  it('applies without asking for any folio, then lands on the consent step of that application', async () => {
    const application = applicationOf({ productCode: 'lamf', status: 'CONSENT_PENDING', amount: 10_000_000, tenureMonths: 12 });
    const { calls } = stubFetch((call) => {
      if (call.method === 'POST' && call.url.pathname === '/api/products/lamf/loan-applications') return Response.json(application, { status: 201 });
      if (call.url.pathname === `/api/loan-applications/${AGGREGATOR_ID}`) return Response.json(application);
      if (call.method === 'POST' && call.url.pathname === '/api/products/lamf/folios') return Response.json(folios);
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    const { router } = renderLendingPage('lamf-sell', <LamfSellPage />, '/products/lamf/sell');
    await fillForm(lendingSellForms.lamf.fields, sample);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: "2. The customer's consent" })).toBeTruthy();
    expect(router.state.location.search).toBe(`?aggregatorId=${AGGREGATOR_ID}`);
    expect(jsonBodyOf(calls.find((call) => call.url.pathname.endsWith('/loan-applications')))).toEqual({ ...sample, customerLanguage: 'en-IN' });
    // Nothing of the customer's funds is asked or shown before the OTP consent.
    expect(calls.some((call) => call.url.pathname === '/api/products/lamf/folios')).toBe(false);
    expect(screen.queryByRole('list', { name: 'Folios' })).toBeNull();
    expect(screen.queryByText(/Notice version/)).toBeNull();
  });

  it('after consent, fetches the folios by the application (no PAN sent) and shows what can be borrowed', async () => {
    const application = applicationOf({ productCode: 'lamf', status: 'CONSENT_GIVEN', amount: 10_000_000, tenureMonths: 12 });
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === `/api/loan-applications/${AGGREGATOR_ID}`) return Response.json(application);
      if (call.method === 'POST' && call.url.pathname === '/api/products/lamf/folios') return Response.json(folios);
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderLendingPage('lamf-sell', <LamfSellPage />, `/products/lamf/sell?aggregatorId=${AGGREGATOR_ID}`);
    const status = await screen.findByText(/The customer can borrow up to/);
    expect(status.textContent).toBe(
      'The customer can borrow up to Rs 65,000 against funds worth Rs 1,00,000; lenders offer at most that, not the Rs 1,00,000 asked.',
    );
    const axis = within(screen.getByRole('list', { name: 'Folios' })).getAllByRole('listitem')[0]!;
    expect(axis.textContent).toBe('Axis Bluechip FundEquity · folio 1234567/89ValueRs 50,000Lent on50.00 % of the valueCan borrowRs 25,000');
    expect(jsonBodyOf(calls.find((call) => call.url.pathname === '/api/products/lamf/folios'))).toEqual({ aggregatorId: AGGREGATOR_ID });
    expect(screen.getByRole('link', { name: "See the lenders' offers" }).getAttribute('href')).toBe(`/products/lamf/offers/${AGGREGATOR_ID}`);
  });

  it('says so when the PAN holds no fund', async () => {
    stubFetch((call) =>
      call.url.pathname === `/api/loan-applications/${AGGREGATOR_ID}`
        ? Response.json(applicationOf({ productCode: 'lamf', status: 'CONSENT_GIVEN' }))
        : Response.json({ folios: [], totalValue: 0, eligibleAmount: 0 }),
    );
    renderLendingPage('lamf-sell', <LamfSellPage />, `/products/lamf/sell?aggregatorId=${AGGREGATOR_ID}`);
    expect(await screen.findByText(/No mutual fund folios were found under this PAN/)).toBeTruthy();
  });
});
