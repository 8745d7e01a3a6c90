import { createHmac, hkdfSync } from 'node:crypto';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  errorCodes,
  findProductForTenant,
  messages,
  rulePatterns,
  type CreateLeadBody,
  type LeadNote,
  type LeadStatus,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { PartnerScope } from '../../db/partner-scope';
import { AppError, notFound, validationError } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import type { LeadActor } from '../../db/schema/leads-schema';
import { insertLead, moverOf, type LeadRow, type NewLead } from './lead-records';

// A new lead of a product the partner's tenant offers, its customer checked, its PAN kept as a keyed hash.
// Below the modules (decision 0222): every product records its leads without importing the leads module.

/** What the leads service needs: the database, the clock and the key of PAN fingerprints. */
export interface LeadsContext {
  db: Database;
  clock: Clock;
  panKey: Buffer;
}

/**
 * The key of PAN fingerprints: HKDF-SHA256 of OTP_HASH_SECRET (the service's hashing secret) under its own
 * label, so a PAN's hash can be compared but never reversed nor matched with another secret (decision 0071).
 */
export const derivePanKey = (hashSecret: string): Buffer => Buffer.from(hkdfSync('sha256', hashSecret, 'portal-hashes', 'lead-pan/v1', 32));

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
export const panMessage = 'Enter valid PAN';

/** A PAN as typed (any case, spaces around) in its one spelling, or undefined when it is not a PAN. */
export const normalisePan = (pan: string): string | undefined => {
  const value = pan.trim().toUpperCase();
  return PAN.test(value) ? value : undefined;
};

/** The PAN's keyed hash (to match it) and its masked form (to show it): XXXXX1234F. */
export function panFingerprint(panKey: Buffer, pan: string): { panHash: string; panMasked: string } {
  return { panHash: createHmac('sha256', panKey).update(pan).digest('hex'), panMasked: `XXXXX${pan.slice(5)}` };
}

const customerNamePattern = /^[A-Za-z][A-Za-z.' -]*$/;

/** The customer as the service keeps them, or the per-field messages (paths as in the request body). */
export function checkedCustomer(customer: CreateLeadBody['customer']) {
  const errors: Record<string, string> = {};
  const name = customer.name.trim().replace(/\s+/g, ' ');
  if (!name) errors['customer.name'] = messages.nameRequired;
  else if (name.length > 100 || !customerNamePattern.test(name)) errors['customer.name'] = messages.invalidCharacters;
  const mobile = customer.mobile.trim();
  if (!rulePatterns.mobile.test(mobile)) errors['customer.mobile'] = messages.mobile;
  const email = customer.email?.trim() || undefined;
  if (email && (email.length > 254 || !z.email().safeParse(email).success)) errors['customer.email'] = messages.email;
  const pan = customer.pan?.trim() ? normalisePan(customer.pan) : undefined;
  if (customer.pan?.trim() && !pan) errors['customer.pan'] = panMessage;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { name, mobile, email, pan };
}

/** The product, when the partner's tenant offers it; a 404 otherwise (as for a product that does not exist). */
export function leadProduct(partner: PartnerScope, productCode: string) {
  const product = findProductForTenant(productCode, partner.tenantCode);
  if (!product) throw notFound('Product not found');
  return product;
}

export interface CreateLeadInput extends Omit<CreateLeadBody, 'customer'> {
  customer: CreateLeadBody['customer'];
  status?: LeadStatus;
  aggregatorId?: string;
  referenceId?: string;
}

/**
 * A new lead of the partner for a product his tenant offers, its customer checked, its PAN kept as a keyed
 * hash and masked. `db` may be a transaction of the caller's (the lending module's offers, a sale's proposal).
 */
export async function createLead(
  context: LeadsContext,
  partner: PartnerScope,
  productCode: string,
  input: CreateLeadInput,
  options: { actor?: LeadActor; note?: LeadNote; db?: Database } = {},
): Promise<LeadRow> {
  const product = leadProduct(partner, productCode);
  const customer = checkedCustomer(input.customer);
  const lead: NewLead = {
    tenantCode: partner.tenantCode,
    partnerId: partner.id,
    productCode: product.code,
    customerName: customer.name,
    customerMobile: customer.mobile,
    customerEmail: customer.email ?? null,
    customerLanguage: input.customer.language ?? DEFAULT_LANGUAGE,
    ...(customer.pan ? panFingerprint(context.panKey, customer.pan) : {}),
    status: input.status,
    amount: input.amount ?? null,
    externalLeadId: input.externalLeadId ?? null,
    aggregatorId: input.aggregatorId ?? null,
    details: input.details ?? {},
    referenceId: input.referenceId ?? null,
  };
  try {
    return await insertLead(options.db ?? context.db, lead, {
      ...moverOf(options.actor ?? 'partner', partner.id),
      note: options.note,
      now: context.clock.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error, 'leads_partner_external_unique')) {
      throw new AppError(409, errorCodes.conflict, 'You already have a lead with this external lead id', {
        externalLeadId: 'You already have a lead with this external lead id',
      });
    }
    throw error;
  }
}

const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = cause as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
};
