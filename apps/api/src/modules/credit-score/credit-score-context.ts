import type { FastifyInstance } from 'fastify';
import { RateLimitedError } from '../../lib/sessions/otp-service';
import { derivePanKey } from '../../lib/leads/create-lead';
import { derivePanSealKey } from '../../security/pan-seal';
import { prepareCreditLinkTokens, type CreditScoreContext } from './credit-score-service';

/** The credit score's context from the app, for each of its route plugins. */
export async function creditScoreContextOf(app: FastifyInstance): Promise<CreditScoreContext> {
  const panKey = derivePanKey(app.env.OTP_HASH_SECRET);
  return {
    tokens: await prepareCreditLinkTokens(app.env.QUOTE_SIGNING_SECRET),
    db: app.db,
    clock: app.providers.clock,
    sms: app.providers.sms,
    bureau: app.providers.bureau,
    env: app.env,
    panSealKey: derivePanSealKey(app.env.OTP_HASH_SECRET),
    leads: { db: app.db, clock: app.providers.clock, panKey },
    log: app.log,
  };
}

/** Runs an OTP step; a refusal for too many tries carries its Retry-After. */
export async function withRetryAfter<T>(reply: { header: (k: string, v: string) => unknown }, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
