import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FREE_LOOK_OVER_MESSAGE, SELECT_REASON_MESSAGE, type FreeLookStatus } from '@portal/domain';
import { jsonBodyOf, stubFetch } from '../form/stub-fetch';
import { renderWithStore } from '../form/render-with-store';
import { FreeLookPanel } from './free-look-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const membershipId = 'MBR000000007';
const deductions = { totalPremium: 165200, riskPremium: 4526, daysOnCover: 10, stampDuty: 100, medicalCosts: 0, refund: 160574 };
const open: FreeLookStatus = {
  membershipId,
  policyNumber: 'POL/PERSONAL-ACCIDENT/2026/000007',
  productCode: 'personal-accident',
  period: { days: 30, basis: 'health', receivedOn: '2026-11-14', lastDay: '2026-12-14', daysLeft: 21, open: true },
  estimate: deductions,
  cancellation: null,
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('FreeLookPanel', () => {
  it('shows the last day, the days left and the refund with its deductions', async () => {
    stubFetch(() => json(open));
    renderWithStore(<FreeLookPanel membershipId={membershipId} />);
    const panel = await screen.findByRole('region', { name: 'Free-look period' });
    expect(panel.textContent).toContain('until 14/12/2026 (21 days left)');
    expect(panel.textContent).toContain('Less premium for 10 days of cover− Rs 45.26');
    expect(panel.textContent).toContain('Refund if returned today' + 'Rs 1,605.74');
  });

  it.each([
    [0, 'today is the last day'],
    [1, '1 day left'],
  ])('says %i days left as "%s"', async (daysLeft, words) => {
    stubFetch(() => json({ ...open, period: { ...open.period!, daysLeft } }));
    renderWithStore(<FreeLookPanel membershipId={membershipId} />);
    expect(await screen.findByText(new RegExp(words))).toBeTruthy();
  });

  it('asks a reason, then records the return and shows the refund', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'POST'
        ? json({
            ...open,
            estimate: null,
            cancellation: {
              cancelledAt: '2026-11-23T06:00:00.000Z',
              reason: 'TOO_EXPENSIVE',
              deductions,
              refundStatus: 'PROCESSED',
              gatewayRefundId: 'rfnd_1',
            },
          })
        : json(open),
    );
    renderWithStore(<FreeLookPanel membershipId={membershipId} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Return the policy in free look' }));
    const form = screen.getByRole('form', { name: 'Free-look cancellation' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel policy and refund Rs 1,605.74' }));
    expect(await within(form).findByText(SELECT_REASON_MESSAGE)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(form).getByLabelText('The premium is too high'));
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel policy and refund Rs 1,605.74' }));
    expect(await screen.findByText('This policy was cancelled in its free-look period')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/policies/membership/${membershipId}/free-look/cancellation`);
    expect(jsonBodyOf(post)).toEqual({ reason: 'TOO_EXPENSIVE' });
    expect(screen.queryByRole('button', { name: 'Return the policy in free look' })).toBeNull();
  });

  it("says the server's refusal when the period ended meanwhile", async () => {
    stubFetch((call) => (call.method === 'POST' ? json({ error: { code: 'CONFLICT', message: FREE_LOOK_OVER_MESSAGE } }, 409) : json(open)));
    renderWithStore(<FreeLookPanel membershipId={membershipId} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Return the policy in free look' }));
    await userEvent.click(screen.getByLabelText('Another reason'));
    await userEvent.click(screen.getByRole('button', { name: /^Cancel policy and refund/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(FREE_LOOK_OVER_MESSAGE);
  });

  it('says when the period is over, and when a cover has none', async () => {
    stubFetch(() => json({ ...open, period: { ...open.period!, daysLeft: 0, open: false }, estimate: null }));
    const { unmount } = renderWithStore(<FreeLookPanel membershipId={membershipId} />);
    expect(await screen.findByText(/free-look period ended on 14\/12\/2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return the policy in free look' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    stubFetch(() => json({ ...open, period: null, estimate: null }));
    renderWithStore(<FreeLookPanel membershipId="MBR000000008" />);
    expect(await screen.findByText(/has no free-look period/)).toBeTruthy();
  });

  it('shows a view seat the period and the refund, but no way to return the policy', async () => {
    const viewSeat = {
      signedIn: true,
      partner: { partnerId: 'P-4', dealerName: 'Rohan Iyer', role: 'view', tenant: 'mintpro', tenantName: 'Mint Pro Insurance Brokers' },
    };
    const { calls } = stubFetch((call) => json(call.url.pathname === '/api/session/status' ? viewSeat : open));
    renderWithStore(<FreeLookPanel membershipId={membershipId} />);
    const panel = await screen.findByRole('region', { name: 'Free-look period' });
    expect(panel.textContent).toContain('Refund if returned today' + 'Rs 1,605.74');
    expect(await within(panel).findByText('Your account can view but not make changes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return the policy in free look' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
