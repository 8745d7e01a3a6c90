import { z } from 'zod';
import { findProduct } from '../products/catalogue';
import { ruleFactories } from '../validation/rules';
import { languageSchema } from '../i18n/language-schema';
import type { Language } from '../i18n/languages';
import { otpPurposes, otpTemplates } from './otp-kinds';

/**
 * Notifications (SPEC §7 /notify and /notify-multiple-channels: "Delivery is by SMS or EMAIL with named
 * templates per product"; decision 0104). Every message the service sends — OTPs, payment links, lead
 * links, policy issued, mandate to sign, and what a partner sends from /notify — is a row delivered
 * through the durable job queue, retried with backoff up to a limit, then kept on a dead-letter list.
 */
export const notificationChannels = ['SMS', 'EMAIL'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const notificationStatuses = ['PENDING', 'SENT', 'DEAD'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** Tries before a message is dead-lettered (the first, inline, then four more with backoff). */
export const NOTIFICATION_MAX_ATTEMPTS = 5;

export const notificationMessages = {
  template: 'Choose a template',
  channel: 'Choose SMS or EMAIL',
  channels: 'Choose at least one channel, each once',
  product: 'This template is not for this product',
  variable: 'Enter text of up to 100 letters, digits and spaces',
  link: 'Links must point to this portal',
  expired: 'This message has expired and cannot be sent again',
  notDead: 'Only a message on the dead-letter list can be retried',
} as const;

/**
 * A channel's words: catalogue keys (`notifications.*` of packages/domain/src/i18n/messages), rendered by
 * the API's i18next in the customer's language with the variables interpolated (decision 0216).
 */
interface ChannelTemplate {
  subject?: string;
  text: string;
}

/**
 * An SMS's words and what DLT registration needs to know of them: the most segments its text takes in each
 * language with its variables at their longest (English is GSM-7, 160 characters a segment; Hindi and
 * Marathi are Unicode, 70; 153 and 67 when split). Each language is a template of its own on DLT, with its
 * own template id (`dltTemplateKey`).
 */
interface SmsTemplate extends ChannelTemplate {
  segments: Readonly<Record<Language, number>>;
}

/** A named template: the channels it has, the products it serves, and whether a partner may send it from /notify. */
export interface NotificationTemplate {
  /** `all`, or the product codes it serves. */
  products: 'all' | readonly string[];
  /** The variables the sender gives (productName and partnerName are filled in by the service). */
  variables: readonly string[];
  /** true: a partner may send it from /notify; false: only the service itself (OTPs, links it made). */
  partnerMay: boolean;
  /** An OTP is worthless after its validity: not retried, nor retried by an admin, after this. */
  expiresAfterMinutes?: number;
  /**
   * How the message names the brand of whose record it is (decision 0175): `prefix` opens its text with
   * "<brand>: " (registered on DLT as a `{#var#}` before the words), `in-text` says {{brandName}} in its
   * words; `none` only for OTPs, whose words their purpose's module composes (decision 0216).
   */
  brand: 'prefix' | 'in-text' | 'none';
  channels: { SMS?: SmsTemplate; EMAIL?: ChannelTemplate };
}

const systemTemplate = (channels: NotificationTemplate['channels'], extra: Partial<NotificationTemplate> = {}): NotificationTemplate => ({
  products: 'all',
  variables: [],
  partnerMay: false,
  brand: 'prefix',
  channels,
  ...extra,
});

const segments = (en: number, hi: number, mr = hi) => ({ 'en-IN': en, 'hi-IN': hi, 'mr-IN': mr });

const otpTemplate = systemTemplate(
  {
    SMS: { text: 'notifications.otp', segments: segments(1, 1) },
    EMAIL: { subject: 'notifications.otpSubject', text: 'notifications.otp' },
  },
  { expiresAfterMinutes: 10, brand: 'none' },
);

/** The partner's own sign-in: how long the code is valid, and where it is for. */
const signInOtpTemplate = systemTemplate(
  {
    SMS: { text: 'notifications.signInOtp', segments: segments(1, 2) },
    EMAIL: { subject: 'notifications.signInOtpSubject', text: 'notifications.signInOtp' },
  },
  { expiresAfterMinutes: 10, brand: 'none' },
);

/**
 * The named templates. The system ones carry the text their sender composed (the sender is the service);
 * the partner's are rendered here from their variables, so a partner can never send free text under
 * the brand's sender id.
 */
export const notificationTemplates = {
  // The OTP templates: the partner's sign-in (SPEC §7 OTP generate's template) and each customer purpose's.
  ...(Object.fromEntries([...otpTemplates, ...otpPurposes].map((name) => [name, otpTemplate])) as Record<
    (typeof otpTemplates)[number] | (typeof otpPurposes)[number],
    NotificationTemplate
  >),
  PARTNER_LOGIN: signInOtpTemplate,
  'partner-login': signInOtpTemplate,
  'payment-link': systemTemplate({
    SMS: { text: 'notifications.paymentLink', segments: segments(2, 4) },
    EMAIL: { subject: 'notifications.paymentLinkSubject', text: 'notifications.paymentLink' },
  }),
  'lead-link': systemTemplate({ SMS: { text: 'notifications.leadLinkShared', segments: segments(2, 4) } }),
  'policy-issued': systemTemplate({
    SMS: { text: 'notifications.policyIssued', segments: segments(1, 2) },
    EMAIL: { subject: 'notifications.policyIssuedSubject', text: 'notifications.policyIssued' },
  }),
  'mandate-to-sign': systemTemplate({
    SMS: { text: 'notifications.mandateToSign', segments: segments(2, 4) },
    EMAIL: { subject: 'notifications.mandateToSignSubject', text: 'notifications.mandateToSign' },
  }),
  'sachet-policy': systemTemplate({ SMS: { text: 'notifications.sachetPolicy', segments: segments(2, 5) } }, { brand: 'in-text' }),
  'newsletter-welcome': systemTemplate(
    { EMAIL: { subject: 'notifications.newsletterWelcomeSubject', text: 'notifications.newsletterWelcome' } },
    { brand: 'in-text' },
  ),
  'payment-reminder': {
    products: 'all',
    variables: ['customerName', 'link'],
    partnerMay: true,
    brand: 'prefix',
    channels: {
      SMS: { text: 'notifications.paymentReminder', segments: segments(3, 6) },
      EMAIL: { subject: 'notifications.paymentReminderSubject', text: 'notifications.paymentReminderEmail' },
    },
  },
  'quote-follow-up': {
    products: 'all',
    variables: ['customerName'],
    partnerMay: true,
    brand: 'prefix',
    channels: {
      SMS: { text: 'notifications.quoteFollowUp', segments: segments(2, 4) },
      EMAIL: { subject: 'notifications.quoteFollowUpSubject', text: 'notifications.quoteFollowUpEmail' },
    },
  },
  'document-request': {
    products: ['shop', 'fire', 'marine', 'workmen-compensation', 'mobile', 'consumer-goods', 'personal-loan', 'business-loans', 'home-loan'],
    variables: ['customerName', 'documentName'],
    partnerMay: true,
    brand: 'prefix',
    channels: {
      SMS: { text: 'notifications.documentRequest', segments: segments(3, 6) },
      EMAIL: { subject: 'notifications.documentRequestSubject', text: 'notifications.documentRequestEmail' },
    },
  },
} satisfies Record<string, NotificationTemplate>;

export type NotificationTemplateName = keyof typeof notificationTemplates;
export const notificationTemplateNames = Object.keys(notificationTemplates) as NotificationTemplateName[];
export const partnerTemplateNames = notificationTemplateNames.filter((name) => notificationTemplates[name].partnerMay);

/** Whether `name` is a template's name (the service's own senders pass it as a string). */
export const isNotificationTemplateName = (name: string): name is NotificationTemplateName => Object.hasOwn(notificationTemplates, name);

/**
 * The DLT template an SMS goes under: each language's text is registered as a template of its own, so the
 * configuration names `payment-link` (English), `payment-link.hi-IN` and `payment-link.mr-IN`.
 */
export const dltTemplateKey = (name: string, language: Language): string => (language === 'en-IN' ? name : `${name}.${language}`);

/** A variable a partner fills in: short plain text, so the template cannot be turned into another message. */
const variableTextSchema = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N} .,'&/-]{1,100}$/u, { message: notificationMessages.variable });
const recipientSchemas = { SMS: ruleFactories.mobile(), EMAIL: ruleFactories.email() } as const;

const notificationVariablesSchema = z.object({
  customerName: variableTextSchema.optional(),
  documentName: variableTextSchema.optional(),
  /** Checked by the service against the portal's own address. */
  link: z.url({ message: notificationMessages.link }).max(500).optional(),
});

const notifyBaseSchema = z.object({
  productCode: z.string().refine((code) => findProduct(code) !== undefined, { message: notificationMessages.product }),
  template: z.enum(partnerTemplateNames as [NotificationTemplateName, ...NotificationTemplateName[]], { message: notificationMessages.template }),
  variables: notificationVariablesSchema.default({}),
  /** The customer's language (the words of the message); English when not given. */
  language: languageSchema.optional(),
});

const recipientOf = z.discriminatedUnion(
  'channel',
  [z.object({ channel: z.literal('SMS'), to: recipientSchemas.SMS }), z.object({ channel: z.literal('EMAIL'), to: recipientSchemas.EMAIL })],
  { message: notificationMessages.channel },
);

/** The template must serve the product (a template of named products refuses the others). */
const templateServesProduct = (request: { productCode: string; template: NotificationTemplateName }, context: z.RefinementCtx) => {
  const products: NotificationTemplate['products'] = notificationTemplates[request.template].products;
  if (products !== 'all' && !products.includes(request.productCode)) {
    context.addIssue({ code: 'custom', path: ['productCode'], message: notificationMessages.product });
  }
};

/** POST /api/notify: one message to one customer on one channel. */
export const notifyRequestSchema = notifyBaseSchema.and(recipientOf).superRefine(templateServesProduct);
export type NotifyRequest = z.input<typeof notifyRequestSchema>;

/** POST /api/notify-multiple-channels: the same message on several channels (one row each). */
export const notifyMultipleChannelsRequestSchema = notifyBaseSchema
  .extend({
    recipients: z
      .array(recipientOf)
      .min(1, { message: notificationMessages.channels })
      .max(notificationChannels.length, { message: notificationMessages.channels })
      .refine((list) => new Set(list.map((r) => r.channel)).size === list.length, { message: notificationMessages.channels }),
  })
  .superRefine(templateServesProduct);
export type NotifyMultipleChannelsRequest = z.input<typeof notifyMultipleChannelsRequestSchema>;

/** A notification as its sender and the admin see it: the recipient masked, never the text. */
export const notificationSchema = z.object({
  notificationId: z.string(),
  channel: z.enum(notificationChannels),
  template: z.string(),
  productCode: z.string().nullable(),
  recipient: z.string().describe('masked'),
  status: z.enum(notificationStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notifyResponseSchema = z.object({ notifications: z.array(notificationSchema) });
export type NotifyResponse = z.infer<typeof notifyResponseSchema>;

export const notificationIdParamsSchema = z.object({ notificationId: z.uuid() });

/** '******3210' or 'r****@example.com': enough for the partner or admin to recognise, too little to reuse. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at < 0) return `${'*'.repeat(Math.max(recipient.length - 4, 0))}${recipient.slice(-4)}`;
  return `${recipient[0]}****${recipient.slice(at)}`;
}
