import { z } from 'zod';
import { findProduct } from '../products/catalogue';
import { ruleFactories } from '../validation/rules';
import { otpPurposes, otpTemplates } from './auth';

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

type Render = (v: Readonly<Record<string, string>>) => string;
interface ChannelTemplate {
  subject?: Render;
  text: Render;
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
  channels: Partial<Record<NotificationChannel, ChannelTemplate>>;
}

const systemTemplate = (channels: NotificationTemplate['channels'], extra: Partial<NotificationTemplate> = {}): NotificationTemplate => ({
  products: 'all',
  variables: [],
  partnerMay: false,
  channels,
  ...extra,
});

const otpTemplate = systemTemplate(
  {
    SMS: { text: (v) => `${v.otp} is your OTP. Do not share it with anyone.` },
    EMAIL: { subject: () => 'Your OTP', text: (v) => `${v.otp} is your OTP. Do not share it with anyone.` },
  },
  { expiresAfterMinutes: 10 },
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
  'payment-link': systemTemplate({
    SMS: { text: (v) => `Pay for your ${v.productName}: ${v.link}` },
    EMAIL: { subject: (v) => `Payment for your ${v.productName}`, text: (v) => `Pay for your ${v.productName}: ${v.link}` },
  }),
  'lead-link': systemTemplate({ SMS: { text: (v) => `Continue your ${v.productName} application: ${v.link}` } }),
  'policy-issued': systemTemplate({
    SMS: { text: (v) => `Your ${v.productName} policy is issued. Membership id ${v.membershipId}.` },
    EMAIL: {
      subject: (v) => `Your ${v.productName} policy is issued`,
      text: (v) => `Your ${v.productName} policy is issued. Membership id ${v.membershipId}.`,
    },
  }),
  'mandate-to-sign': systemTemplate({
    SMS: { text: (v) => `Please sign the mandate letter for your ${v.productName}: ${v.link}` },
    EMAIL: {
      subject: (v) => `Sign the mandate letter for your ${v.productName}`,
      text: (v) => `Please sign the mandate letter for your ${v.productName}: ${v.link}`,
    },
  }),
  'newsletter-welcome': systemTemplate({
    EMAIL: {
      subject: (v) => `Welcome to the ${v.brandName} newsletter`,
      text: (v) => `You subscribed to the ${v.brandName} newsletter. To stop it, use the unsubscribe link in any issue.`,
    },
  }),
  'payment-reminder': {
    products: 'all',
    variables: ['customerName', 'link'],
    partnerMay: true,
    channels: {
      SMS: { text: (v) => `Dear ${v.customerName}, your ${v.productName} payment is pending. Pay here: ${v.link} - ${v.partnerName}` },
      EMAIL: {
        subject: (v) => `Your ${v.productName} payment is pending`,
        text: (v) => `Dear ${v.customerName},\n\nYour ${v.productName} payment is pending. Pay here: ${v.link}\n\n${v.partnerName}`,
      },
    },
  },
  'quote-follow-up': {
    products: 'all',
    variables: ['customerName'],
    partnerMay: true,
    channels: {
      SMS: { text: (v) => `Dear ${v.customerName}, your ${v.productName} quote is ready. ${v.partnerName} will call you to complete it.` },
      EMAIL: {
        subject: (v) => `Your ${v.productName} quote is ready`,
        text: (v) => `Dear ${v.customerName},\n\nYour ${v.productName} quote is ready. I will call you to complete it.\n\n${v.partnerName}`,
      },
    },
  },
  'document-request': {
    products: ['shop', 'fire', 'marine', 'workmen-compensation', 'mobile', 'consumer-goods', 'personal-loan', 'business-loans', 'home-loan'],
    variables: ['customerName', 'documentName'],
    partnerMay: true,
    channels: {
      SMS: { text: (v) => `Dear ${v.customerName}, please share your ${v.documentName} for your ${v.productName} with ${v.partnerName}.` },
      EMAIL: {
        subject: (v) => `${v.documentName} needed for your ${v.productName}`,
        text: (v) => `Dear ${v.customerName},\n\nPlease share your ${v.documentName} for your ${v.productName}.\n\n${v.partnerName}`,
      },
    },
  },
} satisfies Record<string, NotificationTemplate>;

export type NotificationTemplateName = keyof typeof notificationTemplates;
export const notificationTemplateNames = Object.keys(notificationTemplates) as NotificationTemplateName[];
export const partnerTemplateNames = notificationTemplateNames.filter((name) => notificationTemplates[name].partnerMay);

/** Whether `name` is a template's name (the service's own senders pass it as a string). */
export const isNotificationTemplateName = (name: string): name is NotificationTemplateName => Object.hasOwn(notificationTemplates, name);

/** The template's text (and subject for email) for its variables, or undefined when it has no such channel. */
export function renderNotification(name: NotificationTemplateName, channel: NotificationChannel, variables: Readonly<Record<string, string>>) {
  const template: NotificationTemplate = notificationTemplates[name];
  const body = template.channels[channel];
  if (!body) return undefined;
  return { subject: body.subject?.(variables), text: body.text(variables) };
}

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
