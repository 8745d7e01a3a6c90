import type { OutboxRow } from './outbox-schema';

/** One outbox message as a live provider takes it. */
export type OutboxMessage = Pick<OutboxRow, 'channel' | 'recipient' | 'template' | 'payload' | 'idempotencyKey' | 'tenantCode'>;

/**
 * A real SMS gateway or mail service behind the outbox relay. `send` answers the provider's id of the
 * accepted message, or throws a DeliveryError (permanent when the provider refuses the message for good);
 * any other error is taken as transient.
 */
export interface ChannelSender {
  readonly name: string;
  send(message: OutboxMessage): Promise<{ providerMessageId: string }>;
}
