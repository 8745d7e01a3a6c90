import type { Database } from '../db/client';
import type { Env } from '../env';
import type { FastifyBaseLogger } from 'fastify';
import { createHmac } from 'node:crypto';
import { chooseProviders, parsePairs } from '../live-provider-settings';
import { createLogger } from '../plugins/logging';
import type { ChannelSender } from './channel-sender';
import { createSmtpEmailSender } from './email/smtp-email-sender';
import { createOutboxRelay, type OutboxRelay } from './outbox-relay';
import { createRazorpayGateway } from './payment-gateway/razorpay-gateway';
import { createKaleyraSmsSender } from './sms/kaleyra-sms-sender';
import { systemClock, type Clock } from './clock';
import type { EmailProvider } from './email/email-provider';
import { createQueuedEmailProvider } from './email/queued-email-provider';
import { createSandboxEmailProvider } from './email/sandbox-email-provider';
import { createQueuedSmsProvider } from './sms/queued-sms-provider';
import { createSandboxSmsProvider } from './sms/sandbox-sms-provider';
import type { SmsProvider } from './sms/sms-provider';
import type { PaymentGateway } from './payment-gateway/payment-gateway';
import { SandboxPaymentGateway } from './payment-gateway/sandbox-payment-gateway';
import type { KycProvider } from './kyc/kyc-provider';
import { SandboxKycProvider } from './kyc/sandbox-kyc-provider';
import { unavailableKycProvider } from './kyc/unavailable-kyc-provider';
import type { FundRegistry } from './fund-registry/fund-registry';
import { SandboxFundRegistry } from './fund-registry/fund-registry';
import type { LenderDirectory } from './lenders/lender-provider';
import { SandboxLenders } from './lenders/sandbox-lenders';
import type { BureauProvider } from './bureau/bureau-provider';
import { SandboxBureau } from './bureau/sandbox-bureau';
import { SandboxLifeInsurers, type LifeInsurerProvider } from './life-insurers/life-insurer-provider';

/** The outside world behind interfaces (DESIGN.md): each kind has a sandbox implementation. */
export interface Providers {
  /** Filled in by each provider kind as it is written. */
  readonly kinds?: never;
  /** Time source; tests pass a movable clock. */
  clock: Clock;
  /** Hands live-mode outbox messages to the SMTP server and the SMS gateway (decision 0200). */
  outboxRelay: OutboxRelay;
  sms: SmsProvider;
  email: EmailProvider;
  paymentGateway: PaymentGateway;
  /** The insurers' thin-layer KYC. */
  kyc: KycProvider;
  /** The lenders of SPEC §9 (offers, acceptance, status, signed callbacks). */
  lenders: LenderDirectory;
  /** The mutual fund registry (folios by PAN) for loans against mutual funds. */
  fundRegistry: FundRegistry;
  /** The credit bureau (a report only after the customer's recorded consent). */
  bureau: BureauProvider;
  /** The life insurers: proposals handed over, answered by signed callback. */
  lifeInsurers: LifeInsurerProvider;
}

/** The token Kaleyra sends back with each delivery report (set in the message's callback), derived from a secret every instance shares. */
export const deliveryReportTokenOf = (env: Pick<Env, 'QUOTE_SIGNING_SECRET'>) =>
  createHmac('sha256', env.QUOTE_SIGNING_SECRET).update('kaleyra-delivery-report').digest('base64url');

/** The live channels the outbox relay hands messages to (decision 0200), by the configuration (live-provider-settings.ts). */
function createChannelSenders(env: Env): Partial<Record<'SMS' | 'EMAIL', ChannelSender>> {
  const chosen = chooseProviders(env);
  const publicUrl = env.PUBLIC_URL ?? '';
  return {
    ...(chosen.email === 'smtp' && env.SMTP_URL && env.EMAIL_FROM
      ? {
          EMAIL: createSmtpEmailSender({
            url: env.SMTP_URL,
            defaultFrom: env.EMAIL_FROM,
            fromByTenant: parsePairs(env.EMAIL_FROM_BY_TENANT),
            messageIdDomain: env.EMAIL_FROM.split('@')[1]!,
          }),
        }
      : {}),
    ...(chosen.sms === 'kaleyra'
      ? {
          SMS: createKaleyraSmsSender({
            baseUrl: env.KALEYRA_BASE_URL,
            sid: env.KALEYRA_SID ?? '',
            apiKey: env.KALEYRA_API_KEY ?? '',
            senderId: env.SMS_SENDER_ID ?? '',
            dltTemplateIds: parsePairs(env.SMS_DLT_TEMPLATE_IDS),
            deliveryReportUrl: `${publicUrl}/api/sms/delivery-reports`,
            deliveryReportToken: deliveryReportTokenOf(env),
          }),
        }
      : {}),
  };
}

/** `log`: the app's logger, so the sandboxes' lines follow the logging policy (plugins/logging.ts) and go where the app's go. */
export function createProviders(env: Env, db: Database, log: Pick<FastifyBaseLogger, 'info' | 'warn'> = createLogger(env.LOG_LEVEL)): Providers {
  const chosen = chooseProviders(env);
  const outboxRelay = createOutboxRelay({ db, clock: systemClock, senders: createChannelSenders(env), log });
  return {
    clock: systemClock,
    outboxRelay,
    sms: chosen.sms === 'sandbox' ? createSandboxSmsProvider(db, log) : createQueuedSmsProvider(outboxRelay),
    email: chosen.email === 'sandbox' ? createSandboxEmailProvider(db, log) : createQueuedEmailProvider(outboxRelay),
    paymentGateway:
      chosen.payment === 'razorpay'
        ? createRazorpayGateway({
            db,
            baseUrl: env.RAZORPAY_BASE_URL,
            keyId: env.RAZORPAY_KEY_ID ?? '',
            keySecret: env.RAZORPAY_KEY_SECRET ?? '',
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
            publicUrl: env.PUBLIC_URL ?? '',
            checkoutScriptUrl: env.RAZORPAY_CHECKOUT_SCRIPT,
          })
        : new SandboxPaymentGateway({ db, webhookSecret: env.PAYMENT_WEBHOOK_SECRET, publicUrl: env.PUBLIC_URL ?? '' }),
    // Only the sandbox KYC exists so far: live mode has none rather than the sandbox's page and magic PANs (decision 0204).
    kyc: env.PROVIDERS === 'live' ? unavailableKycProvider : new SandboxKycProvider({ db, publicUrl: env.PUBLIC_URL ?? '' }),
    // Only sandbox lenders and fund registry exist so far; a real lender implements LenderProvider.
    lenders: new SandboxLenders({ webhookSecret: env.PAYMENT_WEBHOOK_SECRET }),
    fundRegistry: new SandboxFundRegistry(),
    // Only the sandbox bureau exists so far; a real one implements BureauProvider.
    bureau: new SandboxBureau(),
    // Only sandbox life insurers exist so far; a real one implements LifeInsurerProvider.
    lifeInsurers: new SandboxLifeInsurers({ webhookSecret: env.PAYMENT_WEBHOOK_SECRET }),
  };
}
