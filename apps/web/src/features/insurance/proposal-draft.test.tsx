import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormValues, type Proposal } from '@portal/domain';
import { jsonBodyOf, stubFetch, type FetchCall } from '../../components/form/stub-fetch';
import { fillForm } from '../../test/fill-form';
import { renderSalePage } from '../../test/render-sale-page';
import { LandingPage } from './landing-page';
import { ReviewPaymentPage } from './review-payment-page';
import { apiError, landingConfigOf, partnerSession, productOf, proposalOf, quoteOf } from '../../test/sale-fixtures';
import { StartSellingPage } from './start-selling-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const vectorBorne = productOf('vector-borne');
const samples = vectorBorne.sale.samples(new Date());
const quote = quoteOf(vectorBorne, samples.quote);
const reference = 'PRP20261121K7QM2D';
const proposalPath = `/api/products/vector-borne/proposals/${reference}`;
const requoted = { ...quoteOf(vectorBorne, { ...samples.quote, pinCode: '400001' }), quoteId: 'QUOTE-2' };

/** The API of a sale whose proposal PRP20261121K7QM2D exists: `saved` answers its PUT (and a POST). */
function stubDraftApi(options: { draft?: Proposal; saved?: (call: FetchCall) => Response; flags?: Record<string, boolean> } = {}) {
  const draft = options.draft ?? proposalOf(quote, samples.proposal);
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/configs/features' && options.flags) return Response.json(options.flags);
    if (path === '/api/configs/public/products/vector-borne/landingConfig') return Response.json(landingConfigOf(vectorBorne));
    if (path === '/api/configs/public/products/vector-borne/fieldConfig/proposal') {
      return Response.json({ fields: vectorBorne.sale.proposal.fields, fromQuote: vectorBorne.sale.proposalAnswersFromQuote });
    }
    if (path === '/api/configs/public/products/vector-borne/fieldConfig/quote') return Response.json({ fields: vectorBorne.sale.quote.fields });
    if (path === '/api/session') return Response.json(partnerSession);
    if (path === '/api/products/vector-borne/quote' && call.url.searchParams.get('quoteId') === 'QUOTE-1') return Response.json(quote);
    if (path === '/api/products/vector-borne/quote' && call.url.searchParams.get('quoteId') === 'QUOTE-2') return Response.json(requoted);
    if (path === '/api/products/vector-borne/quote')
      return apiError(400, 'VALIDATION', 'Quote has expired.', { quoteId: 'Quote has expired. Please get a new quote.' });
    if (path.startsWith('/api/lookups/pincodes/')) return apiError(404, 'NOT_FOUND', 'Not found');
    if (path === proposalPath && call.method === 'GET') return Response.json(draft);
    if (path === '/api/products/vector-borne/quotes' && call.method === 'POST')
      return Response.json({ ...quoteOf(vectorBorne, jsonBodyOf(call) as never), quoteId: 'QUOTE-2' }, { status: 201 });
    if ((path === proposalPath && call.method === 'PUT') || (path === '/api/products/vector-borne/proposals' && call.method === 'POST')) {
      return options.saved?.(call) ?? Response.json({ ...draft, values: jsonBodyOf(call) as FormValues });
    }
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const consentBox = () => screen.getByRole('checkbox', { name: /^I agree/ });

describe('a proposal reopened from review (a server-side draft)', { timeout: 20_000 }, () => {
  it('prefills every answer from the server and saves the same proposal with PUT, never a second POST', async () => {
    const { calls } = stubDraftApi();
    const { router } = renderSalePage('start-selling', <StartSellingPage />, `/products/vector-borne/start-selling?referenceId=${reference}`);
    await screen.findByRole('form', { name: 'Customer details' });
    expect(valueOf(/^First Name/)).toBe(samples.proposal.firstName);
    expect(valueOf(/^Mobile Number/)).toBe(samples.proposal.mobile);
    expect(valueOf(/^Email/)).toBe(samples.proposal.email);
    // The quote's own answer, carried and locked (decision 0064), comes from the draft's quote.
    expect(valueOf(/^Pincode/)).toBe(samples.quote.pinCode);
    expect((consentBox() as HTMLInputElement).checked).toBe(true);
    // The draft holds its quote: its token (perhaps past its 24 hours) is not read again.
    expect(calls.some((call) => call.url.pathname === '/api/products/vector-borne/quote')).toBe(false);

    const firstName = screen.getByLabelText(/^First Name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Sunita');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products/vector-borne/review-payment'));
    expect(router.state.location.search).toBe(`?referenceId=${reference}`);
    const saves = calls.filter((call) => call.method !== 'GET');
    expect(saves.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([`PUT ${proposalPath}`]);
    expect(jsonBodyOf(saves[0])).toEqual({
      ...samples.proposal,
      firstName: 'Sunita',
      customerLanguage: 'en-IN',
      quoteId: quote.quoteId,
      customerConsent: true,
    });
  });

  it('after a new proposal, the browser’s Back from review lands on the form filled from the server, and saving again updates it', async () => {
    const { calls } = stubDraftApi({ saved: (call) => Response.json(proposalOf(quote, jsonBodyOf(call) as FormValues), { status: 201 }) });
    const { router } = renderSalePage('start-selling', <StartSellingPage />, '/products/vector-borne/start-selling?quoteId=QUOTE-1');
    await screen.findByRole('form', { name: 'Customer details' });
    // The pin code is the quote's, filled and locked.
    await fillForm(
      vectorBorne.sale.proposal.fields.filter((field) => !(field.name in (vectorBorne.sale.proposalAnswersFromQuote ?? {}))),
      samples.proposal,
    );
    await userEvent.click(consentBox());
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/vector-borne/review-payment'));

    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(`?referenceId=${reference}`));
    expect(router.state.location.pathname).toBe('/products/vector-borne/start-selling');
    await screen.findByRole('form', { name: 'Customer details' });
    expect(valueOf(/^First Name/)).toBe(samples.proposal.firstName);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/vector-borne/review-payment'));
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual(['POST', 'PUT']);
  });

  it('with REDIRECT_REVIEW_PAYMENT off, the saved proposal stays on its filled form, which says so and leads to review', async () => {
    stubDraftApi({
      flags: { REDIRECT_REVIEW_PAYMENT: false },
      saved: (call) => Response.json(proposalOf(quote, jsonBodyOf(call) as FormValues), { status: 201 }),
    });
    const { router } = renderSalePage('start-selling', <StartSellingPage />, '/products/vector-borne/start-selling?quoteId=QUOTE-1');
    await screen.findByRole('form', { name: 'Customer details' });
    await fillForm(
      vectorBorne.sale.proposal.fields.filter((field) => !(field.name in (vectorBorne.sale.proposalAnswersFromQuote ?? {}))),
      samples.proposal,
    );
    await userEvent.click(consentBox());
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    // The entry names the proposal now (its draft is read again), and the notice stays.
    await waitFor(() => expect(router.state.location.search).toBe(`?referenceId=${reference}`));
    await screen.findByRole('form', { name: 'Customer details' });
    expect((await screen.findByRole('status')).textContent).toContain('Proposal saved.');
    expect(screen.getByRole('link', { name: 'Review and pay' }).getAttribute('href')).toBe(`/products/vector-borne/review-payment?referenceId=${reference}`);
    expect(router.state.location.pathname).toBe('/products/vector-borne/start-selling');
  });

  it('with a new quote beside the reference (a changed quote), re-prices the same proposal: the new quote’s answers and its quoteId', async () => {
    const { calls } = stubDraftApi();
    const { router } = renderSalePage('start-selling', <StartSellingPage />, `/products/vector-borne/start-selling?referenceId=${reference}&quoteId=QUOTE-2`);
    await screen.findByRole('form', { name: 'Customer details' });
    expect(valueOf(/^Pincode/)).toBe('400001');
    expect(valueOf(/^First Name/)).toBe(samples.proposal.firstName);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/vector-borne/review-payment'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(jsonBodyOf(put)).toMatchObject({ quoteId: 'QUOTE-2', pinCode: '400001' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Back from review: the entry now names the proposal only (its quote is the draft's now).
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(`?referenceId=${reference}`));
  });

  it('a paid proposal is not reopened for changes', async () => {
    const { calls } = stubDraftApi({ draft: proposalOf(quote, samples.proposal, 'PAID') });
    renderSalePage('start-selling', <StartSellingPage />, `/products/vector-borne/start-selling?referenceId=${reference}`);
    expect((await screen.findByRole('alert')).textContent).toContain('This proposal is paid, so its details can no longer be changed.');
    expect(screen.getByRole('link', { name: 'See the proposal' }).getAttribute('href')).toBe(`/products/vector-borne/review-payment?referenceId=${reference}`);
    expect(screen.queryByRole('form', { name: 'Customer details' })).toBeNull();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('says in words why a change was refused (409)', async () => {
    const message = 'The customer has a payment link for this proposal, so its details can no longer be changed. Start a new quote to change them.';
    stubDraftApi({ saved: () => apiError(409, 'CONFLICT', message) });
    const { router } = renderSalePage('start-selling', <StartSellingPage />, `/products/vector-borne/start-selling?referenceId=${reference}`);
    await screen.findByRole('form', { name: 'Customer details' });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products/vector-borne/start-selling');
  });

  it('an unknown or another partner’s reference says it was not found and offers a new quote', async () => {
    stubFetch((call) => {
      if (call.url.pathname === '/api/configs/public/products/vector-borne/landingConfig') return Response.json(landingConfigOf(vectorBorne));
      if (call.url.pathname === '/api/configs/public/products/vector-borne/fieldConfig/proposal')
        return Response.json({ fields: vectorBorne.sale.proposal.fields });
      if (call.url.pathname === '/api/session') return Response.json(partnerSession);
      return apiError(404, 'NOT_FOUND', 'Proposal not found');
    });
    renderSalePage('start-selling', <StartSellingPage />, '/products/vector-borne/start-selling?referenceId=PRP20260101AAAAAA');
    expect((await screen.findByRole('alert')).textContent).toContain('This proposal was not found.');
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/products/vector-borne');
  });
});

