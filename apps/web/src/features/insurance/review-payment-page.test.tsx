import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatRupees, type Language } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { jsonBodyOf, stubFetch, type FetchCall } from '../../components/form/stub-fetch';
import { openPaymentPage } from './open-payment-page';
import { renderSalePage } from '../../test/render-sale-page';
import { ReviewPaymentPage } from './review-payment-page';
import { apiError, landingConfigOf, partnerSession, productOf, proposalOf, quoteOf } from '../../test/sale-fixtures';

vi.mock('./open-payment-page', () => ({ openPaymentPage: vi.fn() }));

beforeEach(() => vi.mocked(openPaymentPage).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const vectorBorne = productOf('vector-borne');
const samples = vectorBorne.sale.samples(new Date());
const quote = quoteOf(vectorBorne, samples.quote);
const url = '/products/vector-borne/review-payment?referenceId=PRP20261121K7QM2D';
const linkUrl = 'http://localhost:3000/api/payments/sandbox/checkout/order_1';

function stubReviewApi(payments: { status?: 'DRAFT' | 'PAID'; link: (call: FetchCall) => Response; customerLanguage?: Language }) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/products/vector-borne/proposals/PRP20261121K7QM2D') {
      return Response.json({ ...proposalOf(quote, samples.proposal, payments.status), customerLanguage: payments.customerLanguage ?? 'en-IN' });
    }
    if (path === '/api/configs/public/products/vector-borne/landingConfig') return Response.json(landingConfigOf(vectorBorne));
    if (path === '/api/configs/public/products/vector-borne/fieldConfig/proposal') {
      return Response.json({ fields: vectorBorne.sale.proposal.fields, fromQuote: vectorBorne.sale.proposalAnswersFromQuote });
    }
    if (path === '/api/configs/public/products/vector-borne/fieldConfig/quote') return Response.json({ fields: vectorBorne.sale.quote.fields });
    if (path === '/api/session') return Response.json(partnerSession);
    if (path === '/api/products/vector-borne/checkout') return Response.json({});
    if (path === '/api/products/vector-borne/payments/link') return payments.link(call);
    if (path === '/api/products/vector-borne/payments/link/send') {
      const { channel } = jsonBodyOf(call) as { channel: string };
      return Response.json({ channel, sentTo: channel === 'SMS' ? '******3210' : 'a****@example.com' });
    }
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

const paymentLink = () =>
  Response.json({ paymentId: 'pay_1', orderId: 'order_1', referenceId: 'PRP20261121K7QM2D', amount: quote.premium.totalPremium, linkUrl, status: 'CREATED' });

