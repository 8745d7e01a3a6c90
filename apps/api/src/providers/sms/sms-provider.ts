import type { Language } from '@portal/domain';
import type { MessageSender } from '../message-sender';

/** A text message to one mobile, sent under a named template (SPEC §7: SMS or EMAIL, templates per product). */
export interface SmsMessage {
  to: string;
  template: string;
  text: string;
  /** Template variables; for an OTP template, `otp`. */
  variables: Record<string, string>;
  /** Whose message it is, for the notification's row (the tenant's admin sees its dead letters); transports ignore it. */
  sender?: MessageSender;
  /** The same for every try of one message, so a live provider sends it at most once (decision 0200). */
  idempotencyKey?: string;
  /** After this the message is not sent (an OTP's validity). */
  expiresAt?: Date;
  /** The text's language (English when not said); each language's text is a DLT template of its own. */
  language?: Language;
}

/** Sends text messages. The sandbox writes them to the outbox (and the log); a real gateway is one more implementation. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
