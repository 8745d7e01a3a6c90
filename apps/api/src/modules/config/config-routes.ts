import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of the config module; registered under /api in app.ts.
export const configRoutes: FastifyPluginAsyncZod = async (_app) => {};
