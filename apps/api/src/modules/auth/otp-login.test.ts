import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database, DatabaseHandle } from '../../db/client';
import { outbox } from '../../providers/outbox-schema';
import { testEnv } from '../../env';
import { createProviders } from '../../providers/providers';
import { createPartner, createTestDatabase, insertTenants, nextTestMobile } from '../../test-helper';
import type { FastifyInstance } from 'fastify';
import { otpMessages } from '../../lib/sessions/otp-service';

/** A clock the tests move by hand, so expiry and windows are checked without sleeping. */
function createManualClock(start = new Date('2025-03-01T09:00:00Z')) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (seconds: number) => void (now += seconds * 1000) };
}

let ipCounter = 0;
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('OTP login', () => {
  let database: DatabaseHandle;
  let db: Database;
  let app: FastifyInstance;
  const clock = createManualClock();

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await insertTenants(db);
    const env = testEnv();
    app = await buildApp({ env, db, providers: { ...createProviders(env, db), clock } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const generate = (mobile: string, ip = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile }, remoteAddress: ip });
  const resend = (sessionId: string, ip = nextIp()) =>
    app.inject({ method: 'POST', url: `/api/services/public/otp/resend/${sessionId}`, payload: {}, remoteAddress: ip });
  const validate = (sessionId: string, otp: string) => app.inject({ method: 'POST', url: '/api/services/public/otp/validate', payload: { sessionId, otp } });
  const lastOtpSentTo = async (mobile: string) => {
    const [message] = await db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
    return message?.payload.otp as string | undefined;
  };
  const wrongOtpFor = (otp: string) => (otp === '000000' ? '111111' : '000000');
  const otpError = (message: string, triesLeft?: number) => ({
    error: { code: 'VALIDATION', message, fields: { otp: message }, ...(triesLeft === undefined ? {} : { triesLeft }) },
  });

  async function startChallenge() {
    const partner = await createPartner(db);
    const response = await generate(partner.mobile);
    expect(response.statusCode).toBe(200);
    const sessionId = response.json().sessionId as string;
    const otp = (await lastOtpSentTo(partner.mobile))!;
    return { partner, sessionId, otp };
  }

  it('sends a 6-digit code, signs in with it, keeps the session in an HttpOnly cookie and ends it on logout', async () => {
    const partner = await createPartner(db, { tenant: 'mintfin', role: 'admin' });
    const generated = await generate(partner.mobile);
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toEqual({ sessionId: expect.any(String), expiresInSeconds: 300, resendAfterSeconds: 30 });
    const otp = await lastOtpSentTo(partner.mobile);
    expect(otp).toMatch(/^\d{6}$/);

    const validated = await validate(generated.json().sessionId, otp!);
    expect(validated.statusCode).toBe(200);
    const session = {
      partnerId: partner.id,
      dealerHash: partner.dealerHash,
      dealerName: partner.name,
      dealerUserName: partner.userName,
      mobile: partner.mobile,
      email: partner.email,
      role: 'admin',
      tenant: 'mintfin',
      tenantName: 'Mint Finance',
      // No language chosen yet: the page follows the browser's (decision 0210).
      language: null,
    };
    expect(validated.json()).toEqual(session);
    const setCookie = String(validated.headers['set-cookie']);
    expect(setCookie).toMatch(/^portal_session=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Max-Age=43200');
    expect(setCookie).not.toContain('Secure');
    const cookie = setCookie.split(';')[0]!;

    const current = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(session);

    const logout = await app.inject({ method: 'POST', url: '/api/session/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/^portal_session=;.*Expires=Thu, 01 Jan 1970/);

    const afterLogout = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('tells whether a session exists with a 200 either way, so a signed-out page logs no failed request', async () => {
    const { sessionId, otp } = await startChallenge();
    const validated = await validate(sessionId, otp!);
    const cookie = String(validated.headers['set-cookie']).split(';')[0]!;

    const signedIn = await app.inject({ method: 'GET', url: '/api/session/status', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ signedIn: true, partner: validated.json() });

    await app.inject({ method: 'POST', url: '/api/session/logout', headers: { cookie } });
    for (const headers of [{ cookie }, {}]) {
      const signedOut = await app.inject({ method: 'GET', url: '/api/session/status', headers });
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.json()).toEqual({ signedIn: false });
    }
  });

  it('answers 401 to GET /session without a cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    { body: { mobile: '12345' }, field: 'mobile', message: 'Mobile is invalid' },
    { body: { mobile: '5999999999' }, field: 'mobile', message: 'Mobile is invalid' },
    { body: {}, field: 'mobile', message: 'Mobile is invalid' },
  ])('refuses to generate for $body with "$message"', async ({ body, field, message }) => {
    const response = await app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message, fields: { [field]: message } } });
  });

  it.each([
    { otp: '12a456', message: 'OTP should be numeric' },
    { otp: '', message: 'OTP should be numeric' },
    { otp: '1234', message: 'Enter valid numeric OTP' },
  ])('refuses the OTP "$otp" with "$message"', async ({ otp, message }) => {
    const { sessionId } = await startChallenge();
    const response = await validate(sessionId, otp);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(otpError(message));
  });

  it('says a wrong code is wrong and how many tries are left, and kills the challenge after five, so even the right code then fails', async () => {
    const { sessionId, otp } = await startChallenge();
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) answers.push((await validate(sessionId, wrongOtpFor(otp))).json());
    expect(answers).toEqual([
      otpError('Wrong OTP. 4 tries left', 4),
      otpError('Wrong OTP. 3 tries left', 3),
      otpError('Wrong OTP. 2 tries left', 2),
      otpError('Wrong OTP. 1 try left', 1),
      otpError(otpMessages.tooManyAttempts, 0),
    ]);
    const right = await validate(sessionId, otp);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(otpError(otpMessages.tooManyAttempts, 0));
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the code until five minutes have passed and refuses it after', async () => {
    const first = await startChallenge();
    clock.advance(299);
    expect((await validate(first.sessionId, first.otp)).statusCode).toBe(200);

    const second = await startChallenge();
    clock.advance(300);
    const late = await validate(second.sessionId, second.otp);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(otpError(otpMessages.expired, 0));
  });

  it('lets a code sign in only once', async () => {
    const { sessionId, otp } = await startChallenge();
    expect((await validate(sessionId, otp)).statusCode).toBe(200);
    const again = await validate(sessionId, otp);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(otpError(otpMessages.expired, 0));
  });

  it('refuses a resend within 30 seconds with 429 and Retry-After, then sends a new code that replaces the old', async () => {
    const { partner, sessionId, otp } = await startChallenge();
    clock.advance(10);
    const tooSoon = await resend(sessionId);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('20');
    expect(tooSoon.json()).toEqual({ error: { code: 'RATE_LIMITED', message: otpMessages.resendTooSoon } });

    clock.advance(20);
    const resent = await resend(sessionId);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ sessionId, expiresInSeconds: 300, resendAfterSeconds: 30 });
    const newOtp = (await lastOtpSentTo(partner.mobile))!;
    if (newOtp !== otp) expect((await validate(sessionId, otp)).json()).toEqual(otpError(otpMessages.wrong(4), 4));
    expect((await validate(sessionId, newOtp)).statusCode).toBe(200);
  });

  it('allows five sends per mobile from one address in 15 minutes, then answers 429 with the seconds until the oldest leaves the window', async () => {
    const partner = await createPartner(db);
    const ip = nextIp();
    for (let send = 1; send <= 5; send += 1) {
      expect((await generate(partner.mobile, ip)).statusCode).toBe(200);
      clock.advance(60);
    }
    const limited = await generate(partner.mobile, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(15 * 60 - 5 * 60));
    // The message says when: 10 minutes, as Retry-After does.
    expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many OTP requests. Please try again in 10 minutes' } });

    clock.advance(15 * 60 - 5 * 60);
    expect((await generate(partner.mobile, ip)).statusCode).toBe(200);
  });

  it('counts resends against the mobile-and-address limit too', async () => {
    const partner = await createPartner(db);
    const ip = nextIp();
    const sessionId = (await generate(partner.mobile, ip)).json().sessionId as string;
    for (let send = 2; send <= 5; send += 1) {
      clock.advance(30);
      expect((await resend(sessionId, ip)).statusCode).toBe(200);
    }
    clock.advance(30);
    const limited = await resend(sessionId, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(15 * 60 - 5 * 30));
    expect((await generate(partner.mobile, ip)).statusCode).toBe(429);
  });

  it("does not let a stranger's sends from another address lock the partner out of his own", async () => {
    const partner = await createPartner(db);
    const stranger = nextIp();
    for (let send = 1; send <= 5; send += 1) expect((await generate(partner.mobile, stranger)).statusCode).toBe(200);
    expect((await generate(partner.mobile, stranger)).statusCode).toBe(429);

    const partnersOwn = nextIp();
    const generated = await generate(partner.mobile, partnersOwn);
    expect(generated.statusCode).toBe(200);
    expect((await validate(generated.json().sessionId, (await lastOtpSentTo(partner.mobile))!)).statusCode).toBe(200);
  });

  it('holds a ceiling of fifteen sends per mobile from all addresses together', async () => {
    const partner = await createPartner(db);
    for (const ip of [nextIp(), nextIp(), nextIp()]) {
      for (let send = 1; send <= 5; send += 1) expect((await generate(partner.mobile, ip)).statusCode).toBe(200);
      clock.advance(60);
    }
    const limited = await generate(partner.mobile, nextIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(15 * 60 - 3 * 60));
  });

  it('allows twenty sends per address in 15 minutes, then answers 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let send = 1; send <= 20; send += 1) expect((await generate(nextTestMobile(), ip)).statusCode).toBe(200);
    const limited = await generate(nextTestMobile(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(15 * 60));
    expect((await generate(nextTestMobile(), nextIp())).statusCode).toBe(200);
  });

  it('takes the per-address limit from OTP_SENDS_PER_ADDRESS (a branch office behind one address)', async () => {
    const env = testEnv({ OTP_SENDS_PER_ADDRESS: 3 });
    const office = await buildApp({ env, db, providers: { ...createProviders(env, db), clock } });
    try {
      const ip = nextIp();
      const send = () => office.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile: nextTestMobile() }, remoteAddress: ip });
      for (let n = 1; n <= 3; n += 1) expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await office.close();
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: a rotating fake header buys no fresh sends', async () => {
    const ip = nextIp();
    for (let send = 1; send <= 20; send += 1) expect((await generate(nextTestMobile(), ip)).statusCode).toBe(200);
    for (let send = 1; send <= 5; send += 1) {
      const faked = await app.inject({
        method: 'POST',
        url: '/api/services/public/otp/generate',
        payload: { mobile: nextTestMobile() },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': nextIp() },
      });
      expect(faked.statusCode).toBe(429);
    }
  });

  it('counts by the client address a proxy in TRUSTED_PROXIES names in X-Forwarded-For', async () => {
    const proxy = nextIp();
    const env = testEnv({ TRUSTED_PROXIES: [proxy] });
    const behindProxy = await buildApp({ env, db, providers: { ...createProviders(env, db), clock } });
    try {
      const viaProxy = (client: string) =>
        behindProxy.inject({
          method: 'POST',
          url: '/api/services/public/otp/generate',
          payload: { mobile: nextTestMobile() },
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': client },
        });
      const [client, another] = [nextIp(), nextIp()];
      for (let send = 1; send <= 20; send += 1) expect((await viaProxy(client)).statusCode).toBe(200);
      expect((await viaProxy(client)).statusCode).toBe(429);
      expect((await viaProxy(another)).statusCode).toBe(200);
      // The twenty sends were counted against the client's own address, whichever way he comes next.
      expect((await generate(nextTestMobile(), client)).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it('answers an unknown mobile exactly like a partner, sends it nothing, and never signs it in', async () => {
    const mobile = nextTestMobile();
    const response = await generate(mobile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sessionId: expect.any(String), expiresInSeconds: 300, resendAfterSeconds: 30 });
    expect(await lastOtpSentTo(mobile)).toBeUndefined();
    const attempt = await validate(response.json().sessionId, '123456');
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json()).toEqual(otpError(otpMessages.wrong(4), 4));
  });

  it('gives the sandbox test numbers the fixed OTP 123456 while providers are sandbox', async () => {
    const partner = await createPartner(db, { mobile: '9999900099' });
    const generated = await generate(partner.mobile);
    expect(await lastOtpSentTo(partner.mobile)).toBe('123456');
    expect((await validate(generated.json().sessionId, '123456')).statusCode).toBe(200);
  });

  it('stores only a hash of the code', async () => {
    const { sessionId, otp } = await startChallenge();
    const [row] = await db.query.otpChallenges.findMany({ where: (c, { eq: equals }) => equals(c.id, sessionId) });
    expect(row!.otpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.otpHash).not.toContain(otp);
  });

  it('sends the code by email when asked and the partner has one', async () => {
    const partner = await createPartner(db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/services/public/otp/generate',
      payload: { mobile: partner.mobile, channel: 'EMAIL' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    const [message] = await db.select().from(outbox).where(eq(outbox.recipient, partner.email!)).limit(1);
    expect(message?.channel).toBe('EMAIL');
    expect((await validate(response.json().sessionId, message!.payload.otp as string)).statusCode).toBe(200);
  });
});
