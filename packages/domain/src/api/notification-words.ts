import { otpPurposes, otpTemplates } from './otp-kinds';
import type { NotificationTemplateName } from './notifications';

type NamedTemplate = Exclude<NotificationTemplateName, (typeof otpTemplates)[number] | (typeof otpPurposes)[number]>;

/** What each message is, in words, for the console's lists (decision 0104): a template's name is a code. */
const namedTemplateWords: Record<NamedTemplate, string> = {
  'payment-link': 'Payment link',
  'lead-link': 'Application link',
  'policy-issued': 'Policy issued',
  'sachet-policy': 'Sachet policy',
  'mandate-to-sign': 'Mandate letter to sign',
  'newsletter-welcome': 'Newsletter welcome',
  'payment-reminder': 'Payment reminder',
  'quote-follow-up': 'Quote follow-up',
  'document-request': 'Document request',
};

/** Every template's words by its key: a named template's own, an OTP's, or any other message's (the catalogue's English, decision 0250). */
export const notificationTemplateWordsByKey = { ...namedTemplateWords, otp: 'One-time password (OTP)', other: 'Message' };
export type NotificationTemplateKey = keyof typeof notificationTemplateWordsByKey;

/** A message's template as a key of those words; a language's own template (payment-link.hi-IN) is its template's. */
export function notificationTemplateKey(template: string): NotificationTemplateKey {
  const name = template.replace(/\.[a-z]{2}-[A-Z]{2}$/, '');
  if ((otpTemplates as readonly string[]).includes(name) || (otpPurposes as readonly string[]).includes(name)) return 'otp';
  return Object.hasOwn(namedTemplateWords, name) ? (name as NamedTemplate) : 'other';
}

/** A message's template in words (English). */
export function notificationTemplateWords(template: string): string {
  return notificationTemplateWordsByKey[notificationTemplateKey(template)];
}

/** Why a message could not be delivered, in words (English), by the key deliveryErrorKey gives. */
export const deliveryErrorWordsByKey = {
  none: 'no reason kept',
  expired: 'it expired before it could be sent',
  noDltTemplate: 'no DLT template id is set for this message',
  smsRefused: 'the SMS gateway refused the recipient or the message',
  noAnswer: 'the gateway did not answer',
  unreadableAnswer: "the SMS gateway's answer could not be read",
  mailRefused: 'the mail server refused it',
  mailBusy: 'the mail server could not take it now',
  refused: 'the gateway refused it',
};
export type DeliveryErrorKey = keyof typeof deliveryErrorWordsByKey;

/** Why a message could not be delivered, as a key of those words, from the delivery error the gateway or the relay kept. */
export function deliveryErrorKey(code: string | null): DeliveryErrorKey {
  if (code === null) return 'none';
  if (code === 'EXPIRED') return 'expired';
  if (code === 'DLT_TEMPLATE_NOT_CONFIGURED') return 'noDltTemplate';
  if (/RECIPIENT_REFUSED$/.test(code) || /^KALEYRA_4\d\d/.test(code)) return 'smsRefused';
  if (/GATEWAY_DOWN$|UNREACHABLE$|TIMEOUT$/.test(code)) return 'noAnswer';
  if (code === 'KALEYRA_BAD_ANSWER') return 'unreadableAnswer';
  if (/^SMTP_5\d\d$/.test(code)) return 'mailRefused';
  if (/^SMTP_/.test(code)) return 'mailBusy';
  return 'refused';
}

/** Why a message could not be delivered, in words (English). */
export function deliveryErrorWords(code: string | null): string {
  return deliveryErrorWordsByKey[deliveryErrorKey(code)];
}
