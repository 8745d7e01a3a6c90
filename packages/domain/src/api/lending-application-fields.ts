import type { FieldConfig } from '../fields/field-config';
import { businessLoans } from '../products/business-loans';
import { fd } from '../products/fd';
import { homeLoan } from '../products/home-loan';
import { lamf, lamfShareFields } from '../products/lamf';
import { personalLoan } from '../products/personal-loan';
import type { FormDefinition } from '../products/product-definition';

/**
 * The lending forms' fields and the application's codes, without zod: the sell, consent and offer pages paint
 * with them and fetch their validation later (decision 0281). lending-application.ts re-exports them beside
 * the schemas.
 */

/** The sell form of each lending product, from its product file (the web renders these fields). */
export const lendingSellForms = {
  'personal-loan': personalLoan.sell!.form,
  'home-loan': homeLoan.sell!.form,
  'business-loans': businessLoans.sell!.form,
  FD: fd.sell!.form,
  lamf: lamf.sell!.form,
} as const satisfies Record<string, FormDefinition>;
export type LendingSellProduct = keyof typeof lendingSellForms;
export const lendingSellProducts = Object.keys(lendingSellForms) as LendingSellProduct[];
export const isLendingSellProduct = (code: string): code is LendingSellProduct => code in lendingSellForms;

/** The LAMF Customer's Link form (/share-details). */
export const lamfShareFormFields: readonly FieldConfig[] = lamfShareFields;

/** Aggregator ids as issued: AG and twelve upper-case letters or digits. */
export const aggregatorIdPattern = /^AG[0-9A-Z]{12}$/;

export const applicationStatuses = ['CONSENT_PENDING', 'CONSENT_GIVEN', 'OFFERS_PENDING', 'OFFERS_READY', 'NO_OFFERS', 'OFFER_SELECTED'] as const;

export const consentPurposes = ['loan-offers', 'fd-booking', 'lamf-folio-fetch', 'credit-report'] as const;

/** The consent OTP's digits (the login OTP's). */
export const CONSENT_OTP_LENGTH = 6;
