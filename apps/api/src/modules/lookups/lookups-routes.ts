import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  faqListSchema,
  fieldOptionListSchema,
  findProductForTenant,
  indianStateOptions,
  mobileBrands,
  mobilePartnerSchema,
  shopFaqs,
  shopOccupancies,
  tenants,
} from '@portal/domain';
import { currentPartner, requirePartner } from '../../plugins/auth';
import { isAuthorisedToSell } from '../partners/partner-access';

const tags = ['lookups'];

// Lookups the quote and proposal forms load (FieldConfig.optionsFrom); registered under /api in app.ts.
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const optionList = (url: string, summary: string, options: readonly { value: string; label: string }[]) =>
    app.get(url, { schema: { tags, summary, response: { 200: fieldOptionListSchema } } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').send([...options]),
    );

  optionList('/products/mobile/brands', 'Phone brands of the mobile device protection quote', mobileBrands);
  optionList('/products/mobile/states', 'States and union territories of India', indianStateOptions);
  optionList('/products/shop/occupancy', 'Occupancies the shop cover insures', shopOccupancies);

  app.get(
    '/products/shop/lookups/faq',
    { schema: { tags, summary: 'Frequently asked questions of the shop cover', response: { 200: faqListSchema } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send([...shopFaqs]),
  );

  app.get(
    '/products/mobile/partner',
    {
      preHandler: requirePartner,
      schema: {
        tags,
        summary: 'The signed-in partner as the mobile journey shows him',
        response: { 200: mobilePartnerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const partner = currentPartner(request);
      const product = findProductForTenant('mobile', partner.tenantCode);
      return {
        dealerHash: partner.dealerHash,
        dealerName: partner.name,
        dealerUserName: partner.userName,
        mobile: partner.mobile,
        email: partner.email,
        tenant: partner.tenantCode,
        tenantName: tenants[partner.tenantCode].name,
        authorisedToSell: product ? await isAuthorisedToSell(app.db, partner, product) : false,
      };
    },
  );
};
