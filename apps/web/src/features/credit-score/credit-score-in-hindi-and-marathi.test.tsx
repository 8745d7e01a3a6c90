import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { DEFAULT_BRAND_NAME, findLatinWords, type CreditReport, type CustomerCreditConsent, type Language } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { mockApi, renderAt, signedInSession, type ApiHandlers } from '../../app/test-helpers';
import { wordsOnPage } from '../../test/words-on-page';
import { allCreditScorePages } from './all-credit-score-pages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pages = allCreditScorePages;
const report: CreditReport = {
  checkId: '6f1c2a4e-0d3b-4c55-9a10-1b2c3d4e5f60',
  customerName: 'Asha Verma',
  mobileMasked: 'XXXXXX0009',
  leadId: null,
  bureauReference: 'SBX0001',
  score: 820,
  band: 'A',
  accounts: [
    { lender: 'HDFC Bank', type: 'CREDIT_CARD', status: 'ACTIVE', openedOn: '2021-04-01', sanctioned: 10000000, outstanding: 2500000, overdue: 0 },
    { lender: 'HDFC Bank', type: 'PERSONAL_LOAN', status: 'CLOSED', openedOn: '2020-04-01', sanctioned: 500000, outstanding: 0, overdue: 1000 },
  ],
  enquiries: [],
  paymentHistory: Array.from({ length: 24 }, (_, i) => ({
    month: `20${25 + Math.floor((i + 11) / 12)}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
    status: i === 5 ? ('LATE_30' as const) : ('ON_TIME' as const),
  })),
  generatedAt: '2026-11-23T00:00:00Z',
};
const consent: CustomerCreditConsent = { brandName: 'Mintfin', mobileMasked: 'XXXXXX0009', givenAt: '2026-11-20T06:00:00Z', withdrawnAt: null };
/** The data's own names, taken out whole: people, brand (the default one while none is known), lender, masked mobiles. */
const names = [DEFAULT_BRAND_NAME, 'Asha Verma', 'Mintfin', 'HDFC Bank', 'XXXXXX0009', 'English'].sort((a, b) => b.length - a.length);

const customerPages: { name: string; path: string; answers: ApiHandlers }[] = [
  {
    name: 'the landing of the link',
    path: '/credit-score/customer-journey?token=abc.def.ghi',
    // The API answers the notice in the page's language (Accept-Language): here, a notice of names only.
    answers: {
      'POST /api/credit-score/customer/landing': () => [
        200,
        { customerName: 'Asha Verma', mobileMasked: 'XXXXXX0009', notice: 'Mintfin', brandName: 'Mintfin' },
      ],
    },
  },
  { name: 'the OTP', path: '/credit-score/customer/otp-verification?token=abc&challengeId=c-1', answers: {} },
  { name: 'the report', path: '/credit-score/customer-credit-report', answers: { 'GET /api/credit-score/customer/report': () => [200, report] } },
  { name: 'the withdrawal', path: '/credit-score/customer/withdraw-consent', answers: { 'GET /api/credit-score/customer/consent': () => [200, consent] } },
  {
    name: 'the withdrawal without a session',
    path: '/credit-score/customer/withdraw-consent',
    answers: { 'GET /api/credit-score/customer/consent': () => [401, { error: { code: 'UNAUTHENTICATED', message: 'x' } }] },
  },
];

describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the customer’s credit-score pages in %s', (language: Language, catalogue) => {
  it.each(customerPages)('$name has no Latin-script word outside the allowed list', async ({ path, answers }) => {
    mockApi({ 'GET /api/session/status': () => [200, { signedIn: false }], ...answers });
    await i18next.changeLanguage(language);
    renderAt(path, pages);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.querySelector('.status-message[role="status"]')).toBeNull());
    expect(document.querySelector('main')?.textContent?.trim()).not.toBe('');
    const words = names.reduce((text, name) => text.split(name).join(' '), wordsOnPage());
    // The brand logo's initial is a word of its own, allowed whole.
    expect(findLatinWords(words, [...names, 'M'])).toEqual([]);
  });

  it('the report says the band, the accounts and the months in the language', async () => {
    mockApi({ 'GET /api/session/status': () => [200, { signedIn: false }], 'GET /api/credit-score/customer/report': () => [200, report] });
    await i18next.changeLanguage(language);
    renderAt('/credit-score/customer-credit-report', pages);
    expect(await screen.findByText(catalogue.creditScore.charts.bands.A)).toBeTruthy();
    expect(screen.getByRole('img', { name: i18next.t('creditScore.charts.gauge', { score: 820, band: catalogue.creditScore.charts.bands.A }) })).toBeTruthy();
    expect(screen.getByText(catalogue.creditScore.report.accountTypes.CREDIT_CARD, { exact: false })).toBeTruthy();
    await userEvent.click(screen.getByText(catalogue.creditScore.charts.monthByMonth));
    expect(screen.getAllByText(catalogue.creditScore.charts.statuses.ON_TIME).length).toBeGreaterThan(0);
  });
});

describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the partner’s credit-score pages in %s, past their first state', (language: Language, catalogue) => {
  const signedIn: ApiHandlers = { 'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }] };
  const partnerNames = [...names, signedInSession.tenantName, 'TransUnion CIBIL'].sort((a, b) => b.length - a.length);
  const latinWordsOnPage = () =>
    findLatinWords(
      partnerNames.reduce((text, name) => text.split(name).join(' '), wordsOnPage()),
      [...partnerNames, 'M'],
    );
  const checkPath = `/credit-score/otp-verification?checkId=${report.checkId}`;
  const check = {
    checkId: report.checkId,
    customerName: 'Asha Verma',
    mobileMasked: 'XXXXXX0009',
    consent: null,
    notice: 'Mintfin',
    otpExpiresAt: null,
    leadId: null,
  };

  it('the link for the customer, with the days it is valid; a new OTP sent', async () => {
    mockApi({
      ...signedIn,
      [`GET /api/credit-checks/${report.checkId}`]: () => [200, { ...check, status: 'CONSENT_PENDING' }],
      [`POST /api/credit-checks/${report.checkId}/customer-link`]: () => [
        200,
        { link: '/credit-score/customer-journey?token=abc.def.ghi', linkExpiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString() },
      ],
      [`POST /api/credit-checks/${report.checkId}/consent/otp`]: () => [200, { ...check, status: 'CONSENT_PENDING' }],
    });
    await i18next.changeLanguage(language);
    renderAt(checkPath, pages);
    await userEvent.click(await screen.findByRole('button', { name: catalogue.partnerCreditScore.share.getLink }));
    expect((await screen.findByRole('status')).textContent).toContain(i18next.t('partnerCreditScore.share.sendLink', { count: 7 }));
    await userEvent.click(screen.getByRole('button', { name: catalogue.signIn.resend }));
    expect(await screen.findByText(i18next.t('partnerCreditScore.newOtpSent', { mobile: 'XXXXXX0009' }))).toBeTruthy();
    expect(latinWordsOnPage()).toEqual([]);
  });

  it('a check already consented leads to its report', async () => {
    mockApi({ ...signedIn, [`GET /api/credit-checks/${report.checkId}`]: () => [200, { ...check, status: 'REPORT_READY' }] });
    await i18next.changeLanguage(language);
    renderAt(checkPath, pages);
    expect(await screen.findByText(catalogue.partnerCreditScore.alreadyConsented)).toBeTruthy();
    expect(screen.getByRole('link', { name: catalogue.partnerCreditScore.seeReport })).toBeTruthy();
    expect(latinWordsOnPage()).toEqual([]);
  });

  it('the loan amount’s own check, the enquiry’s purpose and the lead made, in the language', async () => {
    mockApi({
      ...signedIn,
      'GET /api/leads/fetchCreditScore': () => [200, { ...report, enquiries: [{ on: '2026-09-14', member: 'HDFC Bank', purpose: 'Home loan' }] }],
      'POST /api/clone-lead-from-credit-score': () => [200, { leadId: 'LD123', productCode: 'personal-loan', created: true }],
    });
    await i18next.changeLanguage(language);
    renderAt(`/credit-score/dp-credit-report?checkId=${report.checkId}`, pages);
    expect(await screen.findByText(new RegExp(catalogue.creditScore.report.accountTypes.HOME_LOAN))).toBeTruthy();
    const amount = screen.getByLabelText(catalogue.fieldText.loanAmountTheCustomerNeedsRs);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(screen.getByRole('button', { name: catalogue.partnerCreditScore.loanLead.make }));
    expect(await screen.findByText(catalogue.fieldText.loanAmountShouldBeAtLeastRs10000)).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '300000');
    await userEvent.click(screen.getByRole('button', { name: catalogue.partnerCreditScore.loanLead.make }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('LD123'));
    expect(latinWordsOnPage()).toEqual([]);
  });
});
