import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  fieldConfigResponseSchema,
  landingConfigSchema,
  productConfigParamsSchema,
  productConfigQuerySchema,
  productConfigTypes,
  type ProductConfigType,
} from '@portal/domain';
import { currentPartner, requirePartner } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { catalogueViews, type TenantCatalogueView } from './catalogue-views';
import { getFieldConfigJson, getLandingConfigJson } from './config-service';

const tags = ['config'];

/** One config of a product as its tenant's view serialised it; a form type the product lacks is absent. */
function configJson(view: TenantCatalogueView, code: string, configType: ProductConfigType): Buffer | undefined {
  if (configType === 'landing') return getLandingConfigJson(view, code);
  if (!view.landingJson.has(code)) throw notFound('Product not found');
  return view.fieldConfigJson.has(`${code}/${configType}`) ? getFieldConfigJson(view, code, configType) : undefined;
}

/**
 * SPEC §7 /configs/products/{code}/source/{configType}[?sourceId] and /all (decision 0107): the signed-in
 * partner's configuration of a product by type (landing, quote, proposal); `sourceId` names the tenant
 * whose variant is asked for, and a partner may ask only for his own (another tenant's is not found).
 */
export const configSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = catalogueViews();
  const viewFor = (request: Parameters<typeof currentPartner>[0], sourceId: string | undefined) => {
    const partner = currentPartner(request);
    if (sourceId && sourceId !== partner.tenantCode) throw notFound('Product not found');
    return views[partner.tenantCode];
  };

  app.get(
    '/configs/products/:code/source/:configType',
    {
      preHandler: requirePartner,
      schema: {
        tags,
        summary: "One configuration of a product (landing, quote or proposal fields) for the partner's tenant",
        params: productConfigParamsSchema,
        querystring: productConfigQuerySchema,
        response: { 200: z.union([landingConfigSchema, fieldConfigResponseSchema]), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const json = configJson(viewFor(request, request.query.sourceId), request.params.code, request.params.configType);
      if (!json) throw notFound('This product has no form configuration');
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/configs/products/:code/source/all',
    {
      preHandler: requirePartner,
      schema: {
        tags,
        summary: "Every configuration of a product (landing, and quote and proposal fields where it has them) for the partner's tenant",
        params: z.object({ code: z.string().min(1).max(64) }),
        querystring: productConfigQuerySchema,
        response: {
          200: z.object({ landing: landingConfigSchema, quote: fieldConfigResponseSchema.optional(), proposal: fieldConfigResponseSchema.optional() }),
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const view = viewFor(request, request.query.sourceId);
      const parts = productConfigTypes.flatMap((type) => {
        const json = configJson(view, request.params.code, type);
        return json ? [`"${type}":${json.toString('utf8')}`] : [];
      });
      return reply.type('application/json; charset=utf-8').send(`{${parts.join(',')}}` as never);
    },
  );
};
