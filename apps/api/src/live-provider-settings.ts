import { z } from 'zod';
import { dltTemplateKey, languages, notificationTemplateNames, notificationTemplates, tenantCodes } from '@portal/domain';

/**
 * The settings of the live providers (decisions 0201-0203), read with the rest of the environment. Each
 * kind is live when `PROVIDERS=live` or its own setting asks for it; then all its settings must be set.
 */
export const liveProviderSettingsSchema = z.object({
  /** nodemailer's SMTP URL; set, email goes by SMTP (OTP emails included); unset, the sandbox outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'expected smtp:// or smtps://' })
    .optional(),
  /** The from-address of a tenant without its own, e.g. no-reply@mintpro.in. */
  EMAIL_FROM: z.email().optional(),
  /** Tenants' own from-addresses: `sahyadri=no-reply@sahyadribank.in,mintfin=…`. */
  EMAIL_FROM_BY_TENANT: z.string().default(''),
  /** `sandbox` or `kaleyra`; unset: kaleyra with PROVIDERS=live, else the sandbox. */
  SMS_PROVIDER: z.enum(['sandbox', 'kaleyra']).optional(),
  KALEYRA_BASE_URL: z.url().default('https://api.in.kaleyra.io'),
  KALEYRA_SID: z.string().min(1).optional(),
  KALEYRA_API_KEY: z.string().min(1).optional(),
  /** The six-character sender id (header) registered on DLT. */
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Z0-9]{6}$/, { message: 'expected the 6-character DLT header, e.g. MINTPR' })
    .optional(),
  /** The DLT template id of each SMS template: `otp-login=1107…,payment-link=1107…`. */
  SMS_DLT_TEMPLATE_IDS: z.string().default(''),
  /** `sandbox` or `razorpay`; unset: razorpay with PROVIDERS=live, else the sandbox. */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).optional(),
  RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Standard Checkout's script (Razorpay's published URL; tests point it elsewhere). */
  RAZORPAY_CHECKOUT_SCRIPT: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
});
export type LiveProviderSettings = z.infer<typeof liveProviderSettingsSchema>;

/** The provider each kind runs on. */
export interface ChosenProviders {
  email: 'sandbox' | 'smtp';
  sms: 'sandbox' | 'kaleyra';
  payment: 'sandbox' | 'razorpay';
}

export function chooseProviders(env: LiveProviderSettings & { PROVIDERS: 'sandbox' | 'live' }): ChosenProviders {
  const live = env.PROVIDERS === 'live';
  return {
    email: env.SMTP_URL || live ? 'smtp' : 'sandbox',
    sms: env.SMS_PROVIDER ?? (live ? 'kaleyra' : 'sandbox'),
    payment: env.PAYMENT_GATEWAY ?? (live ? 'razorpay' : 'sandbox'),
  };
}

/** `a=b,c=d` as a record (entries trimmed; empty ones skipped). */
export function parsePairs(list: string): Record<string, string> {
  const pairs = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      return [entry.slice(0, at).trim(), entry.slice(at + 1).trim()] as const;
    });
  return Object.fromEntries(pairs);
}

/**
 * The DLT templates: each template that has an SMS text, in each language (`payment-link`, `payment-link.hi-IN`,
 * `payment-link.mr-IN`; decision 0216); each needs its DLT template id.
 */
export const dltTemplateKeys = notificationTemplateNames
  .filter((name) => notificationTemplates[name].channels.SMS !== undefined)
  .flatMap((name) => languages.map((language) => dltTemplateKey(name, language)));

/**
 * What keeps the chosen live providers from starting, one sentence each, naming the setting (empty when
 * nothing does). `PROVIDERS=live` may not keep a kind on its sandbox: the sandbox pays at a click.
 */
export function liveProviderProblems(env: LiveProviderSettings & { PROVIDERS: 'sandbox' | 'live'; PUBLIC_URL?: string | undefined }): string[] {
  const chosen = chooseProviders(env);
  const problems: string[] = [];
  const require = (name: keyof LiveProviderSettings | 'PUBLIC_URL', kind: string) => {
    if (!env[name]) problems.push(`set ${name} (${kind})`);
  };
  if (env.PROVIDERS === 'live') {
    if (chosen.sms === 'sandbox') problems.push('SMS_PROVIDER=sandbox is not allowed with PROVIDERS=live');
    if (chosen.payment === 'sandbox') problems.push('PAYMENT_GATEWAY=sandbox is not allowed with PROVIDERS=live');
  }
  if (chosen.email === 'smtp') {
    require('SMTP_URL', 'email by SMTP');
    require('EMAIL_FROM', 'email by SMTP');
    for (const [tenant, address] of Object.entries(parsePairs(env.EMAIL_FROM_BY_TENANT))) {
      if (!(tenantCodes as readonly string[]).includes(tenant)) problems.push(`EMAIL_FROM_BY_TENANT names an unknown tenant ${tenant}`);
      else if (!z.email().safeParse(address).success) problems.push(`EMAIL_FROM_BY_TENANT has no valid address for ${tenant}`);
    }
  }
  if (chosen.sms === 'kaleyra') {
    require('KALEYRA_SID', 'SMS by Kaleyra');
    require('KALEYRA_API_KEY', 'SMS by Kaleyra');
    require('SMS_SENDER_ID', 'SMS by Kaleyra');
    require('PUBLIC_URL', 'SMS delivery reports');
    const ids = parsePairs(env.SMS_DLT_TEMPLATE_IDS);
    const missing = dltTemplateKeys.filter((name) => !/^\d{19}$/.test(ids[name] ?? ''));
    if (missing.length > 0) problems.push(`set SMS_DLT_TEMPLATE_IDS with the 19-digit DLT template id of ${missing.join(', ')}`);
  }
  if (chosen.payment === 'razorpay') {
    require('RAZORPAY_KEY_ID', 'payments by Razorpay');
    require('RAZORPAY_KEY_SECRET', 'payments by Razorpay');
    require('RAZORPAY_WEBHOOK_SECRET', 'payments by Razorpay');
    require('PUBLIC_URL', 'payments by Razorpay');
  }
  return problems;
}
