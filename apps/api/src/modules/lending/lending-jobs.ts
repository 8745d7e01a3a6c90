import type { FastifyInstance } from 'fastify';
import { errorCodes, isLenderCode, type LenderCode } from '@portal/domain';
import type { JobHandler } from '../../jobs/job-queue';
import { AppError } from '../../plugins/errors';
import type { SignedLenderCallback } from '../../providers/lenders/lender-provider';
import { SandboxLender } from '../../providers/lenders/sandbox-lenders';
import { derivePanKey } from '../../lib/leads/create-lead';
import { applyLenderCallback, findApplicationById, prepareLendingTokens, type LendingContext, type LendingFlows } from './lending-service';
import { applicantOf, CHASE_OFFERS_JOB, chasePendingLenders, SANDBOX_CALLBACK_JOB } from './offers-service';
import { derivePanSealKey } from '../../security/pan-seal';

/**
 * A lender's callback: the signature and age checked over the exact bytes with that lender's key, then the
 * body's shape, then applied once. The HTTP route and the sandbox lenders' late-answer job both come here.
 */
export async function receiveLenderCallback(app: FastifyInstance, context: LendingContext, lenderCode: LenderCode, callback: SignedLenderCallback) {
  const verification = app.providers.lenders.get(lenderCode).verifyCallback(callback, app.providers.clock.now());
  if (!verification.ok) {
    if (verification.reason === 'signature') throw new AppError(401, errorCodes.unauthenticated, 'Invalid callback signature');
    if (verification.reason === 'stale') throw new AppError(401, errorCodes.unauthenticated, 'Callback timestamp is outside the allowed window');
    throw new AppError(400, errorCodes.validation, 'Callback body is not a lender event');
  }
  return applyLenderCallback(context, lenderCode, verification.body);
}

/** The lending module's context from the app (its routes' and its jobs'). */
export async function lendingContextOf(app: FastifyInstance, flows: LendingFlows): Promise<LendingContext> {
  const tokens = await prepareLendingTokens(app.env.QUOTE_SIGNING_SECRET);
  const panKey = derivePanKey(app.env.OTP_HASH_SECRET);
  const panSealKey = derivePanSealKey(app.env.OTP_HASH_SECRET);
  return {
    db: app.db,
    clock: app.providers.clock,
    lenders: app.providers.lenders,
    fundRegistry: app.providers.fundRegistry,
    sms: app.providers.sms,
    env: app.env,
    panSealKey,
    tokens,
    leads: { db: app.db, clock: app.providers.clock, panKey },
    log: app.log,
    applyLenderStatus: flows.applyLenderStatus,
  };
}

/** The lending module's jobs (the composition root wires them): chasing lenders yet to answer, and the sandbox lenders' late callbacks. */
export async function lendingJobHandlers(
  app: FastifyInstance,
  flows: LendingFlows,
): Promise<Record<typeof CHASE_OFFERS_JOB | typeof SANDBOX_CALLBACK_JOB, JobHandler>> {
  const context = await lendingContextOf(app, flows);
  return {
    [CHASE_OFFERS_JOB]: async (payload) => {
      const application = await findApplicationById(app.db, String(payload.aggregatorId));
      if (application) await chasePendingLenders(context, application);
      return { done: true };
    },
    [SANDBOX_CALLBACK_JOB]: async (payload) => {
      const code = String(payload.lenderCode);
      const application = await findApplicationById(app.db, String(payload.aggregatorId));
      const lender = isLenderCode(code) ? app.providers.lenders.get(code) : undefined;
      if (!application || !(lender instanceof SandboxLender)) return { done: true };
      const now = app.providers.clock.now();
      const callback = lender.signedCallback({ aggregatorId: application.id, applicant: applicantOf(context, application, now) }, now);
      await receiveLenderCallback(app, context, lender.code, callback);
      return { done: true };
    },
  };
}
