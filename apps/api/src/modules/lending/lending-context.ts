import {
  errorCodes,
  fieldErrorsOf,
  isLanguage,
  loanProductCodes,
  sellBodySchemaOf,
  type FormValues,
  type Language,
  type LeadNote,
  type LoanProductCode,
} from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import type { Env } from '../../env';
import { AppError, notFound, validationError } from '../../plugins/errors';
import type { FundRegistry } from '../../providers/fund-registry/fund-registry';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import type { LendingTokens } from '../../security/lending-tokens';
import type { Database } from '../../db/client';
import type { LeadRow } from '../../lib/leads/lead-records';
import type { LenderApplicationStatus } from '../../providers/lenders/lender-provider';
import { leadProduct, type LeadsContext } from '../../lib/leads/create-lead';
import type { OffersContext } from './offers-service';

/** What the lending use cases share: their context, tokens, messages and small helpers. */

export { prepareLendingTokens, type LendingTokens } from '../../security/lending-tokens';

export interface LendingContext extends OffersContext {
  env: Pick<Env, 'PROVIDERS' | 'OTP_HASH_SECRET' | 'OTP_SENDS_PER_ADDRESS'>;
  sms: SmsProvider;
  fundRegistry: FundRegistry;
  leads: LeadsContext;
  tokens: LendingTokens;
  /** Where a lender's status moves the loan's lead, with the payout a disbursement earns (flows/apply-lender-status.ts). */
  applyLenderStatus: ApplyLenderStatus;
}

/** Moves the lead toward what the lender's status means, in `db` (the caller's transaction); true when it moved. */
export type ApplyLenderStatus = (
  db: Database,
  lead: Pick<LeadRow, 'id' | 'status'>,
  lenderStatus: LenderApplicationStatus,
  move: { note: LeadNote; now: Date },
) => Promise<boolean>;

/** The flows the composition root hands the lending module (decision 0221). */
export type LendingFlows = Pick<LendingContext, 'applyLenderStatus'>;

export const CUSTOMER_LINK_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

export const lendingMessages = {
  consentGiven: 'The customer has already given consent',
  consentMissing: 'The customer has not given consent yet. Send the OTP and enter it first',
  offerExpired: 'This offer has expired. Ask the lenders for new offers',
  offerNotFound: 'Offer not found',
  fdNoRate: 'This bank does not offer this tenure',
  notALoanLead: 'This lead has no loan offer',
  badLink: 'This link is not valid',
  expiredLink: 'This link has expired. Ask your advisor for a new one',
} as const;

export const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === '23505') return true;
  }
  return false;
};

export const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
export const maskMobile = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;

export { customerLanguageOf } from '../../lib/customer-language';

export function parseSell(product: string, body: unknown): FormValues {
  const result = sellBodySchemaOf(product as Parameters<typeof sellBodySchemaOf>[0]).safeParse(body);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return result.data;
}

export function loanProduct(partner: PartnerScope, code: string): LoanProductCode {
  const product = leadProduct(partner, code);
  if (!(loanProductCodes as readonly string[]).includes(product.code)) throw notFound('Product not found');
  return product.code as LoanProductCode;
}

/**
 * The lead's customer of an application: the language the partner gave with the sell form (kept among its
 * answers), and the answers without it as the lead's details (decision 0217).
 */
export function leadCustomerOf(answers: Record<string, unknown>): { language?: Language; details: Record<string, unknown> } {
  const { customerLanguage, ...details } = answers;
  return { ...(isLanguage(customerLanguage) ? { language: customerLanguage } : {}), details };
}
