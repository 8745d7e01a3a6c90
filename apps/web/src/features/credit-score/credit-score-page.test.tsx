import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreditCheck, CreditReport } from '@portal/domain';
import { mockApi as mockBareApi, renderAt, signedInSession } from '../../app/test-helpers';
import { allCreditScorePages } from './all-credit-score-pages';

const pages = allCreditScorePages;
const checkId = '6f1c2a4e-0d3b-4c55-9a10-1b2c3d4e5f60';
const check = (over: Partial<CreditCheck> = {}): CreditCheck => ({
  checkId,
  customerName: 'Asha Verma',
  mobileMasked: 'XXXXXX0009',
  status: 'CONSENT_PENDING',
  consent: null,
  notice: 'I agree that Mintfin fetches my credit report from a credit bureau once (notice credit-report/v1).',
  otpExpiresAt: null,
  leadId: null,
  ...over,
});
const report = (over: Partial<CreditReport> = {}): CreditReport => ({
  checkId,
  customerName: 'Asha Verma',
  mobileMasked: 'XXXXXX0009',
  leadId: null,
  bureauReference: 'SBX0001',
  score: 820,
  band: 'A',
  accounts: [{ lender: 'HDFC Bank', type: 'CREDIT_CARD', status: 'ACTIVE', openedOn: '2021-04-01', sanctioned: 10000000, outstanding: 2500000, overdue: 0 }],
  enquiries: [],
  paymentHistory: Array.from({ length: 24 }, (_, i) => ({
    month: `20${25 + Math.floor((i + 11) / 12)}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
    status: i === 5 ? ('LATE_30' as const) : ('ON_TIME' as const),
  })),
  generatedAt: '2026-11-23T00:00:00Z',
  ...over,
});

/** The calls of a signed-in partner (the frame asks for the session first). */
const mockApi = (handlers: Parameters<typeof mockBareApi>[0]) => {
  const { calls } = mockBareApi({ 'GET /api/session/status': () => [200, { signedIn: true, partner: signedInSession }], ...handlers });
  return {
    calls: {
      find: (f: (r: Request) => boolean) => calls.find(f),
      get length() {
        return calls.filter((c) => c.method !== 'GET').length;
      },
    },
  };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('credit score pages', () => {
  it('customer details: the spec messages beside each field, nothing sent while invalid', async () => {
    const { calls } = mockApi({});
    renderAt('/credit-score/credit-customer-details', pages);
    await userEvent.type(await screen.findByLabelText('Customer mobile number'), '12345');
    await userEvent.type(screen.getByLabelText('PAN'), 'ABC');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP to customer' }));
    expect(await screen.findByText('Enter Customer Name')).toBeTruthy();
    expect(screen.getByText('Enter Valid Mobile Number')).toBeTruthy();
    expect(screen.getByText('Enter valid PAN')).toBeTruthy();
    expect(screen.getByLabelText('PAN').getAttribute('aria-invalid')).toBe('true');
    expect(calls.length).toBe(0);
  });

  it('customer details sent in the body; the OTP page shows the notice to read out', async () => {
    const { calls } = mockApi({
      'POST /api/products/credit-score/leads/initiate-credit-check': () => [201, check()],
      [`GET /api/credit-checks/${checkId}`]: () => [200, check()],
    });
    renderAt('/credit-score/credit-customer-details', pages);
    await userEvent.type(await screen.findByLabelText('Customer name'), 'Asha Verma');
    await userEvent.type(screen.getByLabelText('Customer mobile number'), '9876500009');
    await userEvent.type(screen.getByLabelText('PAN'), 'ABCPV1234K');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP to customer' }));
    expect(await screen.findByText(/notice credit-report\/v1/)).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(new URL(sent.url).search).toBe('');
    expect(await sent.clone().json()).toEqual({ name: 'Asha Verma', mobile: '9876500009', pan: 'ABCPV1234K' });
  });

  it('a view seat reads the consent notice but gets no customer link to make (decision 0306)', async () => {
    const { calls } = mockBareApi({
      'GET /api/session/status': () => [200, { signedIn: true, partner: { ...signedInSession, role: 'view' } }],
      [`GET /api/credit-checks/${checkId}`]: () => [200, check()],
    });
    renderAt(`/credit-score/otp-verification?checkId=${checkId}`, pages);
    expect(await screen.findByText(/notice credit-report\/v1/)).toBeTruthy();
    expect(await screen.findAllByText('Your account can view but not make changes.')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Get a link for the customer' })).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('a wrong OTP shows the server’s message beside the field', async () => {
    mockApi({
      [`GET /api/credit-checks/${checkId}`]: () => [200, check()],
      [`POST /api/credit-checks/${checkId}/consent/verify`]: () => [
        400,
        { error: { code: 'VALIDATION', message: 'Invalid OTP', fields: { otp: 'Incorrect OTP. 4 attempts left' } } },
      ],
    });
    renderAt(`/credit-score/otp-verification?checkId=${checkId}`, pages);
    await userEvent.type(await screen.findByLabelText('OTP from the customer'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & see report' }));
    expect(await screen.findByText('Incorrect OTP. 4 attempts left')).toBeTruthy();
  });

  it('the report: the gauge and the payment chart say in words what they draw', async () => {
    mockApi({ 'GET /api/leads/fetchCreditScore': () => [200, report()] });
    renderAt(`/credit-score/dp-credit-report?checkId=${checkId}`, pages);
    expect(await screen.findByRole('img', { name: 'Credit score 820 out of 900: Excellent' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Payments of the last 24 months: paid on time 23, up to 30 days late 1' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Payments month by month' }).querySelectorAll('tbody tr')).toHaveLength(24);
    expect(screen.getByRole('link', { name: 'Download report (PDF)' }).getAttribute('href')).toBe(`/api/credit-checks/${checkId}/report.pdf?lang=en-IN`);
  });

  it('without consent the report page says so and leads to the OTP', async () => {
    mockApi({
      'GET /api/leads/fetchCreditScore': () => [
        409,
        { error: { code: 'CONFLICT', message: 'The customer has not given consent to fetch the credit report. Send the OTP and enter it first' } },
      ],
      [`GET /api/credit-checks/${checkId}`]: () => [200, check()],
    });
    renderAt(`/credit-score/dp-credit-report?checkId=${checkId}`, pages);
    expect(await screen.findByText(/has not given consent/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Enter the customer’s OTP' })).toBeTruthy();
  });

  it('after the customer withdrew the consent, the check’s status leads to a new check, whatever the message’s language', async () => {
    mockApi({
      'GET /api/leads/fetchCreditScore': () => [409, { error: { code: 'CONFLICT', message: 'ग्राहक ने सहमति वापस ले ली है।' } }],
      [`GET /api/credit-checks/${checkId}`]: () => [200, check({ status: 'CONSENT_WITHDRAWN' })],
    });
    renderAt(`/credit-score/dp-credit-report?checkId=${checkId}`, pages);
    expect(await screen.findByRole('link', { name: 'Start a new check' })).toBeTruthy();
    expect(screen.getByText('ग्राहक ने सहमति वापस ले ली है।')).toBeTruthy();
  });

  it('a personal loan lead from the report', async () => {
    const { calls } = mockApi({
      'GET /api/leads/fetchCreditScore': () => [200, report()],
      'POST /api/clone-lead-from-credit-score': () => [200, { leadId: 'LD123', productCode: 'personal-loan', created: true }],
    });
    renderAt(`/credit-score/dp-credit-report?checkId=${checkId}`, pages);
    const amount = await screen.findByLabelText('Loan amount the customer needs (Rs)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '300000');
    await userEvent.click(screen.getByRole('button', { name: 'Make a personal loan lead' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('LD123'));
    expect(
      await calls
        .find((c) => c.method === 'POST')!
        .clone()
        .json(),
    ).toEqual({ checkId, amount: 300000 });
  });
});

describe('credit score, the customer’s way', () => {
  it('the landing names the customer and the notice; agreeing sends the OTP with the link’s token in the body', async () => {
    const { calls } = mockBareApi({
      'POST /api/credit-score/customer/landing': () => [
        200,
        { customerName: 'Ravi Kumar', mobileMasked: 'XXXXXX0029', notice: 'I agree (notice credit-report/v1).', brandName: 'Mintfin' },
      ],
      'POST /api/credit-score/customer/otp': () => [
        200,
        { challengeId: '0b6f7c1e-8a3d-4f5e-9c2b-1d4e5f6a7b8c', mobileEnding: '0029', expiresInSeconds: 300, resendAfterSeconds: 30 },
      ],
    });
    renderAt('/credit-score/customer-journey?token=abc.def.ghi', pages);
    expect(await screen.findByText(/Hello Ravi Kumar/)).toBeTruthy();
    expect(screen.getByText('I agree (notice credit-report/v1).')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I agree, send OTP' }));
    expect(await screen.findByLabelText('OTP sent to your mobile')).toBeTruthy();
    const sent = calls.filter((c) => c.url.endsWith('/credit-score/customer/otp'));
    expect(await sent[0]!.clone().json()).toEqual({ token: 'abc.def.ghi' });
  });

  it('an OTP that did not come is sent again from the OTP page after the wait the send named, and the new one is the one checked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const challenges = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    let sends = 0;
    const { calls } = mockBareApi({
      'POST /api/credit-score/customer/landing': () => [
        200,
        { customerName: 'Ravi Kumar', mobileMasked: 'XXXXXX0029', notice: 'I agree.', brandName: 'Mintfin' },
      ],
      'POST /api/credit-score/customer/otp': () => [
        200,
        { challengeId: challenges[sends++], mobileEnding: '0029', expiresInSeconds: 300, resendAfterSeconds: 30 },
      ],
      'POST /api/credit-score/customer/verify': () => [
        400,
        { error: { code: 'VALIDATION', message: 'Wrong OTP. 4 tries left', fields: { otp: 'Wrong OTP. 4 tries left' } } },
      ],
    });
    try {
      renderAt('/credit-score/customer-journey?token=abc.def.ghi', pages);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'I agree, send OTP' }));
      const resend = await screen.findByRole('button', { name: /^Resend OTP in \d+ s$/ });
      expect((resend as HTMLButtonElement).disabled).toBe(true);
      await vi.advanceTimersByTimeAsync(31_000);
      await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
      expect(await screen.findByText('We sent a new OTP.')).toBeTruthy();
      // The new send's own wait.
      expect(await screen.findByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeTruthy();
      const sent = calls.filter((c) => c.url.endsWith('/credit-score/customer/otp'));
      expect(sent).toHaveLength(2);
      expect(await sent[1]!.clone().json()).toEqual({ token: 'abc.def.ghi' });
      await user.type(screen.getByLabelText('OTP sent to your mobile'), '111111');
      await user.click(screen.getByRole('button', { name: 'Verify & see my report' }));
      await screen.findByText('Wrong OTP. 4 tries left');
      const verify = calls.find((c) => c.url.endsWith('/credit-score/customer/verify'))!;
      expect(await verify.clone().json()).toEqual({ token: 'abc.def.ghi', challengeId: challenges[1], otp: '111111' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('the report page without a customer session asks to open the link again', async () => {
    mockBareApi({
      'GET /api/credit-score/customer/report': () => [
        401,
        { error: { code: 'UNAUTHENTICATED', message: 'Please verify your mobile number with the OTP to continue' } },
      ],
    });
    renderAt('/credit-score/customer-credit-report', pages);
    expect(await screen.findByText(/open the link your advisor sent you again/)).toBeTruthy();
  });
});
