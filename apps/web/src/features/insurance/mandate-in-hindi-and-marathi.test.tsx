import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import {
  findLatinWords,
  kycMessages,
  SACHET_TERM_GOOD_HEALTH_DECLARATION,
  type KycPoll,
  type Mandate,
  type PublicMandate,
  type SharedQuote,
} from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { enIN } from '@portal/domain/messages/en-IN';
import { stubFetch } from '../../components/form/stub-fetch';
import { renderSalePage } from '../../test/render-sale-page';
import { apiError, productOf, proposalOf, quoteOf, mandateToken, pendingMandate } from '../../test/sale-fixtures';
import { wordsOnPage } from '../../test/words-on-page';
import { CustomerMandatePage } from './customer-mandate-page';
import { MandatePanel } from './mandate-panel';
import { SharedQuotePage } from './shared-quote-page';
import { KycPanel, type ProposalKyc } from './kyc-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = mandateToken;
const pending = pendingMandate;
const term: PublicMandate = {
  ...pending,
  productCode: 'sachet-term',
  productName: 'Sachet Term',
  planName: 'Sachet Term',
  businessName: '',
  declaration: SACHET_TERM_GOOD_HEALTH_DECLARATION,
};
const signed: PublicMandate = { ...pending, status: 'SIGNED', signedAt: '2026-11-22T10:00:00.000Z', signerName: 'Asha Patil' };
const offer: SharedQuote = {
  productCode: 'shop',
  productName: 'Shop Insurance',
  planName: 'Shop Secure',
  insurerName: 'Kavach General Insurance',
  totalPremium: 60888,
  totalPremiumLabel: 'Rs 608.88',
  brandName: 'Mint Pro Insurance Brokers',
  expiresAt: '2026-11-23T06:30:00.000Z',
};

/** Names that are data, not the page's words: the products, plans, insurers, brands and people of the answers. */
const names = [
  'Marine Insurance',
  'Sachet Term',
  'Patil Traders',
  'Asha Patil',
  'Ms Asha Patil',
  'Nirbhay General Insurance',
  'Kavach General Insurance',
  'Mint Pro Insurance Brokers',
  'Mint Finance',
  'Shop Insurance',
  'Shop Secure',
].sort((a, b) => b.length - a.length);

function expectNoLatinWords(label: string) {
  const words = names.reduce((text, name) => text.split(name).join(' '), wordsOnPage());
  expect(findLatinWords(words), label).toEqual([]);
}

const mandatePage = (path = `/mandate/marine?token=${encodeURIComponent(token)}`) => renderSalePage('customer-mandate', <CustomerMandatePage />, path);
const never = () => new Promise<Response>(() => undefined);

