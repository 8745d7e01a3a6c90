import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  errorCodes,
  formatWaitTime,
  otpLengths,
  type OtpChallenge,
  type OtpGenerateRequest,
  type Language,
  type OtpPurpose,
  type OtpValidateRequest,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { SessionPartner } from '../../plugins/auth';
import { AppError, validationError } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import type { EmailProvider } from '../../providers/email/email-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import {
  findActivePartnerByMobile,
  findChallengeForUpdate,
  findSendLimitReset,
  insertChallenge,
  lockSendKey,
  recordSend,
  updateChallenge,
  type OtpChallengeRow,
} from './otp-repository';
import { createSession } from './session-repository';
import { renderNotification } from '../notification-text';

/** The limits of every OTP; each purpose has its own (decision 0081): partner login, customer consent, credit check, sachet activation. */
export const otpPolicy = {
  ttlSeconds: 5 * 60,
  maxFailedAttempts: 5,
  resendCooldownSeconds: 30,
  /** The send limits below count within this sliding window (decision 0041 explains the figures). */
  sendWindowSeconds: 15 * 60,
  /** One mobile from one address: a partner's own tries. A stranger elsewhere does not use them up. */
  maxSendsPerMobileAndIp: 5,
  /** One mobile from all addresses: a ceiling on messages to one phone, three addresses' worth of tries. */
  maxSendsPerMobile: 15,
  // One address, all mobiles (one sender cannot spray many numbers): OTP_SENDS_PER_ADDRESS, 20 by default.
} as const;

/**
 * Sandbox test numbers (the seeded demo partners, 99999000xx) receive this fixed OTP — only while
 * PROVIDERS=sandbox. In live mode they are ordinary numbers with random codes. A 4-digit OTP (sachet
 * activation) is its first four digits, '1234' (sandboxOtpFor).
 */
export const SANDBOX_OTP = '123456';
export const sandboxOtpFor = (purpose: OtpPurpose) => SANDBOX_OTP.slice(0, otpLengths[purpose]);
const sandboxTestMobile = /^99999000\d{2}$/;
const PARTNER_LOGIN = 'partner-login' satisfies OtpPurpose;

export const otpMessages = {
  /** A code that is not the one sent; SPEC §5's 'Enter valid numeric OTP' is for a code of the wrong form (the request schema). */
  wrong: (triesLeft: number) => `Wrong OTP. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`,
  expired: 'OTP has expired. Please request a new OTP',
  tooManyAttempts: 'Too many wrong attempts. Please request a new OTP',
  /** Said with when to try again (formatWaitTime): 'Too many OTP requests. Please try again in 12 minutes'. */
  tooManySends: (retryAfterSeconds: number) => `Too many OTP requests. Please try again ${formatWaitTime(retryAfterSeconds)}`,
  resendTooSoon: 'Please wait before requesting another OTP',
} as const;

export interface OtpDeps {
  db: Database;
  env: Pick<Env, 'PROVIDERS' | 'OTP_HASH_SECRET' | 'SESSION_TTL_SECONDS' | 'OTP_SENDS_PER_ADDRESS'>;
  clock: Clock;
  sms: SmsProvider;
  email: EmailProvider;
}

/** A 429 the route answers with a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, errorCodes.rateLimited, message);
  }
}

/** A refused code: the message beside the OTP field and the tries the challenge has left. */
const otpFailure = (message: string, triesLeft: number) => new AppError(400, errorCodes.validation, message, { otp: message }, triesLeft);

