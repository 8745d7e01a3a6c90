import type { Database } from '../../db/client';
import { writeToOutbox } from '../outbox-writer';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * Live mode: the message is queued in the outbox (sent_at empty) for the gateway relay, which survives
 * restarts and runs on any instance. Nothing about the message, above all an OTP, is logged.
 */
export function createQueuedSmsProvider(db: Database): SmsProvider {
  return {
    async send(message: SmsMessage) {
      await writeToOutbox(db, { channel: 'SMS', to: message.to, template: message.template, payload: { text: message.text, ...message.variables } }, 'queued');
    },
  };
}
