import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatRupees, insurerRankingRuleText, messages, type FormValues } from '@portal/domain';
import { jsonBodyOf, stubFetch, type FetchCall } from '../../../components/form/stub-fetch';
import { LandingPage } from '../landing-page';
import { renderSalePage } from '../../../test/render-sale-page';
import { apiError, fireComparisonOf, landingConfigOf, partnerSession, productOf } from '../../../test/sale-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fire = productOf('fire');
const vectorBorne = productOf('vector-borne');

/** The API as the landing page calls it; `compare` answers POST /aggregator/quotes. */
function stubSaleApi(product: ReturnType<typeof productOf>, compare: (call: FetchCall) => Response = () => apiError(500, 'INTERNAL', 'unused')) {
  let uploads = 0;
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === `/api/configs/public/products/${product.code}/landingConfig`) return Response.json(landingConfigOf(product));
    if (path === `/api/configs/public/products/${product.code}/fieldConfig/quote`) return Response.json({ fields: product.sale.quote.fields });
    if (path === '/api/session') return Response.json(partnerSession);
    if (path === '/api/files/v1/upload') {
      uploads += 1;
      return Response.json({ fileId: `FILE-${uploads}`, fileName: `document-${uploads}.pdf`, contentType: 'application/pdf', size: 2048 }, { status: 201 });
    }
    if (path === `/api/products/${product.code}/aggregator/quotes` && call.method === 'POST') return compare(call);
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
}

/** Answers every fire quote field but the insurer, as a partner would. */
async function fillFireQuote() {
  await userEvent.type(await screen.findByLabelText(/^Business Name/), 'Patil Traders');
  await userEvent.selectOptions(screen.getByLabelText(/^Premises Used As/), 'SHOP');
  await userEvent.type(screen.getByLabelText(/^Stock & Contents Sum Insured/), '1000000');
  const pdf = () => new File(['%PDF-1.7'], 'document.pdf', { type: 'application/pdf' });
  await userEvent.upload(screen.getByLabelText(/^GST Certificate/), pdf());
  await userEvent.upload(screen.getByLabelText(/^PAN Card/), pdf());
  await screen.findByText(/Uploaded document-2\.pdf/);
}

const renderFireLanding = () => renderSalePage('insurance-landing', <LandingPage />, '/insurance/fire');

describe('comparing insurers on the quote step', () => {
  it('offers no comparison for a product with one insurer', async () => {
    stubSaleApi(vectorBorne);
    renderSalePage('product-landing', <LandingPage />, '/products/vector-borne');
    // The quote form is a lazy chunk; the first test of a file waits for it to load.
    expect(await screen.findByRole('button', { name: 'Get Quote' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Compare insurers' })).toBeNull();
  });

  it('prices both insurers without asking for one, shows them ranked under the rule, and chooses the second', async () => {
    const { calls } = stubSaleApi(fire, (call) => Response.json(fireComparisonOf(jsonBodyOf(call) as FormValues), { status: 201 }));
    const { router } = renderFireLanding();
    await fillFireQuote();
    await userEvent.click(screen.getByRole('button', { name: 'Compare insurers' }));

    const comparison = await screen.findByRole('region', { name: 'Insurers compared' });
    const posted = jsonBodyOf(calls.find((call) => call.url.pathname.endsWith('/aggregator/quotes'))) as FormValues;
    expect(posted).not.toHaveProperty('insurer');
    expect(posted).toMatchObject({ businessName: 'Patil Traders', occupancy: 'SHOP', stockSumInsured: '1000000', gstCertificate: 'FILE-1', panCard: 'FILE-2' });
    expect(screen.queryByText(messages.selectInsurer)).toBeNull();

    expect(within(comparison).getByText(insurerRankingRuleText)).toBeTruthy();
    const expected = fireComparisonOf(posted).quotes;
    const cards = within(comparison).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && document.getElementById(card.getAttribute('aria-labelledby')!)?.textContent)).toEqual(
      expected.map((q) => q.insurer.name),
    );
    expected.forEach((q, index) => {
      const card = within(comparison).getByRole('listitem', { name: q.insurer.name });
      const valueOf = (term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
      expect(valueOf('Rank')).toBe(String(index + 1));
      expect(valueOf('Claim settlement ratio')).toBe(`${q.insurer.claimSettlementRatio.toFixed(1)}%`);
      expect(valueOf('Premium with GST')).toBe(formatRupees(q.quote.premium.totalPremium));
      expect(valueOf('GST')).toBe(formatRupees(q.quote.premium.gst));
    });

    const second = expected[1]!;
    await userEvent.click(within(comparison).getByRole('button', { name: `Choose ${second.insurer.name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/insurance/fire/proposal'));
    expect(router.state.location.search).toBe(`?quoteId=${second.quote.quoteId}`);
  });

  it('checks the answers in the browser with the spec message before calling the API', async () => {
    const { calls } = stubSaleApi(fire);
    renderFireLanding();
    await userEvent.click(await screen.findByRole('button', { name: 'Compare insurers' }));
    const businessName = screen.getByLabelText(/^Business Name/);
    await waitFor(() => expect(businessName.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(messages.enterBusinessName)).toBeTruthy();
    expect(screen.queryByText(messages.selectInsurer)).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's field message beside the field", async () => {
    stubSaleApi(fire, () => apiError(400, 'VALIDATION', 'Invalid request', { businessName: 'Business name should contain letters and spaces only' }));
    renderFireLanding();
    await fillFireQuote();
    await userEvent.click(screen.getByRole('button', { name: 'Compare insurers' }));
    const businessName = screen.getByLabelText(/^Business Name/);
    await waitFor(() => expect(businessName.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Business name should contain letters and spaces only')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Insurers compared' })).toBeNull();
  });

  it('tells a partner who may not sell the product so', async () => {
    stubSaleApi(fire, () => apiError(403, 'NOT_AUTHORISED', messages.notAuthorisedProduct));
    renderFireLanding();
    await fillFireQuote();
    await userEvent.click(screen.getByRole('button', { name: 'Compare insurers' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.notAuthorisedProduct);
  });

  it('clears the comparison when an answer changes', async () => {
    stubSaleApi(fire, (call) => Response.json(fireComparisonOf(jsonBodyOf(call) as FormValues), { status: 201 }));
    renderFireLanding();
    await fillFireQuote();
    await userEvent.click(screen.getByRole('button', { name: 'Compare insurers' }));
    await screen.findByRole('region', { name: 'Insurers compared' });
    await userEvent.type(screen.getByLabelText(/^Stock & Contents Sum Insured/), '0');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Insurers compared' })).toBeNull());
  });
});
