import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotifyResponse } from '@portal/domain';
import { buildApp } from '../../app';
import { partners } from '../../db/partners-schema';
import { testEnv } from '../../env';
import { runDueJobs } from '../../jobs/job-queue';
import { liveProviderProblems, parsePairs, dltTemplateKeys } from '../../live-provider-settings';
import { startKaleyraTestServer } from '../../providers/contract-servers/kaleyra-test-server';
import { startSmtpTestServer } from '../../providers/contract-servers/smtp-test-server';
import { createQueuedEmailProvider } from '../../providers/email/queued-email-provider';
import { createSmtpEmailSender } from '../../providers/email/smtp-email-sender';
import { createOutboxRelay, OUTBOX_CLAIM_MS } from '../../providers/outbox-relay';
import { outbox } from '../../providers/outbox-schema';
import { createProviders, deliveryReportTokenOf } from '../../providers/providers';
import { createKaleyraSmsSender, DELIVERY_REPORT_TOKEN_HEADER } from '../../providers/sms/kaleyra-sms-sender';
import { createQueuedSmsProvider } from '../../providers/sms/queued-sms-provider';
import { createPartner, createTestDatabase, insertTenants, signInPartner, type TestApp } from '../../test-helper';
import { notifications } from '../../db/schema/notifications-schema';

const ORIGIN = 'http://portal.test';
const SID = 'HXIN1700000001IN';
const API_KEY = 'kaleyra-test-api-key';
const dltIdOf = (index: number) => `11070000000000000${String(index).padStart(2, '0')}`;

