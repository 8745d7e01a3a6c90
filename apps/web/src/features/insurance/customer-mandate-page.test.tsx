import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { mandateMessages, type Mandate, type PublicMandate } from '@portal/domain';
import { jsonBodyOf, stubFetch } from '../../components/form/stub-fetch';
import { CustomerMandatePage } from './customer-mandate-page';
import { MANDATE_POLL_INTERVAL_MS, MandatePanel } from './mandate-panel';
import { renderSalePage } from '../../test/render-sale-page';
import { apiError, mandateToken, pendingMandate } from '../../test/sale-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = mandateToken;
const pending = pendingMandate;
const signed: PublicMandate = { ...pending, status: 'SIGNED', signedAt: '2026-11-22T10:00:00.000Z', signerName: 'Asha Patil' };
const pageUrl = `/mandate/marine?token=${encodeURIComponent(token)}`;

describe('CustomerMandatePage', () => {
  it('shows what the customer authorises and the letter, and signs with the typed name and consent', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/redirection-flows/public/product/marine') return Response.json(pending);
      if (call.url.pathname === '/api/redirection-flows/public/product/marine/mandate') return Response.json(signed);
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderSalePage('customer-mandate', <CustomerMandatePage />, pageUrl);
    const summary = await screen.findByRole('region', { name: 'What you authorise' });
    expect(within(summary).getByText('Insurer', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Nirbhay General Insurance');
    expect(within(summary).getByText('Premium (incl. GST)', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Rs 825');
    expect(screen.getByRole('link', { name: 'Read the mandate letter (PDF)' }).getAttribute('href')).toBe(pending.letterUrl);
    expect(calls[0]?.url.searchParams.get('token')).toBe(token);

    await userEvent.type(screen.getByLabelText('Your full name'), 'Asha Patil');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'I agree and sign' }));
    expect(await screen.findByText(/Signed by Asha Patil/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I agree and sign' })).toBeNull();
    const post = calls.find((call) => call.method === 'POST');
    expect(post && jsonBodyOf(post)).toEqual({ token, fullName: 'Asha Patil', consent: true });
  });

  it("shows the API's message under each field it refuses", async () => {
    stubFetch((call) => {
      if (call.url.pathname === '/api/redirection-flows/public/product/marine') return Response.json(pending);
      return apiError(400, 'VALIDATION', mandateMessages.fullName, { fullName: mandateMessages.fullName, consent: mandateMessages.consent });
    });
    renderSalePage('customer-mandate', <CustomerMandatePage />, pageUrl);
    await userEvent.click(await screen.findByRole('button', { name: 'I agree and sign' }));
    expect(await screen.findByText(mandateMessages.fullName)).toBeTruthy();
    expect(screen.getByText(mandateMessages.consent)).toBeTruthy();
    expect(screen.getByLabelText('Your full name').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks the term cover’s declaration beside the consent, and names the person, not a business', async () => {
    const declaration = 'I declare that I am in good health.';
    const term: PublicMandate = { ...pending, productCode: 'sachet-term', productName: 'Sachet Term', planName: 'Sachet Term', businessName: '', declaration };
    const { calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/redirection-flows/public/product/sachet-term') return Response.json(term);
      if (call.url.pathname === '/api/redirection-flows/public/product/sachet-term/mandate')
        return Response.json({ ...term, status: 'SIGNED', signedAt: signed.signedAt, signerName: 'Asha Patil' });
      return apiError(404, 'NOT_FOUND', 'Not found');
    });
    renderSalePage('customer-mandate', <CustomerMandatePage />, `/mandate/sachet-term?token=${encodeURIComponent(token)}`);
    const summary = await screen.findByRole('region', { name: 'What you authorise' });
    expect(within(summary).queryByText('Business', { selector: 'dt' })).toBeNull();
    expect(within(summary).getByText(/^Asha Patil authorises/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your full name'), 'Asha Patil');
    await userEvent.click(screen.getByRole('checkbox', { name: declaration }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read the mandate letter/ }));
    await userEvent.click(screen.getByRole('button', { name: 'I agree and sign' }));
    expect(await screen.findByText(/Signed by Asha Patil/)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post && jsonBodyOf(post)).toEqual({ token, fullName: 'Asha Patil', consent: true, declaration: true });
  });

  it('says so when the link has expired', async () => {
    stubFetch(() => apiError(400, 'VALIDATION', mandateMessages.expiredLink, { token: mandateMessages.expiredLink }));
    renderSalePage('customer-mandate', <CustomerMandatePage />, pageUrl);
    expect(await screen.findByText(mandateMessages.expiredLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I agree and sign' })).toBeNull();
  });
});

describe('MandatePanel', { timeout: 15_000 }, () => {
  const mandate: Mandate = {
    referenceId: 'PRP20261122K7QM2D',
    productCode: 'fire',
    status: 'PENDING',
    link: `/mandate/fire?token=${encodeURIComponent(token)}`,
    letterUrl: `/api/redirection-flows/public/product/fire/letter?token=${token}`,
    linkExpiresAt: '2026-11-29T10:00:00.000Z',
    signedAt: null,
    signerName: null,
  };

  it("shows the customer's link to share and open, then the signature by itself, and stops asking", async () => {
    let answer: Mandate = mandate;
    const { calls } = stubFetch((call) =>
      call.url.pathname === '/api/products/fire/proposals/PRP20261122K7QM2D/mandate' ? Response.json(answer) : apiError(404, 'NOT_FOUND', 'Not found'),
    );
    renderSalePage(
      'review-payment',
      <MandatePanel productCode="fire" referenceId="PRP20261122K7QM2D" />,
      '/products/fire/review-payment?referenceId=PRP20261122K7QM2D',
    );
    const panel = await screen.findByRole('region', { name: 'Mandate letter' });
    expect(await within(panel).findByText(/Waiting for the customer's signature/)).toBeTruthy();
    expect((within(panel).getByLabelText('Mandate link') as HTMLInputElement).value).toBe(`${window.location.origin}${mandate.link}`);
    expect(within(panel).getByRole('link', { name: 'Open mandate' }).getAttribute('href')).toBe(mandate.link);
    expect(calls[0]?.method).toBe('POST');

    expect(within(panel).queryByRole('button', { name: /Refresh/ })).toBeNull();

    // The customer signs in another tab: the next poll shows it, with no click.
    answer = { ...mandate, status: 'SIGNED', signerName: 'Asha Patil', signedAt: '2026-11-22T10:00:00.000Z' };
    expect(await within(panel).findByText(/Signed by Asha Patil/, undefined, { timeout: MANDATE_POLL_INTERVAL_MS + 2000 })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Open mandate' })).toBeNull();
    const asked = calls.length;
    await new Promise((resolve) => setTimeout(resolve, MANDATE_POLL_INTERVAL_MS + 500));
    expect(calls).toHaveLength(asked);
  });

  it('is absent for products without a mandate letter', () => {
    const { calls } = stubFetch(() => apiError(404, 'NOT_FOUND', 'Not found'));
    renderSalePage('review-payment', <MandatePanel productCode="vector-borne" referenceId="PRP1" />, '/products/vector-borne/review-payment?referenceId=PRP1');
    expect(screen.queryByRole('region', { name: 'Mandate letter' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

/** A link sent before it carried `lang` (decision 0268's addendum) opens in the proposal's customer language (decision 0280). */
describe("CustomerMandatePage in the proposal's customer language", () => {
  afterEach(async () => {
    window.history.replaceState(null, '', '/');
    await i18next.changeLanguage('en-IN');
  });
  const answering = (letter: PublicMandate) =>
    stubFetch((call) =>
      call.url.pathname === '/api/redirection-flows/public/product/marine' ? Response.json(letter) : apiError(404, 'NOT_FOUND', 'Not found'),
    );

  it('opens in Marathi when the link has no lang, and then keeps the language the reader picks', async () => {
    answering({ ...pending, language: 'mr-IN' });
    renderSalePage('customer-mandate', <CustomerMandatePage />, pageUrl);
    expect(await screen.findByRole('region', { name: mrIN.mandate.customer.whatYouAuthorise })).toBeTruthy();
    expect(i18next.language).toBe('mr-IN');

    await act(() => i18next.changeLanguage('hi-IN'));
    expect(await screen.findByRole('region', { name: hiIN.mandate.customer.whatYouAuthorise })).toBeTruthy();
    expect(i18next.language).toBe('hi-IN');
  });

  it("keeps the link's own lang over the proposal's language", async () => {
    window.history.replaceState(null, '', `${pageUrl}&lang=en-IN`);
    answering({ ...pending, language: 'mr-IN' });
    renderSalePage('customer-mandate', <CustomerMandatePage />, `${pageUrl}&lang=en-IN`);
    expect(await screen.findByRole('region', { name: 'What you authorise' })).toBeTruthy();
    expect(i18next.language).toBe('en-IN');
  });
});
