import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of the payments module; registered under /api in app.ts.
export const paymentsRoutes: FastifyPluginAsyncZod = async (_app) => {};
