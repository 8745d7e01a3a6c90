import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { samplePersonalLoanSell, type LoanApplication, type OffersAnswer } from '@portal/domain';
import type { Database } from '../../db/client';
import { outbox } from '../../providers/outbox-schema';

let counter = 0;
/**
 * A customer mobile of its own per call (the OTP send limits count per mobile), ending 0009: the sandbox's
 * strong score, so lenders' answers do not depend on the number drawn.
 */
export const freshMobile = () => `9${String(process.pid % 1000).padStart(3, '0')}${String(++counter % 100).padStart(2, '0')}0009`;

/** Helpers over one app: the partner's calls of the personal loan journey. */
export function journey(app: FastifyInstance, db: Database) {
  const post = (cookie: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const get = (cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  const lastOtp = async (mobile: string) => {
    const [message] = await db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1);
    return message?.payload.otp as string | undefined;
  };
  return {
    post,
    get,
    lastOtp,
    sell: (cookie: string, product: string, answers: Record<string, unknown>) => post(cookie, `/api/products/${product}/loan-applications`, answers),
    /** Sell, send the OTP and verify it: the application with consent given. */
    async consented(cookie: string, given: Record<string, unknown> = samplePersonalLoanSell(new Date()), product = 'personal-loan'): Promise<LoanApplication> {
      // The sample's mobile would soon meet the OTP send limits: each application gets its own unless a test chose one.
      const answers = given.mobile === '9876543210' ? { ...given, mobile: freshMobile() } : given;
      const sold = await post(cookie, `/api/products/${product}/loan-applications`, answers);
      expect(sold.statusCode, sold.body).toBe(201);
      const application = sold.json<LoanApplication>();
      const sent = await post(cookie, `/api/loan-applications/${application.aggregatorId}/consent/otp`);
      expect(sent.statusCode, sent.body).toBe(200);
      const verified = await post(cookie, `/api/loan-applications/${application.aggregatorId}/consent/verify`, { otp: await lastOtp(String(answers.mobile)) });
      expect(verified.statusCode, verified.body).toBe(200);
      return verified.json<LoanApplication>();
    },
    offers: (cookie: string, aggregatorId: string) => get(cookie, `/api/leads/aggregator/${aggregatorId}?dpFlow=PARTNER`),
    /** The offers once no lender is pending any more, polling as the page does (at most ~10 s). */
    async settledOffers(cookie: string, aggregatorId: string): Promise<OffersAnswer> {
      for (let i = 0; ; i++) {
        const response = await get(cookie, `/api/leads/aggregator/${aggregatorId}?dpFlow=PARTNER`);
        expect(response.statusCode, response.body).toBe(200);
        const answer = response.json<OffersAnswer>();
        if (answer.pending.length === 0 || i >= 50) return answer;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    choose: (cookie: string, aggregatorId: string, offerId: string) =>
      post(cookie, `/api/leads/clone?aggregatorId=${aggregatorId}&dpFlow=PARTNER&selectOffer=${offerId}`),
  };
}
