import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { writeToOutbox } from '../outbox-writer';
import type { EmailMessage, EmailProvider } from './email-provider';

/** Sandbox email: written to the outbox as already delivered and logged with its text; nothing leaves the machine. */
export function createSandboxEmailProvider(db: Database, log?: Pick<FastifyBaseLogger, 'info'>): EmailProvider {
  return {
    async send(message: EmailMessage) {
      await writeToOutbox(db, { channel: 'EMAIL', to: message.to, template: message.template, payload: { subject: message.subject, text: message.text, ...message.variables } }, 'delivered-in-sandbox');
      log?.info({ to: message.to, template: message.template, subject: message.subject, text: message.text }, 'sandbox email');
    },
  };
}
