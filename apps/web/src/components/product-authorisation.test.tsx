import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { findLatinWords } from '@portal/domain';
import { enIN } from '@portal/domain/messages/en-IN';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { AuthorisationBadge, AuthorisationNotice } from './product-authorisation';
import { mockApi, renderWithProviders, signedInSession } from '../app/test-helpers';
import { wordsOnPage } from '../test/words-on-page';

// No page frame here to set the document's title: another file's page may have left its own (wordsOnPage reads it).
beforeEach(() => {
  document.title = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const productName = 'Marine Insurance';
const session = (role: string) => ({ 'GET /api/session/status': () => [200, { signedIn: true, partner: { ...signedInSession, role } }] as [number, unknown] });
// The API's own refusal is already in the request's language; an answer without words falls back to the page's.
const refusing = { 'POST /api/product/marine/waitlist': () => [500, {}] as [number, unknown] };

function renderNotice(status: 'NOT_AUTHORISED' | 'WAITLISTED') {
  return renderWithProviders(
    <>
      <AuthorisationNotice productCode="marine" productName={productName} status={status} />
      <p>
        <AuthorisationBadge status={status} />
      </p>
    </>,
  );
}

describe.each([
  ['en-IN', enIN],
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)("a product's authorisation notice in %s", (language, catalogue) => {
  const words = catalogue.productAuthorisation;
  const check = () => (language === 'en-IN' ? undefined : expect(findLatinWords(wordsOnPage(), [productName])).toEqual([]));

  it('not authorised: says so, offers the waitlist and says why joining failed', async () => {
    await i18next.changeLanguage(language);
    mockApi({ ...session('partner'), ...refusing });
    renderNotice('NOT_AUTHORISED');
    expect(screen.getByText(words.notAuthorised.replace('{{productName}}', productName))).toBeDefined();
    expect(screen.getByText(words.badge.NOT_AUTHORISED)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: words.join }));
    expect(await screen.findByText(catalogue.api.internal)).toBeDefined();
    check();
  });

  it('on the waitlist, or a view seat: says who approves, and who can join', async () => {
    await i18next.changeLanguage(language);
    mockApi(session('view'));
    renderNotice('WAITLISTED');
    expect(screen.getByText(words.waitlisted.replace('{{productName}}', productName))).toBeDefined();
    expect(screen.getByText(words.badge.WAITLISTED)).toBeDefined();
    check();
    cleanup();
    renderNotice('NOT_AUTHORISED');
    expect(await screen.findByText(words.viewOnly)).toBeDefined();
    check();
  });
});
