import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PaymentStatusPage } from './payment-status-page';
import { mockApi, renderAt } from '../../app/test-helpers';

const pages = { 'payment-status': PaymentStatusPage };
const statusUrl = 'GET /api/products/vector-borne/payments/status';
const link = (status: string) => `/products/payment-status?status=${status}&referenceId=REF-1&productCode=vector-borne&tenant=mintpro`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('payment status', () => {
  it('SUCCESS reads as a sentence, never the code, with the policy download', async () => {
    mockApi({
      [statusUrl]: () => [
        200,
        {
          referenceId: 'REF-1',
          productCode: 'vector-borne',
          status: 'SUCCESS',
          amount: 23482,
          policy: { policyNumber: 'POL-1', issuedAt: '2026-01-01T00:00:00Z', documentUrl: '/api/documents/POL-1.pdf' },
        },
      ],
    });
    renderAt(link('SUCCESS'), pages);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Payment received — your policy is ready');
    expect(screen.queryByText('SUCCESS')).toBeNull();
    expect(screen.getByText('Rs 234.82')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Download policy' }).getAttribute('href')).toBe('/api/documents/POL-1.pdf');
  });

  it('SUCCESS shows the membership id beside the policy number', async () => {
    mockApi({
      [statusUrl]: () => [
        200,
        {
          referenceId: 'REF-1',
          productCode: 'vector-borne',
          status: 'SUCCESS',
          amount: 23482,
          policy: { policyNumber: 'POL-1', issuedAt: '2026-01-01T00:00:00Z', documentUrl: '/api/documents/POL-1.pdf', membershipId: 'MBR000000042' },
        },
      ],
    });
    renderAt(link('SUCCESS'), pages);
    expect((await screen.findByText('Membership ID')).nextElementSibling?.textContent).toBe('MBR000000042');
    expect(screen.getByText('Policy number').nextElementSibling?.textContent).toBe('POL-1');
  });

  it('a policy returned in its free-look period says so and is not offered for download', async () => {
    const deductions = { totalPremium: 23482, riskPremium: 129, daysOnCover: 2, stampDuty: 100, medicalCosts: 0, refund: 23253 };
    mockApi({
      [statusUrl]: () => [
        200,
        {
          referenceId: 'REF-1',
          productCode: 'vector-borne',
          status: 'SUCCESS',
          amount: 23482,
          policy: { policyNumber: 'POL-1', issuedAt: '2026-01-01T00:00:00Z', documentUrl: '/api/documents/POL-1.pdf', membershipId: 'MBR000000042' },
        },
      ],
      'GET /api/policies/membership/MBR000000042/free-look': () => [
        200,
        {
          membershipId: 'MBR000000042',
          policyNumber: 'POL-1',
          productCode: 'vector-borne',
          period: { days: 30, basis: 'health', receivedOn: '2026-01-01', lastDay: '2026-01-30', daysLeft: 28, open: false },
          estimate: null,
          cancellation: { cancelledAt: '2026-01-03T06:00:00.000Z', reason: 'TOO_EXPENSIVE', deductions, refundStatus: 'PROCESSED', gatewayRefundId: 'rfnd_1' },
        },
      ],
    });
    renderAt(link('SUCCESS'), pages);
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment received — the policy was returned in its free-look period' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Download policy' })).toBeNull();
    expect(screen.getByText('Policy number').nextElementSibling?.textContent).toBe('POL-1');
  });

  it('FAILURE offers to retry the payment of the same proposal', async () => {
    mockApi({
      [statusUrl]: () => [
        200,
        { referenceId: 'REF-1', productCode: 'vector-borne', status: 'FAILURE', failureReason: 'Card declined by the issuing bank', policy: null },
      ],
    });
    renderAt(link('FAILURE'), pages);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('The payment did not go through');
    expect(screen.getByText('The bank said: Card declined by the issuing bank.')).toBeDefined();
    expect(screen.getByText(/no money was taken and no policy was issued\. Try the payment again/)).toBeDefined();
    expect(screen.queryByText('FAILURE')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download policy' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retry payment' }).getAttribute('href')).toBe('/products/vector-borne/review-payment?referenceId=REF-1');
  });

  it('MISC says the result is pending and offers to check again', async () => {
    mockApi({ [statusUrl]: () => [200, { referenceId: 'REF-1', productCode: 'vector-borne', status: 'MISC', policy: null }] });
    renderAt(link('MISC'), pages);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('We are waiting for the bank to confirm the payment');
    expect(screen.queryByText('MISC')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeDefined();
  });

  it('signed out, it shows the status from the link and asks to sign in for the policy', async () => {
    mockApi({ [statusUrl]: () => [401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }] });
    renderAt(link('SUCCESS'), pages);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Payment received — your policy is ready');
  });
});
