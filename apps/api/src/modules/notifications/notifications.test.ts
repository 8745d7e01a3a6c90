import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAX_ATTEMPTS, notificationMessages, type Notification, type NotifyResponse } from '@portal/domain';
import type { Database } from '../../db/client';
import { testEnv } from '../../env';
import { runDueJobs } from '../../jobs/job-queue';
import { jobs } from '../../jobs/jobs-schema';
import { outbox } from '../../providers/outbox-schema';
import { createProviders } from '../../providers/providers';
import { SandboxDeliveryFaults } from '../../providers/sandbox-delivery-faults';
import { createSandboxSmsProvider } from '../../providers/sms/sandbox-sms-provider';
import { buildApp } from '../../app';
import { createTestDatabase, insertTenants, nextTestMobile, signInPartner } from '../../test-helper';
import { CUSTOMER_SESSION_COOKIE, startCustomerSession } from '../../lib/sessions/customer-session-repository';
import { notifications } from '../../db/schema/notifications-schema';

const ORIGIN = 'http://portal.test';

describe('notifications through the job queue', () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  const faults = new SandboxDeliveryFaults();
  let current = new Date('2026-11-23T09:00:00Z');
  const clock = { now: () => current };
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  let admin: Awaited<ReturnType<typeof signInPartner>>;
  let otherAdmin: Awaited<ReturnType<typeof signInPartner>>;
  let viewer: Awaited<ReturnType<typeof signInPartner>>;

  beforeAll(async () => {
    const handle = await createTestDatabase();
    db = handle.db;
    await insertTenants(db);
    const env = testEnv({ PUBLIC_URL: ORIGIN });
    app = await buildApp({ env, db, providers: { ...createProviders(env, db), clock, sms: createSandboxSmsProvider(db, undefined, faults) } });
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
    };
    seller = await signInPartner(db, { tenant: 'mintpro', authorisedProducts: ['shop'] });
    admin = await signInPartner(db, { tenant: 'mintpro', role: 'admin' });
    otherAdmin = await signInPartner(db, { tenant: 'mintfin', role: 'admin' });
    viewer = await signInPartner(db, { tenant: 'mintpro', role: 'view' });
  });
  afterAll(async () => close());

  const notify = (payload: object, cookie = seller.cookie, url = '/api/notify') =>
    app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload });
  const reminder = (to = nextTestMobile()) => ({
    productCode: 'vector-borne',
    template: 'payment-reminder',
    channel: 'SMS',
    to,
    variables: { customerName: 'Asha Rao', link: `${ORIGIN}/products/payment-status?referenceId=R1` },
  });
  const rowOf = async (id: string) => (await db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

  it.each([
    ['hi-IN', 'प्रिय Asha Rao, आपके'],
    ['mr-IN', 'प्रिय Asha Rao, तुमच्या'],
  ])('writes the message in the customer’s language the partner names (%s) and keeps that language on the row', async (language, opening) => {
    const to = nextTestMobile();
    const response = await notify({ ...reminder(to), language });
    expect(response.statusCode, response.body).toBe(202);
    const [sent] = response.json<NotifyResponse>().notifications;
    const [message] = await db.select().from(outbox).where(eq(outbox.recipient, to));
    expect(message!.payload.text).toMatch(
      new RegExp(`^Mint Pro Insurance Brokers: ${opening} .+ ${ORIGIN}/products/payment-status\\?referenceId=R1 - ${seller.partner.name}$`),
    );
    expect((await rowOf(sent!.notificationId)).language).toBe(language);
  });

  it('renders the template, delivers it at once and keeps no text once sent', async () => {
    const to = nextTestMobile();
    const response = await notify(reminder(to));
    expect(response.statusCode, response.body).toBe(202);
    const [sent] = response.json<NotifyResponse>().notifications;
    expect(sent).toMatchObject({ status: 'SENT', attempts: 1, channel: 'SMS', template: 'payment-reminder', recipient: `******${to.slice(-4)}` });
    const [message] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, to), eq(outbox.template, 'payment-reminder')));
    expect(message!.payload.text).toBe(
      `Mint Pro Insurance Brokers: Dear Asha Rao, your ${String(message!.payload.productName)} payment is pending. Pay here: ${ORIGIN}/products/payment-status?referenceId=R1 - ${seller.partner.name}`,
    );
    const row = await rowOf(sent!.notificationId);
    expect({ body: row.body, variables: row.variables, tenant: row.tenantCode }).toEqual({ body: null, variables: null, tenant: 'mintpro' });
    const [job] = await db.select().from(jobs).where(eq(jobs.id, row.jobId!));
    expect(job!.completedAt).not.toBeNull();
  });

  it('sends one notification per channel from /notify-multiple-channels', async () => {
    const response = await notify(
      {
        productCode: 'shop',
        template: 'document-request',
        recipients: [
          { channel: 'SMS', to: nextTestMobile() },
          { channel: 'EMAIL', to: 'asha@example.com' },
        ],
        variables: { customerName: 'Asha Rao', documentName: 'GST certificate' },
      },
      seller.cookie,
      '/api/notify-multiple-channels',
    );
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json<NotifyResponse>().notifications.map((n) => [n.channel, n.status, n.recipient])).toEqual([
      ['SMS', 'SENT', expect.stringMatching(/^\*{6}\d{4}$/)],
      ['EMAIL', 'SENT', 'a****@example.com'],
    ]);
  });

  it.each([
    ['an invalid mobile', { to: '12345' }, 'to', 'Mobile is invalid'],
    ['a template the service alone sends', { template: 'payment-link' }, 'template', notificationMessages.template],
    ['an unknown product', { productCode: 'no-such-product' }, 'productCode', notificationMessages.product],
    [
      'a template not for the product',
      { productCode: 'vector-borne', template: 'document-request', variables: { customerName: 'Asha', documentName: 'PAN' } },
      'productCode',
      notificationMessages.product,
    ],
    ['a link to another site', { variables: { customerName: 'Asha Rao', link: 'https://evil.example/pay' } }, 'variables.link', notificationMessages.link],
    ['a missing variable', { variables: { link: `${ORIGIN}/x` } }, 'variables.customerName', notificationMessages.variable],
    [
      'free text in a variable',
      { variables: { customerName: 'Click http://evil.example now!', link: `${ORIGIN}/x` } },
      'variables.customerName',
      notificationMessages.variable,
    ],
  ])('refuses %s with a 400 naming the field', async (_case, change, field, message) => {
    const response = await notify({ ...reminder(), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('refuses duplicate channels in /notify-multiple-channels', async () => {
    const { channel, to, ...rest } = reminder();
    const response = await notify(
      {
        ...rest,
        recipients: [
          { channel, to },
          { channel, to },
        ],
      },
      seller.cookie,
      '/api/notify-multiple-channels',
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses no session, a customer session, the view role and a cross-site post', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/notify', payload: reminder() })).statusCode).toBe(401);
    const { token } = await startCustomerSession(db, { kind: 'activation', id: randomUUID() }, clock.now()).catch(() => ({ token: 'none' }));
    expect((await notify(reminder(), `${CUSTOMER_SESSION_COOKIE}=${token}`)).statusCode).toBe(401);
    expect((await notify(reminder(), viewer.cookie)).statusCode).toBe(403);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/notify',
      headers: { cookie: seller.cookie, origin: 'https://evil.example' },
      payload: reminder(),
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('retries a provider failure with backoff, dead-letters it at the limit, and an admin’s retry delivers it', async () => {
    faults.failing = true;
    const response = await notify(reminder());
    const [queued] = response.json<NotifyResponse>().notifications;
    expect(queued).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'SANDBOX_GATEWAY_DOWN' });

    // Not due before its backoff; then one more try per round until the limit.
    expect(await runDueJobs(db, app.jobHandlers, clock.now())).toBe(0);
    for (let attempt = 2; attempt <= NOTIFICATION_MAX_ATTEMPTS; attempt += 1) {
      current = new Date(current.getTime() + 31 * 60_000);
      await runDueJobs(db, app.jobHandlers, current);
      expect((await rowOf(queued!.notificationId)).attempts).toBe(attempt);
    }
    const dead = await rowOf(queued!.notificationId);
    expect(dead.status).toBe('DEAD');
    current = new Date(current.getTime() + 31 * 60_000);
    expect(await runDueJobs(db, app.jobHandlers, current)).toBe(0);

    const listed = await app.inject({ method: 'GET', url: '/api/notifications/dead-letters', headers: { cookie: admin.cookie } });
    expect(listed.json<Notification[]>().map((n) => n.notificationId)).toContain(queued!.notificationId);
    const elsewhere = await app.inject({ method: 'GET', url: '/api/notifications/dead-letters', headers: { cookie: otherAdmin.cookie } });
    expect(elsewhere.json<Notification[]>().map((n) => n.notificationId)).not.toContain(queued!.notificationId);
    expect((await app.inject({ method: 'GET', url: '/api/notifications/dead-letters', headers: { cookie: seller.cookie } })).statusCode).toBe(403);

    const retry = (cookie: string) =>
      app.inject({ method: 'POST', url: `/api/notifications/${queued!.notificationId}/retry`, headers: { cookie, origin: ORIGIN } });
    expect((await retry(otherAdmin.cookie)).statusCode).toBe(404);
    expect((await retry(seller.cookie)).statusCode).toBe(403);
    faults.failing = false;
    const retried = await retry(admin.cookie);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<Notification>()).toMatchObject({ status: 'SENT', attempts: 1 });
    expect((await retry(admin.cookie)).statusCode).toBe(409);
  });

  it('sends a sign-in OTP through the queue and never retries it once expired', async () => {
    faults.failing = true;
    const mobile = nextTestMobile();
    const { partner } = await signInPartner(db, { tenant: 'mintpro', mobile });
    const generated = await app.inject({ method: 'POST', url: '/api/services/public/otp/generate', headers: { origin: ORIGIN }, payload: { mobile } });
    expect(generated.statusCode, generated.body).toBe(200);
    const [row] = await db.select().from(notifications).where(eq(notifications.recipient, mobile));
    expect(row).toMatchObject({ template: 'PARTNER_LOGIN', status: 'PENDING', tenantCode: partner.tenantCode });
    current = new Date(current.getTime() + 11 * 60_000);
    await runDueJobs(db, app.jobHandlers, current);
    expect(await rowOf(row!.id)).toMatchObject({ status: 'DEAD', lastError: 'EXPIRED' });
    const retried = await app.inject({ method: 'POST', url: `/api/notifications/${row!.id}/retry`, headers: { cookie: admin.cookie, origin: ORIGIN } });
    expect(retried.statusCode).toBe(409);
    expect(retried.json().error.message).toBe(notificationMessages.expired);
    faults.failing = false;
  });

  it('answers 400 for a malformed notification id', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/notifications/not-a-uuid/retry', headers: { cookie: admin.cookie, origin: ORIGIN } });
    expect(response.statusCode).toBe(400);
  });
});
