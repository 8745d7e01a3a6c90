import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of the lookups module; registered under /api in app.ts.
export const lookupsRoutes: FastifyPluginAsyncZod = async (_app) => {};
