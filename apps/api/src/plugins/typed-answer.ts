/**
 * A route's serializer that writes its answer with plain JSON.stringify instead of checking it with the
 * response's zod schema first: for answers built field by field from typed values (a quote, a page of leads
 * through `toLeadSummary`), where zod's check cost more than the rest of the route (decisions 0011, 0288). The
 * response schema stays on the route for the OpenAPI document, and the tests check every answer against that
 * document (openapi-response-check.ts), so an answer that drifts from its schema still fails a test.
 */
export const stringifyTypedAnswer = () => (data: unknown) => JSON.stringify(data);
