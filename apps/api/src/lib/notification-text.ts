import { SegmentedMessage } from 'sms-segments-calculator';
import { notificationTemplates, type Language, type NotificationChannel, type NotificationTemplate, type NotificationTemplateName } from '@portal/domain';
import { translatorOf } from '../i18n/api-i18n';

/**
 * A template's words in the customer's language (decision 0216): its catalogue keys rendered by i18next with
 * the variables interpolated; undefined when the template has no such channel.
 */
export function renderNotification(
  name: NotificationTemplateName,
  channel: NotificationChannel,
  variables: Readonly<Record<string, string>>,
  language: Language,
): { subject?: string; text: string } | undefined {
  const template: NotificationTemplate = notificationTemplates[name];
  const body = template.channels[channel];
  if (!body) return undefined;
  const t = translatorOf(language);
  return body.subject ? { subject: t(body.subject, variables), text: t(body.text, variables) } : { text: t(body.text, variables) };
}

/** How an SMS text travels: GSM-7 or Unicode (UCS-2), and in how many segments (Twilio's calculator). */
export function smsSegmentsOf(text: string): { encoding: 'GSM-7' | 'UCS-2'; segments: number } {
  const message = new SegmentedMessage(text);
  return { encoding: message.encodingName === 'UCS-2' ? 'UCS-2' : 'GSM-7', segments: message.segmentsCount };
}
