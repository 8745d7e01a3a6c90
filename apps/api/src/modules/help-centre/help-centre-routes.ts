import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiErrorSchema,
  errorCodes,
  findHelpArticle,
  helpArticleParamsSchema,
  helpArticleSchema,
  helpSearchQuerySchema,
  searchHelpArticles,
  supportRequestSchema,
  supportRequestViewSchema,
  tokenIssueResponseSchema,
  type HelpArticle,
  type TenantCode,
} from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { HELP_CENTRE_TOKEN_SECURITY_SCHEME, SESSION_SECURITY_SCHEME } from '../../plugins/openapi';
import { AppError, notFound } from '../../plugins/errors';
import { issueAccessToken, prepareAccessTokens } from '../../security/access-tokens';
import type { RouteApp } from '../../plugins/route-app';
import { createSupportRequest, listSupportRequests } from './support-requests';

const tags = ['help-centre'];
/** The session cookie, or a help-centre token instead. */
const security: { [scheme: string]: string[] }[] = [{ [SESSION_SECURITY_SCHEME]: [] }, { [HELP_CENTRE_TOKEN_SECURITY_SCHEME]: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const view = (article: HelpArticle) => ({ slug: article.slug, title: article.title, body: [...article.body] });
/** Who is asking: a partner and his tenant. */
type CallerOf = (request: FastifyRequest) => Promise<{ partnerId: string; tenantCode: TenantCode }>;

// The help centre (SPEC §7 help-centre token and /helpcentre/v1/; decision 0107); registered under /api in app.ts.
export const helpCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  const accessTokens = await prepareAccessTokens(app.env.QUOTE_SIGNING_SECRET);

  /**
   * Who is asking: the signed-in partner, or the holder of a help-centre token from /token/issue (a help
   * widget on another host); anyone else is a 401.
   */
  async function callerOf(request: FastifyRequest): Promise<{ partnerId: string; tenantCode: TenantCode }> {
    if (request.partner) return { partnerId: request.partner.id, tenantCode: request.partner.tenantCode };
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const contents = bearer ? await accessTokens.read(bearer, app.providers.clock.now()) : undefined;
    if (!contents || contents.expired || contents.payload.audience !== 'helpcentre') {
      throw new AppError(401, errorCodes.unauthenticated, 'Please log in to continue');
    }
    return { partnerId: contents.payload.partnerId, tenantCode: contents.payload.tenantCode };
  }

  app.post(
    '/helpcentre/v1/token',
    {
      preHandler: requirePartner,
      schema: {
        tags,
        summary: 'The help-centre token (SPEC §4): a 15-minute bearer token of audience helpcentre',
        response: { 201: tokenIssueResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const issued = await issueAccessToken(accessTokens, currentPartner(request), 'helpcentre', app.providers.clock.now());
      return reply.code(201).header('cache-control', 'no-store').send(issued);
    },
  );
  registerArticleRoutes(app, callerOf);
  registerSupportRequestRoutes(app, callerOf);
};

/** The tenant's help articles, searched and one by one. */
function registerArticleRoutes(app: RouteApp, callerOf: CallerOf) {
  app.get(
    '/helpcentre/v1/articles',
    {
      schema: {
        tags,
        security,
        summary: "The tenant's help articles matching every word of q (title, tags, text), best first; all of them without q",
        querystring: helpSearchQuerySchema,
        response: { 200: z.array(helpArticleSchema), ...errors },
      },
    },
    async (request) => searchHelpArticles((await callerOf(request)).tenantCode, request.query.q).map(view),
  );

  app.get(
    '/helpcentre/v1/articles/:slug',
    {
      schema: {
        tags,
        security,
        summary: "One of the tenant's help articles",
        params: helpArticleParamsSchema,
        response: { 200: helpArticleSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const article = findHelpArticle((await callerOf(request)).tenantCode, request.params.slug);
      if (!article) throw notFound('Article not found');
      return view(article);
    },
  );
}

/** The partner's support requests to his tenant's desk. */
function registerSupportRequestRoutes(app: RouteApp, callerOf: CallerOf) {
  app.get(
    '/helpcentre/v1/support-requests',
    {
      schema: { tags, security, summary: "The partner's own support requests, newest first", response: { 200: z.array(supportRequestViewSchema), ...errors } },
    },
    async (request) => listSupportRequests(app.db, (await callerOf(request)).partnerId),
  );

  app.post(
    '/helpcentre/v1/support-requests',
    {
      preHandler: requireWriter,
      schema: {
        tags,
        summary: "A partner's support request to his tenant's desk",
        body: supportRequestSchema,
        response: { 201: supportRequestViewSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createSupportRequest(app.db, currentPartner(request), request.body)),
  );
}
