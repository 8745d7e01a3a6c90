import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of the sales module; registered under /api in app.ts.
export const salesRoutes: FastifyPluginAsyncZod = async (_app) => {};
