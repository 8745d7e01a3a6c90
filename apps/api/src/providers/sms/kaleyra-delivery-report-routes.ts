import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorCodes } from '@portal/domain';
import { AppError, notFound } from '../../plugins/errors';
import type { OutboxRelay } from '../outbox-relay';
import { DELIVERY_REPORT_TOKEN_HEADER } from './kaleyra-sms-sender';

/**
 * Kaleyra's delivery report (developers.kaleyra.io, "SMS Callback": the message's id, its status and the
 * time), with the `ref` we sent; extra fields are kept out.
 */
const deliveryReportSchema = z
  .object({
    id: z.string().min(1).max(100).optional(),
    message_id: z.string().min(1).max(100).optional(),
    ref: z.string().min(1).max(100).optional(),
    status: z.string().min(1).max(40),
  })
  .loose();

/** Kaleyra's statuses: Delivered ends a message; Failed, Undelivered, NotSent (and the like) end it failed; Sent is on the way. */
export function outcomeOf(status: string): 'DELIVERED' | 'FAILED' | 'IN_PROGRESS' {
  const word = status.toUpperCase().replace(/[^A-Z]/g, '');
  if (word === 'DELIVERED' || word === 'DELIVRD') return 'DELIVERED';
  if (['FAILED', 'UNDELIVERED', 'UNDELIV', 'NOTSENT', 'REJECTED', 'EXPIRED', 'DND', 'BLOCKED'].includes(word)) return 'FAILED';
  return 'IN_PROGRESS';
}

const tokenMatches = (expected: string, given: unknown) =>
  typeof given === 'string' && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** POST /api/sms/delivery-reports: Kaleyra's callback for each message (decision 0202), carrying the token we set in it. */
export function kaleyraDeliveryReportRoutes(relay: OutboxRelay, token: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/sms/delivery-reports',
      {
        // Server-to-server from the gateway's few addresses, which a busy day sends many of.
        config: { rateLimit: false },
        preValidation: async (request) => {
          if (!tokenMatches(token, request.headers[DELIVERY_REPORT_TOKEN_HEADER]))
            throw new AppError(401, errorCodes.unauthenticated, 'Invalid delivery report token');
        },
        schema: {
          tags: ['notifications'],
          summary: "The SMS gateway's delivery report of one message (Kaleyra's callback); replays change nothing",
          headers: z.object({ [DELIVERY_REPORT_TOKEN_HEADER]: z.string() }),
          body: deliveryReportSchema,
          response: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { id, message_id: messageId, ref, status } = request.body;
        const known = await relay.recordDeliveryReport({
          providerMessageId: id ?? messageId,
          idempotencyKey: ref,
          outcome: outcomeOf(status),
          status: status.toUpperCase(),
        });
        if (!known) throw notFound('Message not found');
        return { received: true as const };
      },
    );
  };
}