function chooseOtp(env: Pick<Env, 'PROVIDERS'>, mobile: string, purpose: OtpPurpose): string {
  if (env.PROVIDERS === 'sandbox' && sandboxTestMobile.test(mobile)) return sandboxOtpFor(purpose);
  const length = otpLengths[purpose];
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** HMAC-SHA256 under the server secret, salted by the challenge id: a leaked table reveals no code. */
function hashOtp(secret: string, challengeId: string, otp: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${otp}`).digest('hex');
}

function otpMatches(secret: string, challenge: OtpChallengeRow, otp: string): boolean {
  const expected = Buffer.from(challenge.otpHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, challenge.id, otp), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const secondsUntil = (moment: Date, now: Date) => Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));

/**
 * Refuses a send over any limit: the mobile from this address, the mobile from anywhere, or this
 * address for any mobile. Call inside the transaction that records the send. `ip` is the connection's
 * address, or X-Forwarded-For's only from a proxy in TRUSTED_PROXIES, so a sender cannot choose it.
 */
async function ensureUnderSendLimits(tx: Database, purpose: OtpPurpose, mobile: string, ip: string, now: Date, sendsPerAddress: number): Promise<void> {
  // The mobile's lock also covers the mobile-and-address count. Each purpose counts apart (decision 0081).
  await lockSendKey(tx, `otp-mobile:${purpose}:${mobile}`);
  await lockSendKey(tx, `otp-ip:${purpose}:${ip}`);
  const since = new Date(now.getTime() - otpPolicy.sendWindowSeconds * 1000);
  const window = { since, windowSeconds: otpPolicy.sendWindowSeconds };
  const resets = [
    await findSendLimitReset(tx, { purpose, mobile, ip }, { ...window, limit: otpPolicy.maxSendsPerMobileAndIp }),
    await findSendLimitReset(tx, { purpose, mobile }, { ...window, limit: otpPolicy.maxSendsPerMobile }),
    await findSendLimitReset(tx, { purpose, ip }, { ...window, limit: sendsPerAddress }),
  ].filter((reset): reset is Date => reset !== undefined);
  if (resets.length > 0) {
    const latest = new Date(Math.max(...resets.map((reset) => reset.getTime())));
    const retryAfter = secondsUntil(latest, now);
    throw new RateLimitedError(otpMessages.tooManySends(retryAfter), retryAfter);
  }
}

/**
 * Delivers the code to the partner. An unknown mobile gets no message but the same answer, so the
 * endpoint never reveals who is a partner; its challenge can then never be validated.
 */
async function deliverOtp(deps: OtpDeps, mobile: string, channel: 'SMS' | 'EMAIL', template: string, otp: string): Promise<void> {
  const partner = await findActivePartnerByMobile(deps.db, mobile);
  if (!partner) return;
  // In the partner's language (his profile's), English until he chooses one.
  const language = partner.language ?? DEFAULT_LANGUAGE;
  const variables = { otp, minutes: String(otpPolicy.ttlSeconds / 60) };
  const { subject = '', text } = renderNotification('PARTNER_LOGIN', channel, variables, language, partner.tenantCode)!;
  const sender = { tenantCode: partner.tenantCode, partnerId: partner.id };
  if (channel === 'EMAIL' && partner.email) {
    await deps.email.send({ to: partner.email, template, subject, text, variables: { otp }, sender });
    return;
  }
  await deps.sms.send({ to: mobile, template, text, variables: { otp }, sender, language });
}

const challengeAnswer = (id: string): OtpChallenge => ({
  sessionId: id,
  expiresInSeconds: otpPolicy.ttlSeconds,
  resendAfterSeconds: otpPolicy.resendCooldownSeconds,
});

/** POST /services/public/otp/generate: a new challenge for the mobile, within the send limits. */
export async function generateOtp(deps: OtpDeps, request: Required<OtpGenerateRequest> & { ip: string }): Promise<OtpChallenge> {
  const now = deps.clock.now();
  const id = randomUUID();
  const otp = chooseOtp(deps.env, request.mobile, PARTNER_LOGIN);
  await deps.db.transaction(async (tx) => {
    await ensureUnderSendLimits(tx, PARTNER_LOGIN, request.mobile, request.ip, now, deps.env.OTP_SENDS_PER_ADDRESS);
    await insertChallenge(tx, {
      id,
      mobile: request.mobile,
      purpose: PARTNER_LOGIN,
      otpHash: hashOtp(deps.env.OTP_HASH_SECRET, id, otp),
      now,
      expiresAt: new Date(now.getTime() + otpPolicy.ttlSeconds * 1000),
    });
    await recordSend(tx, { purpose: PARTNER_LOGIN, mobile: request.mobile, ip: request.ip, at: now });
  });
  // Sent after commit: the embedded database runs one transaction at a time, and a message must
  // never go out for a challenge that was rolled back.
  await deliverOtp(deps, request.mobile, request.channel, request.template, otp);
  return challengeAnswer(id);
}

/** POST /services/public/otp/resend/{sessionId}: a fresh code for a live challenge, after the cooldown. */
export async function resendOtp(deps: OtpDeps, request: { sessionId: string; channel: 'SMS' | 'EMAIL'; ip: string }): Promise<OtpChallenge> {
  const now = deps.clock.now();
  const sent = await deps.db.transaction(async (tx) => {
    const challenge = await findChallengeForUpdate(tx, request.sessionId);
    // Only a sign-in challenge: a customer's OTP is never re-sent (nor its code replaced) through the partner's endpoint.
    if (!challenge || challenge.consumedAt || challenge.purpose !== PARTNER_LOGIN) throw validationError({ sessionId: otpMessages.expired });
    if (challenge.failedAttempts >= otpPolicy.maxFailedAttempts) throw validationError({ sessionId: otpMessages.tooManyAttempts });
    const cooldownEnds = new Date(challenge.lastSentAt.getTime() + otpPolicy.resendCooldownSeconds * 1000);
    if (cooldownEnds > now) throw new RateLimitedError(otpMessages.resendTooSoon, secondsUntil(cooldownEnds, now));
    await ensureUnderSendLimits(tx, PARTNER_LOGIN, challenge.mobile, request.ip, now, deps.env.OTP_SENDS_PER_ADDRESS);
    const otp = chooseOtp(deps.env, challenge.mobile, PARTNER_LOGIN);
    // Wrong attempts carry over, so resending never buys more guesses at one challenge.
    await updateChallenge(tx, challenge.id, {
      otpHash: hashOtp(deps.env.OTP_HASH_SECRET, challenge.id, otp),
      sendCount: challenge.sendCount + 1,
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + otpPolicy.ttlSeconds * 1000),
    });
    await recordSend(tx, { purpose: PARTNER_LOGIN, mobile: challenge.mobile, ip: request.ip, at: now });
    return { challenge, otp };
  });
  await deliverOtp(deps, sent.challenge.mobile, request.channel, 'PARTNER_LOGIN', sent.otp);
  return challengeAnswer(sent.challenge.id);
}

type ValidateOutcome = { ok: true; token: string; partner: SessionPartner } | { ok: false; message: string; triesLeft: number };

/**
 * POST /services/public/otp/validate: the right code, within its life, once, before five wrong tries,
 * for a mobile that belongs to an active partner, starts a session. Answers the session token.
 */
export async function validateOtp(deps: OtpDeps, request: OtpValidateRequest): Promise<{ token: string; partner: SessionPartner }> {
  const now = deps.clock.now();
  // The transaction commits a wrong try's count before the error is thrown.
  const outcome = await deps.db.transaction(async (tx): Promise<ValidateOutcome> => {
    const challenge = await findChallengeForUpdate(tx, request.sessionId);
    // A used, expired or exhausted challenge leaves no tries: the partner needs a new OTP. A customer's
    // OTP (another purpose) never signs a partner in, even when the mobile is a partner's.
    if (!challenge || challenge.consumedAt || challenge.purpose !== PARTNER_LOGIN) return { ok: false, message: otpMessages.expired, triesLeft: 0 };
    if (challenge.failedAttempts >= otpPolicy.maxFailedAttempts) return { ok: false, message: otpMessages.tooManyAttempts, triesLeft: 0 };
    if (challenge.expiresAt <= now) return { ok: false, message: otpMessages.expired, triesLeft: 0 };
    const partner = otpMatches(deps.env.OTP_HASH_SECRET, challenge, request.otp) ? await findActivePartnerByMobile(tx, challenge.mobile) : undefined;
    if (!partner) {
      const failedAttempts = challenge.failedAttempts + 1;
      await updateChallenge(tx, challenge.id, { failedAttempts });
      const triesLeft = otpPolicy.maxFailedAttempts - failedAttempts;
      return { ok: false, message: triesLeft > 0 ? otpMessages.wrong(triesLeft) : otpMessages.tooManyAttempts, triesLeft };
    }
    await updateChallenge(tx, challenge.id, { consumedAt: now });
    const token = await createSession(tx, partner.id, { now, ttlSeconds: deps.env.SESSION_TTL_SECONDS });
    return { ok: true, token, partner };
  });
  if (!outcome.ok) throw otpFailure(outcome.message, outcome.triesLeft);
  return { token: outcome.token, partner: outcome.partner };
}

/**
 * Customer OTPs (a loan's consent and the customer's sign-in to a loan journey, a credit check, a sachet
 * activation): the purpose's digits (otpLengths) with the partner login's life, tries and send limits,
 * counted per purpose. One code path for every purpose but the partner's sign-in (decision 0081).
 */
export const CUSTOMER_CONSENT_PURPOSE = 'customer-consent' satisfies OtpPurpose;
export type CustomerOtpPurpose = Exclude<OtpPurpose, 'partner-login'>;
type CustomerOtpDeps = Pick<OtpDeps, 'db' | 'clock' | 'sms'> & { env: Pick<Env, 'PROVIDERS' | 'OTP_HASH_SECRET' | 'OTP_SENDS_PER_ADDRESS'> };

/**
 * Sends a customer an OTP for `purpose` (the text says what it is for) and answers the challenge's id.
 * Sandbox test numbers (99999000xx) get SANDBOX_OTP, as partners' do; any other number a random code.
 */
export async function sendCustomerOtp(
  deps: CustomerOtpDeps,
  request: { mobile: string; ip: string; purpose: CustomerOtpPurpose; text: (otp: string) => string; language?: Language },
): Promise<{ challengeId: string; expiresAt: Date }> {
  const now = deps.clock.now();
  const id = randomUUID();
  const otp = chooseOtp(deps.env, request.mobile, request.purpose);
  const expiresAt = new Date(now.getTime() + otpPolicy.ttlSeconds * 1000);
  await deps.db.transaction(async (tx) => {
    await ensureUnderSendLimits(tx, request.purpose, request.mobile, request.ip, now, deps.env.OTP_SENDS_PER_ADDRESS);
    await insertChallenge(tx, { id, mobile: request.mobile, purpose: request.purpose, otpHash: hashOtp(deps.env.OTP_HASH_SECRET, id, otp), now, expiresAt });
    await recordSend(tx, { purpose: request.purpose, mobile: request.mobile, ip: request.ip, at: now });
  });
  // The text's language names the DLT template it goes under (customer-consent.hi-IN; decision 0216).
  await deps.sms.send({ to: request.mobile, template: request.purpose, text: request.text(otp), variables: { otp }, language: request.language });
  return { challengeId: id, expiresAt };
}

/** When another customer OTP may be sent for a challenge (its cooldown), or undefined when now. */
export async function customerOtpCooldownEnds(deps: Pick<OtpDeps, 'db' | 'clock'>, challengeId: string): Promise<Date | undefined> {
  const challenge = await findChallengeForUpdate(deps.db, challengeId);
  if (!challenge) return undefined;
  const ends = new Date(challenge.lastSentAt.getTime() + otpPolicy.resendCooldownSeconds * 1000);
  return ends > deps.clock.now() ? ends : undefined;
}

/**
 * Checks a customer's OTP against its challenge (same purpose and mobile): once, within its life, before
 * five wrong tries. Throws the field message (400) otherwise; a wrong try is counted.
 */
export async function verifyCustomerOtp(
  deps: Omit<CustomerOtpDeps, 'sms'>,
  request: { challengeId: string; purpose: CustomerOtpPurpose; mobile: string; otp: string },
): Promise<void> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<{ ok: true } | { ok: false; message: string; triesLeft: number }> => {
    const challenge = await findChallengeForUpdate(tx, request.challengeId);
    if (!challenge || challenge.consumedAt || challenge.purpose !== request.purpose || challenge.mobile !== request.mobile) {
      return { ok: false, message: otpMessages.expired, triesLeft: 0 };
    }
    if (challenge.failedAttempts >= otpPolicy.maxFailedAttempts) return { ok: false, message: otpMessages.tooManyAttempts, triesLeft: 0 };
    if (challenge.expiresAt <= now) return { ok: false, message: otpMessages.expired, triesLeft: 0 };
    if (!otpMatches(deps.env.OTP_HASH_SECRET, challenge, request.otp)) {
      const failedAttempts = challenge.failedAttempts + 1;
      await updateChallenge(tx, challenge.id, { failedAttempts });
      const triesLeft = otpPolicy.maxFailedAttempts - failedAttempts;
      return { ok: false, message: triesLeft > 0 ? otpMessages.wrong(triesLeft) : otpMessages.tooManyAttempts, triesLeft };
    }
    await updateChallenge(tx, challenge.id, { consumedAt: now });
    return { ok: true };
  });
  if (!outcome.ok) throw otpFailure(outcome.message, outcome.triesLeft);
}
