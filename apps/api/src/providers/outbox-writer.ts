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
