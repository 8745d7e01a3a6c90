import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { loggableText, writeToOutbox } from '../outbox-writer';
import { failIfTold, type SandboxDeliveryFaults } from '../sandbox-delivery-faults';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * Sandbox SMS: nothing leaves the machine. Each message is written to the outbox as already delivered
 * and logged with its text, so a developer can read the OTP from the log or the outbox table.
 */
export function createSandboxSmsProvider(db: Database, log?: Pick<FastifyBaseLogger, 'info'>, faults?: SandboxDeliveryFaults): SmsProvider {
  return {
    async send(message: SmsMessage) {
      failIfTold(faults, message.to);
      await writeToOutbox(
        db,
        { channel: 'SMS', to: message.to, template: message.template, payload: { text: message.text, ...message.variables } },
        'delivered-in-sandbox',
      );
      log?.info({ to: message.to, template: message.template, text: loggableText(message.text) }, 'sandbox SMS');
    },
  };
}
