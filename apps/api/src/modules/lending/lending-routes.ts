import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorCodes, isLenderCode, type LenderCode } from '@portal/domain';
import { AppError } from '../../plugins/errors';
import type { SignedLenderCallback } from '../../providers/lenders/lender-provider';
import { SandboxLender } from '../../providers/lenders/sandbox-lenders';
import { derivePanKey } from '../leads/leads-service';
import { applyLenderCallback, findApplicationById, prepareLendingTokens, type LendingContext } from './lending-service';
import { applicantOf, CHASE_OFFERS_JOB, chasePendingLenders, SANDBOX_CALLBACK_JOB } from './offers-service';
import { derivePanSealKey } from './pan-seal';
import { registerLenderCallbackRoute } from './lender-callback-route';
import { registerApplicationRoutes, registerConsentRoutes } from './application-endpoints';
import { registerOfferRoutes, registerOfferChoiceRoutes } from './offer-endpoints';
import { registerLeadOfferRoutes } from './lead-offer-endpoints';
import { registerProviderRoutes, registerPublicPageRoutes } from './provider-endpoints';
import { registerFdRoutes, registerRedirectionRoutes } from './redirection-endpoints';

/**
 * A lender's callback: the signature and age checked over the exact bytes with that lender's key, then the
 * body's shape, then applied once. The HTTP route and the sandbox lenders' late-answer job both come here.
 */
async function receiveLenderCallback(app: FastifyInstance, context: LendingContext, lenderCode: LenderCode, callback: SignedLenderCallback) {
  const verification = app.providers.lenders.get(lenderCode).verifyCallback(callback, app.providers.clock.now());
  if (!verification.ok) {
    if (verification.reason === 'signature') throw new AppError(401, errorCodes.unauthenticated, 'Invalid callback signature');
    if (verification.reason === 'stale') throw new AppError(401, errorCodes.unauthenticated, 'Callback timestamp is outside the allowed window');
    throw new AppError(400, errorCodes.validation, 'Callback body is not a lender event');
  }
  return applyLenderCallback(context, lenderCode, verification.body);
}

// Routes of the lending module (loan applications, consent, offers and KFS, lender callbacks, FD,
// LAMF, partner URL, providers); registered under /api in app.ts.
export const lendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = await prepareLendingTokens(app.env.QUOTE_SIGNING_SECRET);
  const panKey = derivePanKey(app.env.OTP_HASH_SECRET);
  const panSealKey = derivePanSealKey(app.env.OTP_HASH_SECRET);
  const context = (): LendingContext => ({
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
  });

  app.jobHandlers[CHASE_OFFERS_JOB] = async (payload) => {
    const application = await findApplicationById(app.db, String(payload.aggregatorId));
    if (application) await chasePendingLenders(context(), application);
    return { done: true };
  };
  app.jobHandlers[SANDBOX_CALLBACK_JOB] = async (payload) => {
    const code = String(payload.lenderCode);
    const application = await findApplicationById(app.db, String(payload.aggregatorId));
    const lender = isLenderCode(code) ? app.providers.lenders.get(code) : undefined;
    if (!application || !(lender instanceof SandboxLender)) return { done: true };
    const now = app.providers.clock.now();
    const callback = lender.signedCallback({ aggregatorId: application.id, applicant: applicantOf(context(), application, now) }, now);
    await receiveLenderCallback(app, context(), lender.code, callback);
    return { done: true };
  };

  registerApplicationRoutes(app, context);
  registerConsentRoutes(app, context);
  registerOfferRoutes(app, context);
  registerOfferChoiceRoutes(app, context);
  registerLeadOfferRoutes(app, context);
  registerProviderRoutes(app, context);
  registerPublicPageRoutes(app, context);
  registerFdRoutes(app, context);
  registerRedirectionRoutes(app, context);

  await registerLenderCallbackRoute(app, {
    url: '/lenders/:lenderCode/callback',
    tags: ['lending'],
    summary:
      'Signed lender callback (HMAC-SHA256 over `${timestamp}.${rawBody}` with the lender’s key): a late offer, a decline or an application status; replays change nothing',
    apply: (lenderCode, callback) => receiveLenderCallback(app, context(), lenderCode, callback),
  });
};
