import { formValuesSchema, type FormValues } from '@portal/domain';

/**
 * The answers a quoteId carries, read without checking its signature: the proposal page shows the
 * fields the quote's answers call for (credit life's co-borrower for a joint cover). The API verifies the
 * token before trusting any of it. A quoteId is base64url(JSON payload) + '.' + signature; undefined for
 * anything else.
 */
export function readQuoteValues(quoteId: string | undefined): FormValues | undefined {
  const body = quoteId?.split('.')[0];
  if (!body) return undefined;
  try {
    const base64 = body.replaceAll('-', '+').replaceAll('_', '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const values = formValuesSchema.safeParse(typeof payload === 'object' && payload !== null ? (payload as { values?: unknown }).values : undefined);
    return values.success ? (values.data as FormValues) : undefined;
  } catch {
    return undefined;
  }
}
