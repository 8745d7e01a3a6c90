import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kycMessages, type KycPoll, type KycStatus } from '@portal/domain';
import { stubFetch, type FetchCall } from '../../components/form/stub-fetch';
import { KYC_POLL_INTERVAL_MS } from './kyc-panel';
import { openKycPage } from './open-kyc-page';
import { openPaymentPage } from './open-payment-page';
import { renderSalePage } from '../../test/render-sale-page';
import { ReviewPaymentPage } from './review-payment-page';
import { apiError, landingConfigOf, partnerSession, productOf, proposalOf, quoteOf } from '../../test/sale-fixtures';

vi.mock('./open-kyc-page', () => ({ openKycPage: vi.fn() }));
vi.mock('./open-payment-page', () => ({ openPaymentPage: vi.fn() }));

beforeEach(() => {
  vi.mocked(openKycPage).mockClear();
  vi.mocked(openPaymentPage).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shop = productOf('shop');
const samples = shop.sale.samples(new Date());
const quote = quoteOf(shop, samples.quote);
const referenceId = 'PRP20261121K7QM2D';
const url = `/products/shop/review-payment?referenceId=${referenceId}`;
const redirectUrl = 'http://localhost:3000/api/sandbox/kyc/kyc_1';

const pollOf = (status: Exclude<KycStatus, 'NOT_STARTED'>, extra: Partial<KycPoll> = {}): KycPoll => ({
  kycId: 'kyc-1',
  referenceId,
  insurerCode: 'KAVACH_GENERAL',
  status,
  redirectUrl,
  differingFields: [],
  ...(status === 'VERIFIED' ? { verified: { name: 'Ms Asha Patil', dob: String(samples.proposal.dob), panMasked: 'XXXXX1234F' } } : {}),
  ...extra,
});

/** The review page's calls for a shop proposal whose KYC stands at `kycStatus`; `poll` answers each poll. */
function stubKycReview(kycStatus: KycStatus, poll: (call: FetchCall) => Response = () => apiError(404, 'NOT_FOUND', 'KYC has not been started')) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === `/api/products/shop/proposals/${referenceId}`) return Response.json({ ...proposalOf(quote, samples.proposal), needsKyc: true, kycStatus });
    if (path === '/api/configs/public/products/shop/landingConfig') return Response.json(landingConfigOf(shop));
    if (path === '/api/configs/public/products/shop/fieldConfig/proposal') return Response.json({ fields: shop.sale.proposal.fields });
    if (path === '/api/configs/public/products/shop/fieldConfig/quote') return Response.json({ fields: shop.sale.quote.fields });
    if (path === '/api/session') return Response.json(partnerSession);
    if (path === '/api/kyc/poll') return poll(call);
    if (path === '/api/kyc/initiate/configurator') return Response.json({ kycId: 'kyc-1', status: 'PENDING', redirectUrl });
    if (path === '/api/updateForm/kyc') return Response.json({ referenceId, flowType: 'kyc', updatedFields: ['dob'] });
    if (path === '/api/products/shop/checkout') return Response.json({});
    if (path === '/api/products/shop/payments/link') {
      return Response.json({ paymentId: 'pay_1', orderId: 'order_1', referenceId, amount: 1, linkUrl: 'http://gateway/order_1', status: 'CREATED' });
    }
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

const kycRegion = () => screen.findByRole('region', { name: 'KYC' });
const payButton = () => screen.getByRole('button', { name: 'Pay' });

describe('the KYC panel of the review page', () => {
  it('holds payment until KYC and opens the provider page, asking to come back here', async () => {
    const { calls } = stubKycReview('NOT_STARTED');
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    const region = await kycRegion();
    expect(within(region).getByRole('status').textContent).toContain('KYC status: Not started');
    expect(payButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Complete KYC before payment').id).toBe(payButton().getAttribute('aria-describedby'));

    await userEvent.click(within(region).getByRole('button', { name: 'Verify KYC' }));
    await waitFor(() => expect(openKycPage).toHaveBeenCalledWith(redirectUrl));
    const initiate = calls.find((call) => call.url.pathname === '/api/kyc/initiate/configurator')!;
    expect(initiate.method).toBe('POST');
    expect(Object.fromEntries(initiate.url.searchParams)).toEqual({ isThinLayer: 'true', referenceId, returnUrl: url });
    // No KYC was started, so nothing is polled.
    expect(calls.some((call) => call.url.pathname === '/api/kyc/poll')).toBe(false);
  });

  it('polls while KYC is pending and enables Pay once it is verified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const { calls } = stubKycReview('PENDING', () => Response.json(++polls < 2 ? pollOf('PENDING') : pollOf('VERIFIED')));
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    const region = await kycRegion();
    await waitFor(() => expect(polls).toBe(1));
    expect(within(region).getByRole('status').textContent).toContain('KYC status: Pending');
    expect(within(region).getByRole('button', { name: 'Continue KYC' })).toBeTruthy();
    expect(payButton()).toHaveProperty('disabled', true);

    await act(async () => vi.advanceTimersByTimeAsync(KYC_POLL_INTERVAL_MS));
    await waitFor(() => expect(within(region).getByRole('status').textContent).toContain('KYC status: Verified'));
    expect(within(region).getByRole('status').textContent).toContain('PAN XXXXX1234F');
    expect(payButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText('Complete KYC before payment')).toBeNull();

    // Verified: polling stops.
    await act(async () => vi.advanceTimersByTimeAsync(KYC_POLL_INTERVAL_MS * 3));
    expect(calls.filter((call) => call.url.pathname === '/api/kyc/poll')).toHaveLength(2);
    vi.useRealTimers();
    await userEvent.click(payButton());
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('http://gateway/order_1'));
  });

  it('shows a failed KYC with its reason and offers to verify again; Pay stays disabled', async () => {
    stubKycReview('FAILED', () => Response.json(pollOf('FAILED', { failureReason: 'PAN not found in the KYC registry' })));
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    const region = await kycRegion();
    await waitFor(() => expect(within(region).getByRole('status').textContent).toContain('PAN not found in the KYC registry'));
    expect(within(region).getByRole('status').textContent).toContain('KYC status: Failed');
    expect(within(region).getByRole('button', { name: 'Verify KYC' })).toBeTruthy();
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('asks for KYC again when the name or date of birth changed after it (decision 0122); Pay stays disabled', async () => {
    stubKycReview('FAILED', () => Response.json(pollOf('FAILED', { failureReason: kycMessages.detailsChanged })));
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    const region = await kycRegion();
    await waitFor(() => expect(within(region).getByRole('status').textContent).toContain(kycMessages.detailsChanged));
    expect(within(region).getByRole('status').textContent).toContain('KYC status: To do again');
    expect(within(region).getByRole('status').textContent).not.toContain('KYC failed');
    expect(within(region).getByRole('button', { name: 'Verify KYC' })).toBeTruthy();
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('updates the proposal from KYC when the verified date of birth differs, then allows payment', async () => {
    let updated = false;
    const { calls } = stubKycReview('VERIFIED', () =>
      Response.json(
        updated
          ? pollOf('VERIFIED', { verified: { name: 'Ms Asha Patil', dob: '15/08/1985', panMasked: 'XXXXX1234F' } })
          : pollOf('VERIFIED', {
              differingFields: ['dob'],
              verified: { name: 'Ms Asha Patil', dob: '15/08/1985', panMasked: 'XXXXX1234F' },
            }),
      ),
    );
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    const region = await kycRegion();
    const useKyc = await within(region).findByRole('button', { name: 'Use the KYC details' });
    expect(within(region).getByText(/date of birth 15\/08\/1985 instead of/)).toBeTruthy();
    expect(payButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Update the proposal with the KYC details before payment')).toBeTruthy();

    updated = true;
    await userEvent.click(useKyc);
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    const update = calls.find((call) => call.url.pathname === '/api/updateForm/kyc')!;
    expect(update.method).toBe('POST');
    expect(update.url.searchParams.get('referenceId')).toBe(referenceId);
    expect(within(region).queryByRole('button', { name: 'Use the KYC details' })).toBeNull();
  });

  it('is not shown for a product without KYC', async () => {
    const vectorBorne = productOf('vector-borne');
    const vbQuote = quoteOf(vectorBorne, vectorBorne.sale.samples(new Date()).quote);
    stubFetch((call) => {
      const path = call.url.pathname;
      if (path === `/api/products/vector-borne/proposals/${referenceId}`)
        return Response.json(proposalOf(vbQuote, vectorBorne.sale.samples(new Date()).proposal));
      if (path === '/api/session') return Response.json(partnerSession);
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderSalePage('review-payment', <ReviewPaymentPage />, `/products/vector-borne/review-payment?referenceId=${referenceId}`);
    await screen.findByRole('button', { name: 'Pay' });
    expect(screen.queryByRole('region', { name: 'KYC' })).toBeNull();
    expect(payButton()).toHaveProperty('disabled', false);
  });
});
