import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantBrandColours, tenants } from '@portal/domain';
import { signInPartner, type TestApp } from '../../test-helper';
import { CUSTOMER_LINK_VALIDITY_MS } from '../lending/lending-context';
import { CUSTOMER_SESSION_COOKIE, customerSessionPolicy } from '../../lib/sessions/customer-session-repository';
import { customerLead, lastOtpTo, signInCustomer } from './customer-test-fixtures';

let now = new Date();
const clock = { now: () => now };

describe('customer sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { createProviders } = await import('../../providers/providers');
    const { testEnv } = await import('../../env');
    const { createTestDatabase, insertTenants } = await import('../../test-helper');
    const { buildApp } = await import('../../app');
    const database = await createTestDatabase();
    await insertTenants(database.db);
    const env = testEnv();
    const app = await buildApp({ env, db: database.db, providers: { ...createProviders(env, database.db), clock } });
    await app.ready();
    t = {
      app,
      db: database.db,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => t.close());

  const status = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/customer-sessions/status', headers: { cookie } });

  it('a customer proves the lead’s mobile by OTP and gets a session for that one lead, under its own cookie', async () => {
    const { partner } = await signInPartner(t.db);
    const { lead, token } = await customerLead(t.db, partner, { now });
    const sent = await t.app.inject({ method: 'POST', url: '/api/customer-sessions/lead/otp', payload: { token }, remoteAddress: '10.9.1.1' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ mobileEnding: lead.customerMobile.slice(-4), expiresInSeconds: 300 });
    expect(sent.body).not.toContain(lead.customerMobile);
    const otp = (await lastOtpTo(t.db, lead.customerMobile))!;
    expect(otp).toMatch(/^\d{6}$/);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/customer-sessions/lead',
      payload: { token, challengeId: sent.json().challengeId, otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.otp).toBe('Wrong OTP. 4 tries left');

    const started = await t.app.inject({ method: 'POST', url: '/api/customer-sessions/lead', payload: { token, challengeId: sent.json().challengeId, otp } });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ scope: { kind: 'lead', id: lead.id }, productCode: 'personal-loan' });
    const cookie = started.cookies.find((c) => c.name === CUSTOMER_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: customerSessionPolicy.maxSeconds });
    expect(started.cookies.some((c) => c.name === 'portal_session')).toBe(false);

    const seen = await status(`${CUSTOMER_SESSION_COOKIE}=${cookie.value}`);
    expect(seen.json()).toMatchObject({ signedIn: true, session: { scope: { kind: 'lead', id: lead.id } } });
  });

  it.each([
    { case: 'a forged link', token: () => 'not-a-token', status: 404 },
    { case: 'an empty link', token: () => '', status: 400 },
  ])('$case gets no OTP ($status)', async ({ token, status: code }) => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/customer-sessions/lead/otp', payload: { token: token() } });
    expect(sent.statusCode).toBe(code);
    expect(sent.json().error.code).toBeTruthy();
  });

  it('an OTP sent for one lead’s link does not open another lead', async () => {
    const { partner } = await signInPartner(t.db);
    const first = await customerLead(t.db, partner, { now });
    const second = await customerLead(t.db, partner, { now });
    const sent = await t.app.inject({ method: 'POST', url: '/api/customer-sessions/lead/otp', payload: { token: first.token }, remoteAddress: '10.9.1.2' });
    const otp = (await lastOtpTo(t.db, first.lead.customerMobile))!;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/customer-sessions/lead',
      payload: { token: second.token, challengeId: sent.json().challengeId, otp },
    });
    expect(started.statusCode).toBe(400);
  });

  it('a session ends after 20 idle minutes, is kept alive by use, and ends at 2 hours whatever the use', async () => {
    const { partner } = await signInPartner(t.db);
    const { lead, token } = await customerLead(t.db, partner, { now });
    const cookie = await signInCustomer(t.app, t.db, lead, token, '10.9.1.3');
    const start = now;
    try {
      for (let minute = 15; minute < 120; minute += 15) {
        now = new Date(start.getTime() + minute * 60_000);
        expect((await status(cookie)).json().signedIn, `at ${minute} minutes`).toBe(true);
      }
      now = new Date(start.getTime() + 121 * 60_000);
      expect((await status(cookie)).json().signedIn).toBe(false);

      const again = await customerLead(t.db, partner, { now });
      const idle = await signInCustomer(t.app, t.db, again.lead, again.token, '10.9.1.4');
      now = new Date(now.getTime() + 21 * 60_000);
      expect((await status(idle)).json().signedIn).toBe(false);
    } finally {
      now = new Date();
    }
  });

  it('logout ends the session server-side', async () => {
    const { partner } = await signInPartner(t.db);
    const { lead, token } = await customerLead(t.db, partner, { now });
    const cookie = await signInCustomer(t.app, t.db, lead, token, '10.9.1.5');
    const out = await t.app.inject({ method: 'POST', url: '/api/customer-sessions/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await status(cookie)).json().signedIn).toBe(false);
  });

  it.each(['mintfin', 'sahyadri', 'mintpro'] as const)(
    'the link names its lead’s tenant (%s) before any sign-in, expired or not; a forged one is a 404',
    async (tenant) => {
      const { partner } = await signInPartner(t.db, { tenant });
      const { token } = await customerLead(t.db, partner, { now });
      const brand = (at: string) => t.app.inject({ method: 'GET', url: `/api/customer-sessions/lead/brand?token=${encodeURIComponent(at)}` });
      const named = await brand(token);
      expect(named.statusCode, named.body).toBe(200);
      // And the lead's customer language, which the sign-in opens in (decision 0245).
      expect(named.json()).toEqual({ brandName: tenants[tenant].name, brandColour: tenantBrandColours[tenant], language: 'en-IN' });
      const start = now;
      try {
        now = new Date(start.getTime() + CUSTOMER_LINK_VALIDITY_MS + 60_000);
        expect((await brand(token)).json()).toEqual({ brandName: tenants[tenant].name, brandColour: tenantBrandColours[tenant], language: 'en-IN' });
      } finally {
        now = start;
      }
      expect((await brand('not-a-token')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/customer-sessions/lead/brand' })).statusCode).toBe(400);
    },
  );

  it('a partner’s session is no customer session', async () => {
    const { cookie } = await signInPartner(t.db);
    expect((await status(cookie)).json()).toEqual({ signedIn: false });
  });

  it('a cross-site POST of the customer’s OTP is refused', async () => {
    const { partner } = await signInPartner(t.db);
    const { token } = await customerLead(t.db, partner, { now });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/customer-sessions/lead/otp',
      payload: { token },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(sent.statusCode).toBe(403);
  });

  /**
   * Every route the OpenAPI document lists under the partner's cookie, called with a customer's cookie only:
   * none answers. The guard says 401; a body or query the route cannot read is refused before it, with a 400.
   */
  it('every partner route refuses a customer session', async () => {
    const { partner } = await signInPartner(t.db);
    const { lead, token } = await customerLead(t.db, partner, { now });
    const cookie = await signInCustomer(t.app, t.db, lead, token, '10.9.1.6');
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    }>();
    const partnerRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security?.some((scheme) => 'sessionCookie' in scheme))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, lead.id), operation })),
    );
    expect(partnerRoutes.length).toBeGreaterThan(50);
    const groups = new Set(partnerRoutes.map((route) => route.path.split('/')[2]));
    expect(groups.size).toBeGreaterThan(8);
    let unauthenticated = 0;
    for (const route of partnerRoutes) {
      const response = await t.app.inject({ method: route.method as 'GET', url: route.path, headers: { cookie } });
      expect([400, 401, 415], `${route.method} ${route.path}: ${response.body}`).toContain(response.statusCode);
      expect(response.json().error.code).toBeTruthy();
      if (response.statusCode === 401) unauthenticated += 1;
    }
    expect(unauthenticated).toBeGreaterThanOrEqual(20);
  });
});