describe('live delivery: the outbox relay, SMTP email and Kaleyra SMS against servers speaking their contracts', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let kaleyra: Awaited<ReturnType<typeof startKaleyraTestServer>>;
  let current = new Date('2026-11-26T09:00:00Z');
  const clock = { now: () => current };
  let env: ReturnType<typeof testEnv>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    kaleyra = await startKaleyraTestServer({ sid: SID, apiKey: API_KEY });
    env = testEnv({
      PUBLIC_URL: ORIGIN,
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'no-reply@mintpro.example',
      EMAIL_FROM_BY_TENANT: 'sahyadri=no-reply@sahyadri.example',
      SMS_PROVIDER: 'kaleyra',
      KALEYRA_BASE_URL: kaleyra.baseUrl,
      KALEYRA_SID: SID,
      KALEYRA_API_KEY: API_KEY,
      SMS_SENDER_ID: 'MINTPR',
      SMS_DLT_TEMPLATE_IDS: dltTemplateKeys.map((name, index) => `${name}=${dltIdOf(index)}`).join(','),
    });
    const database = await createTestDatabase();
    await insertTenants(database.db);
    // The providers the configuration makes, with the test's clock and a short SMTP timeout (a hung server fails fast).
    const relay = createOutboxRelay({
      db: database.db,
      clock,
      senders: {
        EMAIL: createSmtpEmailSender({
          url: smtp.url,
          defaultFrom: env.EMAIL_FROM!,
          fromByTenant: parsePairs(env.EMAIL_FROM_BY_TENANT),
          messageIdDomain: 'mintpro.example',
          timeoutMs: 4_000,
        }),
        SMS: createKaleyraSmsSender({
          baseUrl: kaleyra.baseUrl,
          sid: SID,
          apiKey: API_KEY,
          senderId: 'MINTPR',
          dltTemplateIds: parsePairs(env.SMS_DLT_TEMPLATE_IDS),
          deliveryReportUrl: `${ORIGIN}/api/sms/delivery-reports`,
          deliveryReportToken: deliveryReportTokenOf(env),
        }),
      },
    });
    const providers = {
      ...createProviders(env, database.db),
      clock,
      outboxRelay: relay,
      sms: createQueuedSmsProvider(relay),
      email: createQueuedEmailProvider(relay),
    };
    const app = await buildApp({ env, db: database.db, providers });
    await app.ready();
    t = {
      app,
      db: database.db,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    // A fresh database takes long on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await kaleyra.close();
  });
  beforeEach(() => {
    smtp.behave('accept');
    kaleyra.behave('accept');
  });

  const later = (ms: number) => {
    current = new Date(current.getTime() + ms);
  };
  const runJobs = () => runDueJobs(t.db, t.app.jobHandlers, current);
  const outboxOf = async (recipient: string) => t.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
  const notificationOf = async (recipient: string) =>
    (await t.db.select().from(notifications).where(eq(notifications.recipient, recipient)).orderBy(desc(notifications.createdAt)))[0]!;
  const mailsTo = (address: string) => smtp.received.filter((entry) => entry.envelopeTo.includes(address));

  it('is a complete configuration: the live settings name nothing missing', () => {
    expect(liveProviderProblems(env)).toEqual([]);
  });

  it("sends a sign-in OTP email by SMTP from the tenant's own address, in its brand, HTML and text, to its one recipient; the code signs in", async () => {
    const partner = await createPartner(t.db, { tenant: 'sahyadri', email: 'asha.partner@sahyadri-agents.example' });
    const generated = await t.app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile: partner.mobile, channel: 'EMAIL' } });
    expect(generated.statusCode).toBe(200);

    const [mail] = mailsTo(partner.email!);
    expect(mail, `the email arrived (outbox: ${JSON.stringify((await outboxOf(partner.email!))[0]?.lastError)})`).toBeDefined();
    expect(mail!.envelopeTo).toEqual([partner.email]);
    expect(mail!.mail.from?.value).toEqual([{ address: 'no-reply@sahyadri.example', name: 'Sahyadri Co-operative Bank' }]);
    expect(mail!.mail.subject).toBe('Your sign-in OTP');
    const otp = /(\d{6}) is your OTP/.exec(mail!.mail.text ?? '')?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    expect(mail!.mail.text).toContain('— Sahyadri Co-operative Bank');
    expect(mail!.mail.html).toContain('#b45309');
    expect(mail!.mail.html).toContain(`${otp} is your OTP`);
    // The idempotency key is the Message-ID, the same on any retry.
    const [row] = await outboxOf(partner.email!);
    expect(mail!.mail.messageId).toBe(row!.providerMessageId);
    expect(row!.sentAt).not.toBeNull();
    expect(row!.payload, 'the words are not kept once sent').toEqual({});
    expect((await notificationOf(partner.email!)).status).toBe('SENT');

    const validated = await t.app.inject({ method: 'POST', url: '/api/services/public/otp/validate', payload: { sessionId: generated.json().sessionId, otp } });
    expect(validated.statusCode).toBe(200);
  });

  it("carries no other customer's data: two partners' emails are two messages, each with its own words", async () => {
    const seller = await signInPartner(t.db, { tenant: 'mintpro' });
    const send = (to: string, customerName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/notify',
        headers: { cookie: seller.cookie, origin: ORIGIN },
        payload: { productCode: 'vector-borne', template: 'quote-follow-up', channel: 'EMAIL', to, variables: { customerName } },
      });
    expect((await send('ravi@customers.example', 'Ravi Kumar')).statusCode).toBe(202);
    expect((await send('meena@customers.example', 'Meena Iyer')).statusCode).toBe(202);
    const [ravi] = mailsTo('ravi@customers.example');
    const [meena] = mailsTo('meena@customers.example');
    expect(ravi!.envelopeTo).toEqual(['ravi@customers.example']);
    expect(ravi!.mail.from?.value[0]?.address).toBe('no-reply@mintpro.example');
    expect(ravi!.mail.text).toContain('Dear Ravi Kumar');
    expect(`${ravi!.mail.text}${ravi!.mail.html}`).not.toContain('Meena');
    expect(`${meena!.mail.text}${meena!.mail.html}`).not.toContain('Ravi');
  });

  it('a mail server that refuses the recipient for good (550) fails the message at once onto the failed messages, never retried', async () => {
    smtp.behave('refuse-recipient');
    const partner = await createPartner(t.db, { email: 'bounces@customers.example' });
    await t.app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile: partner.mobile, channel: 'EMAIL' } });
    const [row] = await outboxOf(partner.email!);
    expect(row).toMatchObject({ sentAt: null, lastError: 'SMTP_550', attempts: 1 });
    expect(row!.failedAt).not.toBeNull();
    expect(await notificationOf(partner.email!)).toMatchObject({ status: 'DEAD', lastError: 'SMTP_550' });
    smtp.behave('accept');
    later(60 * 60_000);
    await runJobs();
    expect(mailsTo(partner.email!)).toHaveLength(0);
  });

  for (const behaviour of ['busy', 'hang'] as const) {
    it(`a mail server that ${behaviour === 'busy' ? 'is busy (451)' : 'hangs'} leads to retries with backoff, and the email arrives once`, async () => {
      smtp.behave(behaviour);
      const partner = await createPartner(t.db, { email: `${behaviour}@customers.example` });
      await t.app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile: partner.mobile, channel: 'EMAIL' } });
      const [first] = await outboxOf(partner.email!);
      expect(first).toMatchObject({ sentAt: null, failedAt: null, attempts: 1, lastError: behaviour === 'busy' ? 'SMTP_451' : 'ETIMEDOUT' });
      // Handed to the relay: the notification is not lost, and the relay's job retries.
      expect((await notificationOf(partner.email!)).status).toBe('SENT');

      // Not before the backoff: 30 seconds.
      later(10_000);
      await runJobs();
      expect((await outboxOf(partner.email!))[0]!.attempts).toBe(1);

      later(25_000);
      await runJobs();
      expect((await outboxOf(partner.email!))[0]!.attempts).toBe(2);

      smtp.behave('accept');
      later(60_000);
      await runJobs();
      const [sent] = await outboxOf(partner.email!);
      expect(sent).toMatchObject({ attempts: 3, lastError: null });
      expect(sent!.sentAt).not.toBeNull();
      later(60 * 60_000);
      await runJobs();
      expect(mailsTo(partner.email!)).toHaveLength(1);
    });
  }

  it('sends a message at most once: the same key queued twice is one row, and an attempt whose outcome nobody saw is given up, not sent again', async () => {
    const relay = t.app.providers.outboxRelay;
    const message = {
      channel: 'EMAIL' as const,
      to: 'once@customers.example',
      template: 'quote-follow-up',
      payload: { subject: 'Hello', text: 'Hello' },
      idempotencyKey: 'test-key-once',
    };
    const first = await relay.queue(message);
    const second = await relay.queue(message);
    expect(second).toEqual({ id: first.id, queued: false });
    expect(await relay.relay(first.id, false)).toEqual({ status: 'sent' });
    expect(await relay.relay(first.id, false)).toEqual({ status: 'sent' });
    expect(mailsTo('once@customers.example')).toHaveLength(1);

    // A relay that claimed a message and died while the server answered: its lease lapses with no answer recorded.
    const orphan = await relay.queue({ ...message, to: 'orphan@customers.example', idempotencyKey: 'test-key-orphan' });
    await t.db
      .update(outbox)
      .set({ claimedUntil: new Date(current.getTime() + OUTBOX_CLAIM_MS), attempts: 1 })
      .where(eq(outbox.id, orphan.id));
    expect(await relay.relay(orphan.id, true)).toEqual({ status: 'not-due' });
    later(OUTBOX_CLAIM_MS + 1_000);
    expect(await relay.relay(orphan.id, true)).toEqual({ status: 'refused', code: 'OUTCOME_UNKNOWN' });
    expect(mailsTo('orphan@customers.example')).toHaveLength(0);
  });

  it('sends a Marathi SMS under the Marathi DLT template: the partner’s sign-in OTP in his language', async () => {
    const partner = await createPartner(t.db);
    await t.db.update(partners).set({ language: 'mr-IN' }).where(eq(partners.id, partner.id));
    const generated = await t.app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile: partner.mobile } });
    expect(generated.statusCode).toBe(200);
    const request = kaleyra.requests.find((entry) => entry.form.to === `+91${partner.mobile}`)!;
    expect(request.form.template_id).toBe(dltIdOf(dltTemplateKeys.indexOf('PARTNER_LOGIN.mr-IN')));
    expect(request.form.body).toMatch(/^\d{6} हा पार्टनर पोर्टलमध्ये साइन इन करण्यासाठी तुमचा OTP आहे\. तो \d+ मिनिटे वैध आहे\. तो कोणालाही सांगू नका\.$/);
  });

  it("sends an SMS through Kaleyra's API with the DLT sender, the template's DLT id, the key as ref and a delivery-report callback", async () => {
    const partner = await createPartner(t.db);
    const generated = await t.app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile: partner.mobile } });
    expect(generated.statusCode).toBe(200);
    const request = kaleyra.requests.find((entry) => entry.form.to === `+91${partner.mobile}`)!;
    expect(request.headers['api-key']).toBe(API_KEY);
    expect(request.form).toMatchObject({ sender: 'MINTPR', type: 'TXN', template_id: dltIdOf(dltTemplateKeys.indexOf('PARTNER_LOGIN')) });
    expect(request.form.body).toMatch(/^\d{6} is your OTP to sign in/);
    const [row] = await outboxOf(partner.mobile);
    expect(request.form.ref).toBe(row!.idempotencyKey);
    expect(JSON.parse(request.form.callback!)).toEqual({
      url: `${ORIGIN}/api/sms/delivery-reports`,
      method: 'POST',
      header: { [DELIVERY_REPORT_TOKEN_HEADER]: deliveryReportTokenOf(env) },
    });
    expect(row!.providerMessageId).toBe(request.messageId);
  });

  const report = (body: object, token = deliveryReportTokenOf(env)) =>
    t.app.inject({ method: 'POST', url: '/api/sms/delivery-reports', headers: { [DELIVERY_REPORT_TOKEN_HEADER]: token }, payload: body });

  it('delivery reports update the message: Delivered ends it; a replayed Sent changes nothing; a wrong token is refused', async () => {
    const partner = await createPartner(t.db);
    await t.app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile: partner.mobile } });
    const [row] = await outboxOf(partner.mobile);
    expect((await report({ id: row!.providerMessageId, status: 'Sent' }, 'x'.repeat(43))).statusCode).toBe(401);
    expect((await report({ id: row!.providerMessageId, status: 'Sent' })).statusCode).toBe(200);
    expect((await outboxOf(partner.mobile))[0]).toMatchObject({ deliveryStatus: 'SENT', deliveredAt: null });
    expect((await report({ id: row!.providerMessageId, status: 'Delivered', recipient: `91${partner.mobile}` })).statusCode).toBe(200);
    const [delivered] = await outboxOf(partner.mobile);
    expect(delivered).toMatchObject({ deliveryStatus: 'DELIVERED', payload: {} });
    expect(delivered!.deliveredAt).not.toBeNull();
    expect((await report({ id: row!.providerMessageId, status: 'Sent' })).statusCode).toBe(200);
    expect((await outboxOf(partner.mobile))[0]!.deliveryStatus).toBe('DELIVERED');
    expect((await report({ id: 'unknown-message:1', status: 'Delivered' })).statusCode).toBe(404);
  });

  it('an Undelivered report puts the message on the failed messages with its words, so an admin can send it again', async () => {
    const admin = await signInPartner(t.db, { tenant: 'mintpro', role: 'admin' });
    const seller = await signInPartner(t.db, { tenant: 'mintpro' });
    const to = '9876500011';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/notify',
      headers: { cookie: seller.cookie, origin: ORIGIN },
      payload: { productCode: 'vector-borne', template: 'quote-follow-up', channel: 'SMS', to, variables: { customerName: 'Ravi Kumar' } },
    });
    expect(sent.statusCode).toBe(202);
    const [row] = await outboxOf(to);
    expect((await report({ id: row!.providerMessageId, status: 'Undelivered' })).statusCode).toBe(200);
    const dead = await notificationOf(to);
    expect(dead).toMatchObject({ status: 'DEAD', lastError: 'DLR_UNDELIVERED' });
    expect(dead.body).toContain('Dear Ravi Kumar');

    const retried = await t.app.inject({ method: 'POST', url: `/api/notifications/${dead.id}/retry`, headers: { cookie: admin.cookie, origin: ORIGIN } });
    expect(retried.statusCode, retried.body).toBe(200);
    const requests = kaleyra.requests.filter((entry) => entry.form.to === `+91${to}`);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.form.body).toContain('Dear Ravi Kumar');
    // Sending again is a new message, under a new key.
    expect(requests[1]!.form.ref).not.toBe(requests[0]!.form.ref);
    expect((sent.json() as NotifyResponse).notifications).toHaveLength(1);
  });

  it('an OTP that waited past its validity for a gateway outage is not sent, and is on the failed messages as expired', async () => {
    kaleyra.behave('down');
    const partner = await createPartner(t.db);
    await t.app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile: partner.mobile } });
    const [queued] = await outboxOf(partner.mobile);
    expect(queued).toMatchObject({ sentAt: null, failedAt: null });
    expect(queued!.expiresAt).not.toBeNull();
    kaleyra.behave('accept');
    const tried = kaleyra.requests.filter((entry) => entry.form.to === `+91${partner.mobile}`).length;
    later(11 * 60_000);
    await runJobs();
    expect((await outboxOf(partner.mobile))[0]).toMatchObject({ sentAt: null, lastError: 'EXPIRED' });
    expect(kaleyra.requests.filter((entry) => entry.form.to === `+91${partner.mobile}`)).toHaveLength(tried);
    expect(await notificationOf(partner.mobile)).toMatchObject({ status: 'DEAD', lastError: 'EXPIRED' });
  });

  it('a number Kaleyra refuses (400) fails at once; Kaleyra down (503) is retried until it answers', async () => {
    const seller = await signInPartner(t.db, { tenant: 'mintpro' });
    const notify = (to: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/notify',
        headers: { cookie: seller.cookie, origin: ORIGIN },
        payload: { productCode: 'vector-borne', template: 'quote-follow-up', channel: 'SMS', to, variables: { customerName: 'Asha Rao' } },
      });
    kaleyra.behave('invalid-number');
    await notify('9876500021');
    expect(await notificationOf('9876500021')).toMatchObject({ status: 'DEAD', lastError: 'KALEYRA_400_E413' });

    kaleyra.behave('down');
    await notify('9876500022');
    expect((await outboxOf('9876500022'))[0]).toMatchObject({ sentAt: null, lastError: 'KALEYRA_503_E503', failedAt: null });
    kaleyra.behave('accept');
    later(31_000);
    await runJobs();
    expect((await outboxOf('9876500022'))[0]!.sentAt).not.toBeNull();
  });
});
