import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProduct, type Mandate, type Proposal, type Quote } from '@portal/domain';
import { createTestApp, signInPartner, type TestApp } from '../test-helper';
import { postProposal, postQuote, samplesOf, withOwnUploads } from '../modules/sales/sales-test-fixtures';

/** Everything the app's logger writes, one JSON line per entry. */
function captureLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) }, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

// Known sample personal data: none of it may reach a log line, in any request or error.
const customer = {
  firstName: 'Ishaan',
  lastName: 'Varadkar',
  mobile: '9812345670',
  email: 'privacy.sample@example.in',
  dob: '14/02/1991',
  businessPan: 'QZXFR4821M',
  address1: '9 Quiet Privacy Lane',
};
const partnerMobile = '9876512340';
const partnerEmail = 'partner.privacy@example.in';

describe('personal data never reaches the logs', () => {
  const log = captureLog();
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof signInPartner>>;
  const secrets: string[] = [...Object.values(customer), partnerMobile, partnerEmail];

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: log.stream });
    seller = await signInPartner(t.db, { authorisedProducts: ['fire'], mobile: partnerMobile, email: partnerEmail });
  });
  afterAll(async () => t.close());

  async function fireQuote(): Promise<Quote> {
    const values = await withOwnUploads(t.app, seller.cookie, findProduct('fire')!.sale!.quote.fields, samplesOf('fire').quote);
    const response = await postQuote(t.app, seller.cookie, 'fire', values);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Quote>();
  }
  const proposalValues = () => ({ ...samplesOf('fire').proposal, ...customer });

  it('logs a whole journey (sign-in code, quote, proposal, mandate link) by routes and ids only', async () => {
    const otp = await t.app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile: partnerMobile } });
    expect(otp.statusCode, otp.body).toBe(200);

    const quote = await fireQuote();
    secrets.push(quote.quoteId);
    const readBack = await t.app.inject({
      method: 'GET',
      url: `/api/products/fire/quote?quoteId=${encodeURIComponent(quote.quoteId)}`,
      headers: { cookie: seller.cookie },
    });
    expect(readBack.statusCode, readBack.body).toBe(200);
    const refused = await postProposal(t.app, seller.cookie, 'fire', { quoteId: quote.quoteId, ...proposalValues(), email: `${customer.email}@` });
    expect(refused.statusCode).toBe(400);
    const created = await postProposal(t.app, seller.cookie, 'fire', { quoteId: quote.quoteId, ...proposalValues() });
    expect(created.statusCode, created.body).toBe(201);
    const { referenceId } = created.json<Proposal>();

    const mandate = await t.app.inject({ method: 'POST', url: `/api/products/fire/proposals/${referenceId}/mandate`, headers: { cookie: seller.cookie } });
    expect(mandate.statusCode, mandate.body).toBe(200);
    const token = new URL(mandate.json<Mandate>().link, 'http://portal').searchParams.get('token')!;
    secrets.push(token, encodeURIComponent(token));
    const opened = await t.app.inject({ method: 'GET', url: `/api/redirection-flows/public/product/fire?token=${encodeURIComponent(token)}` });
    expect(opened.statusCode, opened.body).toBe(200);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/redirection-flows/public/product/fire/mandate',
      payload: { token, fullName: `${customer.firstName} ${customer.lastName}`, consent: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const requests = log.entries().filter((entry) => entry.req);
    expect(requests.map((entry) => entry.req)).toContainEqual({ method: 'GET', route: '/api/redirection-flows/public/product/:productName' });
    expect(requests.map((entry) => entry.req)).toContainEqual({ method: 'POST', route: '/api/products/:code/proposals' });
    expect(log.entries().some((entry) => entry.msg === 'sandbox SMS')).toBe(true);
  });

  it('logs a database error on a proposal insert by its SQLSTATE and query, without the proposal', async () => {
    const quote = await fireQuote();
    // A real error from the database driver, whose message and params hold every value of the insert.
    await t.db.execute(sql.raw('ALTER TABLE proposals ADD CONSTRAINT privacy_log_test_refuses CHECK (false) NOT VALID'));
    try {
      const response = await postProposal(t.app, seller.cookie, 'fire', { quoteId: quote.quoteId, ...proposalValues() });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('INTERNAL');
    } finally {
      await t.db.execute(sql.raw('ALTER TABLE proposals DROP CONSTRAINT privacy_log_test_refuses'));
    }
    const failure = log.entries().find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      query: expect.stringMatching(/^insert into "proposals" .* values \(default, \$1, \$2/),
      cause: { code: '23514', table: 'proposals', constraint: 'privacy_log_test_refuses' },
    });
  });

  it('found none of the sample personal data, quote ids nor link tokens in what was logged', () => {
    const written = log.lines.join('');
    expect(log.lines.length).toBeGreaterThan(20);
    expect(secrets.filter((value) => written.includes(value))).toEqual([]);
  });
});
