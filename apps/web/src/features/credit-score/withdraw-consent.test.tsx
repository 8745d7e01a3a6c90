import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVOKE_MESSAGE, messages, type CustomerCreditConsent } from '@portal/domain';
import { mockApi, renderAt } from '../../app/test-helpers';
import { allCreditScorePages } from './all-credit-score-pages';

const pages = allCreditScorePages;
const path = '/credit-score/customer/withdraw-consent';
const given: CustomerCreditConsent = { brandName: 'Mintfin', mobileMasked: 'XXXXXX0009', givenAt: '2026-11-20T06:00:00Z', withdrawnAt: null };
const unauthenticated = () =>
  [401, { error: { code: 'UNAUTHENTICATED', message: 'Please verify your mobile number with the OTP to continue' } }] as [number, unknown];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('withdrawing the credit report consent (customer)', () => {
  it('says what withdrawing means, withdraws on one press, and says it is done', async () => {
    const { calls } = mockApi({
      'GET /api/credit-score/customer/consent': () => [200, given],
      'POST /api/credit-score/customer/consent/withdraw': () => [200, { ...given, withdrawnAt: '2026-11-23T06:00:00Z' }],
    });
    renderAt(path, pages);
    expect(await screen.findByText(/On 20\/11\/2026 you allowed Mintfin to fetch your credit report/)).toBeTruthy();
    expect(screen.getByText(/as easily as you gave it/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Keep it and go back to my report' }).getAttribute('href')).toBe('/credit-score/customer-credit-report');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my consent' }));
    expect(await screen.findByText(/You withdrew it on 23\/11\/2026/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your consent is withdrawn' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => new URL(call.url).pathname)).toEqual(['/api/credit-score/customer/consent/withdraw']);
  });

  it('once withdrawn, says so and offers no button', async () => {
    mockApi({ 'GET /api/credit-score/customer/consent': () => [200, { ...given, withdrawnAt: '2026-11-21T06:00:00Z' }] });
    renderAt(path, pages);
    expect(await screen.findByText(/You withdrew it on 21\/11\/2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw my consent' })).toBeNull();
  });

  it('without a customer session, withdraws in one screen with the mobile number and the OTP sent to it (checked first)', async () => {
    const { calls } = mockApi({
      'GET /api/credit-score/customer/consent': unauthenticated,
      'POST /api/services/public/creditScore/revokeConsent/otp': () => [
        200,
        { challengeId: '0b8f3c52-3c1e-4f0e-9a57-0f3e2b6d9a11', mobileEnding: '3210', expiresInSeconds: 300, resendAfterSeconds: 30 },
      ],
      'POST /api/services/public/creditScore/revokeConsent': () => [200, { message: REVOKE_MESSAGE }],
    });
    renderAt(path, pages);
    const mobile = await screen.findByLabelText(/Your mobile number/);
    await userEvent.type(mobile, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(messages.mobile)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/We sent an OTP to your mobile ending 3210/)).toBeTruthy();
    // The number alone withdraws nothing: the OTP is asked on the same screen.
    expect(calls.filter((call) => call.method === 'POST').map((call) => new URL(call.url).pathname)).toEqual([
      '/api/services/public/creditScore/revokeConsent/otp',
    ]);
    await userEvent.type(screen.getByLabelText(/^OTP/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my consent' }));
    expect(await screen.findByText(REVOKE_MESSAGE)).toBeTruthy();
    const post = calls.filter((call) => call.method === 'POST')[1]!;
    expect(await post.json()).toEqual({ mobileNumber: '9876543210', challengeId: '0b8f3c52-3c1e-4f0e-9a57-0f3e2b6d9a11', otp: '123456' });
  }, 15000);

  it('the customer’s report links to the page', async () => {
    mockApi({ 'GET /api/credit-score/customer/report': () => [409, { error: { code: 'CONFLICT', message: 'withdrawn' } }] });
    renderAt('/credit-score/customer-credit-report', pages);
    expect((await screen.findByRole('link', { name: 'See your consent' })).getAttribute('href')).toBe(path);
  });
});
