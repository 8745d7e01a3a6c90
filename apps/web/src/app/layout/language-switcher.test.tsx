import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findLatinWords, tenantCodes, tenants } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { LoginPage } from '../../features/auth/login-page';
import { initialLanguage, LANGUAGE_STORAGE_KEY } from '../../lib/i18n/i18n';
import { dealerSessionKeys } from '../../lib/dealer-session';
import { mockApi, renderAt, signedInSession } from '../test-helpers';

const pages = { login: LoginPage, home: () => <p>Home body</p> };
const brandNames = tenantCodes.map((code) => tenants[code].name);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const switcher = () => screen.getByRole('combobox', { name: /Language|भाषा/ });

describe('the language switcher in the header (issue 24)', () => {
  it('switches a signed-out visitor’s login page to Hindi: <html lang>, the frame, the form and its messages, kept on this device', async () => {
    const { calls } = mockApi({ 'GET /api/session/status': () => [200, { signedIn: false }] });
    renderAt('/login', pages);
    await screen.findByLabelText('Mobile number');
    expect(document.documentElement.lang).toBe('en-IN');

    await userEvent.selectOptions(switcher(), 'hi-IN');
    expect(await screen.findByRole('heading', { level: 1, name: hiIN.routes.login })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi-IN');
    expect(screen.getByRole('link', { name: hiIN.frame.skipToContent })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: hiIN.frame.breadcrumb })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: hiIN.signIn.getOtp }));
    const input = screen.getByLabelText(hiIN.signIn.mobileLabel);
    expect(
      document.getElementById(
        input
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((id) => document.getElementById(id)?.textContent === hiIN.validation.mobile)!,
      ),
    ).toBeTruthy();
    // Nothing left in English but names and what a customer knows in Latin letters; the switcher names English in English.
    expect(findLatinWords(document.body.textContent ?? '', [...brandNames, 'English'])).toEqual([]);
    // The message shown is said again in the next language chosen.
    await userEvent.selectOptions(switcher(), 'mr-IN');
    expect(await screen.findByText(mrIN.validation.mobile)).toBeTruthy();
    // A visitor without a session has no profile to remember it on.
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('opens a signed-in partner’s pages in his profile’s language, and remembers a new choice on his profile', async () => {
    sessionStorage.setItem(dealerSessionKeys.hash, signedInSession.dealerHash);
    sessionStorage.setItem(dealerSessionKeys.name, signedInSession.dealerName);
    sessionStorage.setItem(dealerSessionKeys.userName, signedInSession.dealerUserName);
    const saved: unknown[] = [];
    mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: { ...signedInSession, language: 'mr-IN' } }],
      'PUT /api/session/language': () => [200, { ...signedInSession, language: 'hi-IN' }],
    });
    const fetchMock = globalThis.fetch as ReturnType<typeof vi.fn>;
    renderAt('/', pages);
    await waitFor(() => expect(document.documentElement.lang).toBe('mr-IN'));
    expect((switcher() as HTMLSelectElement).value).toBe('mr-IN');
    expect(screen.getByRole('link', { name: mrIN.frame.skipToContent })).toBeTruthy();

    await userEvent.selectOptions(switcher(), 'hi-IN');
    await waitFor(() => expect(document.documentElement.lang).toBe('hi-IN'));
    for (const [input] of fetchMock.mock.calls as [Request][]) if (input.method === 'PUT') saved.push(await input.clone().json());
    expect(saved).toEqual([{ language: 'hi-IN' }]);
  });
});

describe('the language a page opens in', () => {
  it('takes a link’s lang first (the customer’s, from the lead), then the choice kept here, then the browser’s', () => {
    vi.stubGlobal('navigator', { languages: ['ta-IN', 'mr-IN'], language: 'ta-IN' });
    expect(initialLanguage({ search: '' })).toBe('mr-IN');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi-IN');
    expect(initialLanguage({ search: '' })).toBe('hi-IN');
    expect(initialLanguage({ search: '?leadId=LD1&lang=mr-IN' })).toBe('mr-IN');
    expect(initialLanguage({ search: '?lang=xx' })).toBe('hi-IN');
    localStorage.clear();
    vi.stubGlobal('navigator', { languages: ['de-DE'], language: 'de-DE' });
    expect(initialLanguage({ search: '' })).toBe('en-IN');
  });
});
