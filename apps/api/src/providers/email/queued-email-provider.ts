import type { Database } from '../../db/client';
import { writeToOutbox } from '../outbox-writer';
import type { EmailMessage, EmailProvider } from './email-provider';

/** Live mode: the email is queued in the outbox (sent_at empty) for the mail relay; its content is never logged. */
export function createQueuedEmailProvider(db: Database): EmailProvider {
  return {
    async send(message: EmailMessage) {
      await writeToOutbox(db, { channel: 'EMAIL', to: message.to, template: message.template, payload: { subject: message.subject, text: message.text, ...message.variables } }, 'queued');
    },
  };
}
