import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, kycInitiateQuerySchema, kycInitiationSchema, kycPollSchema, updateFormResultSchema } from '@portal/domain';
import { currentPartner, requirePartner, requireWriter } from '../../plugins/auth';
import { initiateKyc, kycContextOf, pollKyc, updateFormFromFlow } from './kyc-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;

/** Routes of the KYC module (initiate, poll, update the proposal from KYC); registered under /api in app.ts. */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => kycContextOf(app);

  app.post(
    '/kyc/initiate/configurator',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['kyc'],
        summary: "Start the insurer's thin-layer KYC for a proposal; answers the provider's page (the same one while it is pending)",
        querystring: kycInitiateQuerySchema,
        response: { 200: kycInitiationSchema, ...errors },
      },
    },
    async (request) => initiateKyc(context(), currentPartner(request), request.query),
  );

  app.get(
    '/kyc/poll',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['kyc'],
        summary: "The proposal's latest KYC: PENDING, VERIFIED (with the verified details) or FAILED",
        querystring: z.object({ referenceId: z.string().min(1) }),
        response: { 200: kycPollSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => pollKyc(context(), currentPartner(request), request.query.referenceId),
  );

  app.post(
    '/updateForm/:flowType',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['kyc'],
        summary: 'Copy the details a flow verified (flowType kyc) into the proposal where they differ; refused before KYC passes',
        params: z.object({ flowType: z.string().min(1).describe('kyc') }),
        querystring: z.object({ referenceId: z.string().min(1) }),
        response: { 200: updateFormResultSchema, ...errors },
      },
    },
    async (request) => updateFormFromFlow(app.db, currentPartner(request), request.params.flowType, request.query.referenceId),
  );
};
