import { randomUUID } from 'node:crypto';
import type { OutboxRelay } from '../outbox-relay';
import { DeliveryError } from '../sandbox-delivery-faults';
import type { EmailMessage, EmailProvider } from './email-provider';

/** Live mode: as the SMS (queued-sms-provider.ts): queued under its key, handed to the mail server at once, never logged. */
export function createQueuedEmailProvider(relay: OutboxRelay): EmailProvider {
  return {
    async send(message: EmailMessage) {
      const { id } = await relay.queue({
        channel: 'EMAIL',
        to: message.to,
        template: message.template,
        payload: { subject: message.subject, text: message.text, ...message.variables },
        idempotencyKey: message.idempotencyKey ?? randomUUID(),
        notificationId: message.sender?.notificationId,
        tenantCode: message.sender?.tenantCode,
        expiresAt: message.expiresAt,
      });
      const outcome = await relay.relay(id, false);
      if (outcome.status === 'refused') throw new DeliveryError(outcome.code, true);
    },
  };
}
