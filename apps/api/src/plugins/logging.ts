import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import type { Env } from '../env';

/**
 * The logging policy (decision 0047): a log line carries ids, routes, status codes and error codes, never
 * personal data (PAN, mobile, email, date of birth, address, names) nor tokens. So requests are logged by
 * their route pattern, never their URL (its query and path carry tokens and ids a customer was given),
 * no body or header is logged, and errors lose their messages (a database error's message holds the
 * query's parameters: the whole proposal).
 */

/** Fields that hold personal data or secrets wherever a log call names them (one level deep, or top level). */
const personalFields = ['pan', 'businessPan', 'mobile', 'email', 'dob', 'dateOfBirth', 'address', 'address1', 'address2', 'token', 'quoteId', 'to', 'otp'];
const redactedPaths = [...personalFields, ...personalFields.map((field) => `*.${field}`)];

/** What a request line says: the method and the route it matched (e.g. /api/products/:code/quotes); Fastify adds reqId. */
function serializeRequest(request: { method?: string; routeOptions?: { url?: string } }) {
  return { method: request.method, route: request.routeOptions?.url };
}

const serializeReply = (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode });

interface ErrorFacts {
  code?: unknown;
  statusCode?: unknown;
  query?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * An error as a log may hold it: its class, code (a PostgreSQL SQLSTATE, a Node or Fastify code), the
 * names of the table, column and constraint, the parameterised query text ($1, $2…; never its parameters)
 * and the stack's frames — not its message nor its first stack line, which may quote the values.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const facts = error as Error & ErrorFacts;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: error.constructor.name,
    code: text(facts.code) ?? (typeof facts.code === 'number' ? facts.code : undefined),
    statusCode: typeof facts.statusCode === 'number' ? facts.statusCode : undefined,
    query: text(facts.query),
    table: text(facts.table),
    column: text(facts.column),
    constraint: text(facts.constraint),
    stack: frames.map((line) => line.trim()).join('\n') || undefined,
    cause: facts.cause !== undefined && depth < 3 ? serializeError(facts.cause, depth + 1) : undefined,
  };
}

/** The pino options of every logger of the service (the app's and the sandbox providers'). */
export function loggerOptionsOf(level: Env['LOG_LEVEL']): LoggerOptions {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { req: serializeRequest, res: serializeReply, err: serializeError },
  };
}

/** The service's logger; `destination` lets a test read what would be written (stdout otherwise). */
export function createLogger(level: Env['LOG_LEVEL'], destination?: DestinationStream): FastifyBaseLogger {
  return destination ? pino(loggerOptionsOf(level), destination) : pino(loggerOptionsOf(level));
}
