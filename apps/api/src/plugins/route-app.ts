import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The app a route plugin registers on, with the zod type provider: what a module's route file takes when its
 * plugin hands the routes of one area to a function of their own.
 */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
