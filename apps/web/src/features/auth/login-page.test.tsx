import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from './login-page';
import { mockApi, renderAt, signedInSession } from '../../app/test-helpers';

const pages = { login: LoginPage, home: () => <p>Home body</p>, 'loan-sell': () => <p>Loan sell body</p> };
const challenge = { sessionId: '6f1d8a8e-8a4b-4d55-9f0c-3d0c7b2f9a10', expiresInSeconds: 300, resendAfterSeconds: 30 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

function describedError(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent)
    .find((text) => text !== undefined && text !== 'The 10-digit mobile number registered with us.');
}

describe('login', () => {
  it.each(['12345', '5123456789', 'abcdefghij', ''])("'%s' shows 'Mobile is invalid' beside the field", async (mobile) => {
    const { calls } = mockApi({});
    renderAt('/login', pages);
    const input = await screen.findByLabelText('Mobile number');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('10');
    if (mobile) await userEvent.type(input, mobile);
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));

    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedError(input)).toBe('Mobile is invalid');
    // The partner lands on the field that is wrong, not on the button just tapped.
    expect(document.activeElement).toBe(input);
    // No call for the number: no code is asked for (the page-view beacon and the session check carry no number).
    expect(calls.filter((call) => call.url.includes('/otp'))).toHaveLength(0);
  });

  it('shows a rate limit plainly', async () => {
    mockApi({
      'POST /api/services/public/otp/generate': () => [429, { error: { code: 'RATE_LIMITED', message: 'Too many OTP requests. Try again in 15 minutes.' } }],
    });
    renderAt('/login', pages);
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many OTP requests. Try again in 15 minutes.');
  });

  it('shows an API field error beside its field', async () => {
    mockApi({
      'POST /api/services/public/otp/generate': () => [
        400,
        { error: { code: 'VALIDATION', message: 'Invalid request', fields: { mobile: 'Mobile is invalid' } } },
      ],
    });
    renderAt('/login', pages);
    const input = await screen.findByLabelText('Mobile number');
    await userEvent.type(input, '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findByText('Mobile is invalid');
    expect(describedError(input)).toBe('Mobile is invalid');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('checks the OTP is numeric before sending it', async () => {
    mockApi({ 'POST /api/services/public/otp/generate': () => [200, challenge] });
    renderAt('/login', pages);
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    const otp = await screen.findByLabelText('OTP');
    await userEvent.type(otp, '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(describedError(otp)).toBe('OTP should be numeric');
  });

  it('says a wrong OTP is wrong and how many tries are left, beside the field', async () => {
    const wrong = 'Wrong OTP. 4 tries left';
    mockApi({
      'POST /api/services/public/otp/generate': () => [200, challenge],
      'POST /api/services/public/otp/validate': () => [400, { error: { code: 'VALIDATION', message: wrong, fields: { otp: wrong }, triesLeft: 4 } }],
    });
    renderAt('/login', pages);
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    const otp = await screen.findByLabelText('OTP');
    await userEvent.type(otp, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await screen.findAllByText(wrong);
    expect(describedError(otp)).toBe(wrong);
    expect(otp.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers resend only after the countdown', async () => {
    mockApi({
      'POST /api/services/public/otp/generate': () => [200, { ...challenge, resendAfterSeconds: 1 }],
      [`POST /api/services/public/otp/resend/${challenge.sessionId}`]: () => [200, challenge],
    });
    renderAt('/login', pages);
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    const waiting = await screen.findByRole('button', { name: /Resend OTP in \d+ s/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    const resend = await screen.findByRole('button', { name: 'Resend OTP' }, { timeout: 2500 });
    await userEvent.click(resend);
    expect((await screen.findByRole('status')).textContent).toBe('We sent a new OTP.');
  });

  it('signs in, keeps the dealer keys and returns to the page the partner came from', async () => {
    let signedIn = false;
    const { calls } = mockApi({
      'GET /api/session/status': () => [200, signedIn ? { signedIn: true, partner: signedInSession } : { signedIn: false }],
      'POST /api/services/public/otp/generate': () => [200, challenge],
      'POST /api/services/public/otp/validate': () => {
        signedIn = true;
        return [200, signedInSession];
      },
    });
    renderAt('/products/personal-loan/sell', pages);
    await userEvent.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await userEvent.type(await screen.findByLabelText('OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByText('Loan sell body')).toBeDefined();
    expect(sessionStorage.getItem('dealerName')).toBe('Asha Verma');
    expect(sessionStorage.getItem('dealerHash')).toBe('hash-1');
    expect(sessionStorage.getItem('dealerUserName')).toBe('asha');
    expect(await screen.findByText('Asha Verma')).toBeDefined();
    const validate = calls.find((request) => request.url.endsWith('/otp/validate'));
    expect(await validate?.json()).toEqual({ sessionId: challenge.sessionId, otp: '123456' });
  });
});
