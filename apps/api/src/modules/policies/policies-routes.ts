import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@portal/domain';
import { currentPartner, requirePartner } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { findPolicyCertificate } from './policies-repository';
import { renderPolicyCertificate } from './policy-certificate';

/** Policy documents; registered under /api by the payments module, which issues policies. */
export const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policies/:policyNumber/document',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['policies'],
        summary: 'Certificate of insurance (PDF) of a policy the partner sold; an admin, of his tenant',
        params: z.object({ policyNumber: z.string().min(1).describe('URL-encoded, e.g. POL%2FVECTOR-BORNE%2F2026%2F000001') }),
        response: { 200: z.any().describe('application/pdf attachment'), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const certificate = await findPolicyCertificate(app.db, currentPartner(request), request.params.policyNumber);
      if (!certificate) throw notFound('Policy not found');
      const pdf = await renderPolicyCertificate(certificate);
      const fileName = `${certificate.policyNumber.replaceAll('/', '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
