import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aggregatorIdSchema, apiErrorSchema, lendingRedirectionProducts } from '@portal/domain';

/** What the lending module's route files share: the app they register on and the error responses. */
export type LendingApp = Parameters<FastifyPluginAsyncZod>[0];

export const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;
export const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
export const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema } as const;
// The products whose customer's link opens a lending redirection flow: one list, the domain's.
export const redirectionProducts = lendingRedirectionProducts;

export const codeParams = z.object({ code: z.string().min(1).max(40) });
export const aggregatorParams = z.object({ aggregatorId: aggregatorIdSchema });