describe('ReviewPaymentPage', () => {
  it("shows the customer's details, the plan, the sum insured and the premium", async () => {
    stubReviewApi({ link: paymentLink });
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    const customer = await screen.findByRole('region', { name: 'Customer details' });
    await within(customer).findByText('Asha');
    expect(within(customer).getByText('First Name', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Asha');
    expect(within(customer).getByText('Gender', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Female');
    // Typed numbers read back as typed, not as amounts.
    expect(within(customer).getByText('Mobile Number', { selector: 'dt' }).nextElementSibling?.textContent).toBe('9876543210');
    expect(within(customer).getByText('Pincode', { selector: 'dt' }).nextElementSibling?.textContent).toBe('411001');
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(within(plan).getByText('Sum insured', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Rs 10,000');
    await waitFor(() => expect(within(plan).getByText('Plan', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Dengue & Malaria Cover'));
    // The quote's pin code is the customer's, shown once: with the customer's details, not again under the plan.
    const quotePinLabel = vectorBorne.sale.quote.fields.find((field) => field.name === 'pinCode')!.label;
    expect(within(plan).queryByText(quotePinLabel, { selector: 'dt' })).toBeNull();
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('Net premium', { selector: 'dt' }).nextElementSibling?.textContent).toBe(formatRupees(quote.premium.netPremium));
    expect(within(premium).getByText('GST', { selector: 'dt' }).nextElementSibling?.textContent).toBe(formatRupees(quote.premium.gst));
    expect(within(premium).getByText('Total premium', { selector: 'dt' }).nextElementSibling?.textContent).toBe(formatRupees(quote.premium.totalPremium));
  });

  it('checks out, asks for a payment link with an Idempotency-Key and opens the gateway page', async () => {
    const { calls } = stubReviewApi({ link: paymentLink });
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(linkUrl));

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url.pathname)).toEqual(['/api/products/vector-borne/checkout', '/api/products/vector-borne/payments/link']);
    expect(posts.map(jsonBodyOf)).toEqual([{ referenceId: 'PRP20261121K7QM2D' }, { referenceId: 'PRP20261121K7QM2D' }]);
    expect(posts[1]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a failed payment link with the same Idempotency-Key', async () => {
    let attempts = 0;
    const { calls } = stubReviewApi({
      link: () => (++attempts === 1 ? apiError(503, 'INTERNAL', 'The payment gateway did not answer. Please try again.') : paymentLink()),
    });
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The payment gateway did not answer. Please try again.');
    expect(openPaymentPage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(linkUrl));
    const keys = calls.filter((call) => call.url.pathname.endsWith('/payments/link')).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('offers no payment for a proposal already paid', async () => {
    stubReviewApi({ status: 'PAID', link: paymentLink });
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    expect((await screen.findByText(/This proposal is paid\./)).textContent).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('sends the payment link to the customer by WhatsApp, SMS or email, without leaving the page', async () => {
    const { calls } = stubReviewApi({ link: paymentLink });
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send payment link to customer' }));
    const section = screen.getByRole('region', { name: 'Customer pays from their phone' });
    const whatsApp = new URL((await within(section).findByRole('link', { name: 'Send on WhatsApp' })).getAttribute('href') ?? '');
    expect(whatsApp.pathname).toBe('/919876543210');
    expect(whatsApp.searchParams.get('text')).toContain(linkUrl);
    expect(whatsApp.searchParams.get('text')).toContain(formatRupees(quote.premium.totalPremium));

    await user.click(within(section).getByRole('button', { name: 'Send by SMS' }));
    expect(await within(section).findByText('Payment link sent by SMS to ******3210.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Send by email' }));
    expect(await within(section).findByText('Payment link sent by email to a****@example.com.')).toBeTruthy();
    const sends = calls.filter((call) => call.url.pathname.endsWith('/payments/link/send')).map((call) => jsonBodyOf(call));
    expect(sends).toEqual([
      { referenceId: 'PRP20261121K7QM2D', channel: 'SMS' },
      { referenceId: 'PRP20261121K7QM2D', channel: 'EMAIL' },
    ]);
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it("writes the WhatsApp message in the customer's language, a Hindi customer's from an English page (decision 0268)", async () => {
    stubReviewApi({ link: paymentLink, customerLanguage: 'hi-IN' });
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send payment link to customer' }));
    const section = screen.getByRole('region', { name: 'Customer pays from their phone' });
    const whatsApp = within(section).getByRole('link', { name: 'Send on WhatsApp' });
    const expected = hiIN.insurance.payLinkMessage
      .replace('{{amount}}', formatRupees(quote.premium.totalPremium))
      .replace('{{referenceId}}', 'PRP20261121K7QM2D')
      .replace('{{link}}', linkUrl);
    // The Hindi catalogue is its own chunk: the message is the page's words until it is in.
    await waitFor(() => expect(new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text')).toBe(expected));
  });

  it("says why the link could not be made beside 'Send payment link', once, and not under Pay", async () => {
    stubReviewApi({ link: () => apiError(409, 'CONFLICT', 'Sign the mandate letter first') });
    renderSalePage('review-payment', <ReviewPaymentPage />, url);
    await userEvent.click(await screen.findByRole('button', { name: 'Send payment link to customer' }));
    const section = screen.getByRole('region', { name: 'Customer pays from their phone' });
    expect((await within(section).findByRole('alert')).textContent).toBe('Sign the mandate letter first');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
