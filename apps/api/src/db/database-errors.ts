/**
 * What a database error means for the client (decision 0045): the one place that tells an outage from a
 * value the client sent that the database cannot store. Everything else is a fault of ours (a 500).
 */
export type DatabaseErrorKind = 'unavailable' | 'bad-input';

/** Getting a connection failed: refused, timed out, or the server would not take it (restart, ALLOW_CONNECTIONS false…). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** SQLSTATEs of a value the client sent (a zod rule should have refused it; this is the safety net). */
export const badInputSqlStates: Readonly<Record<string, string>> = {
  '22P02': 'invalid text representation',
  '22P05': 'untranslatable character',
  '22021': 'character not in repertoire (a NUL byte)',
  '22001': 'value too long for its column',
  '22003': 'numeric value out of range',
  '22007': 'invalid date or time format',
  '22008': 'date or time out of range',
  '54000': 'program limit exceeded (a value too big for an index)',
};

/** SQLSTATEs that end a connection: the server shut down, restarted or refused it. */
export const unavailableSqlStates: Readonly<Record<string, string>> = {
  '57P01': 'admin shutdown (the connection was terminated)',
  '57P02': 'crash shutdown',
  '57P03': 'cannot connect now (starting up or in recovery)',
  '53300': 'too many connections',
};

/** Network failures of Node's socket under the driver. */
const unavailableSystemCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/** node-postgres reports a connection lost under a query by message only. */
const unavailableMessage = /Connection terminated|not queryable|timeout exceeded when trying to connect/i;

/** The error and its causes (Drizzle wraps the driver's error in a DrizzleQueryError's `cause`). */
function* chainOf(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether the error is an outage (503), a value the database refused (400), or neither. */
export function classifyDatabaseError(error: unknown): DatabaseErrorKind | undefined {
  for (const link of chainOf(error)) {
    if (link instanceof DatabaseUnavailableError) return 'unavailable';
    const code = typeof link === 'object' && link !== null && 'code' in link ? String(link.code) : '';
    if (code in badInputSqlStates) return 'bad-input';
    // Class 08: connection exception.
    if (code in unavailableSqlStates || code.startsWith('08') || unavailableSystemCodes.has(code)) return 'unavailable';
    if (link instanceof Error && unavailableMessage.test(link.message)) return 'unavailable';
  }
  return undefined;
}
