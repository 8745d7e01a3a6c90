import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationError } from './errors';

/**
 * Characters no form sends and PostgreSQL cannot store or index safely: C0 controls but tab, line feed
 * and carriage return; DEL; and lone UTF-16 surrogates (not Unicode at all). A NUL in a text column is
 * an error in PostgreSQL, so without this rule an id such as `x%00` answered 500.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const unsafeCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Cs}]/u;

/** Deeper than any request body of the API; deeper nesting is junk and costs work to walk. */
export const MAX_NESTING = 32;

export const UNSAFE_TEXT_MESSAGE = 'Contains a character that is not allowed';
export const TOO_DEEP_MESSAGE = 'Is nested too deeply';

/**
 * The first problem in a parsed request part (params, query or JSON body): the field path of a string or
 * key holding an unsafe character, or of a value nested deeper than MAX_NESTING; undefined when clean.
 * Walks without recursion, so no input can overflow the stack.
 */
export function findUnsafeText(value: unknown): { field: string; message: string } | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    // Joined only for a problem: this walk runs on every request, and most are clean.
    const field = () => path.join('.') || '_';
    if (typeof current === 'string') {
      if (unsafeCharacter.test(current)) return { field: field(), message: UNSAFE_TEXT_MESSAGE };
    } else if (typeof current === 'object' && current !== null) {
      if (path.length >= MAX_NESTING) return { field: field(), message: TOO_DEEP_MESSAGE };
      for (const [key, item] of Object.entries(current)) {
        // A bad key is reported at its object: the key itself is not fit to echo.
        if (unsafeCharacter.test(key)) return { field: field(), message: UNSAFE_TEXT_MESSAGE };
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/**
 * The one place that refuses unsafe text in every route's params, query and body, with a 400 in the
 * common shape before the route's own validation runs (decision 0045).
 */
export const safeTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = findUnsafeText(part);
      if (problem) throw validationError({ [problem.field]: problem.message });
    }
  });
});
