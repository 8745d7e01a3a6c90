import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  authorisationOf,
  brokerConfigSchema,
  catalogueEntrySchema,
  catalogueListSchema,
  featureFlagsSchema,
  fieldConfigResponseSchema,
  fieldConfigTypes,
  landingConfigSchema,
  tenantCodes,
} from '@portal/domain';
import { catalogueViews } from './catalogue-views';
import { chooseTenant } from '../../lib/tenant-choice';
import { findCatalogueEntry, getBrokerConfig, getFieldConfigJson, getLandingConfigJson } from './config-service';
import { findTenantFeatureFlags, readFeatureFlags } from '../../lib/feature-flags';
import type { RouteApp } from '../../plugins/route-app';
import { languageOfRequest } from '../../i18n/api-i18n';

const tags = ['config'];
const tenantQuery = z.object({
  /** Only for anonymous callers (customer pages); a signed-in partner always sees their own tenant. */
  tenant: z.enum(tenantCodes).optional(),
});
const productParams = z.object({ productCode: z.string().min(1).max(64) });

/** Sends JSON serialised at start: bytes skip the schema serialiser and the per-request encoding. */
const sendJson = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json as never);

/** Brand, feature flags and the product catalogue; registered under /api in app.ts. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const features = readFeatureFlags(app.env.FEATURE_FLAGS);
  const views = catalogueViews();
  registerBrandRoutes(app, features);
  registerCatalogueRoutes(app, views);
};

/** The caller's brand and feature flags. */
function registerBrandRoutes(app: RouteApp, features: ReturnType<typeof readFeatureFlags>) {
  app.get(
    '/configs/broker',
    {
      schema: {
        tags,
        summary: "The caller's brand: name, colours, consent text, contact and feature flags",
        querystring: tenantQuery.extend({ source: z.enum(['fe']).optional() }),
        response: { 200: brokerConfigSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const tenant = chooseTenant(request.partner?.tenantCode, request.query.tenant);
      return getBrokerConfig(tenant, await findTenantFeatureFlags(app.db, tenant, features));
    },
  );

  app.get(
    '/configs/features',
    {
      schema: {
        tags,
        summary: "Feature flags: all six keys of SPEC §6, as the caller's tenant set them (decision 0112)",
        querystring: tenantQuery,
        response: { 200: featureFlagsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => findTenantFeatureFlags(app.db, chooseTenant(request.partner?.tenantCode, request.query.tenant), features),
  );
}

/** The product catalogue, one entry, and a product's landing page and form fields. */
function registerCatalogueRoutes(app: RouteApp, views: ReturnType<typeof catalogueViews>) {
  app.get(
    '/product-catalog',
    {
      schema: {
        tags,
        summary: "The products of the caller's tenant (anonymous callers: the default tenant); a partner's carry his authorisation",
        querystring: tenantQuery,
        response: { 200: catalogueListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const tenant = chooseTenant(request.partner?.tenantCode, request.query.tenant);
      const authorisations = request.partner?.authorisations;
      if (!authorisations) return { tenant, products: views[tenant].entries };
      // A signed-in partner sees at once which products he may sell, is waitlisted for, or may ask for.
      return { tenant, products: views[tenant].entries.map((entry) => ({ ...entry, authorisation: authorisationOf(entry, authorisations) })) };
    },
  );

  app.get(
    '/product-catalog/productName',
    {
      schema: {
        tags,
        summary: 'One catalogue entry by product code or name',
        querystring: tenantQuery.extend({ productName: z.string().min(1).max(100) }),
        response: { 200: catalogueEntrySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const tenant = chooseTenant(request.partner?.tenantCode, request.query.tenant);
      return findCatalogueEntry(views[tenant], request.query.productName);
    },
  );

  app.get(
    '/configs/public/products/:productCode/landingConfig',
    {
      schema: {
        tags,
        summary:
          "A product's landing page as the caller's tenant sees it, its copy in the Accept-Language asked (en-IN, hi-IN, mr-IN); 404 for a product the tenant may not see",
        params: productParams,
        querystring: tenantQuery,
        response: { 200: landingConfigSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const tenant = chooseTenant(request.partner?.tenantCode, request.query.tenant);
      // The products' copy (tagline, FAQs, plans' words) in the reader's language; caches keep one answer a language.
      const language = languageOfRequest(request);
      void reply.header('content-language', language).header('vary', 'Accept-Language');
      return sendJson(reply, getLandingConfigJson(views[tenant], request.params.productCode, language));
    },
  );

  app.get(
    '/configs/public/products/:productCode/fieldConfig/:configType',
    {
      schema: {
        tags,
        summary: "A product's quote or proposal fields; 404 for products not sold through the portal's forms",
        params: productParams.extend({ configType: z.enum(fieldConfigTypes) }),
        querystring: tenantQuery,
        response: { 200: fieldConfigResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const tenant = chooseTenant(request.partner?.tenantCode, request.query.tenant);
      return sendJson(reply, getFieldConfigJson(views[tenant], request.params.productCode, request.params.configType));
    },
  );
}
