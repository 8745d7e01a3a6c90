import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { CONSENT_REQUIRED_MESSAGE, messages, tenantCodes, tenants, type FormValues, type TenantCode } from '@portal/domain';
import { jsonBodyOf, stubFetch, type FetchCall } from '../../components/form/stub-fetch';
import { renderSalePage } from '../../test/render-sale-page';
import { apiError, landingConfigOf, partnerSession, productOf, proposalOf, quoteOf } from '../../test/sale-fixtures';
import { StartSellingPage } from './start-selling-page';
import { fillForm } from '../../test/fill-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const vectorBorne = productOf('vector-borne');
const samples = vectorBorne.sale.samples(new Date());
const quote = quoteOf(vectorBorne, samples.quote);

function stubProposalApi(proposals: (call: FetchCall) => Response, tenant: TenantCode = 'mintpro') {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === '/api/configs/public/products/vector-borne/landingConfig') {
      return Response.json({ ...landingConfigOf(vectorBorne), consentText: tenants[tenant].consentText });
    }
    if (path === '/api/configs/public/products/vector-borne/fieldConfig/proposal') return Response.json({ fields: vectorBorne.sale.proposal.fields });
    if (path === '/api/session') return Response.json(partnerSession);
    if (path === '/api/products/vector-borne/quote' && call.url.searchParams.get('quoteId') === quote.quoteId) return Response.json(quote);
    if (path === '/api/products/vector-borne/proposals' && call.method === 'POST') return proposals(call);
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

/** The tenant's consent box, found by its label (the consent text). */
const consentBox = (tenant: TenantCode = 'mintpro') => screen.getByRole('checkbox', { name: new RegExp(`^${tenants[tenant].consentText}`) });

// Filling the whole proposal form the way a partner does takes a few seconds under a busy test run.
describe('StartSellingPage', { timeout: 20_000 }, () => {
  it('sends the customer details with the quoteId and moves on to the review', async () => {
    const { calls } = stubProposalApi((call) => Response.json(proposalOf(quote, jsonBodyOf(call) as FormValues), { status: 201 }));
    const { router } = renderSalePage('start-selling', <StartSellingPage />, '/products/vector-borne/start-selling?quoteId=QUOTE-1');
    await screen.findByRole('form', { name: 'Customer details' });
    await fillForm(vectorBorne.sale.proposal.fields, samples.proposal);
    await userEvent.click(consentBox());
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products/vector-borne/review-payment'));
    expect(router.state.location.search).toBe('?referenceId=PRP20261121K7QM2D');
    expect(jsonBodyOf(calls.find((call) => call.method === 'POST'))).toEqual({
      ...samples.proposal,
      customerLanguage: 'en-IN',
      quoteId: 'QUOTE-1',
      customerConsent: true,
    });
  });

  it("in Hindi asks the customer's language after the mobile, first Hindi; Marathi chosen goes beside the answers (decision 0268)", async () => {
    await i18next.changeLanguage('hi-IN');
    try {
      const { calls } = stubProposalApi((call) => Response.json(proposalOf(quote, jsonBodyOf(call) as FormValues), { status: 201 }));
      renderSalePage('start-selling', <StartSellingPage />, '/products/vector-borne/start-selling?quoteId=QUOTE-1');
      const language = (await screen.findByLabelText(/^ग्राहक की भाषा/)) as HTMLSelectElement;
      expect(language.value).toBe('hi-IN');
      const names = [...document.querySelectorAll('form [name]')].map((element) => element.getAttribute('name'));
      expect(names[names.indexOf('mobile') + 1]).toBe('customerLanguage');
      expect(
        within(language)
          .getAllByRole('option')
          .flatMap((option) => (option.getAttribute('lang') ? [`${option.getAttribute('lang')} ${option.textContent}`] : [])),
      ).toEqual(['en-IN English', 'hi-IN हिन्दी', 'mr-IN मराठी']);

      // The answers typed by their fields' names: the labels are Hindi here.
      for (const [name, value] of Object.entries(samples.proposal)) {
        const fields = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`form [name="${name}"]`)];
        const field = fields[0]!;
        if (field instanceof HTMLSelectElement) await userEvent.selectOptions(field, String(value));
        else if (field.type === 'radio') await userEvent.click(fields.find((radio) => radio.value === String(value))!);
        else {
          await userEvent.clear(field);
          await userEvent.click(field);
          await userEvent.paste(String(value));
        }
      }
      await userEvent.selectOptions(language, 'मराठी');
      await userEvent.click(document.querySelector<HTMLInputElement>('form [name="customerConsent"]')!);
      await userEvent.click(screen.getByRole('button', { name: i18next.t('insurance.proceed') }));
      await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
      expect(jsonBodyOf(calls.find((call) => call.method === 'POST'))).toEqual({
        ...samples.proposal,
        customerLanguage: 'mr-IN',
        quoteId: 'QUOTE-1',
        customerConsent: true,
      });
    } finally {
      await i18next.changeLanguage('en-IN');
    }
  });

  it("shows the server's messages beside the customer's fields", async () => {
    stubProposalApi(() => apiError(400, 'VALIDATION', 'Invalid request', { mobile: messages.mobile, email: messages.email }));
    renderSalePage('start-selling', <StartSellingPage />, '/products/vector-borne/start-selling?quoteId=QUOTE-1');
    await screen.findByRole('form', { name: 'Customer details' });
    await fillForm(vectorBorne.sale.proposal.fields, samples.proposal);
    await userEvent.click(consentBox());
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));

    for (const [label, message] of [
      [/^Mobile Number/, messages.mobile],
      [/^Email/, messages.email],
    ] as const) {
      const input = screen.getByLabelText(label);
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      const errorId =
        input
          .getAttribute('aria-describedby')
          ?.split(' ')
          .find((id) => id.endsWith('-error')) ?? '';
      expect(document.getElementById(errorId)?.textContent).toBe(message);
    }
  });

  it('refuses a payment mode the account does not have, with the spec message', async () => {
    const { calls } = stubProposalApi(() => apiError(500, 'INTERNAL', 'unused'));
    renderSalePage('start-selling', <StartSellingPage />, '/products/vector-borne/start-selling?quoteId=QUOTE-1');
    await screen.findByRole('form', { name: 'Customer details' });
    await fillForm(vectorBorne.sale.proposal.fields, { ...samples.proposal, paymentMode: 'MINTPAY' });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(messages.paymentModeNotConfigured)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it.each(tenantCodes)("asks for the %s tenant's consent before Proceed, and says so when it is not given", async (tenant) => {
    const { calls } = stubProposalApi((call) => Response.json(proposalOf(quote, jsonBodyOf(call) as FormValues), { status: 201 }), tenant);
    const { router } = renderSalePage('start-selling', <StartSellingPage />, '/products/vector-borne/start-selling?quoteId=QUOTE-1');
    await screen.findByRole('form', { name: 'Customer details' });
    await fillForm(vectorBorne.sale.proposal.fields, samples.proposal);
    const box = consentBox(tenant);
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));

    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    const errorId =
      box
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('-error')) ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(CONSENT_REQUIRED_MESSAGE);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Ticked from the keyboard, the proposal goes; the consent stays on this page, not in the proposal.
    box.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/vector-borne/review-payment'));
    expect(jsonBodyOf(calls.find((call) => call.method === 'POST'))).toEqual({
      ...samples.proposal,
      customerLanguage: 'en-IN',
      quoteId: 'QUOTE-1',
      customerConsent: true,
    });
  });

  it.each([
    {
      what: 'has expired',
      response: () => apiError(400, 'VALIDATION', 'Quote has expired. Please get a new quote.', { quoteId: 'Quote has expired. Please get a new quote.' }),
      shown: 'Quote has expired. Please get a new quote.',
    },
    { what: "is not the partner's", response: () => apiError(404, 'NOT_FOUND', 'Quote not found'), shown: 'Quote not found' },
  ])('asks for a new quote when the quote $what, before any customer detail is typed', async ({ response, shown }) => {
    stubFetch((call) => {
      if (call.url.pathname === '/api/products/vector-borne/quote') return response();
      if (call.url.pathname === '/api/configs/public/products/vector-borne/landingConfig')
        return Response.json({ ...landingConfigOf(vectorBorne), consentText: 'I agree' });
      if (call.url.pathname === '/api/configs/public/products/vector-borne/fieldConfig/proposal')
        return Response.json({ fields: vectorBorne.sale.proposal.fields });
      if (call.url.pathname === '/api/session') return Response.json(partnerSession);
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderSalePage('start-selling', <StartSellingPage />, '/products/vector-borne/start-selling?quoteId=QUOTE-OLD');
    expect((await screen.findByRole('alert')).textContent).toContain(shown);
    expect(screen.getByRole('link', { name: 'Get a new quote' }).getAttribute('href')).toBe('/products/vector-borne');
    expect(screen.queryByRole('form', { name: 'Customer details' })).toBeNull();
  });

  it('asks for a quote first when the page is opened without one', async () => {
    stubProposalApi(() => apiError(500, 'INTERNAL', 'unused'));
    renderSalePage('start-selling', <StartSellingPage />, '/products/vector-borne/start-selling');
    expect((await screen.findByRole('alert')).textContent).toContain('Get a quote first');
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/products/vector-borne');
  });
});

