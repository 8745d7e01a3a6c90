import { describe, expect, it } from 'vitest';
import { forgetSentOtp, rememberSentOtp, sentOtpOf } from './sent-otp';

const challenge = { challengeId: 'c0ffee00-0000-4000-8000-000000000001', mobileEnding: '3210', expiresInSeconds: 300, resendAfterSeconds: 30 };
const sentAt = Date.parse('2026-11-30T10:00:00Z');
const seconds = (n: number) => sentAt + n * 1000;

describe('the OTP a loan link was sent, kept on this browser', () => {
  it('is shown again for the same link with its life and Resend wait as they are now', () => {
    rememberSentOtp('tok', challenge, sentAt);
    expect(sentOtpOf('tok', seconds(10))).toEqual({ ...challenge, expiresInSeconds: 290, resendAfterSeconds: 20 });
    expect(sentOtpOf('tok', seconds(45))?.resendAfterSeconds).toBe(0);
  });

  it('is not another link’s, and is not offered with under a minute to live', () => {
    rememberSentOtp('tok', challenge, sentAt);
    expect(sentOtpOf('other', seconds(10))).toBeUndefined();
    expect(sentOtpOf('tok', seconds(241))).toBeUndefined();
    // Still kept: alive, and the link's own tab may read it.
    expect(localStorage.getItem('portal.customerLoanOtp')).not.toBeNull();
  });

  it('is dropped from the browser once spent, and by a sign-in or Resend', () => {
    rememberSentOtp('tok', challenge, sentAt);
    expect(sentOtpOf('other', seconds(300))).toBeUndefined();
    expect(localStorage.getItem('portal.customerLoanOtp')).toBeNull();
    rememberSentOtp('tok', challenge, sentAt);
    forgetSentOtp();
    expect(sentOtpOf('tok', seconds(10))).toBeUndefined();
  });

  it('reads nothing from a value it did not write', () => {
    localStorage.setItem('portal.customerLoanOtp', '{"token":"tok"}');
    expect(sentOtpOf('tok', seconds(10))).toBeUndefined();
    localStorage.setItem('portal.customerLoanOtp', 'not json');
    expect(sentOtpOf('tok', seconds(10))).toBeUndefined();
  });
});
