import type { CustomerOtpChallenge } from './api/customer-loan-journey';

/**
 * The OTP the link's opening sent, kept on this browser (localStorage) while it lives: a cheap phone reloads the
 * tab when the customer comes back from reading the SMS, and tapping the link in the SMS again opens a new tab; a
 * second send would make the code they read the wrong one (a new challenge, a wasted try) and send another SMS.
 * A reload or another tab of the same link within the OTP's life shows that OTP again, its Resend counting down
 * from where it was; Resend, a sign-in or a closed challenge (no tries left) ends it, and a spent one is dropped
 * when next read (decision 0301). No code: the challenge's id, the four digits shown on screen and two times, with
 * the link's token (already in the browser's history) to match it.
 */
const storageKey = 'portal.customerLoanOtp';

/** Reused only while this much of its life is left: a code about to expire would be refused as it is typed. */
const minimumLifeLeftMs = 60_000;

interface SentOtp {
  token: string;
  challengeId: string;
  mobileEnding: string;
  expiresAt: number;
  resendAt: number;
}

// Checked by hand, not with zod: the OTP step paints without it (decision 0282).
const isSentOtp = (value: unknown): value is SentOtp =>
  typeof value === 'object' &&
  value !== null &&
  ['token', 'challengeId', 'mobileEnding'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string') &&
  ['expiresAt', 'resendAt'].every((key) => typeof (value as Record<string, unknown>)[key] === 'number');

/** Remembers the OTP sent for the link's token (storage may be refused, as in some private modes: then nothing is kept). */
export function rememberSentOtp(token: string, challenge: CustomerOtpChallenge, nowMs = Date.now()): void {
  const sent: SentOtp = {
    token,
    challengeId: challenge.challengeId,
    mobileEnding: challenge.mobileEnding,
    expiresAt: nowMs + challenge.expiresInSeconds * 1000,
    resendAt: nowMs + challenge.resendAfterSeconds * 1000,
  };
  try {
    localStorage.setItem(storageKey, JSON.stringify(sent));
  } catch {
    // Not kept: a reload sends a new OTP, as before.
  }
}

/** The OTP this tab was sent for the token, with its life and Resend wait as they are now; undefined when none lives. */
export function sentOtpOf(token: string, nowMs = Date.now()): CustomerOtpChallenge | undefined {
  let sent: unknown;
  try {
    sent = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isSentOtp(sent)) return undefined;
  // Kept past its life on this browser for no one: dropped at the first look after it.
  if (sent.expiresAt <= nowMs) forgetSentOtp();
  if (sent.token !== token || sent.expiresAt - nowMs < minimumLifeLeftMs) return undefined;
  return {
    challengeId: sent.challengeId,
    mobileEnding: sent.mobileEnding,
    expiresInSeconds: Math.floor((sent.expiresAt - nowMs) / 1000),
    resendAfterSeconds: Math.max(0, Math.ceil((sent.resendAt - nowMs) / 1000)),
  };
}

export function forgetSentOtp(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}