describe.each([
  ['hi-IN', hiIN, mrIN, 'mr-IN'],
  ['mr-IN', mrIN, hiIN, 'hi-IN'],
] as const)('the mandate letter, the shared quote and KYC in %s', (language, catalogue, otherCatalogue, otherLanguage) => {
  const words = catalogue.mandate;

  it("the customer's mandate page: a business's letter to sign, the term cover's declaration, and the letter signed", async () => {
    await i18next.changeLanguage(language);
    stubFetch((call) => (call.url.pathname.endsWith('/marine') ? Response.json(pending) : Response.json(term)));
    mandatePage();
    const summary = await screen.findByRole('region', { name: words.customer.whatYouAuthorise });
    expect(within(summary).getByText(words.customer.business, { selector: 'dt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.customer.agreeAndSign })).toBeTruthy();
    expectNoLatinWords(`${language} mandate to sign`);
    cleanup();

    mandatePage(`/mandate/sachet-term?token=${encodeURIComponent(token)}`);
    expect(await screen.findByRole('checkbox', { name: words.customer.goodHealth })).toBeTruthy();
    expectNoLatinWords(`${language} term mandate with its declaration`);
    cleanup();

    stubFetch(() => Response.json(signed));
    mandatePage();
    expect(await screen.findByText(/^Asha Patil /)).toBeTruthy();
    expectNoLatinWords(`${language} mandate signed`);
  });

  it("the customer's mandate page: the API's refusals beside the fields, in the language it was asked", async () => {
    await i18next.changeLanguage(language);
    const { calls } = stubFetch((call) =>
      call.method === 'POST'
        ? apiError(400, 'VALIDATION', catalogue.mandateErrors.fullName, {
            fullName: catalogue.mandateErrors.fullName,
            consent: catalogue.mandateErrors.consent,
          })
        : Response.json(pending),
    );
    mandatePage();
    await userEvent.click(await screen.findByRole('button', { name: words.customer.agreeAndSign }));
    expect(await screen.findByText(catalogue.mandateErrors.fullName)).toBeTruthy();
    expect(screen.getByText(catalogue.mandateErrors.consent)).toBeTruthy();
    expect(calls.at(-1)?.headers.get('accept-language')).toBe(language);
    expectNoLatinWords(`${language} mandate refused`);
  });

  it("the customer's mandate page: loading, an incomplete link and an expired one", async () => {
    await i18next.changeLanguage(language);
    stubFetch(never);
    mandatePage();
    expect((await screen.findByRole('status')).textContent).toBe(words.customer.loading);
    expectNoLatinWords(`${language} mandate loading`);
    cleanup();

    mandatePage('/mandate/marine');
    expect((await screen.findByRole('alert')).textContent).toBe(words.customer.linkIncomplete);
    expectNoLatinWords(`${language} mandate link incomplete`);
    cleanup();

    stubFetch(() => apiError(400, 'VALIDATION', catalogue.mandateErrors.expiredLink, { token: catalogue.mandateErrors.expiredLink }));
    mandatePage();
    expect((await screen.findByRole('alert')).textContent).toBe(catalogue.mandateErrors.expiredLink);
    expectNoLatinWords(`${language} mandate link expired`);
  });

  it('the shared quote: the offer, loading, an incomplete link and a failure with its retry', async () => {
    await i18next.changeLanguage(language);
    const quotePage = (path = `/quote/shared?token=${token}`) => renderSalePage('shared-quote', <SharedQuotePage />, path);
    stubFetch(() => Response.json(offer));
    quotePage();
    const summary = await screen.findByRole('region', { name: 'Shop Insurance' });
    expect(within(summary).getByText(words.sharedQuote.validUntil, { selector: 'dt' }).nextElementSibling?.textContent).toMatch(/^23\/11\/2026, 12:00 /);
    expectNoLatinWords(`${language} shared quote`);
    cleanup();

    stubFetch(never);
    quotePage();
    expect((await screen.findByRole('status')).textContent).toBe(words.sharedQuote.loading);
    expectNoLatinWords(`${language} shared quote loading`);
    cleanup();

    quotePage('/quote/shared');
    expect((await screen.findByRole('alert')).textContent).toBe(words.sharedQuote.linkIncomplete);
    expectNoLatinWords(`${language} shared quote link incomplete`);
    cleanup();

    stubFetch(() => apiError(503, 'UNAVAILABLE', catalogue.api.unavailable));
    quotePage();
    expect(await screen.findByText(catalogue.api.unavailable)).toBeTruthy();
    expectNoLatinWords(`${language} shared quote failed`);
  });

  it("the partner's mandate panel: the link to share, its WhatsApp message in the customer's language, then signed", async () => {
    await i18next.changeLanguage(language);
    const mandate: Mandate = {
      referenceId: 'PRP20261122K7QM2D',
      productCode: 'fire',
      status: 'PENDING',
      link: `/mandate/fire?token=${encodeURIComponent(token)}&lang=${otherLanguage}`,
      letterUrl: `/api/redirection-flows/public/product/fire/letter?token=${token}`,
      linkExpiresAt: '2026-11-29T10:00:00.000Z',
      signedAt: null,
      signerName: null,
    };
    let answer = mandate;
    stubFetch(() => Response.json(answer));
    const panelAt = () =>
      renderSalePage(
        'review-payment',
        <MandatePanel productCode="fire" referenceId="PRP20261122K7QM2D" />,
        '/products/fire/review-payment?referenceId=PRP20261122K7QM2D',
      );
    panelAt();
    const panel = await screen.findByRole('region', { name: words.panel.heading });
    await within(panel).findByLabelText(words.panel.linkLabel);
    const whatsApp = within(panel).getByRole('link', { name: words.panel.shareOnWhatsApp });
    const shareText = (href: string | null) => new URL(href ?? '').searchParams.get('text');
    const shareUrl = `${window.location.origin}${mandate.link}`;
    // The customer's catalogue is fetched (its own chunk) when the partner's page is in another language.
    await waitFor(() => expect(shareText(whatsApp.getAttribute('href'))).toBe(otherCatalogue.mandate.panel.shareText.replace('{{link}}', shareUrl)));
    expectNoLatinWords(`${language} mandate panel pending`);
    cleanup();

    // No lang in the link: an English customer's message.
    answer = { ...mandate, link: `/mandate/fire?token=${encodeURIComponent(token)}` };
    panelAt();
    const english = await screen.findByRole('link', { name: words.panel.shareOnWhatsApp });
    await waitFor(() =>
      expect(shareText(english.getAttribute('href'))).toBe(enIN.mandate.panel.shareText.replace('{{link}}', `${window.location.origin}${answer.link}`)),
    );
    cleanup();

    answer = { ...mandate, status: 'SIGNED', signerName: 'Asha Patil', signedAt: '2026-11-22T10:00:00.000Z' };
    panelAt();
    expect(await screen.findByText(/^Asha Patil /)).toBeTruthy();
    expectNoLatinWords(`${language} mandate panel signed`);
  });

  it("the partner's KYC panel: each status, a verified date of birth that differs, and KYC's own failure reasons", async () => {
    await i18next.changeLanguage(language);
    stubFetch(() => apiError(404, 'NOT_FOUND', catalogue.api.notFound));
    const shop = productOf('shop');
    const samples = shop.sale.samples(new Date());
    const proposal = { ...proposalOf(quoteOf(shop, samples.quote), samples.proposal), needsKyc: true };
    const poll = (extra: Partial<KycPoll>): KycPoll => ({
      kycId: 'kyc-1',
      referenceId: proposal.referenceId,
      insurerCode: 'KAVACH_GENERAL',
      status: 'FAILED',
      redirectUrl: 'http://localhost:3000/api/sandbox/kyc/kyc_1',
      differingFields: [],
      ...extra,
    });
    const verified = { name: 'Ms Asha Patil', dob: '15/08/1985', panMasked: 'XXXXX1234F' };
    const cases: [string, ProposalKyc][] = [
      ['not started', { needed: true, status: 'NOT_STARTED' }],
      ['pending', { needed: true, status: 'PENDING', poll: poll({ status: 'PENDING' }) }],
      ['verified, differing', { needed: true, status: 'VERIFIED', poll: poll({ status: 'VERIFIED', verified, differingFields: ['dob'] }) }],
      ['verified', { needed: true, status: 'VERIFIED', poll: poll({ status: 'VERIFIED', verified }) }],
      ['details changed', { needed: true, status: 'FAILED', poll: poll({ failureReason: kycMessages.detailsChanged }) }],
      ['timed out', { needed: true, status: 'FAILED', poll: poll({ failureReason: kycMessages.timedOut }) }],
      ['failed', { needed: true, status: 'FAILED', poll: poll({}) }],
    ];
    for (const [label, kyc] of cases) {
      renderSalePage('review-payment', <KycPanel proposal={proposal} kyc={kyc} />, `/products/shop/review-payment?referenceId=${proposal.referenceId}`);
      expect(screen.getByRole('region', { name: words.kyc.heading }).textContent).not.toBe('');
      expectNoLatinWords(`${language} KYC ${label}`);
      cleanup();
    }
  });
});
