import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { DEFAULT_BRAND_NAME, findLatinWords, routeTable, type Language, type QrSheet } from '@portal/domain';
import { mockApi, renderAt, signedInSession, type ApiHandlers } from './test-helpers';
import { routePages } from './route-pages';
import { partnerPageAnswers, partnerPageNames } from './partner-page-answers';
import { morePartnerPageAnswers, morePartnerPageNames } from './more-partner-page-answers';
import { lendingPageAnswers, lendingPageNames } from './lending-page-answers';
import { wordsOnPage } from '../test/words-on-page';
import { consolePageAnswers, consolePageNames, lifeRequestIds } from './console-page-answers';
import { CREDIT_CHECK_ID, creditScorePageAnswers, creditScorePageNames } from './credit-score-page-answers';

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
  ...consolePageNames,
  ...lendingPageNames,
  ...creditScorePageNames,
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

const qrSheetsMade: QrSheet[] = [{ sheetId: 'SHEET-1', sumInsured: 500000, count: 8, scanned: 3, activated: 2, createdAt: '2026-11-21T10:00:00.000Z' }];

/**
 * The partner routes of the route table, each at an address that shows its content; the check at the end
 * keeps the list whole (the routes checked elsewhere or not yet translated are listed there).
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
  { routeId: 'admin-partners', path: '/admin/partners', answers: consolePageAnswers.adminPartners, role: 'admin' },
  { routeId: 'admin-flags', path: '/admin/feature-flags', answers: consolePageAnswers.adminFlags, role: 'admin' },
  { routeId: 'admin-coupons', path: '/admin/coupons', answers: consolePageAnswers.adminCoupons, role: 'admin' },
  { routeId: 'admin-templates', path: '/admin/templates', answers: consolePageAnswers.adminTemplates, role: 'admin' },
  { routeId: 'admin-dead-letters', path: '/admin/failed-messages', answers: consolePageAnswers.adminDeadLetters, role: 'admin' },
  { routeId: 'life-about-insured', path: `/life-insurance/profile/term/about-insured?requestId=${lifeRequestIds.term}`, answers: consolePageAnswers.lifeTerm },
  {
    routeId: 'life-about-proposer',
    path: `/life-insurance/profile/term/about-proposer?requestId=${lifeRequestIds.term}`,
    answers: consolePageAnswers.lifeTerm,
  },
  { routeId: 'life-sum-assured', path: `/life-insurance/profile/term/sum-assured?requestId=${lifeRequestIds.term}`, answers: consolePageAnswers.lifeTerm },
  { routeId: 'life-lead', path: `/life-insurance/profile/term/lead?requestId=${lifeRequestIds.term}`, answers: consolePageAnswers.lifeTerm },
  { routeId: 'life-suitability', path: `/life-insurance/profile/ulip/suitability?requestId=${lifeRequestIds.ulip}`, answers: consolePageAnswers.lifeUlip },
  {
    routeId: 'life-investment-details',
    path: `/life-insurance/profile/ulip/investment-details?requestId=${lifeRequestIds.ulip}`,
    answers: consolePageAnswers.lifeUlip,
  },
  { routeId: 'life-track', path: `/life-insurance/life/track/${lifeRequestIds.issued}`, answers: consolePageAnswers.lifeTrack },
  { routeId: 'life-product-details', path: '/life-insurance/life/product-details/jsl-smart-term', answers: consolePageAnswers.lifeDetails },
  { routeId: 'home-loan-sell', path: '/products/home-loan/sell', answers: morePartnerPageAnswers.loans },
  { routeId: 'business-loans-sell', path: '/products/business-loans/sell', answers: morePartnerPageAnswers.loans },
  { routeId: 'wellness-start-selling', path: '/products/wellness/start-selling', answers: consolePageAnswers.proposalWithoutQuote },
  { routeId: 'roadside-assistance-proposal', path: '/products/roadside-assistance/proposal', answers: consolePageAnswers.proposalWithoutQuote },
  { routeId: 'insurance-proposal', path: '/insurance/fire/proposal', answers: consolePageAnswers.proposalWithoutQuote },
  { routeId: 'personal-accident-profile', path: '/insurance/personal-accident/v1/profile', answers: morePartnerPageAnswers.personalAccident },
  {
    routeId: 'personal-accident-profile-request',
    path: '/insurance/personal-accident/v1/profile/PRP20261121K7QM2D',
    answers: morePartnerPageAnswers.personalAccident,
  },
  { routeId: 'life-pos', path: '/life-insurance/life-pos', answers: morePartnerPageAnswers.life },
  { routeId: 'life-plan', path: '/life-insurance/profile/term', answers: morePartnerPageAnswers.life },
  { routeId: 'lamf-share-details', path: '/products/lamf/share-details', answers: morePartnerPageAnswers.lamf },
  // i24-loans: the loan offers, the chosen offer's Loan Details with its KFS, the Loan Activity Summary and the customer's page of the link.
  { routeId: 'personal-loan-offers', path: '/products/personal-loan/offers/AG000000000001', answers: lendingPageAnswers.offers },
  { routeId: 'personal-loan-offer-lead', path: '/products/personal-loan/offers/AG000000000001/leads/LD000000000001', answers: lendingPageAnswers.offerLead },
  { routeId: 'personal-loan-consent-check', path: '/products/personal-loan/consent-check?aggregatorId=AG000000000001', answers: lendingPageAnswers.offers },
  { routeId: 'preapproved-offers', path: '/products/personal-loan/preapprovedoffers', answers: lendingPageAnswers.preapproved },
  { routeId: 'customer-mandate', path: '/mandate/personal-loan?token=signed.link.token', answers: lendingPageAnswers.redirection },
  // the partner's credit check, from the intro to the report with its personal-loan lead.
  { routeId: 'credit-score', path: '/credit-score' },
  { routeId: 'credit-score-customer-details', path: '/credit-score/credit-customer-details' },
  { routeId: 'credit-score-otp-verification', path: `/credit-score/otp-verification?checkId=${CREDIT_CHECK_ID}`, answers: creditScorePageAnswers.otp },
  { routeId: 'credit-score-dp-credit-report', path: `/credit-score/dp-credit-report?checkId=${CREDIT_CHECK_ID}`, answers: creditScorePageAnswers.report },
  // The partner's Sachet Term QR sheets (decision 0267): the form and a sheet made.
  { routeId: 'qr-code-sheets', path: '/qr-codes', answers: { 'GET /api/qr-codes/sheets': () => [200, qrSheetsMade] } },
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

/**
 * Partner and admin routes checked in Hindi and Marathi elsewhere, each with where (the check below keeps a
 * new route from being forgotten: it must be in partnerRoutes or here).
 */
