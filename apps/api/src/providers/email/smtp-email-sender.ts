import type { Transporter } from 'nodemailer';
import type { ChannelSender, OutboxMessage } from '../channel-sender';
import { DeliveryError } from '../sandbox-delivery-faults';
import { brandOf, renderBrandedEmail } from './branded-email';

export interface SmtpSettings {
  /** nodemailer's connection URL, e.g. smtps://user:password@smtp.example.com:465 */
  url: string;
  /** The from-address of a tenant without its own. */
  defaultFrom: string;
  /** A from-address per tenant code (white-label tenants send under their own domain). */
  fromByTenant: Readonly<Record<string, string>>;
  /** The domain of the Message-IDs (the idempotency key is its local part). */
  messageIdDomain: string;
  /** Milliseconds to wait for a connection, the greeting and each answer before the attempt counts as failed. */
  timeoutMs?: number;
}

/**
 * The SMTP server's answers that no later try can change (RFC 5321 §4.2.1: 5yz is a permanent negative
 * completion reply) refuse the message for good; 4yz answers, refused connections and timeouts are transient.
 */
function deliveryErrorOf(error: unknown): DeliveryError {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number' && responseCode >= 500) return new DeliveryError(`SMTP_${responseCode}`, true);
  if (typeof responseCode === 'number') return new DeliveryError(`SMTP_${responseCode}`);
  return new DeliveryError(typeof code === 'string' ? code.slice(0, 60) : 'SMTP_FAILED');
}

/**
 * Email over SMTP with nodemailer (decision 0201): HTML and plain text in the tenant's brand, from the
 * tenant's address, the outbox message's idempotency key as the Message-ID (the same on every try, so a
 * mailbox shows a repeat as one message). nodemailer loads with the first email, not at every start (decision 0309).
 */
export function createSmtpEmailSender(settings: SmtpSettings): ChannelSender {
  const timeout = settings.timeoutMs ?? 20_000;
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url: settings.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout }),
    ));
  return {
    name: 'smtp',
    async send(message: OutboxMessage) {
      const subject = typeof message.payload.subject === 'string' ? message.payload.subject : '';
      const text = typeof message.payload.text === 'string' ? message.payload.text : '';
      const brand = brandOf(message.tenantCode);
      const address = (message.tenantCode && settings.fromByTenant[message.tenantCode]) || settings.defaultFrom;
      const body = renderBrandedEmail(message.tenantCode, subject, text);
      const messageId = `<${message.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@${settings.messageIdDomain}>`;
      try {
        const info = await (
          await transportOf()
        ).sendMail({
          from: { name: brand.name, address },
          to: message.recipient,
          subject,
          text: body.text,
          html: body.html,
          messageId,
          headers: { 'X-Entity-Ref-ID': message.idempotencyKey },
        });
        // A server that accepted some recipients and rejected ours answers without throwing.
        if ((info.rejected ?? []).length > 0) throw Object.assign(new Error('rejected'), { responseCode: 550 });
        return { providerMessageId: info.messageId || messageId };
      } catch (error) {
        throw deliveryErrorOf(error);
      }
    },
  };
}
