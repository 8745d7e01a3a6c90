import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { OFFER_RANKING_RULE, declineReason, type OffersAnswer } from '@portal/domain';
import { stubFetch } from '../../components/form/stub-fetch';
import { LoanOffersPage } from './loan-offers-page';
import { AGGREGATOR_ID, LEAD_ID, apiError, applicationOf, leadOf, offerOf, offersAnswerOf, viewSeatStatus } from './lending-fixtures';
import { renderLendingPage } from './render-lending-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const offersRoutes = ['personal-loan-offers', 'home-loan-offers', 'business-loans-offers'];
const url = `/products/personal-loan/offers/${AGGREGATOR_ID}`;
const idfc = offerOf();
const bandhan = offerOf({ offerId: 'OF-BANDHAN', lenderCode: 'BANDHAN', lenderName: 'Bandhan Bank', annualRatePercent: 13.5, aprPercent: 16.4, rank: 2 });
const federal = offerOf({
  offerId: 'OF-FEDERAL',
  lenderCode: 'FEDERAL',
  lenderName: 'Federal Bank',
  annualRatePercent: 11.5,
  aprPercent: 14.2,
  rank: 1,
  arrived: 'LATE',
});

function stubOffers(answers: OffersAnswer[], { viewSeat = false } = {}) {
  let call = 0;
  return stubFetch((request) => {
    if (viewSeat && request.url.pathname === '/api/session/status') return Response.json(viewSeatStatus);
    if (request.url.pathname === `/api/leads/aggregator/${AGGREGATOR_ID}`) {
      const answer = answers[Math.min(call, answers.length - 1)]!;
      call += 1;
      return Response.json(answer);
    }
    if (request.method === 'POST' && request.url.pathname === '/api/leads/clone') {
      const offer = [idfc, bandhan, federal].find((o) => o.offerId === request.url.searchParams.get('selectOffer'))!;
      return Response.json({ leadId: LEAD_ID, aggregatorId: AGGREGATOR_ID, offer, lead: leadOf() });
    }
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

const cardNames = () =>
  within(screen.getByRole('region', { name: /offers?$/ }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('LoanOffersPage', { timeout: 20_000 }, () => {
  it('shows the offers in rank order under the ranking rule, with APR, EMI and fees', async () => {
    stubOffers([offersAnswerOf({ offers: [bandhan, idfc] })]);
    renderLendingPage(offersRoutes, <LoanOffersPage />, url);
    expect(await screen.findByText(OFFER_RANKING_RULE)).toBeTruthy();
    expect(cardNames()).toEqual(['IDFC FIRST Bank', 'Bandhan Bank']);
    const best = screen.getByRole('listitem', { name: 'IDFC FIRST Bank' });
    expect(within(best).getByText('Lowest APR')).toBeTruthy();
    expect(within(best).getByText('15.05 %')).toBeTruthy();
    expect(within(best).getByText('Rs 4,707.35')).toBeTruthy();
    expect(within(best).getByText('12.00 % a year, fixed')).toBeTruthy();
  });

  it('names the lenders still answering and adds their offers as they arrive', async () => {
    const { fetchMock } = stubOffers([
      offersAnswerOf({ offers: [idfc], pending: [{ lenderCode: 'FEDERAL', lenderName: 'Federal Bank' }], pollAfterMs: 50 }),
      offersAnswerOf({ offers: [{ ...idfc, rank: 2 }, federal] }),
    ]);
    renderLendingPage(offersRoutes, <LoanOffersPage />, url);
    expect(await screen.findByText('Still asking Federal Bank…')).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['Federal Bank', 'IDFC FIRST Bank']), { timeout: 3000 });
    expect(screen.queryByText('Still asking Federal Bank…')).toBeNull();
    const polls = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Nobody is pending any more: polling stopped.
    expect(fetchMock.mock.calls.length).toBe(polls);
  });

  it('explains why there is no offer and how to try again', async () => {
    stubOffers([
      offersAnswerOf({
        offers: [],
        application: applicationOf({ status: 'NO_OFFERS' }),
        declined: [
          { lenderCode: 'IDFC_FIRST', lenderName: 'IDFC FIRST Bank', reason: 'Monthly income below Rs 25,000' },
          { lenderCode: 'YES', lenderName: 'YES Bank', reason: 'Pincode not served' },
        ],
      }),
    ]);
    renderLendingPage(offersRoutes, <LoanOffersPage />, url);
    expect(await screen.findByText('No lender made an offer')).toBeTruthy();
    expect(screen.getByText('IDFC FIRST Bank: Monthly income below Rs 25,000')).toBeTruthy();
    expect(screen.getByText('YES Bank: Pincode not served')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter the loan details again' }).getAttribute('href')).toBe('/products/personal-loan/sell');
  });

  it("in Hindi says a sandbox lender's decline by its key and values; a lender's own words stay as sent (decision 0266)", async () => {
    await i18next.changeLanguage('hi-IN');
    const minIncome = declineReason('minIncome', { amount: '₹25,000' });
    stubOffers([
      offersAnswerOf({
        offers: [],
        application: applicationOf({ status: 'NO_OFFERS' }),
        declined: [
          { lenderCode: 'IDFC_FIRST', lenderName: 'IDFC FIRST Bank', reason: minIncome.text, reasonKey: minIncome.key, reasonParams: minIncome.params },
          { lenderCode: 'SAHYADRI', lenderName: 'Sahyadri Co-operative Bank', reason: 'Does not lend in this pincode', reasonKey: 'pinCode' },
          { lenderCode: 'YES', lenderName: 'YES Bank', reason: 'Address could not be verified' },
        ],
      }),
    ]);
    renderLendingPage(offersRoutes, <LoanOffersPage />, url);
    expect(await screen.findByText('IDFC FIRST Bank: कम से कम ₹25,000 की मासिक आय चाहिए')).toBeTruthy();
    expect(screen.getByText('Sahyadri Co-operative Bank: इस पिनकोड में ऋण नहीं देता')).toBeTruthy();
    expect(screen.getByText('YES Bank: Address could not be verified')).toBeTruthy();
  });

  it("chooses an offer and opens its lead's Loan Details", async () => {
    const { calls } = stubOffers([offersAnswerOf({ offers: [idfc, bandhan] })]);
    const { router } = renderLendingPage(offersRoutes, <LoanOffersPage />, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Bandhan Bank' }));
    await waitFor(() => expect(screen.getByTestId('current-route').textContent).toBe('personal-loan-offer-lead'));
    expect(router.state.location.pathname).toBe(`/products/personal-loan/offers/${AGGREGATOR_ID}/leads/${LEAD_ID}`);
    const clone = calls.find((call) => call.method === 'POST')!;
    expect(Object.fromEntries(clone.url.searchParams)).toEqual({ aggregatorId: AGGREGATOR_ID, dpFlow: 'PARTNER', selectOffer: 'OF-BANDHAN' });
  });

  it('shows a view seat the offers but no way to choose one (decision 0306)', async () => {
    const { calls } = stubOffers([offersAnswerOf({ offers: [idfc, bandhan] })], { viewSeat: true });
    renderLendingPage(offersRoutes, <LoanOffersPage />, url);
    expect(await screen.findByText('Your account can view but not make changes.')).toBeTruthy();
    expect(cardNames()).toEqual(['IDFC FIRST Bank', 'Bandhan Bank']);
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends an application still waiting for consent to its consent page', async () => {
    stubOffers([offersAnswerOf({ application: applicationOf(), offers: [] })]);
    const { router } = renderLendingPage(offersRoutes, <LoanOffersPage />, url);
    await waitFor(() => expect(screen.getByTestId('current-route').textContent).toBe('personal-loan-consent-check'));
    expect(router.state.location.search).toBe(`?aggregatorId=${AGGREGATOR_ID}`);
  });

  it('takes the OTP on the offers page for a business loan, which has no consent page', async () => {
    stubOffers([offersAnswerOf({ application: applicationOf({ productCode: 'business-loans' }), offers: [] })]);
    renderLendingPage(offersRoutes, <LoanOffersPage />, `/products/business-loans/offers/${AGGREGATOR_ID}`);
    expect(await screen.findByRole('button', { name: 'Send OTP to customer' })).toBeTruthy();
  });
});