describe('review leads back to each step with the answers', () => {
  it('“Edit customer details” and “Change the quote” carry the proposal’s reference', async () => {
    stubDraftApi();
    renderSalePage('review-payment', <ReviewPaymentPage />, `/products/vector-borne/review-payment?referenceId=${reference}`);
    const customer = await screen.findByRole('region', { name: 'Customer details' });
    expect(within(customer).getByRole('link', { name: 'Edit customer details' }).getAttribute('href')).toBe(
      `/products/vector-borne/start-selling?referenceId=${reference}`,
    );
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(within(plan).getByRole('link', { name: 'Change the quote' }).getAttribute('href')).toBe(`/products/vector-borne?referenceId=${reference}`);
  });

  it('offers no edit once the proposal is paid', async () => {
    stubDraftApi({ draft: proposalOf(quote, samples.proposal, 'PAID') });
    renderSalePage('review-payment', <ReviewPaymentPage />, `/products/vector-borne/review-payment?referenceId=${reference}`);
    await screen.findByRole('region', { name: 'Customer details' });
    expect(screen.queryByRole('link', { name: 'Edit customer details' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change the quote' })).toBeNull();
  });
});

describe('the quote step reopened from review', () => {
  it('opens with the answers the proposal was priced on; a new quote continues into the same proposal', async () => {
    const { calls } = stubDraftApi();
    const { router } = renderSalePage('product-landing', <LandingPage />, `/products/vector-borne?referenceId=${reference}`);
    const pinCode = await screen.findByLabelText(/^Pincode/);
    expect((pinCode as HTMLInputElement).value).toBe(samples.quote.pinCode);
    // Nothing to change: back to the customer's details with the draft's own quote.
    expect(screen.getByRole('link', { name: "Keep this quote and go back to the customer's details" }).getAttribute('href')).toBe(
      `/products/vector-borne/start-selling?referenceId=${reference}`,
    );

    await userEvent.clear(pinCode);
    await userEvent.type(pinCode, '400001');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    const result = await screen.findByRole('region', { name: 'Your quote' });
    expect(jsonBodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ ...samples.quote, pinCode: '400001' });
    await userEvent.click(within(result).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/vector-borne/start-selling'));
    expect(router.state.location.search).toBe(`?referenceId=${reference}&quoteId=QUOTE-2`);
  });
});

describe('the quote step reopened for a plan other than the default', () => {
  it("shows the draft's plan chosen, on the plan list and in the form, not the product's default plan", async () => {
    const shop = productOf('shop');
    const shopSamples = shop.sale.samples(new Date());
    const quoteValues = { ...shopSamples.quote, planCode: 'BUILDING_CONTENTS', contentSumInsured: '500000', structureSumInsured: '1000000' };
    const draft = proposalOf(quoteOf(shop, quoteValues), shopSamples.proposal);
    stubFetch((call) => {
      const path = call.url.pathname;
      if (path === '/api/configs/public/products/shop/landingConfig') return Response.json(landingConfigOf(shop));
      if (path === '/api/configs/public/products/shop/fieldConfig/quote') return Response.json({ fields: shop.sale.quote.fields });
      if (path === '/api/session') return Response.json(partnerSession);
      if (path === `/api/products/shop/proposals/${reference}`) return Response.json({ ...draft, productCode: 'shop' });
      if (path === '/api/products/shop/occupancy') return Response.json([{ value: 'KIRANA', label: 'Kirana / Grocery Store' }]);
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderSalePage('product-landing', <LandingPage />, `/products/shop?referenceId=${reference}`);
    const form = await screen.findByRole('form', { name: 'Quote' });
    const plan = within(form).getByRole('group', { name: /^Plan/ });
    await waitFor(() => expect((within(plan).getByLabelText('Building + Contents') as HTMLInputElement).checked).toBe(true));
    expect((within(form).getByLabelText(/^Structure Sum Insured/) as HTMLSelectElement).value).toBe('1000000');
    const plans = screen.getByRole('region', { name: 'Plans' });
    const card = within(plans).getByRole('heading', { name: 'Building + Contents' }).closest('li') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Selected' })).toBeTruthy();
  });
});
