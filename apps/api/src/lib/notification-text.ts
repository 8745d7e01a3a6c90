import { SegmentedMessage } from 'sms-segments-calculator';
import {
  decideViewer,
  notificationTemplates,
  type Language,
  type NotificationChannel,
  type NotificationTemplate,
  type NotificationTemplateName,
  type TenantCode,
} from '@portal/domain';
import { translatorOf } from '../i18n/api-i18n';

/**
 * A template's words in the customer's language (decision 0216), under the brand of whose record it is
 * (decision 0175): the record's tenant, as the one viewer decision gives it to its customer, is the
 * `brandName` variable, and a `prefix` template opens with "<brand>: ". Its catalogue keys are rendered by
 * i18next with the variables interpolated; undefined when the template has no such channel.
 */
export function renderNotification(
  name: NotificationTemplateName,
  channel: NotificationChannel,
  variables: Readonly<Record<string, string>>,
  language: Language,
  tenant: TenantCode,
): { subject?: string; text: string } | undefined {
  const template: NotificationTemplate = notificationTemplates[name];
  const body = template.channels[channel];
  if (!body) return undefined;
  const { brandName } = decideViewer({ recordTenant: tenant });
  const t = translatorOf(language);
  const words = { ...variables, brandName };
  const text = template.brand === 'prefix' ? `${brandName}: ${t(body.text, words)}` : t(body.text, words);
  return body.subject ? { subject: t(body.subject, words), text } : { text };
}

/** How an SMS text travels: GSM-7 or Unicode (UCS-2), and in how many segments (Twilio's calculator). */
export function smsSegmentsOf(text: string): { encoding: 'GSM-7' | 'UCS-2'; segments: number } {
  const message = new SegmentedMessage(text);
  return { encoding: message.encodingName === 'UCS-2' ? 'UCS-2' : 'GSM-7', segments: message.segmentsCount };
}
