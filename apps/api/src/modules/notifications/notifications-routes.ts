import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  notificationIdParamsSchema,
  notificationSchema,
  notifyMultipleChannelsRequestSchema,
  notifyRequestSchema,
  notifyResponseSchema,
} from '@portal/domain';
import { currentPartner, requireAdmin, requireWriter } from '../../plugins/auth';
import { listDeadLetters, retryDeadLetter, sendPartnerNotification, type NotificationsContext } from './notifications-service';

const sendErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

// Routes of the notifications module (SPEC §7 /notify, /notify-multiple-channels; decision 0104); registered under /api in app.ts.
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: { protocol: string; host: string }): NotificationsContext => ({
    db: app.db,
    notifier: app.notifier,
    origin: app.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
  });

  app.post(
    '/notify',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['notifications'],
        summary: "A partner's message to a customer by SMS or EMAIL under a named template of the product; queued, tried at once, retried with backoff",
        body: notifyRequestSchema,
        response: { 202: notifyResponseSchema, ...sendErrors },
      },
    },
    async (request, reply) => {
      const { channel, to, ...rest } = request.body;
      const sent = await sendPartnerNotification(context(request), currentPartner(request), { ...rest, recipients: [{ channel, to }] });
      return reply.code(202).send({ notifications: sent });
    },
  );

  app.post(
    '/notify-multiple-channels',
    {
      preHandler: requireWriter,
      schema: {
        tags: ['notifications'],
        summary: 'The same templated message on several channels (one notification each)',
        body: notifyMultipleChannelsRequestSchema,
        response: { 202: notifyResponseSchema, ...sendErrors },
      },
    },
    async (request, reply) => {
      const sent = await sendPartnerNotification(context(request), currentPartner(request), request.body);
      return reply.code(202).send({ notifications: sent });
    },
  );

  app.get(
    '/notifications/dead-letters',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['notifications'],
        summary: "Admin: the tenant's messages that failed every try (recipient masked, no text)",
        response: { 200: z.array(notificationSchema), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listDeadLetters(app.db, currentPartner(request)),
  );

  app.post(
    '/notifications/:notificationId/retry',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['notifications'],
        summary: 'Admin: send a dead letter again (a fresh count of tries); an expired OTP is refused',
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => retryDeadLetter(context(request), currentPartner(request), request.params.notificationId),
  );
};
