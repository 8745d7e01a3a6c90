import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, dltTemplateKey } from '@portal/domain';
import type { OutboxRelay } from '../outbox-relay';
import { DeliveryError } from '../sandbox-delivery-faults';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * Live mode: the message is queued in the outbox under its idempotency key, with the relay's job, then
 * handed to the gateway at once (an OTP should not wait for the worker). A refusal for good fails the send,
 * so the notifier marks its message failed; a transient failure leaves it to the relay's job. Nothing about
 * the message, above all an OTP, is logged.
 */
export function createQueuedSmsProvider(relay: OutboxRelay): SmsProvider {
  return {
    async send(message: SmsMessage) {
      const { id } = await relay.queue({
        channel: 'SMS',
        to: message.to,
        // The DLT template the gateway sends it under: the template in the text's language (decision 0216).
        template: dltTemplateKey(message.template, message.language ?? DEFAULT_LANGUAGE),
        payload: { text: message.text, ...message.variables },
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
