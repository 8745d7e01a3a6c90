import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import type { EmailMessage, EmailProvider } from './email-provider';

/** Live mode: the email is queued in the outbox (sent_at empty) for the mail relay; its content is never logged. */
export function createQueuedEmailProvider(db: Database): EmailProvider {
  return {
    async send(message: EmailMessage) {
      await db.insert(outbox).values({
        channel: 'EMAIL',
        recipient: message.to,
        template: message.template,
        payload: { subject: message.subject, text: message.text, ...message.variables },
      });
    },
  };
}
