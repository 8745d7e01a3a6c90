import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  findLifePlan,
  isLifeInsurerCode,
  languageSchema,
  lifeApplicationSchema,
  lifeCatalogue,
  lifeCoverRequestSchema,
  lifeInsurerCallbackBodySchema,
  lifeInsurerCodes,
  lifePlanDetailsSchema,
  lifePlanListQuerySchema,
  lifePlanListSchema,
  lifeQuotesSchema,
  lifeRequestIdSchema,
  lifeStartSchema,
  lifeStepRequestSchema,
  type LifeInsurerCode,
} from '@portal/domain';
import { lifePlanInLanguage } from '@portal/domain/messages/product-copy';
import { languageOfRequest } from '../../i18n/api-i18n';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { keepRawJsonBodies } from '../../plugins/raw-json-body';
import { notFound } from '../../plugins/errors';
import { LIFE_INSURER_SIGNATURE_HEADER, LIFE_INSURER_TIMESTAMP_HEADER } from '../../providers/life-insurers/life-insurer-provider';
import type { SignedCallback } from '../../providers/signed-callback';
import { answerLifeStep, getLifeApplication, quoteLifeCover, startLifeApplication } from './life-applications';
import { renderLifeBrochure } from './life-brochure';
import type { LifeCallbackOutcome } from './life-issuance';
import { lifeContextOf, receiveLifeInsurerCallback } from './life-jobs';
import { toLifePlanDetails, toLifePlanSummary } from './life-plan-views';
import { binaryAnswer } from '../../plugins/openapi';
import type { LifeContext } from './life-context';
import type { RouteApp } from '../../plugins/route-app';

const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
const writeErrors = { ...readErrors, 403: apiErrorSchema, 409: apiErrorSchema } as const;
const CALLBACK_BODY_LIMIT = 16 * 1024;
const productParams = z.object({ productId: z.string().min(1).max(60) });
const requestParams = z.object({ requestId: lifeRequestIdSchema });

const planOr404 = (productId: string) => {
  const plan = findLifePlan(productId);
  if (!plan) throw notFound('Plan not found');
  return plan;
};

// Routes of the life module (plans, POS plans, plan details and brochure, the profile journey kept on the
// server, quotes with suitability and illustration, the insurers' signed callbacks); registered under /api in app.ts.
export const lifeRoutes: FastifyPluginAsyncZod = async (app) => {
  const lifeContext = lifeContextOf(app);
  const context = () => lifeContext;
  const receiveCallback = (insurerCode: LifeInsurerCode, callback: SignedCallback) => receiveLifeInsurerCallback(app, lifeContext, insurerCode, callback);
  registerPlanRoutes(app);
  registerApplicationRoutes(app, context);

  // Insurer callbacks are verified over their exact bytes, so this scope keeps the raw JSON.
  await app.register(async (scope) => {
    const rawBodyOf = keepRawJsonBodies(scope, CALLBACK_BODY_LIMIT);
    const outcomes = new WeakMap<FastifyRequest, LifeCallbackOutcome>();
    scope.post(
      '/life-insurers/:insurerCode/callback',
      {
        config: { rateLimit: false },
        // Before schema validation: an unsigned or stale request learns nothing about the expected shape.
        preValidation: async (request) => {
          const { insurerCode } = request.params as { insurerCode: string };
          if (!isLifeInsurerCode(insurerCode)) throw notFound('Insurer not found');
          const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : '');
          outcomes.set(
            request,
            await receiveCallback(insurerCode, {
              rawBody: rawBodyOf(request),
              signature: header(LIFE_INSURER_SIGNATURE_HEADER),
              timestamp: header(LIFE_INSURER_TIMESTAMP_HEADER),
            }),
          );
        },
        schema: {
          tags: ['life'],
          summary:
            'Signed life insurer callback (HMAC-SHA256 over `${timestamp}.${rawBody}` with the insurer’s key): medical scheduled, underwriting, issued or declined; replays change nothing',
          params: z.object({ insurerCode: z.enum(lifeInsurerCodes) }),
          headers: z.object({ [LIFE_INSURER_SIGNATURE_HEADER]: z.string(), [LIFE_INSURER_TIMESTAMP_HEADER]: z.string().describe('Unix seconds') }),
          body: lifeInsurerCallbackBodySchema,
          response: {
            200: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'replay', 'ignored']) }),
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => ({ received: true as const, outcome: outcomes.get(request)! }),
    );
  });
};

