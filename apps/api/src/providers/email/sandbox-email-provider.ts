import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { loggableText, writeToOutbox } from '../outbox-writer';
import { failIfTold, type SandboxDeliveryFaults } from '../sandbox-delivery-faults';
import type { EmailMessage, EmailProvider } from './email-provider';

/** Sandbox email: written to the outbox as already delivered and logged with its text; nothing leaves the machine. */
export function createSandboxEmailProvider(db: Database, log?: Pick<FastifyBaseLogger, 'info'>, faults?: SandboxDeliveryFaults): EmailProvider {
  return {
    async send(message: EmailMessage) {
      failIfTold(faults, message.to);
      await writeToOutbox(
        db,
        { channel: 'EMAIL', to: message.to, template: message.template, payload: { subject: message.subject, text: message.text, ...message.variables } },
        'delivered-in-sandbox',
      );
      log?.info({ to: message.to, template: message.template, subject: message.subject, text: loggableText(message.text) }, 'sandbox email');
    },
  };
}
