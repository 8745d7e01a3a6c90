import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of the uploads module; registered under /api in app.ts.
export const uploadsRoutes: FastifyPluginAsyncZod = async (_app) => {};
