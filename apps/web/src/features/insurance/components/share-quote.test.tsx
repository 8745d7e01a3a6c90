import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { contactActionKinds, findLatinWords, formatRupees, messages } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { renderWithProviders } from '../../../app/test-helpers';
import { supportDialogInJsdom } from '../../../components/modal/dialog-test-support';
import { stubFetch } from '../../../components/form/stub-fetch';
import { apiError, landingConfigOf, productOf } from '../../../test/sale-fixtures';
import { contactHref, ShareQuote } from './share-quote';

beforeAll(supportDialogInJsdom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shop = productOf('shop');
const totalPremium = 60_888;

async function openShare() {
  stubFetch((call) => {
    if (call.url.pathname === '/api/configs/public/products/shop/landingConfig') return Response.json(landingConfigOf(shop));
    if (call.url.pathname === '/api/products/shop/quotes/share') return Response.json({ path: sharedPath, expiresAt: '2026-11-23T12:00:00.000Z' });
    return apiError(404, 'NOT_FOUND', 'Not found');
  });
  const user = userEvent.setup();
  const view = renderWithProviders(<ShareQuote productCode="shop" quoteId="sealed-quote-id" totalPremium={totalPremium} />);
  const opener = screen.getByRole('button', { name: i18next.t('insurance.shareQuote.open') });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: i18next.t('insurance.shareQuote.title') });
  return { ...view, user, opener, dialog };
}

const sharedPath = '/quote/shared?token=signed.offer.token';
/** The customer's public page of the quote, not the product's landing page (which asks to sign in), in their language. */
const sharedQuoteUrlIn = (language: string) => `${window.location.origin}${sharedPath}&lang=${language}`;
const sharedQuoteUrl = sharedQuoteUrlIn('en-IN');
const hrefOf = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('link', { name }).getAttribute('href') ?? '';

describe('ShareQuote', () => {
  it('says everything in the page’s language (Hindi): the modal, its actions and the WhatsApp message', async () => {
    await i18next.changeLanguage('hi-IN');
    const { dialog } = await openShare();
    const whatsApp = await within(dialog).findByRole('link', { name: hiIN.insurance.shareQuote.whatsApp });
    expect(within(dialog).getByRole('textbox', { name: hiIN.insurance.shareQuote.mobileLabel })).toBeDefined();
    expect(within(dialog).getByRole('button', { name: hiIN.insurance.shareQuote.copy })).toBeDefined();
    // Only the product's name (a name, allowed) and "English" among the customer's languages stay in Latin letters.
    expect(findLatinWords(dialog.textContent ?? '', [shop.name, 'English'])).toEqual([]);
    const text = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(text).toBe(`${shop.name}: कुल प्रीमियम ${formatRupees(totalPremium)}। अपना कोटेशन यहाँ देखें: ${sharedQuoteUrlIn('hi-IN')}`);
  });

  it("writes the message and the link in the customer's language, the modal staying in the partner's", async () => {
    const { user, dialog } = await openShare();
    const language = within(dialog).getByRole('combobox', { name: "Customer's language" });
    expect((language as HTMLSelectElement).value).toBe('en-IN');
    await user.selectOptions(language, 'mr-IN');
    const whatsApp = await within(dialog).findByRole('link', { name: 'Share on WhatsApp' });
    await vi.waitFor(() => {
      const text = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text') ?? '';
      expect(findLatinWords(text.replace(sharedQuoteUrlIn('mr-IN'), ''), [shop.name])).toEqual([]);
      expect(text).toContain(sharedQuoteUrlIn('mr-IN'));
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(sharedQuoteUrlIn('mr-IN'));
  });

  it('opens the share modal from the store and closes it with Escape, focus back on Share', async () => {
    const { store, user, opener, dialog } = await openShare();
    expect(store.getState().ui.adaptiveModal).toBe('share');
    await user.keyboard('{Escape}');
    expect(store.getState().ui.adaptiveModal).toBeUndefined();
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("shares on WhatsApp the product's name, the premium and the quote's public link", async () => {
    const { dialog } = await openShare();
    await within(dialog).findByText(shop.name, { exact: false, selector: 'p' });
    const link = new URL((await within(dialog).findByRole('link', { name: 'Share on WhatsApp' })).getAttribute('href') ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/');
    const text = link.searchParams.get('text') ?? '';
    expect(text).toContain(shop.name);
    expect(text).toContain(formatRupees(totalPremium));
    expect(text).toContain(sharedQuoteUrl);
  });

  it("copies the quote's public link and says so", async () => {
    const { user, dialog } = await openShare();
    await user.click(await within(dialog).findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(sharedQuoteUrl);
    expect(within(dialog).getByRole('status').textContent).toBe('Link copied.');
  });

  it('shows the link to copy by hand when the browser refuses the clipboard', async () => {
    const { user, dialog } = await openShare();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await within(dialog).findByRole('button', { name: 'Copy link' }));
    expect(within(dialog).getByRole('status').textContent).toContain(sharedQuoteUrl);
  });

  it("calls and messages the customer's number once it is valid, and says when it is not", async () => {
    const { user, dialog } = await openShare();
    const mobile = within(dialog).getByLabelText(/Customer's mobile number/);
    await within(dialog).findByRole('link', { name: 'Share on WhatsApp' });
    expect(within(dialog).queryByRole('link', { name: /^Call/ })).toBeNull();

    await user.type(mobile, '5876543210');
    expect(within(dialog).getByText(messages.mobile)).toBeTruthy();
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('link', { name: /^Call/ })).toBeNull();

    await user.clear(mobile);
    await user.type(mobile, '9876543210');
    expect(within(dialog).queryByText(messages.mobile)).toBeNull();
    expect(hrefOf(dialog, 'Call 9876543210')).toBe('tel:+919876543210');
    expect(hrefOf(dialog, 'Share on WhatsApp')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
  });
});

describe('contactHref', () => {
  it.each([
    ['whatsApp', undefined, 'https://wa.me/?text=Hello%20%26%20bye'],
    ['whatsApp', '9876543210', 'https://wa.me/919876543210?text=Hello%20%26%20bye'],
    ['call', '9876543210', 'tel:+919876543210'],
    ['tel', '9876543210', 'tel:+919876543210'],
  ] as const)('%s to %s is %s', (kind, mobile, href) => {
    expect(contactHref(kind, 'Hello & bye', mobile)).toBe(href);
  });

  it('knows every contact action kind of SPEC §2', () => {
    expect(contactActionKinds.map((kind) => contactHref(kind, 'x', '9876543210').split(':')[0])).toEqual(['https', 'tel', 'tel']);
  });
});
