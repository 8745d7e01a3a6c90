import { otpPurposes, otpTemplates } from './auth';
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

/** A message's template in words; a language's own template (payment-link.hi-IN) reads as its template's. */
export function notificationTemplateWords(template: string): string {
  const name = template.replace(/\.[a-z]{2}-[A-Z]{2}$/, '');
  if ((otpTemplates as readonly string[]).includes(name) || (otpPurposes as readonly string[]).includes(name)) return 'One-time password (OTP)';
  return Object.hasOwn(namedTemplateWords, name) ? namedTemplateWords[name as NamedTemplate] : 'Message';
}

/** Why a message could not be delivered, in words, from the delivery error the gateway or the relay kept. */
export function deliveryErrorWords(code: string | null): string {
  if (code === null) return 'no reason kept';
  if (code === 'EXPIRED') return 'it expired before it could be sent';
  if (code === 'DLT_TEMPLATE_NOT_CONFIGURED') return 'no DLT template id is set for this message';
  if (/RECIPIENT_REFUSED$/.test(code) || /^KALEYRA_4\d\d/.test(code)) return 'the SMS gateway refused the recipient or the message';
  if (/GATEWAY_DOWN$|UNREACHABLE$|TIMEOUT$/.test(code)) return 'the gateway did not answer';
  if (code === 'KALEYRA_BAD_ANSWER') return "the SMS gateway's answer could not be read";
  if (/^SMTP_5\d\d$/.test(code)) return 'the mail server refused it';
  if (/^SMTP_/.test(code)) return 'the mail server could not take it now';
  return 'the gateway refused it';
}
