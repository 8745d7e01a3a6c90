import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of the auth module; registered under /api in app.ts.
export const authRoutes: FastifyPluginAsyncZod = async (_app) => {};
