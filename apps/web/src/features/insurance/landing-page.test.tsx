import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogue, findProduct, findProductForTenant, formatRupees, messages, tenants, toLandingConfig } from '@portal/domain';
import { jsonBodyOf, stubFetch, type FetchCall } from '../../components/form/stub-fetch';
import { LandingPage } from './landing-page';
import { renderSalePage } from '../../test/render-sale-page';
import { apiError, landingConfigOf, partnerSession, productOf, quoteOf } from '../../test/sale-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const vectorBorne = productOf('vector-borne');

/** The API as the landing page calls it, for one product; `quote` answers POST /quotes. */
function stubSaleApi(product: ReturnType<typeof productOf>, quote: (call: FetchCall) => Response) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === `/api/configs/public/products/${product.code}/landingConfig`) return Response.json(landingConfigOf(product));
    if (path === `/api/configs/public/products/${product.code}/fieldConfig/quote`) return Response.json({ fields: product.sale.quote.fields });
    if (path === '/api/session') return Response.json(partnerSession);
    if (path === `/api/products/${product.code}/quotes` && call.method === 'POST') return quote(call);
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

const sellable = catalogue.filter((product) => product.sale !== undefined);

describe('LandingPage', () => {
  it.each(sellable.map((product) => [product.code, product] as const))('lists the plans of %s with their starting prices in rupees', async (code, product) => {
    stubSaleApi(productOf(code), () => apiError(500, 'INTERNAL', 'unused'));
    renderSalePage('product-landing', <LandingPage />, `/products/${code}`);
    const plans = await screen.findByRole('region', { name: 'Plans' });
    for (const plan of product.plans) {
      const card = within(plans).getByRole('heading', { name: plan.name }).closest('li') as HTMLElement;
      expect(card.textContent).toContain(formatRupees(plan.startingPrice));
      expect(formatRupees(plan.startingPrice)).toMatch(/^Rs \d{1,2}(,\d{2})*(,\d{3})?$|^Rs \d{1,3}$/);
    }
  });

  it('shows the tagline and the FAQs of the product', async () => {
    stubSaleApi(vectorBorne, () => apiError(500, 'INTERNAL', 'unused'));
    renderSalePage('product-landing', <LandingPage />, '/products/vector-borne');
    expect(await screen.findByText(vectorBorne.landing?.tagline ?? '')).toBeTruthy();
    const faqs = screen.getByRole('region', { name: 'Frequently asked questions' });
    for (const faq of vectorBorne.landing?.faqs ?? []) expect(within(faqs).getByText(faq.question)).toBeTruthy();
  });

  it('prices a quote from the served fields and leads to the customer details with its quoteId', async () => {
    const { calls } = stubSaleApi(vectorBorne, (call) => Response.json(quoteOf(vectorBorne, jsonBodyOf(call) as never), { status: 201 }));
    const { router } = renderSalePage('product-landing', <LandingPage />, '/products/vector-borne');
    await userEvent.type(await screen.findByLabelText(/^Pincode/), '411001');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));

    const result = await screen.findByRole('region', { name: 'Your quote' });
    const quote = quoteOf(vectorBorne, { planCode: 'VECTOR_BORNE', sumInsured: '10000', pinCode: '411001' });
    expect(within(result).getByText('Total premium', { selector: 'dt' }).nextElementSibling?.textContent).toBe(formatRupees(quote.premium.totalPremium));
    expect(within(result).getByText('GST', { selector: 'dt' }).nextElementSibling?.textContent).toBe(formatRupees(quote.premium.gst));
    const posted = calls.find((call) => call.method === 'POST');
    expect(jsonBodyOf(posted)).toEqual({ planCode: 'VECTOR_BORNE', sumInsured: '10000', pinCode: '411001' });

    await userEvent.click(within(result).getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/vector-borne/start-selling'));
    expect(router.state.location.search).toBe('?quoteId=QUOTE-1');
  });

  it('checks the quote in the browser with the spec message before calling the API', async () => {
    const { calls } = stubSaleApi(vectorBorne, () => apiError(500, 'INTERNAL', 'unused'));
    renderSalePage('product-landing', <LandingPage />, '/products/vector-borne');
    const pinCode = await screen.findByLabelText(/^Pincode/);
    await userEvent.type(pinCode, '41100');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(pinCode.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(messages.quotePinCode)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's field message beside the field", async () => {
    stubSaleApi(vectorBorne, () => apiError(400, 'VALIDATION', 'Invalid request', { pinCode: messages.quotePinCode }));
    renderSalePage('product-landing', <LandingPage />, '/products/vector-borne');
    const pinCode = await screen.findByLabelText(/^Pincode/);
    await userEvent.type(pinCode, '411001');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    await waitFor(() => expect(pinCode.getAttribute('aria-invalid')).toBe('true'));
    const errorId =
      pinCode
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('-error')) ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(messages.quotePinCode);
  });

  it('tells a partner who may not sell the product so', async () => {
    stubSaleApi(vectorBorne, () => apiError(403, 'NOT_AUTHORISED', messages.notAuthorisedProduct));
    renderSalePage('product-landing', <LandingPage />, '/products/vector-borne');
    await userEvent.type(await screen.findByLabelText(/^Pincode/), '411001');
    await userEvent.click(screen.getByRole('button', { name: 'Get Quote' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You are not authorised to sell this product.');
  });

  it.each([
    { status: 'NOT_AUTHORISED', says: 'You are not authorised to sell Marine Insurance yet.' },
    { status: 'WAITLISTED', says: 'You are on the waitlist to sell Marine Insurance.' },
  ])('a partner whose status for marine is $status is told so in place of the quote form, before he types', async ({ status, says }) => {
    const marine = productOf('marine');
    const joined: string[] = [];
    stubFetch((call) => {
      const path = call.url.pathname;
      if (path === '/api/configs/public/products/marine/landingConfig') return Response.json(landingConfigOf(marine));
      if (path === '/api/session/status') return Response.json({ signedIn: true, partner: partnerSession });
      if (path === '/api/partner-integration/public/products/marine/authorization-status') return Response.json({ productCode: 'marine', status });
      if (path === '/api/product/marine/waitlist' && call.method === 'POST') {
        joined.push(path);
        return Response.json({ productCode: 'marine', status: 'WAITLISTED' });
      }
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderSalePage('insurance-landing', <LandingPage />, '/insurance/marine');
    expect(await screen.findByText(says)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Get Quote' })).toBeNull();
    expect(screen.queryByLabelText(/^Pincode/)).toBeNull();
    if (status === 'NOT_AUTHORISED') {
      await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
      expect(await screen.findByText('You are on the waitlist to sell Marine Insurance.')).toBeDefined();
      expect(joined).toHaveLength(1);
    }
  });

  it('keeps the plan chosen on the plan list and in the quote form in step', async () => {
    stubSaleApi(vectorBorne, () => apiError(500, 'INTERNAL', 'unused'));
    const { store } = renderSalePage('product-landing', <LandingPage />, '/products/vector-borne');
    const planSelect = (await screen.findByLabelText(/^Plan \*$/)) as HTMLSelectElement;
    // The form's default plan shows as chosen on the plan list.
    const toggle = await screen.findByRole('button', { name: 'Selected' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(store.getState().planSelection.byProduct['vector-borne']).toBe('VECTOR_BORNE');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(store.getState().planSelection.byProduct['vector-borne']).toBeUndefined();
    await waitFor(() => expect(planSelect.value).toBe(''));

    await userEvent.selectOptions(planSelect, 'VECTOR_BORNE');
    expect(store.getState().planSelection.byProduct['vector-borne']).toBe('VECTOR_BORNE');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it.each(['group-personal-accident', 'group-hospicash'])("shows a Sahyadri partner the bank's own %s landing", async (code) => {
    const product = findProductForTenant(code, 'sahyadri')!;
    const landing = toLandingConfig(product, 'sahyadri');
    stubFetch((call) =>
      call.url.pathname === `/api/configs/public/products/${code}/landingConfig` ? Response.json(landing) : apiError(404, 'NOT_FOUND', 'Not found'),
    );
    renderSalePage('product-landing', <LandingPage />, `/products/${code}`);

    expect((await screen.findByText(/^Sold by/)).textContent).toBe(`Sold by ${tenants.sahyadri.name}`);
    expect(within(screen.getByRole('region', { name: 'Plans' })).getByText(formatRupees(product.startingPrice!), { exact: false })).toBeTruthy();
    const highlights = screen.getByRole('list', { name: 'Highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(landing.banners.map((b) => b.title));
    const brochures = screen.getByRole('region', { name: 'Brochures' });
    for (const brochure of landing.brochures) {
      const link = within(brochures).getByRole('link', { name: brochure.title });
      // In the page's language, which a link's download would not send (decision 0279).
      expect(link.getAttribute('href')).toBe(`${brochure.url}&lang=en-IN`);
      expect(link.hasAttribute('download')).toBe(true);
    }
    // Each answer opens under its question (a native disclosure, so the keyboard works too).
    const faqs = screen.getByRole('region', { name: 'Frequently asked questions' });
    for (const faq of landing.faqs) {
      const question = within(faqs).getByText(faq.question);
      const disclosure = question.closest('details') as HTMLDetailsElement;
      expect(disclosure.open).toBe(false);
      await userEvent.click(question);
      expect(disclosure.open).toBe(true);
      expect(within(disclosure).getByText(faq.answer)).toBeTruthy();
    }
  });

  it('says so when the product is not available', async () => {
    stubFetch(() => apiError(404, 'NOT_FOUND', 'Product not found'));
    renderSalePage('product-landing', <LandingPage />, '/products/unknown-product');
    expect((await screen.findByRole('alert')).textContent).toContain('This product is not available.');
  });

  it.each([
    ['personal-loan', [['Enter loan details', '/products/personal-loan/sell']]],
    ['business-loans', [['Enter loan details', '/products/business-loans/sell']]],
    ['FD', [['Enter deposit details', '/products/FD/sell']]],
    [
      'lamf',
      [
        ["Make the customer's link", '/products/lamf/share-details'],
        ['Fill in with the customer', '/products/lamf/sell'],
      ],
    ],
  ] as const)('%s, a loan product, leads to the first step of its journey and its Loan Activity Summary', async (code, links) => {
    stubFetch((call) =>
      call.url.pathname === `/api/configs/public/products/${code}/landingConfig`
        ? Response.json(toLandingConfig(findProduct(code)!, 'mintpro'))
        : apiError(404, 'NOT_FOUND', 'Not found'),
    );
    renderSalePage('product-landing', <LandingPage />, `/products/${code}`);
    const start = await screen.findByRole('region', { name: 'Start' });
    for (const [name, href] of links) expect(within(start).getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(within(start).getByRole('link', { name: 'Loan activity summary' }).getAttribute('href')).toBe(`/products/${code}/preapprovedoffers`);
    expect(screen.queryByRole('region', { name: 'Get a quote' })).toBeNull();
  });

  it('personal accident offers its ready plan and Create Your Plan beside the quote', async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/configs/public/products/personal-accident/landingConfig'
        ? Response.json(toLandingConfig(findProduct('personal-accident')!, 'mintpro'))
        : apiError(404, 'NOT_FOUND', 'Not found'),
    );
    renderSalePage('insurance-landing', <LandingPage />, '/insurance/personal-accident');
    const start = await screen.findByRole('region', { name: 'Start' });
    expect(within(start).getByRole('link', { name: 'Basic PA: a ready plan' }).getAttribute('href')).toBe('/insurance/personal-accident/v1/basic-pa');
    expect(within(start).getByRole('link', { name: 'Create Your Plan' }).getAttribute('href')).toBe('/insurance/personal-accident/v1/create-plan');
    expect(within(start).queryByRole('link', { name: 'Loan activity summary' })).toBeNull();
  });
});