describe('StartSellingPage carries the quote forward', { timeout: 20_000 }, () => {
  const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
  const quoted = quoteOf(vectorBorne, { ...samples.quote, pinCode: '400001' });

  function stubCarryingApi() {
    return stubFetch((call) => {
      const path = call.url.pathname;
      if (path === '/api/configs/public/products/vector-borne/landingConfig') return Response.json(landingConfigOf(vectorBorne));
      if (path === '/api/configs/public/products/vector-borne/fieldConfig/proposal') {
        return Response.json({ fields: vectorBorne.sale.proposal.fields, fromQuote: vectorBorne.sale.proposalAnswersFromQuote });
      }
      if (path === '/api/session') return Response.json(partnerSession);
      if (path === '/api/products/vector-borne/quote') return Response.json(quoted);
      if (path === '/api/lookups/pincodes/400001') return Response.json({ pinCode: '400001', city: 'Mumbai', state: 'Maharashtra' });
      if (path === '/api/lookups/pincodes/411001') return Response.json({ pinCode: '411001', city: 'Pune', state: 'Maharashtra' });
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
  }

  it("fills the quote's pin code, locked, and its city and state from the pin code directory", async () => {
    const { calls } = stubCarryingApi();
    renderSalePage('start-selling', <StartSellingPage />, '/products/vector-borne/start-selling?quoteId=QUOTE-1');
    await screen.findByRole('form', { name: 'Customer details' });

    const pinCode = screen.getByLabelText(/^Pincode/);
    expect(valueOf(pinCode)).toBe('400001');
    expect(pinCode.hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('link', { name: 'Change them on the quote' }).getAttribute('href')).toBe('/products/vector-borne');
    await waitFor(() => expect(valueOf(screen.getByLabelText(/^City/))).toBe('Mumbai'));
    expect(valueOf(screen.getByLabelText(/^State/))).toBe('Maharashtra');
    expect(calls.some((call) => call.url.pathname === '/api/lookups/pincodes/400001')).toBe(true);
  });
});
