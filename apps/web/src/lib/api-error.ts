import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import i18next from 'i18next';

/** What a form shows for a failed call: one message, and the spec message per field where the API named one. */
export interface ReadableApiError {
  status: number | 'NETWORK' | 'UNKNOWN';
  code: string;
  message: string;
  fields: Record<string, string>;
}

/**
 * The words for a call the API did not answer in words of its own, in the page's language (the API's own
 * messages already are, by Accept-Language): read when the error is, so a language chosen since holds.
 */
const networkMessage = () => i18next.t('connection.unreachable');
const unknownMessage = () => i18next.t('api.internal');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads the API's one error shape `{ error: { code, message, fields } }` out of an RTK Query error.
 * Deliberately without zod, so the shell's chunk stays small.
 */
export function readApiError(error: FetchBaseQueryError | SerializedError | undefined): ReadableApiError | undefined {
  if (!error) return undefined;
  if (!('status' in error)) return { status: 'UNKNOWN', code: 'UNKNOWN', message: error.message ?? unknownMessage(), fields: {} };
  if (typeof error.status !== 'number') {
    // FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, CUSTOM_ERROR
    return { status: 'NETWORK', code: String(error.status), message: networkMessage(), fields: {} };
  }
  const body = isRecord(error.data) && isRecord(error.data.error) ? error.data.error : undefined;
  const fields: Record<string, string> = {};
  if (body && isRecord(body.fields)) {
    for (const [name, message] of Object.entries(body.fields)) {
      if (typeof message === 'string') fields[name] = message;
    }
  }
  return {
    status: error.status,
    code: typeof body?.code === 'string' ? body.code : 'UNKNOWN',
    message: typeof body?.message === 'string' ? body.message : unknownMessage(),
    fields,
  };
}

/** Puts each field message of an API error on its form field (react-hook-form's setError or alike). */
export function applyFieldErrors(error: ReadableApiError | undefined, setFieldError: (field: string, message: string) => void): boolean {
  if (!error) return false;
  const entries = Object.entries(error.fields);
  for (const [field, message] of entries) setFieldError(field, message);
  return entries.length > 0;
}