const routesCheckedElsewhere: Record<string, string> = {
  // The same pages as personal-loan-offers and personal-loan-offer-lead above, for another product.
  'home-loan-offers': 'the page of personal-loan-offers, checked above',
  'home-loan-offer-lead': 'the page of personal-loan-offer-lead, checked above',
  'business-loans-offers': 'the page of personal-loan-offers, checked above',
  'business-loans-offer-lead': 'the page of personal-loan-offer-lead, checked above',
  'lamf-offers': 'the page of personal-loan-offers, checked above',
  'lamf-offer-lead': 'the page of personal-loan-offer-lead, checked above',
  'home-loan-consent-check': 'the page of personal-loan-consent-check, checked above',
};

describe('the partner pages of the language check', () => {
  it('are every partner and admin route of the route table, or one checked elsewhere', () => {
    const listed = new Set([...partnerRoutes.map((route) => route.routeId), ...Object.keys(routesCheckedElsewhere)]);
    const partnerAndAdminRoutes = routeTable.filter((route) => route.access === 'partner' || route.access === 'admin').map((route) => route.id);
    expect(partnerAndAdminRoutes.filter((id) => !listed.has(id))).toEqual([]);
    // Every listed route is one of the table's, so a renamed route is noticed too.
    const routeIds = routeTable.map((route) => route.id);
    expect([...listed].filter((id) => !routeIds.includes(id))).toEqual([]);
  });
});
