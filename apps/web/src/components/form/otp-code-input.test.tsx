import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { OtpCodeInput } from './otp-code-input';

afterEach(cleanup);

describe('OtpCodeInput', () => {
  it('names a text outside it first, then its error; disabled closes it', () => {
    render(
      <>
        <p id="sent-to">We sent a code to ******1234</p>
        <OtpCodeInput label="OTP" length={6} value="" onChange={() => undefined} error="Enter the 6-digit OTP" describedById="sent-to" disabled />
      </>,
    );
    const input = screen.getByLabelText('OTP') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We sent a code to ******1234', 'Enter the 6-digit OTP']);
  });
});
