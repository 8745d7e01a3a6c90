import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testEnv } from '../env';
import { enqueueJob } from '../jobs/job-queue';
import { createTestApp, createTestDatabase, insertTenants, nextTestMobile, type TestApp } from '../test-helper';

/** Everything the app's logger writes, one JSON line per entry. */
function captureLog() {
  const lines: string[] = [];
  return { stream: { write: (line: string) => void lines.push(line) }, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('health and readiness', () => {
  const log = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info', PUBLIC_RATE_LIMIT_PER_MINUTE: 2 }, logStream: log.stream });
  });
  afterAll(async () => t.close());

  it('answers alive and ready in JSON, never rate limited nor logged at info', async () => {
    for (let probe = 0; probe < 5; probe += 1) {
      const alive = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(alive.statusCode).toBe(200);
      expect(alive.headers['content-type']).toMatch(/^application\/json/);
      expect(alive.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', down: [] });
    }
    const probeLines = log.entries().filter((entry) => JSON.stringify(entry).includes('/api/health'));
    expect(probeLines).toEqual([]);
  });

  it('answers 503 naming Redis when the configured Redis does not answer', async () => {
    const database = await createTestDatabase();
    await insertTenants(database.db);
    // Nothing listens on port 1.
    const app = await buildApp({ env: testEnv({ REDIS_URL: 'redis://127.0.0.1:1' }), db: database.db });
    try {
      await app.ready();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', down: ['redis'] });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 naming the database when it is gone, while alive stays 200', async () => {
    const database = await createTestDatabase({ reuse: false });
    const app = await buildApp({ env: testEnv(), db: database.db });
    try {
      await app.ready();
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', down: ['database'] });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('request ids', () => {
  const log = captureLog();
  let direct: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    direct = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
    // app.inject comes from 127.0.0.1.
    behindProxy = await createTestApp({ env: { TRUSTED_PROXIES: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
  });

  it('makes a random id, ignores one sent by a client that is no trusted proxy, returns it on every answer and logs it on every line', async () => {
    const first = await direct.app.inject({ method: 'GET', url: '/api/session/status', headers: { 'x-request-id': 'chosen-by-the-client-1' } });
    const second = await direct.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const badUrl = await direct.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    const ids = [first, second, badUrl].map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(3);
    const linesOfFirst = log.entries().filter((entry) => entry.reqId === ids[0]);
    expect(linesOfFirst.length).toBeGreaterThanOrEqual(2);
    expect(
      log
        .entries()
        .filter((entry) => entry.req || entry.res)
        .every((entry) => typeof entry.reqId === 'string' && uuid.test(entry.reqId)),
    ).toBe(true);
  });

  it("takes a trusted proxy's X-Request-Id when it looks like an id", async () => {
    const taken = await behindProxy.app.inject({
      method: 'POST',
      url: '/api/services/public/otp/generate',
      headers: { 'x-request-id': 'lb-7f3a9c2e-0001' },
      payload: {},
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.headers['x-request-id']).toBe('lb-7f3a9c2e-0001');
    const refused = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'name 9812345670 <script>' } });
    expect(refused.headers['x-request-id']).toMatch(uuid);
  });
});

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('exposes request durations by route template and status, the job queue, the outbox and refused OTP sends', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await t.app.inject({ method: 'POST', url: '/api/products/shop-cover-sample-x/quotes', payload: {} })).statusCode).toBe(401);
    await enqueueJob(t.db, { kind: 'test.metrics', payload: {}, runAt: new Date(Date.now() - 60_000) });
    const mobile = nextTestMobile();
    const send = () => t.app.inject({ method: 'POST', url: '/api/services/public/otp/generate', payload: { mobile } });
    // Five codes per mobile from one address in 15 minutes; the sixth is refused.
    for (let sent = 0; sent < 5; sent += 1) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);

    const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_code="200"\} \d+/);
    // The route's template, never the URL that was asked.
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/products\/:code\/quotes",status_code="401"\} 1/);
    expect(text).not.toContain('shop-cover-sample-x');
    expect(text).toMatch(/^job_queue_due 1$/m);
    expect(text).toMatch(/^job_queue_oldest_due_seconds (5\d|6\d)(\.\d+)?$/m);
    expect(text).toMatch(/^job_queue_failing 0$/m);
    expect(text).toMatch(/^outbox_backlog \d+$/m);
    expect(text).toMatch(/^otp_sends_refused_total\{route="\/api\/services\/public\/otp\/generate"\} 1$/m);
  });
});
