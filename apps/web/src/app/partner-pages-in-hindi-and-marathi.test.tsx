import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { DEFAULT_BRAND_NAME, findLatinWords, type Language } from '@portal/domain';
import { mockApi, renderAt, signedInSession, type ApiHandlers } from './test-helpers';
import { routePages } from './route-pages';
import { partnerPageAnswers, partnerPageNames } from './partner-page-answers';
import { morePartnerPageAnswers, morePartnerPageNames } from './more-partner-page-answers';
import { lendingPageAnswers, lendingPageNames } from './lending-page-answers';
import { wordsOnPage } from '../test/words-on-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Names that are data, not the page's words: the people, tenant, brand, products and references of the answers; each language's own name. */
const allowedNames = [
  signedInSession.dealerName,
  signedInSession.tenantName,
  DEFAULT_BRAND_NAME,
  'English',
  ...partnerPageNames,
  ...morePartnerPageNames,
  ...lendingPageNames,
].sort(
  // The longest first: a name inside a longer text (the brand in the consent notice) leaves that text whole.
  (a, b) => b.length - a.length,
);

interface PartnerRoute {
  routeId: string;
  path: string;
  /** The API's answers beyond the signed-in session. */
  answers?: ApiHandlers;
  /** The signed-in partner's role, when not a partner's (the console is an admin's). */
  role?: 'admin';
}

/**
 * The partner routes of the route table, each at an address that shows its content. Routes of the life
 * cover and plan details, the console's partners, flags, coupons, templates and failed messages, and the customer's pages (credit score, sachet, personal-loan offer)
 * are other parts of the work (pending, not listed).
 */
const partnerRoutes: PartnerRoute[] = [
  { routeId: 'home', path: '/', answers: partnerPageAnswers.home },
  { routeId: 'payouts', path: '/payouts?month=2026-11', answers: partnerPageAnswers.payouts },
  { routeId: 'transactions', path: '/transactions?product=vector-borne', answers: partnerPageAnswers.transactions },
  { routeId: 'policy-lookup', path: '/policies/find' },
  { routeId: 'start-selling', path: '/products/vector-borne/start-selling?quoteId=QUOTE-1', answers: partnerPageAnswers.startSelling },
  { routeId: 'review-payment', path: '/products/vector-borne/review-payment?referenceId=PRP20261121K7QM2D', answers: partnerPageAnswers.startSelling },
  { routeId: 'leads', path: '/leads?status=PAYMENT_PENDING', answers: partnerPageAnswers.leads },
  { routeId: 'lead-details', path: '/leads/LD0A1B2C3D4E5F', answers: morePartnerPageAnswers.leadDetails },
  { routeId: 'lead-new', path: '/leads/new', answers: morePartnerPageAnswers.newLead },
  { routeId: 'personal-accident-basic', path: '/insurance/personal-accident/v1/basic-pa', answers: morePartnerPageAnswers.personalAccident },
  { routeId: 'personal-accident-create-plan', path: '/insurance/personal-accident/v1/create-plan', answers: morePartnerPageAnswers.personalAccident },
  { routeId: 'help-centre', path: '/help', answers: morePartnerPageAnswers.helpCentre },
  { routeId: 'loans', path: '/loans', answers: morePartnerPageAnswers.loans },
  { routeId: 'personal-loan-sell', path: '/products/personal-loan/sell', answers: morePartnerPageAnswers.loans },
  { routeId: 'fd-sell', path: '/products/FD/sell', answers: morePartnerPageAnswers.loans },
  { routeId: 'lamf-sell', path: '/products/lamf/sell', answers: morePartnerPageAnswers.lamf },
  { routeId: 'admin-audit', path: '/admin/audit', answers: morePartnerPageAnswers.adminAudit, role: 'admin' },
  { routeId: 'admin-approvals', path: '/admin/approvals', answers: morePartnerPageAnswers.adminApprovals, role: 'admin' },
  { routeId: 'admin-funnel', path: '/admin/funnel', answers: morePartnerPageAnswers.adminFunnel, role: 'admin' },
  { routeId: 'duplicate-payments', path: '/admin/duplicate-payments', answers: morePartnerPageAnswers.duplicatePayments, role: 'admin' },
  { routeId: 'life-pos', path: '/life-insurance/life-pos', answers: morePartnerPageAnswers.life },
  { routeId: 'life-plan', path: '/life-insurance/profile/term', answers: morePartnerPageAnswers.life },
  { routeId: 'lamf-share-details', path: '/products/lamf/share-details', answers: morePartnerPageAnswers.lamf },
  // i24-loans: the loan offers, the chosen offer's Loan Details with its KFS, the Loan Activity Summary and the customer's page of the link.
  { routeId: 'personal-loan-offers', path: '/products/personal-loan/offers/AG000000000001', answers: lendingPageAnswers.offers },
  { routeId: 'personal-loan-offer-lead', path: '/products/personal-loan/offers/AG000000000001/leads/LD000000000001', answers: lendingPageAnswers.offerLead },
  { routeId: 'preapproved-offers', path: '/products/personal-loan/preapprovedoffers', answers: lendingPageAnswers.preapproved },
  { routeId: 'customer-mandate', path: '/mandate/personal-loan?token=signed.link.token', answers: lendingPageAnswers.redirection },
];

describe.each(['hi-IN', 'mr-IN'] as const)('the partner pages in %s', (language: Language) => {
  it.each(partnerRoutes)('$routeId ($path) has no Latin-script word outside the allowed list', async ({ path, answers, role }) => {
    mockApi({ 'GET /api/session/status': () => [200, { signedIn: true, partner: { ...signedInSession, role: role ?? signedInSession.role } }], ...answers });
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
