import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { DEFAULT_BRAND_NAME, findLatinWords, type Language } from '@portal/domain';
import { mockApi, renderAt, signedInSession, type ApiHandlers } from './test-helpers';
import { routePages } from './route-pages';
import { partnerPageAnswers, partnerPageNames } from './partner-page-answers';
import { wordsOnPage } from '../test/words-on-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Names that are data, not the page's words: the people, tenant, brand, products and references of the answers; each language's own name. */
const allowedNames = [signedInSession.dealerName, signedInSession.tenantName, DEFAULT_BRAND_NAME, 'English', ...partnerPageNames].sort(
  // The longest first: a name inside a longer text (the brand in the consent notice) leaves that text whole.
  (a, b) => b.length - a.length,
);

interface PartnerRoute {
  routeId: string;
  path: string;
  /** The API's answers beyond the signed-in session. */
  answers?: ApiHandlers;
}

/**
 * The partner routes of the route table, each at an address that shows its content. Routes of the lending,
 * credit-score, sachet and personal-loan-offer pages are another part of the work (pending, not listed).
 */
const partnerRoutes: PartnerRoute[] = [
  { routeId: 'home', path: '/', answers: partnerPageAnswers.home },
  { routeId: 'payouts', path: '/payouts?month=2026-11', answers: partnerPageAnswers.payouts },
  { routeId: 'transactions', path: '/transactions?product=vector-borne', answers: partnerPageAnswers.transactions },
  { routeId: 'policy-lookup', path: '/policies/find' },
  { routeId: 'start-selling', path: '/products/vector-borne/start-selling?quoteId=QUOTE-1', answers: partnerPageAnswers.startSelling },
  { routeId: 'review-payment', path: '/products/vector-borne/review-payment?referenceId=PRP20261121K7QM2D', answers: partnerPageAnswers.startSelling },
  { routeId: 'leads', path: '/leads?status=PAYMENT_PENDING', answers: partnerPageAnswers.leads },
];

describe.each(['hi-IN', 'mr-IN'] as const)('the partner pages in %s', (language: Language) => {
  it.each(partnerRoutes)('$routeId ($path) has no Latin-script word outside the allowed list', async ({ path, answers }) => {
    mockApi({ 'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }], ...answers });
    await i18next.changeLanguage(language);
    renderAt(path, routePages);

    await screen.findByRole('heading', { level: 1 });
    // Loaded: no loading note is left on the page.
    await waitFor(() => expect(document.querySelector('.status-message[role="status"]')).toBeNull());
    expect(document.querySelector('main')?.textContent?.trim()).not.toBe('');
    // Names and references are taken out whole (a reference like PRP20261121K7QM2D is no word either).
    const words = allowedNames.reduce((text, name) => text.split(name).join(' '), wordsOnPage());
    expect(findLatinWords(words)).toEqual([]);
  });
});
