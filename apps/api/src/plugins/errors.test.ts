import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { DatabaseUnavailableError } from '../db/database-errors';
import { createTestDatabase } from '../test-helper';
import { answerFrameworkError, AppError, errorsPlugin } from './errors';

/** The error a query throws on the test database (PGlite or PostgreSQL), as Drizzle wraps it. */
async function errorOf(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await database.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('the error mapping (decision 0045)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const thrown = new Map<string, unknown>();

  beforeAll(async () => {
    database = await createTestDatabase();
    // Real refusals of the database for values a client sent.
    thrown.set('invalid text representation', await errorOf(database, sql`select ${'abc'}::int`));
    thrown.set('numeric out of range', await errorOf(database, sql`select ${'99999999999'}::int`));
    thrown.set('date out of range', await errorOf(database, sql`select ${'2020-13-45'}::date`));
    // An outage, as the pool and the driver report it.
    thrown.set('no connection to be had', new DatabaseUnavailableError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')));
    thrown.set('connection terminated by the server', withCode('terminating connection due to administrator command', '57P01'));
    thrown.set('connection lost under a query', new Error('Connection terminated unexpectedly'));
    thrown.set('a connection exception wrapped by Drizzle', new Error('Failed query: select 1', { cause: withCode('connection failure', '08006') }));
    thrown.set('a fault of ours', new TypeError("Cannot read properties of undefined (reading 'id')"));
    thrown.set('a deliberate answer', new AppError(409, 'CONFLICT', 'Already paid'));

    const zodApp = Fastify({ frameworkErrors: answerFrameworkError }).withTypeProvider<ZodTypeProvider>();
    zodApp.setValidatorCompiler(validatorCompiler);
    zodApp.setSerializerCompiler(serializerCompiler);
    await zodApp.register(errorsPlugin);
    zodApp.get(
      '/throw/:name',
      { schema: { params: z.object({ name: z.string() }), response: { 400: z.string().describe('an HTML page') } } },
      async (request) => {
        throw thrown.get(request.params.name);
      },
    );
    await zodApp.ready();
    app = zodApp;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each([
    { name: 'invalid text representation', status: 400, code: 'VALIDATION' },
    { name: 'numeric out of range', status: 400, code: 'VALIDATION' },
    { name: 'date out of range', status: 400, code: 'VALIDATION' },
    { name: 'no connection to be had', status: 503, code: 'SERVICE_UNAVAILABLE' },
    { name: 'connection terminated by the server', status: 503, code: 'SERVICE_UNAVAILABLE' },
    { name: 'connection lost under a query', status: 503, code: 'SERVICE_UNAVAILABLE' },
    { name: 'a connection exception wrapped by Drizzle', status: 503, code: 'SERVICE_UNAVAILABLE' },
    { name: 'a fault of ours', status: 500, code: 'INTERNAL' },
    { name: 'a deliberate answer', status: 409, code: 'CONFLICT' },
  ])('answers $name with $status $code in the common shape, whatever the route declares', async ({ name, status, code }) => {
    const response = await app.inject({ method: 'GET', url: `/throw/${encodeURIComponent(name)}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code, message: expect.any(String) } });
    // Only an outage asks the client to come back, and no answer leaks what went wrong inside.
    expect(response.headers['retry-after']).toBe(status === 503 ? '5' : undefined);
    expect(response.body).not.toMatch(/ECONNREFUSED|administrator|Cannot read|invalid input/);
  });

  it.each([
    { url: '/throw/%E0%A4%A', status: 400, code: 'BAD_REQUEST' },
    { url: `/throw/${'x'.repeat(101)}`, status: 414, code: 'BAD_REQUEST' },
  ])("answers Fastify's own refusal of $url in the common shape", async ({ url, status, code }) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code, message: expect.any(String) } });
  });
});
