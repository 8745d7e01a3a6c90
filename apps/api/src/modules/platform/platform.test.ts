import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CACHE_MAX_TTL_SECONDS,
  CACHE_MAX_VALUE_BYTES,
  cacheMessages,
  type CacheEntry,
  type ConfigurationUrls,
  type TokenIssueResponse,
  type TransformResponse,
} from '@portal/domain';
import { UNSAFE_TEXT_MESSAGE } from '../../plugins/safe-text';
import { createTestApp, createTestRedisEnv, signInPartner, type TestApp } from '../../test-helper';
import { notifications } from '../../db/schema/notifications-schema';
import { newsletterSubscriptions } from '../../db/schema/platform-schema';

const redisEnv = createTestRedisEnv();
const stores = [{ store: 'database' as const, env: {} }, ...(process.env.TEST_REDIS_URL ? [{ store: 'redis' as const, env: redisEnv.env }] : [])];

describe.each(stores)('the cache on $store', ({ store, env }) => {
  let t: TestApp;
  let mintpro: Awaited<ReturnType<typeof signInPartner>>;
  let mintproColleague: Awaited<ReturnType<typeof signInPartner>>;
  let mintfin: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp({ env });
    mintpro = await signInPartner(t.db, { tenant: 'mintpro' });
    mintproColleague = await signInPartner(t.db, { tenant: 'mintpro' });
    mintfin = await signInPartner(t.db, { tenant: 'mintfin' });
  });
  afterAll(async () => {
    await t.close();
    await redisEnv.cleanUp();
  });

  const put = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/master/public/add-redis', headers: { cookie }, payload });
  const get = (cookie: string, key: string) => t.app.inject({ method: 'GET', url: `/api/get-redis?key=${encodeURIComponent(key)}`, headers: { cookie } });

  it('keeps a value under the key and answers it back from the expected store', async () => {
    const stored = await put(mintpro.cookie, { key: 'quote-form:shop', value: { sumInsured: '300000', members: ['SPOUSE'] }, ttlSeconds: 600 });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json<CacheEntry>().store).toBe(store);
    const read = await get(mintpro.cookie, 'quote-form:shop');
    expect(read.statusCode).toBe(200);
    expect(read.json<CacheEntry>()).toMatchObject({ key: 'quote-form:shop', value: { sumInsured: '300000', members: ['SPOUSE'] }, store });
  });

  it.each([
    ['null', null],
    ['false', false],
    ['0', 0],
    ['an empty string', ''],
    ['an empty list', []],
    ['text with Devanagari and an emoji', 'नमस्ते 🙏'],
  ])('keeps JSON %s as it was given, under a new key and over an old one', async (_case, value) => {
    const newKey = `any-json-${randomUUID()}`;
    await put(mintpro.cookie, { key: 'any-json-kept', value: 'an earlier value' });
    for (const key of [newKey, 'any-json-kept']) {
      const stored = await put(mintpro.cookie, { key, value });
      expect(stored.statusCode, stored.body).toBe(201);
      const read = await get(mintpro.cookie, key);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json<CacheEntry>().value).toEqual(value);
    }
  });

  it('keeps tenants apart both ways, and partners of one tenant apart', async () => {
    await put(mintpro.cookie, { key: 'shared-name', value: 'mintpro value' });
    await put(mintfin.cookie, { key: 'shared-name', value: 'mintfin value' });
    expect((await get(mintpro.cookie, 'shared-name')).json<CacheEntry>().value).toBe('mintpro value');
    expect((await get(mintfin.cookie, 'shared-name')).json<CacheEntry>().value).toBe('mintfin value');
    await put(mintpro.cookie, { key: 'only-mintpro', value: 1 });
    await put(mintfin.cookie, { key: 'only-mintfin', value: 2 });
    expect((await get(mintfin.cookie, 'only-mintpro')).statusCode).toBe(404);
    expect((await get(mintpro.cookie, 'only-mintfin')).statusCode).toBe(404);
    const colleague = await get(mintproColleague.cookie, 'only-mintpro');
    expect(colleague.statusCode).toBe(404);
    expect(colleague.json().error.message).toBe(cacheMessages.notFound);
  });

  it.each([
    ['a key with a space', { key: 'bad key', value: 1 }, 'key', cacheMessages.key],
    ['a key of 129 characters', { key: 'k'.repeat(129), value: 1 }, 'key', cacheMessages.key],
    ['a time to live over a day', { key: 'k', value: 1, ttlSeconds: CACHE_MAX_TTL_SECONDS + 1 }, 'ttlSeconds', cacheMessages.ttl],
    ['a time to live of 0', { key: 'k', value: 1, ttlSeconds: 0 }, 'ttlSeconds', cacheMessages.ttl],
    ['a value holding a NUL character', { key: 'k', value: { note: 'a\u0000b' } }, 'value.note', UNSAFE_TEXT_MESSAGE],
    ['a value over 16 KB', { key: 'k', value: 'x'.repeat(CACHE_MAX_VALUE_BYTES) }, 'value', cacheMessages.tooLarge],
  ])('refuses %s with a 400', async (_case, payload, field, message) => {
    const response = await put(mintpro.cookie, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('refuses callers without a partner session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/master/public/add-redis', payload: { key: 'k', value: 1 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/get-redis?key=k' })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/master/public/add-redis',
      headers: { cookie: mintpro.cookie, origin: 'https://evil.example' },
      payload: { key: 'k', value: 1 },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('the database cache expires', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 404 once the time to live has passed', async () => {
    const { cookie } = await signInPartner(t.db);
    await t.app.inject({ method: 'POST', url: '/api/master/public/add-redis', headers: { cookie }, payload: { key: 'short', value: true, ttlSeconds: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.app.inject({ method: 'GET', url: '/api/get-redis?key=short', headers: { cookie } })).statusCode).toBe(404);
  });
});

describe('platform calls of SPEC §7', () => {
  let t: TestApp;
  let partner: Awaited<ReturnType<typeof signInPartner>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.in' } });
    partner = await signInPartner(t.db, { tenant: 'sahyadri' });
  });
  afterAll(async () => t.close());

  it.each([
    ['rupees-grouped', '1000000', '10,00,000'],
    ['amount-in-words', '150000', 'One Lakh Fifty Thousand Rupees Only'],
    ['dob-to-iso', '05/01/1990', '1990-01-05'],
    ['iso-to-dob', '1990-01-05', '05/01/1990'],
    ['mask-mobile', '9876543210', '******3210'],
    ['mask-email', 'asha@example.com', 'a****@example.com'],
  ])('transforms %s of %s', async (operation, value, result) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/utilities/public/transform', payload: { items: [{ operation, value }] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TransformResponse>().results[0]).toEqual({ operation, value, result });
  });

  it.each([
    ['hi-IN', 'एक लाख पचास हज़ार रुपये', 'मोबाइल नंबर अमान्य है'],
    ['mr-IN', 'एक लाख पन्नास हजार रुपये', 'मोबाइल नंबर अवैध आहे'],
    ['en-GB', 'One Lakh Fifty Thousand Rupees Only', 'Mobile is invalid'],
  ])('says an amount in words in the language asked for (%s)', async (language, words, badMobileMessage) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/utilities/public/transform',
      headers: { 'accept-language': language },
      payload: {
        items: [
          { operation: 'amount-in-words', value: '150000' },
          { operation: 'mask-mobile', value: '12345' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    const [inWords, badMobile] = response.json<TransformResponse>().results;
    expect(inWords?.result).toBe(words);
    expect(badMobile?.error).toBe(badMobileMessage);
  });

  it('answers each bad value with the spec’s message, and a bad request with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/utilities/public/transform',
      payload: {
        items: [
          { operation: 'dob-to-iso', value: '31/02/1990' },
          { operation: 'dob-to-iso', value: '1990-02-01' },
          { operation: 'mask-mobile', value: '12345' },
        ],
      },
    });
    expect(response.json<TransformResponse>().results.map((r) => r.error)).toEqual([
      'Invalid date',
      'DOB should be in DD/MM/YYYY format only',
      'Mobile is invalid',
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/utilities/public/transform', payload: { items: [{ operation: 'rot13', value: 'x' }] } })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/utilities/public/transform', payload: { items: [] } })).statusCode).toBe(400);
  });

  it('issues a sealed token for an audience to a signed-in partner only', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/token/issue', headers: { cookie: partner.cookie }, payload: { audience: 'files' } });
    expect(response.statusCode, response.body).toBe(201);
    const issued = response.json<TokenIssueResponse>();
    expect(issued).toMatchObject({ audience: 'files', tokenType: 'Bearer' });
    expect(issued.token.split('.')).toHaveLength(5);
    expect(issued.token).not.toContain(partner.partner.id);
    expect((await t.app.inject({ method: 'POST', url: '/api/token/issue', payload: { audience: 'files' } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/token/issue', headers: { cookie: partner.cookie }, payload: { audience: 'root' } })).statusCode,
    ).toBe(400);
  });

  it('lists the hosts of SPEC §7 under the public URL', async () => {
    const urls = (await t.app.inject({ method: 'GET', url: '/api/configuration/urls' })).json<ConfigurationUrls>();
    expect(urls.urls).toMatchObject({
      platformV1: 'https://portal.example.in/api',
      platformV2: 'https://portal.example.in/api/v2',
      helpCentre: 'https://portal.example.in/api/helpcentre/v1',
    });
  });

  it('fetches SPEC §9 constants, all or by name', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/configuration/constant/fetch' })).json();
    expect(all).toMatchObject({ lengths: { mobile: 10, pinCode: 6, imei: 15, dob: 10 }, smallScreenBreakpointPx: 768, defaultFooterSequence: 13 });
    expect(all.startingPricesInRupees['vector-borne']).toBe(199);
    const some = (await t.app.inject({ method: 'GET', url: '/api/configuration/constant/fetch?keys=lengths,unknown' })).json();
    expect(Object.keys(some)).toEqual(['lengths']);
    expect((await t.app.inject({ method: 'GET', url: '/api/configuration/constant/fetch?keys=a;b' })).statusCode).toBe(400);
  });

  it("answers a product's configurations for the partner's own tenant only", async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: partner.cookie } });
    const quote = await get('/configs/products/group-hospicash/source/quote');
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().fields.length).toBeGreaterThan(0);
    const all = await get('/configs/products/group-hospicash/source/all');
    expect(all.statusCode, all.body).toBe(200);
    expect(Object.keys(all.json()).sort()).toEqual(['landing', 'proposal', 'quote']);
    expect(all.json().landing.code).toBe('group-hospicash');
    expect((await get('/configs/products/group-hospicash/source/quote?sourceId=sahyadri')).statusCode).toBe(200);
    expect((await get('/configs/products/group-hospicash/source/quote?sourceId=mintpro')).statusCode).toBe(404);
    // The white-label tenant does not sell shop cover.
    expect((await get('/configs/products/shop/source/landing')).statusCode).toBe(404);
    expect((await get('/configs/products/group-hospicash/source/brochure')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/configs/products/group-hospicash/source/all' })).statusCode).toBe(401);
  });

  it('subscribes to the newsletter with consent, welcomes once, and unsubscribes', async () => {
    const subscribe = (payload: object) => t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });
    expect((await subscribe({ email: 'Reader@Example.com', consent: true })).statusCode).toBe(202);
    expect((await subscribe({ email: 'reader@example.com', consent: true })).statusCode).toBe(202);
    const welcomes = await t.db.select().from(notifications).where(eq(notifications.recipient, 'reader@example.com'));
    expect(welcomes.map((n) => n.template)).toEqual(['newsletter-welcome']);
    const refused = await subscribe({ email: 'reader@example.com', consent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.consent).toBe('Tick the box to agree to receive the newsletter');
    expect((await subscribe({ email: 'not-an-email', consent: true })).json().error.fields.email).toBe('Email is not valid');
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { email: 'reader@example.com' } })).statusCode).toBe(202);
    const [row] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'reader@example.com'));
    expect(row!.unsubscribedAt).not.toBeNull();
  });
});
