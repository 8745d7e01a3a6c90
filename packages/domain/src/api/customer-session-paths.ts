/*
 * Apart from customer-sessions.ts and its schemas, so the customer loan step's first render, which asks these
 * calls, does not bring zod with it (decision 0277).
 */

/**
 * The partner's session status, which the web app asks at start-up on every page (apps/web/src/main.tsx), and
 * which the server therefore names in every page's HTML as a preload (decision 0293).
 */
export const sessionStatusPath = '/session/status';

/**
 * The two calls a customer's loan step asks first, under /api: the web's queries ask them and the server names
 * them in the step's HTML as preloads (decision 0290), which the page's call takes only if the address is the same.
 */
export const customerSessionStatusPath = '/customer-sessions/status';
export const sessionLoanJourneyPath = (productCode: string, providerCode: string) =>
  `/products/${encodeURIComponent(productCode)}/customer/${encodeURIComponent(providerCode)}/journey`;
