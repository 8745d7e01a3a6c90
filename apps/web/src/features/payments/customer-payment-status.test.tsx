import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findLatinWords } from '@portal/domain';
import { hiIN } from '@portal/domain/messages/hi-IN';
import { mrIN } from '@portal/domain/messages/mr-IN';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentStatusPage } from './payment-status-page';
import { mockApi, renderAt } from '../../app/test-helpers';

const pages = { 'payment-status': PaymentStatusPage };
const receiptUrl = 'GET /api/payments/receipt';
const link = (status: string) => `/products/payment-status?status=${status}&referenceId=REF-9&productCode=vector-borne&tenant=mintfin&receipt=tok.en.x`;
const receipt = (overrides: Record<string, unknown>) => ({
  referenceId: 'REF-9',
  productCode: 'vector-borne',
  productName: 'Vector Borne Disease Cover',
  tenant: 'mintfin',
  brandName: 'Mint Finance',
  brandColour: '#1d4ed8',
  status: 'SUCCESS',
  amount: 19900,
  canRetry: false,
  policy: { policyNumber: 'POL-9', issuedAt: '2026-01-01T00:00:00Z', documentUrl: '/api/payments/receipt/policy?token=tok.en.x', membershipId: 'MBR000000009' },
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Point 2: the customer who paid through a payment link reads words addressed to them.
describe('payment status for whoever paid through a payment link', () => {
  it('SUCCESS speaks to the customer, offers their policy by the receipt token and marks every step done', async () => {
    mockApi({ [receiptUrl]: () => [200, receipt({})] });
    renderAt(link('SUCCESS'), pages);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Payment received — your policy is ready');
    expect(screen.getByRole('link', { name: 'Download your policy' }).getAttribute('href')).toBe('/api/payments/receipt/policy?token=tok.en.x');
    expect(document.body.textContent).not.toMatch(/share it with the customer|Sign in|the customer/i);
    const steps = screen.getByRole('navigation', { name: 'Sale steps' });
    expect(within(steps).queryByText(/current step/)).toBeNull();
    expect(within(steps).getAllByText(/, done/)).toHaveLength(4);
    expect(screen.getByText(/Contact Mint Finance/)).toBeDefined();
  });

  it('FAILURE tells the customer what happened and Retry opens their own new payment page', async () => {
    const { calls } = mockApi({
      [receiptUrl]: () => [200, receipt({ status: 'FAILURE', canRetry: true, policy: null, failureReason: 'Card declined by the issuing bank' })],
      'POST /api/payments/receipt/retry': () => [200, { linkUrl: '/api/sandbox/gateway/checkout/ORD-2' }],
    });
    renderAt(link('FAILURE'), pages);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Your payment did not go through');
    expect(document.body.textContent).not.toMatch(/ask the customer/i);
    await userEvent.click(screen.getByRole('button', { name: 'Try the payment again' }));
    // The customer's own retry (no partner page): a new order, and the browser is handed to its checkout.
    await screen.findByRole('button', { name: 'Opening your payment page…' });
    expect(calls.some((call) => call.method === 'POST' && new URL(call.url).pathname === '/api/payments/receipt/retry')).toBe(true);
    expect(screen.queryByRole('link', { name: /review/i })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Sale steps' }).textContent).toContain('Payment, current step');
  });
});

// The customer reads the page in his language (the link's lang, his choice, or his browser's; decision 0210).
describe.each([
  ['hi-IN', hiIN],
  ['mr-IN', mrIN],
] as const)('the payment status page in %s', (language, catalogue) => {
  const names = ['Vector Borne Disease Cover', 'Mint Finance', 'REF-9', 'POL-9', 'MBR000000009', 'REF', 'POL', 'MBR'];

  it.each([
    ['SUCCESS', {}, catalogue.customerPayment.successHeading, catalogue.customerPayment.download],
    ['FAILURE', { canRetry: true, policy: null }, catalogue.customerPayment.failureHeading, catalogue.customerPayment.tryAgain],
    ['MISC', { policy: null }, catalogue.customerPayment.miscHeading, catalogue.customerPayment.checkAgain],
  ] as const)('%s speaks to the customer in it, with nothing left in English but names', async (status, overrides, heading, action) => {
    await i18next.changeLanguage(language);
    mockApi({ [receiptUrl]: () => [200, receipt({ status, ...overrides })] });
    renderAt(link(status), pages);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(heading);
    expect(screen.getByText(action)).toBeDefined();
    expect(screen.getByText(catalogue.customerPayment.questions.replace('{{brandName}}', 'Mint Finance'))).toBeDefined();
    const section = document.querySelector('section.stack')!;
    expect(findLatinWords(section.textContent ?? '', names)).toEqual([]);
  });
});
