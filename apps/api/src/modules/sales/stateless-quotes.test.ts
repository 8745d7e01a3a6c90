import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Proposal, Quote } from '@portal/domain';
import { buildApp } from '../../app';
import type { Database, DatabaseHandle } from '../../db/client';
import { testEnv } from '../../env';
import { createProviders } from '../../providers/providers';
import { createPartner, createTestDatabase, insertTenants } from '../../test-helper';
import { createSession, SESSION_COOKIE } from '../../lib/sessions/session-repository';
import { prepareQuoteTokens, QUOTE_VALIDITY_MS, type QuotePayload } from './quote-token';
import { postProposal, postQuote, samplesOf } from './sales-test-fixtures';

/** A clock the tests move by hand, so a quote's age is tested without waiting a day. */
function createManualClock(start = new Date()) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

/**
 * Counts the calls that reach the database driver itself (PGlite's query/exec/transaction, or the
 * pg pool's query/connect), whatever code above it makes them.
 */
function countDatabaseCalls(db: Database) {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const spies = ['query', 'exec', 'transaction', 'connect']
    .filter((method) => typeof client[method] === 'function')
    .map((method) => vi.spyOn(client as Record<string, (...args: unknown[]) => unknown>, method));
  return {
    count: () => spies.reduce((total, spy) => total + spy.mock.calls.length, 0),
    reset: () => spies.forEach((spy) => spy.mockClear()),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

const quoteExpired = 'Quote has expired. Please get a new quote.';

describe('stateless quotes', () => {
  const env = testEnv();
  const clock = createManualClock();
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let seller: { id: string; cookie: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertTenants(database.db);
    app = await buildApp({ env, db: database.db, providers: { ...createProviders(env, database.db), clock } });
    await app.ready();
    const partner = await createPartner(database.db, { authorisedProducts: ['shop'] });
    // A session that outlives the days this file moves the clock by.
    const token = await createSession(database.db, partner.id, { now: clock.now(), ttlSeconds: 30 * 24 * 60 * 60 });
    seller = { id: partner.id, cookie: `${SESSION_COOKIE}=${token}` };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const proposeWith = (quoteId: string, productCode = 'vector-borne') =>
    postProposal(app, seller.cookie, productCode, { quoteId, ...samplesOf(productCode).proposal });

  it.each(['vector-borne', 'shop'])('prices a %s quote without a database call once the session is cached', async (productCode) => {
    const calls = countDatabaseCalls(database.db);
    try {
      // Any request after a cache TTL reads the session again; the counter must see that read.
      clock.advance(60_000);
      expect((await postQuote(app, seller.cookie, productCode)).statusCode).toBe(201);
      expect(calls.count()).toBeGreaterThan(0);
      calls.reset();
      const response = await postQuote(app, seller.cookie, productCode);
      expect(response.statusCode, response.body).toBe(201);
      expect(calls.count()).toBe(0);
    } finally {
      calls.restore();
    }
  });

  // A quote token's times are whole seconds (JWT claims): valid through the last second of its 24 hours.
  it('turns a quote into a proposal up to 24 hours after it was made, and refuses it after', async () => {
    const kept = (await postQuote(app, seller.cookie, 'vector-borne')).json<Quote>();
    const late = (await postQuote(app, seller.cookie, 'vector-borne')).json<Quote>();
    clock.advance(QUOTE_VALIDITY_MS - 1000);
    const inTime = await proposeWith(kept.quoteId);
    expect(inTime.statusCode, inTime.body).toBe(201);
    expect(inTime.json<Proposal>()).toMatchObject({ quoteId: kept.quoteId, quoteValues: kept.values, premium: kept.premium });

    clock.advance(1000);
    const tooLate = await proposeWith(late.quoteId);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().error).toMatchObject({ code: 'VALIDATION', message: quoteExpired, fields: { quoteId: quoteExpired } });
  });

  // Tokens issued with the service's own key, so only the price or the values are wrong.
  const signedQuote = async (changes: Partial<QuotePayload>) =>
    (await prepareQuoteTokens(env.QUOTE_SIGNING_SECRET)).issue(
      { productCode: 'vector-borne', partnerId: seller.id, tenant: 'mintpro', values: samplesOf('vector-borne').quote, totalPremium: 19900, ...changes },
      { issuedAt: clock.now(), expiresAt: new Date(clock.now().getTime() + QUOTE_VALIDITY_MS) },
    );

  it('accepts a quote signed by the service with its price', async () => {
    expect((await proposeWith(await signedQuote({}))).statusCode).toBe(201);
  });

  it.each([
    { what: 'whose price no longer holds', changes: { totalPremium: 10000 } },
    { what: 'whose values no longer pass the quote form', changes: { values: { ...samplesOf('vector-borne').quote, pinCode: '41100' } } },
  ])('refuses a quote $what as expired', async ({ changes }) => {
    const response = await proposeWith(await signedQuote(changes));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ quoteId: quoteExpired });
  });

  it.each([
    { what: 'another partner', changes: { partnerId: '7d3c8e0a-5b1f-4c2d-9e8f-0a1b2c3d4e5f' } },
    { what: 'another tenant', changes: { tenant: 'mintfin' as const } },
  ])('answers 404 for a quote made to $what', async ({ changes }) => {
    const response = await proposeWith(await signedQuote(changes));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Quote not found');
  });
});
