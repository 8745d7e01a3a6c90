import type { MessageSender } from '../message-sender';

/** An email to one address, sent under a named template. */
export interface EmailMessage {
  to: string;
  template: string;
  subject: string;
  text: string;
  /** Template variables; for an OTP template, `otp`. */
  variables: Record<string, string>;
  /** Whose message it is, for the notification's row (the tenant's admin sees its dead letters); transports ignore it. */
  sender?: MessageSender;
  /** The same for every try of one message, so a live provider sends it at most once (decision 0200). */
  idempotencyKey?: string;
  /** After this the message is not sent (an OTP's validity). */
  expiresAt?: Date;
}

/** Sends emails. The sandbox writes them to the outbox (and the log); a real service is one more implementation. */
export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}
