import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { DuplicatePaymentsPage } from './duplicate-payments-page';
import { mockApi, renderAt, signedInSession } from '../../app/test-helpers';

const pages = { 'duplicate-payments': DuplicatePaymentsPage };
const listUrl = 'GET /api/payments/duplicate-captures';
const session = { 'GET /api/session/status': () => [200, { signedIn: true, partner: { ...signedInSession, role: 'admin' } }] as [number, unknown] };

const capture = (overrides: { refund: { status: 'PENDING' | 'PROCESSED'; gatewayRefundId: string | null } }) => ({
  paymentId: `pay-${overrides.refund.status}`,
  orderId: `order_${overrides.refund.status}`,
  referenceId: 'PRP2026ABC',
  productCode: 'vector-borne',
  partnerName: 'Asha Verma',
  amount: 19900,
  capturedAt: '2026-11-22T10:00:00Z',
  refund: { ...overrides.refund, updatedAt: '2026-11-22T10:00:01Z' },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('duplicate payments (admin)', () => {
  it('lists each second payment with its refund, processed or pending', async () => {
    mockApi({
      ...session,
      [listUrl]: () => [
        200,
        [capture({ refund: { status: 'PROCESSED', gatewayRefundId: 'rfnd_123' } }), capture({ refund: { status: 'PENDING', gatewayRefundId: null } })],
      ],
    });
    renderAt('/admin/duplicate-payments', pages);
    const table = await screen.findByRole('table', { name: 'Payments received for a proposal already paid, and their refunds' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Refunded (rfnd_123)')).toBeDefined();
    expect(within(rows[0]!).getByText('Rs 199')).toBeDefined();
    expect(within(rows[1]!).getByText('Refund pending (retried automatically)')).toBeDefined();
  });

  it('says so when nobody paid twice', async () => {
    mockApi({ ...session, [listUrl]: () => [200, []] });
    renderAt('/admin/duplicate-payments', pages);
    expect(await screen.findByText('No customer has paid twice for a proposal.')).toBeDefined();
  });

  it('tells a partner who is not an admin at once that the page is for admins, and asks the API nothing (decision 0160)', async () => {
    const { calls } = mockApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }],
      [listUrl]: () => [403, { error: { code: 'FORBIDDEN', message: 'Only an admin can see this' } }],
    });
    renderAt('/admin/duplicate-payments', pages);
    expect(await screen.findByText('This page is for your tenant’s admins. Your account cannot open it.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('duplicate'))).toBe(false);
  });
});
