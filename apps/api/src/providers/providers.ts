import type { Database } from '../db/client';
import type { Env } from '../env';
import type { FastifyBaseLogger } from 'fastify';
import { createLogger } from '../plugins/logging';
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

/** `log`: the app's logger, so the sandboxes' lines follow the logging policy (plugins/logging.ts) and go where the app's go. */
export function createProviders(env: Env, db: Database, log: Pick<FastifyBaseLogger, 'info'> = createLogger(env.LOG_LEVEL)): Providers {
  // The sandbox gateway "pays" at a click: in production it may only run as the declared sandbox.
  if (env.NODE_ENV === 'production' && env.PROVIDERS === 'live') {
    throw new Error('Refusing to start: no live payment gateway is implemented yet; run the sandbox (PROVIDERS=sandbox).');
  }
  return {
    clock: systemClock,
    sms:
      env.PROVIDERS === 'sandbox'
        ? createSandboxSmsProvider(db, log)
        : createQueuedSmsProvider(db),
    email:
      env.PROVIDERS === 'sandbox'
        ? createSandboxEmailProvider(db, log)
        : createQueuedEmailProvider(db),
    // Only the sandbox gateway exists so far; a live one is one more PaymentGateway implementation.
    paymentGateway: new SandboxPaymentGateway({ db, webhookSecret: env.PAYMENT_WEBHOOK_SECRET, publicUrl: env.PUBLIC_URL ?? '' }),
    // Only the sandbox KYC exists so far (live providers are refused above); a real one implements KycProvider.
    kyc: new SandboxKycProvider({ db, publicUrl: env.PUBLIC_URL ?? '' }),
    // Only sandbox lenders and fund registry exist so far; a real lender implements LenderProvider.
    lenders: new SandboxLenders({ webhookSecret: env.PAYMENT_WEBHOOK_SECRET }),
    fundRegistry: new SandboxFundRegistry(),
    // Only the sandbox bureau exists so far; a real one implements BureauProvider.
    bureau: new SandboxBureau(),
    // Only sandbox life insurers exist so far; a real one implements LifeInsurerProvider.
    lifeInsurers: new SandboxLifeInsurers({ webhookSecret: env.PAYMENT_WEBHOOK_SECRET }),
  };
}
