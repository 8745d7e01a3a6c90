import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreApprovedOffers } from '@portal/domain';
import { jsonBodyOf, stubFetch } from '../../components/form/stub-fetch';
import { LoanPublicPage } from './loan-public-page';
import { LoansPage } from './loans-page';
import { PreapprovedOffersPage } from './preapproved-offers-page';
import { AGGREGATOR_ID, apiError, leadOf, offerOf, viewSeatStatus } from './lending-fixtures';
import { renderLendingPage } from './render-lending-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Loan Activity Summary', { timeout: 20_000 }, () => {
  it("lists the customers' open offers and marks one the customer does not want", async () => {
    let answer: PreApprovedOffers = {
      productCode: 'personal-loan',
      rankingRule: 'Offers are ordered by APR, lowest first.',
      offers: [
        { aggregatorId: AGGREGATOR_ID, customerName: 'Asha Verma', mobileMasked: 'XXXXXX3210', offer: offerOf() },
        {
          aggregatorId: 'AG000000000002',
          customerName: 'Ravi Kumar',
          mobileMasked: 'XXXXXX1111',
          offer: offerOf({ offerId: 'OF-YES', lenderCode: 'YES', lenderName: 'YES Bank' }),
        },
      ],
    };
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/products/personal-loan/preApprovedOffers') return Response.json(answer);
      if (call.method === 'POST' && call.url.pathname === '/api/markOfferNotInterested') {
        answer = { ...answer, offers: answer.offers.filter((item) => item.offer.offerId !== 'OF-YES') };
        return Response.json({ ok: true });
      }
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderLendingPage('preapproved-offers', <PreapprovedOffersPage />, '/products/personal-loan/preapprovedoffers');
    const ravi = await screen.findByRole('listitem', { name: 'Ravi Kumar' });
    // The page discloses the rule its order follows (decision 0151).
    expect(screen.getByText('Offers are ordered by APR, lowest first.')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Asha Verma' }))
        .getByRole('link', { name: 'See offers' })
        .getAttribute('href'),
    ).toBe(`/products/personal-loan/offers/${AGGREGATOR_ID}`);
    await userEvent.click(within(ravi).getByRole('button', { name: 'Not interested' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ravi Kumar' })).toBeNull());
    expect(jsonBodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ aggregatorId: 'AG000000000002', offerId: 'OF-YES' });
  });

  it('shows a view seat the open offers but no way to mark one not wanted (decision 0306)', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/session/status') return Response.json(viewSeatStatus);
      if (call.url.pathname === '/api/products/personal-loan/preApprovedOffers') {
        return Response.json({
          productCode: 'personal-loan',
          rankingRule: 'Offers are ordered by APR, lowest first.',
          offers: [{ aggregatorId: AGGREGATOR_ID, customerName: 'Asha Verma', mobileMasked: 'XXXXXX3210', offer: offerOf() }],
        });
      }
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderLendingPage('preapproved-offers', <PreapprovedOffersPage />, '/products/personal-loan/preapprovedoffers');
    const asha = await screen.findByRole('listitem', { name: 'Asha Verma' });
    expect(await screen.findByText('Your account can view but not make changes.')).toBeTruthy();
    expect(within(asha).getByRole('link', { name: 'See offers' })).toBeTruthy();
    expect(within(asha).queryByRole('button', { name: 'Not interested' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says what to do when no customer has an open offer', async () => {
    stubFetch(() => Response.json({ productCode: 'home-loan', offers: [] }));
    renderLendingPage('preapproved-offers', <PreapprovedOffersPage />, '/products/home-loan/preapprovedoffers');
    expect(await screen.findByText(/None of your customers has an open offer/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter loan details' }).getAttribute('href')).toBe('/products/home-loan/sell');
  });
});

describe('Loans home', { timeout: 20_000 }, () => {
  it('lists the loan products with their way in and the latest leads of each', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/product-catalog') {
        return Response.json({
          tenant: 'mintpro',
          products: [
            { code: 'personal-loan', name: 'Personal Loan', category: 'lending', basePath: '/products', sellerBrand: 'mintfin', sellable: false },
            { code: 'FD', name: 'Easy FD', category: 'lending', basePath: '/products', sellerBrand: 'mintfin', sellable: false },
            { code: 'vector-borne', name: 'Dengue', category: 'insurance', basePath: '/products', sellerBrand: 'mintpro', sellable: true },
          ],
        });
      }
      if (call.url.pathname === '/api/filteredLeads') {
        const leads = call.url.searchParams.get('productCode') === 'personal-loan' ? [leadOf()] : [];
        return Response.json({ leads });
      }
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderLendingPage('loans', <LoansPage />, '/loans');
    expect(await screen.findByRole('link', { name: 'Personal Loan' })).toBeTruthy();
    expect(screen.queryByText('Dengue')).toBeNull();
    expect(screen.getByRole('link', { name: 'Enter deposit details' }).getAttribute('href')).toBe('/products/FD/sell');
    const lead = await screen.findByRole('link', { name: /Asha Verma/ });
    expect(lead.getAttribute('href')).toBe(`/products/personal-loan/offers/${AGGREGATOR_ID}/leads/${leadOf().leadId}`);
    expect(lead.textContent).toContain('Rs 1,00,000 · Offer chosen');
    expect(await screen.findByText('No Easy FD leads yet.')).toBeTruthy();
    expect(
      calls
        .filter((call) => call.url.pathname === '/api/filteredLeads')
        .map((call) => call.url.searchParams.get('productCode'))
        .sort(),
    ).toEqual(['FD', 'personal-loan']);
  });

  it("makes the partner's public link of a personal loan on request, to share or copy; a deposit has none", async () => {
    stubFetch((call) => {
      if (call.url.pathname === '/api/product-catalog') {
        return Response.json({
          tenant: 'mintpro',
          products: [
            { code: 'personal-loan', name: 'Personal Loan', category: 'lending', basePath: '/products', sellerBrand: 'mintfin', sellable: false },
            { code: 'FD', name: 'Easy FD', category: 'lending', basePath: '/products', sellerBrand: 'mintfin', sellable: false },
          ],
        });
      }
      if (call.url.pathname === '/api/filteredLeads') return Response.json({ leads: [] });
      if (call.url.pathname === '/api/product/personal-loan/generatePartnerUrl' && call.method === 'POST') {
        return Response.json({ url: '/products/personal-loan/public?ref=r3f', expiresAt: '2027-11-22T05:00:00.000Z' });
      }
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderLendingPage('loans', <LoansPage />, '/loans');
    const make = await screen.findAllByRole('button', { name: 'Make my public link' });
    expect(make).toHaveLength(1);
    await userEvent.click(make[0]!);
    expect(await screen.findByText(`${window.location.origin}/products/personal-loan/public?ref=r3f`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(encodeURIComponent('Apply for a Personal Loan here:'));
  });

  it('tells a view seat he cannot make a public link, rather than offer a button the server refuses (decision 0306)', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/session/status') {
        return Response.json({
          signedIn: true,
          partner: { partnerId: 'P-4', dealerName: 'Rohan Iyer', role: 'view', tenant: 'mintpro', tenantName: 'Mint Pro' },
        });
      }
      if (call.url.pathname === '/api/product-catalog') {
        return Response.json({
          tenant: 'mintpro',
          products: [{ code: 'personal-loan', name: 'Personal Loan', category: 'lending', basePath: '/products', sellerBrand: 'mintfin', sellable: false }],
        });
      }
      if (call.url.pathname === '/api/filteredLeads') return Response.json({ leads: [] });
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderLendingPage('loans', <LoansPage />, '/loans');
    expect(await screen.findByText('Your account can view but not make changes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make my public link' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('Loan public page', { timeout: 20_000 }, () => {
  it("shows the customer's steps from the link, nothing about the partner's customer", async () => {
    const { calls } = stubFetch((call) =>
      call.url.pathname === '/api/products/lamf/public'
        ? Response.json({
            productCode: 'lamf',
            tenantCode: 'mintpro',
            brandName: 'MintPro',
            primaryColour: '#0b6e4f',
            steps: ['Verify your mobile', 'Pledge your funds'],
            linkExpiresAt: '2026-11-30T05:00:00.000Z',
          })
        : apiError(404, 'NOT_FOUND', 'Not found'),
    );
    renderLendingPage(['lamf-public', 'personal-loan-public'], <LoanPublicPage />, '/products/lamf/public?token=t0k');
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['Verify your mobile', 'Pledge your funds']);
    expect(calls[0]!.url.searchParams.get('token')).toBe('t0k');
  });

  it("reads the partner's own URL (ref) as well", async () => {
    const { calls } = stubFetch(() =>
      Response.json({
        productCode: 'personal-loan',
        tenantCode: 'mintpro',
        brandName: 'MintPro',
        primaryColour: '#0b6e4f',
        steps: ['Verify your mobile'],
        linkExpiresAt: '2026-11-30T05:00:00.000Z',
      }),
    );
    renderLendingPage(['lamf-public', 'personal-loan-public'], <LoanPublicPage />, '/products/personal-loan/public?ref=r3f');
    expect(await screen.findByText('Verify your mobile')).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe('/api/products/personal-loan/public');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ ref: 'r3f' });
  });

  it("lets a customer on the partner's own URL ask for a call back, only with consent to be contacted", async () => {
    const { calls } = stubFetch((call) =>
      call.url.pathname === '/api/lead-service/public/leads'
        ? Response.json({ leadId: 'LD0000000000AB', message: 'Thank you. Your adviser will call you soon.' }, { status: 201 })
        : Response.json({
            productCode: 'personal-loan',
            tenantCode: 'mintpro',
            brandName: 'MintPro',
            primaryColour: '#0b6e4f',
            steps: ['Verify your mobile'],
            linkExpiresAt: '2026-11-30T05:00:00.000Z',
          }),
    );
    renderLendingPage(['lamf-public', 'personal-loan-public'], <LoanPublicPage />, '/products/personal-loan/public?ref=r3f');
    await userEvent.type(await screen.findByLabelText(/^Your full name/), 'Asha Rao');
    await userEvent.type(screen.getByLabelText(/^Your mobile number/), '9876501234');
    await userEvent.click(screen.getByRole('button', { name: 'Call me back' }));
    expect(await screen.findByText('Please agree so that we may contact you')).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/lead-service/public/leads')).toBe(false);
    await userEvent.click(screen.getByLabelText(/^I agree that MintPro/));
    await userEvent.click(screen.getByRole('button', { name: 'Call me back' }));
    expect(await screen.findByText('Thank you. Your adviser will call you soon.')).toBeTruthy();
    const sent = calls.find((call) => call.url.pathname === '/api/lead-service/public/leads')!;
    expect(await jsonBodyOf(sent)).toMatchObject({
      partnerToken: 'r3f',
      customer: { name: 'Asha Rao', mobile: '9876501234' },
      details: { contactConsent: 'I agree that MintPro and the adviser who sent me this link may call or message me about this loan.' },
    });
  });

  it('says the link is not complete without its token', () => {
    stubFetch(() => apiError(404, 'NOT_FOUND', 'Not found'));
    renderLendingPage(['lamf-public', 'personal-loan-public'], <LoanPublicPage />, '/products/personal-loan/public');
    expect(screen.getByRole('alert').textContent).toContain('This link is not complete');
  });

  it('passes on why an expired link no longer works', async () => {
    stubFetch(() => apiError(410, 'GONE', 'This link has expired. Ask your advisor for a new one.'));
    renderLendingPage(['lamf-public', 'personal-loan-public'], <LoanPublicPage />, '/products/personal-loan/public?token=old');
    expect(await screen.findByText('This link has expired. Ask your advisor for a new one.')).toBeTruthy();
  });
});