/**
 * The language a plan's copy is said in (decision 0280, as the products' landing config, 0275): the
 * request's Accept-Language, told back so that a cache keeps one answer a language.
 */
function inLanguageOfRequest(request: FastifyRequest, reply: FastifyReply) {
  const language = languageOfRequest(request);
  void reply.header('content-language', language).header('vary', 'Accept-Language');
  return language;
}

/** The plans, one plan's details and its brochure. */
function registerPlanRoutes(app: RouteApp) {
  app.get(
    '/life/plans',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['life'],
        summary:
          'Life plans of the sandbox insurers, by journey type; pos=true: the POS plans a point-of-sale person may sell (IRDAI POS guidelines); their copy in the Accept-Language asked',
        querystring: lifePlanListQuerySchema,
        response: { 200: lifePlanListSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const language = inLanguageOfRequest(request, reply);
      return {
        plans: lifeCatalogue
          .filter(
            (plan) =>
              (!request.query.type || plan.type === request.query.type) && (request.query.pos === undefined || plan.pos === (request.query.pos === 'true')),
          )
          .map((plan) => toLifePlanSummary(lifePlanInLanguage(plan, language))),
      };
    },
  );

  app.get(
    '/life/plans/:productId',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['life'],
        summary: 'Plan Details: benefits, riders, exclusions, eligibility; the plan’s copy in the Accept-Language asked (en-IN, hi-IN, mr-IN)',
        params: productParams,
        response: { 200: lifePlanDetailsSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const language = inLanguageOfRequest(request, reply);
      return toLifePlanDetails(lifePlanInLanguage(planOr404(request.params.productId), language), language);
    },
  );

  app.get(
    '/life/plans/:productId/brochure',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['life'],
        summary: 'The plan’s brochure as a PDF, in the page’s language',
        params: productParams,
        querystring: z.object({ lang: languageSchema.optional().describe('The page’s language; else Accept-Language') }),
        response: { 200: binaryAnswer('A PDF document', 'application/pdf'), ...readErrors },
      },
    },
    async (request, reply) => {
      const plan = planOr404(request.params.productId);
      // A link's download sends the browser's Accept-Language, not the page's: the page passes its own (decision 0279).
      const language = request.query.lang ?? languageOfRequest(request);
      return reply
        .type('application/pdf')
        .header('content-language', language)
        .header('vary', 'Accept-Language')
        .header('content-disposition', `attachment; filename="${plan.productId}-brochure.pdf"`)
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(await renderLifeBrochure(lifePlanInLanguage(plan, language), language)));
    },
  );
}

/** The profile journey kept on the server: started, read, priced and answered step by step. */
function registerApplicationRoutes(app: RouteApp, context: () => LifeContext) {
  app.post(
    '/life/applications',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['life'],
        summary: 'Start the life profile journey of a plan type; answers the application at its first question',
        body: lifeStartSchema,
        response: { 201: lifeApplicationSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await startLifeApplication(context(), currentPartner(request), request.body.planType)),
  );

  app.get(
    '/life/applications/:requestId',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['life'],
        summary: 'A life application: its step, answers, plan chosen, issuance timeline and policy',
        params: requestParams,
        response: { 200: lifeApplicationSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getLifeApplication(context(), currentPartner(request), request.params.requestId);
    },
  );

  app.post(
    '/life/applications/:requestId/quotes',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['life'],
        summary:
          'Every plan of the application’s type priced for this cover: eligibility, premium and GST, suitability flags, the benefit illustration at 4 % and 8 %; the plans’ copy and the reasons in the Accept-Language asked',
        params: requestParams,
        body: lifeCoverRequestSchema,
        response: { 200: lifeQuotesSchema, ...writeErrors },
      },
    },
    async (request, reply) => ({
      quotes: await quoteLifeCover(context(), currentPartner(request), request.params.requestId, request.body, inLanguageOfRequest(request, reply)),
    }),
  );

  app.put(
    '/life/applications/:requestId/steps',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['life'],
        summary:
          'Answer the current step (or an earlier one); answers the next step. A later step answers 409 WRONG_STEP with the step to go to; the lead step makes the life lead and sends the proposal to the insurer',
        params: requestParams,
        body: lifeStepRequestSchema,
        response: { 200: lifeApplicationSchema, ...writeErrors },
      },
    },
    async (request) => answerLifeStep(context(), currentPartner(request), request.params.requestId, request.body, languageOfRequest(request)),
  );
}
