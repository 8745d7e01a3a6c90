import type { FastifyInstance } from 'fastify';
import { errorCodes, isLifeInsurerCode, lifeInsurerCallbackBodySchema, type LifeInsurerCode } from '@portal/domain';
import type { JobHandler } from '../../jobs/job-queue';
import { AppError } from '../../plugins/errors';
import { SandboxLifeInsurers } from '../../providers/life-insurers/life-insurer-provider';
import type { SignedCallback } from '../../providers/signed-callback';
import { derivePanKey } from '../../lib/leads/create-lead';
import type { LifeContext } from './life-context';
import { applyLifeInsurerCallback, type LifeCallbackOutcome } from './life-issuance';

/** The life module's context from the app (its routes' and its sandbox callback job's). */
export function lifeContextOf(app: FastifyInstance): LifeContext {
  const panKey = derivePanKey(app.env.OTP_HASH_SECRET);
  return { db: app.db, clock: app.providers.clock, insurers: app.providers.lifeInsurers, leads: { db: app.db, clock: app.providers.clock, panKey } };
}

/** A callback, verified over its exact bytes with that insurer's key, then applied once. The HTTP route and the sandbox's jobs both come here. */
export async function receiveLifeInsurerCallback(
  app: FastifyInstance,
  context: LifeContext,
  insurerCode: LifeInsurerCode,
  callback: SignedCallback,
): Promise<LifeCallbackOutcome> {
  const verification = app.providers.lifeInsurers.verifyCallback(insurerCode, callback, app.providers.clock.now());
  if (!verification.ok) {
    if (verification.reason === 'malformed') throw new AppError(400, errorCodes.validation, 'Callback body is not an insurer event');
    throw new AppError(
      401,
      errorCodes.unauthenticated,
      verification.reason === 'stale' ? 'Callback timestamp is outside the allowed window' : 'Invalid callback signature',
    );
  }
  return applyLifeInsurerCallback(context, insurerCode, verification.body);
}

/** The sandbox insurers answer by their signed callback, sent from the durable job queue. */
export function sandboxLifeCallbackJobHandler(app: FastifyInstance): JobHandler {
  const context = lifeContextOf(app);
  return async (payload) => {
    const insurers = app.providers.lifeInsurers;
    const insurerCode = String(payload.insurerCode);
    if (!(insurers instanceof SandboxLifeInsurers) || !isLifeInsurerCode(insurerCode)) return { done: true };
    const event = lifeInsurerCallbackBodySchema.shape.event.parse(payload.event);
    const callback = insurers.signedCallback(
      insurerCode,
      { requestId: String(payload.requestId), insurerReference: String(payload.insurerReference), event },
      app.providers.clock.now(),
    );
    await receiveLifeInsurerCallback(app, context, insurerCode, callback);
    return { done: true };
  };
}
