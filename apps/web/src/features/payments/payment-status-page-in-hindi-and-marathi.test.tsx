import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { findLatinWords } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { PaymentStatusPage } from './payment-status-page';
import { mockApi, renderAt, type ApiHandlers } from '../../app/test-helpers';
import { wordsOnPage } from '../../test/words-on-page';

const pages = { 'payment-status': PaymentStatusPage };
const statusUrl = 'GET /api/products/vector-borne/payments/status';
const link = (status: string) => `/products/payment-status?status=${status}&referenceId=REF-1&productCode=vector-borne&tenant=mintpro`;
const policy = { policyNumber: 'POL-1', issuedAt: '2026-01-01T00:00:00Z', documentUrl: '/api/documents/POL-1.pdf', membershipId: 'MBR000000042' };
const status = (code: number, body: unknown): ApiHandlers => ({ [statusUrl]: () => [code, body] });
const answer = (status: string, more: object = {}) => ({ referenceId: 'REF-1', productCode: 'vector-borne', status, amount: 23482, ...more });
const returnedPolicy: ApiHandlers = {
  'GET /api/policies/membership/MBR000000042/free-look': () => [
    200,
    {
      membershipId: 'MBR000000042',
      policyNumber: 'POL-1',
      productCode: 'vector-borne',
      period: { days: 30, basis: 'health', receivedOn: '2026-01-01', lastDay: '2026-01-30', daysLeft: 28, open: false },
      estimate: null,
      cancellation: {
        cancelledAt: '2026-01-03T06:00:00.000Z',
        reason: 'TOO_EXPENSIVE',
        deductions: { totalPremium: 23482, riskPremium: 129, daysOnCover: 2, stampDuty: 100, medicalCosts: 0, refund: 23253 },
        refundStatus: 'PROCESSED',
        gatewayRefundId: 'rfnd_1',
      },
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Data, not the page's words: the references, the policy's numbers, the bank's own reason, the language picker's English. */
const names = ['REF-1', 'POL-1', 'MBR000000042', 'Card declined by the issuing bank', 'English'];

// The partner reads his sale's payment status in the language he chose (decision 0210), every branch of it.
describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)("the partner's payment status in %s", (language, catalogue) => {
  // The partner's own words over the customer's where both name one (the page reuses the customer's others).
  const words = { ...catalogue.customerPayment, ...catalogue.partnerPayment };
  const rows: [branch: string, answers: ApiHandlers, heading: string, action: string][] = [
    ['SUCCESS', status(200, answer('SUCCESS', { policy })), words.successHeading, words.download],
    ['SUCCESS, policy not yet issued', status(200, answer('SUCCESS', { policy: null })), words.pendingHeading, words.beingIssued],
    ['SUCCESS, policy returned', { ...status(200, answer('SUCCESS', { policy })), ...returnedPolicy }, words.returnedHeading, words.returnedNext],
    ['FAILURE', status(200, answer('FAILURE', { policy: null, failureReason: 'Card declined by the issuing bank' })), words.failureHeading, words.retry],
    ['MISC', status(200, answer('MISC', { policy: null })), words.miscHeading, words.checkAgain],
    ['signed out', status(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }), words.successHeading, 'साइन इन कर'],
  ];
  it.each(rows)('%s says nothing in English but names', async (branch, answers, heading, action) => {
    await i18next.changeLanguage(language);
    mockApi(answers);
    renderAt(link(branch.startsWith('signed') ? 'SUCCESS' : branch.split(',')[0]!), pages);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeDefined();
    expect(document.body.textContent).toContain(action);
    expect(findLatinWords(wordsOnPage(), names)).toEqual([]);
  });

  it('says so in it when the link has no payment reference, and while it checks', async () => {
    await i18next.changeLanguage(language);
    mockApi({});
    renderAt('/products/payment-status?status=SUCCESS&productCode=vector-borne', pages);
    expect(await screen.findByText(words.incomplete)).toBeDefined();
    expect(findLatinWords(wordsOnPage(), names)).toEqual([]);
    cleanup();
    mockApi({ [statusUrl]: () => [200, answer('MISC', { policy: null })] });
    renderAt(link('MISC'), pages);
    expect(screen.getByText(words.checking)).toBeDefined();
    expect(findLatinWords(wordsOnPage(), names)).toEqual([]);
  });
});
