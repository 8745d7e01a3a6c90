import type { Database } from '../db/client';
import { outbox } from './outbox-schema';

/**
 * Puts one message in the outbox. The sandbox records it as already delivered (nothing leaves the
 * machine); live mode leaves sent_at empty for the relay that hands it to the real gateway.
 */
export async function writeToOutbox(
  db: Database,
  message: { channel: 'SMS' | 'EMAIL'; to: string; template: string; payload: Record<string, unknown> },
  delivery: 'delivered-in-sandbox' | 'queued',
): Promise<void> {
  await db.insert(outbox).values({
    channel: message.channel,
    recipient: message.to,
    template: message.template,
    payload: message.payload,
    ...(delivery === 'delivered-in-sandbox' ? { sentAt: new Date() } : {}),
  });
}

/**
 * A sandbox message's text as the log may show it (decision 0047): the OTP a developer reads stays, but a
 * link is replaced, since the links customers are sent (mandate, payment, loan) carry their access tokens.
 * The whole message, link included, is in the outbox table.
 */
export const loggableText = (text: string) => text.replace(/(https?:\/\/|\/)\S*[?#]\S+/g, '[link: see the outbox]');
