import i18next from 'i18next';
import { CREDIT_BUREAU_NAME, type CreditCheck, type CreditReport } from '@portal/domain';
import type { ApiHandlers } from './test-helpers';

/**
 * The API's answers of the partner's credit-score pages in the language test (tests only): a check waiting
 * for the customer's OTP, and its report with accounts, an enquiry and 24 months of payments.
 */
export const CREDIT_CHECK_ID = '6f1c2a4e-0d3b-4c55-9a10-1b2c3d4e5f60';
const customerName = 'Ravi Kumar';
const mobileMasked = 'XXXXXX0009';
const brandName = 'Mint Pro Insurance Brokers';

/** The notice as the API says it in the request's language (decision 0265): the catalogue's template of the credit report's notice. */
const noticeInPageLanguage = () =>
  i18next.t('consentNotice.creditReport', {
    brand: brandName,
    items: i18next.t('consentNotice.list', {
      first: [i18next.t('consentNotice.items.fullName'), i18next.t('consentNotice.items.mobile')].join(', '),
      last: i18next.t('consentNotice.items.pan'),
    }),
    bureau: CREDIT_BUREAU_NAME,
  });

const check = (): CreditCheck => ({
  checkId: CREDIT_CHECK_ID,
  customerName,
  mobileMasked,
  status: 'CONSENT_PENDING',
  consent: null,
  notice: noticeInPageLanguage(),
  otpExpiresAt: '2026-11-29T06:05:00.000Z',
  leadId: null,
});

const report: CreditReport = {
  checkId: CREDIT_CHECK_ID,
  customerName,
  mobileMasked,
  leadId: null,
  bureauReference: 'SBX0001',
  score: 742,
  band: 'B',
  accounts: [
    { lender: 'HDFC Bank', type: 'CREDIT_CARD', status: 'ACTIVE', openedOn: '2021-04-01', sanctioned: 10000000, outstanding: 2500000, overdue: 0 },
    { lender: 'HDFC Bank', type: 'PERSONAL_LOAN', status: 'CLOSED', openedOn: '2020-04-01', sanctioned: 500000, outstanding: 0, overdue: 1000 },
  ],
  // The bureau words an enquiry's purpose in English: the page says an account type's purpose in its language.
  enquiries: [{ on: '2026-09-14', member: 'HDFC Bank', purpose: 'Personal loan' }],
  paymentHistory: Array.from({ length: 24 }, (_, i) => ({
    month: `20${25 + Math.floor((i + 11) / 12)}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
    status: i === 5 ? ('LATE_30' as const) : i === 9 ? ('NO_PAYMENT_DUE' as const) : ('ON_TIME' as const),
  })),
  generatedAt: '2026-11-23T00:00:00Z',
};

/** Names that are the answers' data: the customer, the lender, the bureau, the masked mobile. */
export const creditScorePageNames = [customerName, 'HDFC Bank', CREDIT_BUREAU_NAME, mobileMasked];

export const creditScorePageAnswers = {
  otp: { [`GET /api/credit-checks/${CREDIT_CHECK_ID}`]: () => [200, check()] },
  report: { 'GET /api/leads/fetchCreditScore': () => [200, report] },
} satisfies Record<string, ApiHandlers>;
