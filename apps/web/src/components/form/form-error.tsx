import type { ReadableApiError } from '../../lib/api-error';

/**
 * An API error that belongs to no field (a 429 limit, a network failure), said plainly under the form;
 * field errors are shown beside their fields instead.
 */
export function FormError({ error }: { error: ReadableApiError | undefined }) {
  if (!error || Object.keys(error.fields).length > 0) return null;
  return (
    <p className="form-error" role="alert">
      {error.message}
    </p>
  );
}
