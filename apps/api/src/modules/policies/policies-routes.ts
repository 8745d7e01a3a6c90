import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, policyIssueStatusSchema, policySummarySchema } from '@portal/domain';
import { currentPartner, requirePartner } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { findPolicySummaryByMembershipId } from './policies-repository';
import { findPolicyCertificate } from '../../lib/policy-certificates';
import { getPolicyIssueStatus } from './policy-issue-status';
import { languageOfRequest } from '../../i18n/api-i18n';
import { renderPolicyCertificate } from '../../documents/policy-certificate';
import { binaryAnswer } from '../../plugins/openapi';

/** Policy documents, issuance status and lookup; registered under /api in app.ts. */
export const policiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/products/:productCode/policies/issue/status',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['policies'],
        summary: "A proposal's policy: ISSUED (number, membership id), FAILED (payment failed) or PENDING",
        params: z.object({ productCode: z.string().min(1).describe('Product code, e.g. shop') }),
        querystring: z.object({ referenceId: z.string().min(1) }),
        response: { 200: policyIssueStatusSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getPolicyIssueStatus(app.db, currentPartner(request), request.params.productCode, request.query.referenceId),
  );

  app.get(
    '/policies/membership/:membershipId',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['policies'],
        summary: 'A policy by its membership id: one the partner sold; an admin, of his tenant',
        params: z.object({ membershipId: z.string().min(1).describe('e.g. MBR000000001') }),
        response: { 200: policySummarySchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const summary = await findPolicySummaryByMembershipId(app.db, currentPartner(request), request.params.membershipId);
      if (!summary) throw notFound('Policy not found');
      return summary;
    },
  );

  app.get(
    '/policies/:policyNumber/document',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['policies'],
        summary: 'Certificate of insurance (PDF) of a policy the partner sold; an admin, of his tenant',
        params: z.object({ policyNumber: z.string().min(1).describe('URL-encoded, e.g. POL%2FVECTOR-BORNE%2F2026%2F000001') }),
        response: { 200: binaryAnswer('A PDF document, as an attachment', 'application/pdf'), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const certificate = await findPolicyCertificate(app.db, currentPartner(request), request.params.policyNumber);
      if (!certificate) throw notFound('Policy not found');
      // In the language the request asks for: the page's, from which the certificate is downloaded (decision 0211).
      const language = languageOfRequest(request);
      const pdf = await renderPolicyCertificate(certificate, language);
      const fileName = `${certificate.policyNumber.replaceAll('/', '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-language', language)
        .header('vary', 'Accept-Language')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
