import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, findProductForTenant, languageSchema, tenantCodes } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import { brochureDocumentOf, brochureFileName, renderBrochure } from '../../lib/brochure-pdf';
import { chooseTenant } from '../../lib/tenant-choice';
import { languageOfRequest } from '../../i18n/api-i18n';
import { binaryAnswer } from '../../plugins/openapi';

/**
 * Brochures of the landing pages, as PDFs generated from the catalogue. Registered under /api in app.ts.
 * The catalogue is static, so each document is rendered once per instance and language and kept. A brochure is
 * in its reader's language (decision 0279): the page's `lang` (a link's download sends the browser's
 * Accept-Language, not the page's), else Accept-Language.
 */
export const brochureRoutes: FastifyPluginAsyncZod = async (app) => {
  const rendered = new Map<string, Promise<Uint8Array>>();

  app.get(
    '/configs/public/products/:productCode/brochures/:brochureId',
    {
      schema: {
        tags: ['config'],
        summary: "A brochure (PDF) of a product's landing page, as the caller's tenant sees it; 404 for one the tenant has not",
        params: z.object({ productCode: z.string().min(1).max(64), brochureId: z.string().min(1).max(64) }),
        querystring: z.object({
          tenant: z.enum(tenantCodes).optional(),
          lang: languageSchema.optional().describe('The page’s language; else Accept-Language'),
        }),
        response: { 200: binaryAnswer('A PDF document', 'application/pdf'), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { productCode, brochureId } = request.params;
      const tenant = chooseTenant(request.partner?.tenantCode, request.query.tenant);
      const product = findProductForTenant(productCode, tenant);
      const language = request.query.lang ?? languageOfRequest(request);
      const document = product && brochureDocumentOf(product, brochureId, language);
      if (!document) throw notFound('Brochure not found');
      const key = `${tenant}/${productCode}/${brochureId}/${language}`;
      let pdf = rendered.get(key);
      if (!pdf) {
        pdf = renderBrochure(document);
        rendered.set(key, pdf);
      }
      return reply
        .type('application/pdf')
        .header('content-language', language)
        .header('vary', 'Accept-Language')
        .header('content-disposition', `inline; filename="${brochureFileName(productCode, brochureId)}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(await pdf));
    },
  );
};
