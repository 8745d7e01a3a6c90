import { createHmac, hkdfSync } from 'node:crypto';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  errorCodes,
  findProduct,
  findProductForTenant,
  leadStatusLabels,
  messages,
  rulePatterns,
  type CreateLeadBody,
  type DedupeAnswer,
  type LeadDetails,
  type LeadLink,
  type PublicLeadBody,
  type PublicLeadView,
  type LeadHistoryEntry,
  type LeadStatus,
  type LeadSummary,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { PartnerScope } from '../../db/partner-scope';
import { AppError, notFound, validationError } from '../../plugins/errors';
import type { Clock } from '../../providers/clock';
import { LEAD_LINK_VALIDITY_MS, type LeadLinkTokens, type PartnerLinkTokens } from '../../security/tokens';
import {
  findActivePartner,
  findLead,
  findLeadByExternalId,
  findLeadById,
  findLeadHistory,
  findOpenLeadsByPan,
  insertLead,
  moveLeadStatus,
  updateLead,
  type LeadHistoryRow,
  type LeadPatch,
  type LeadRow,
  type LeadSummaryRow,
  type MoveContext,
  type NewLead,
} from './leads-repository';
import type { LeadActor } from '../../db/schema/leads-schema';

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
function checkedCustomer(customer: CreateLeadBody['customer']) {
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
  options: { actor?: LeadActor; note?: string; db?: Database } = {},
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
    return await insertLead(options.db ?? context.db, lead, { actor: options.actor ?? 'partner', note: options.note, now: context.clock.now() });
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

/**
 * POST /lead-entry: a new lead, or, when the partner already has one with the body's externalLeadId, that
 * lead's customer, amount and answers updated (its status does not move here).
 */
export async function submitLeadEntry(
  context: LeadsContext,
  partner: PartnerScope,
  productCode: string,
  input: CreateLeadBody,
): Promise<{ lead: LeadRow; created: boolean }> {
  const existing = input.externalLeadId ? await findLeadByExternalId(context.db, partner.id, input.externalLeadId) : undefined;
  if (!existing) return { lead: await createLead(context, partner, productCode, input), created: true };
  if (existing.productCode !== leadProduct(partner, productCode).code) {
    throw validationError({ externalLeadId: 'This external lead id belongs to a lead of another product' });
  }
  const customer = checkedCustomer(input.customer);
  const lead = await updateLead(
    context.db,
    existing.id,
    {
      customerName: customer.name,
      customerMobile: customer.mobile,
      customerEmail: customer.email ?? existing.customerEmail,
      customerLanguage: input.customer.language ?? existing.customerLanguage,
      ...(customer.pan ? panFingerprint(context.panKey, customer.pan) : {}),
      amount: input.amount ?? existing.amount,
      details: { ...existing.details, ...input.details },
    },
    context.clock.now(),
  );
  return { lead, created: false };
}

/** A visible lead or a 404 (another partner's and another tenant's ids alike). */
export async function getVisibleLead(context: LeadsContext, partner: PartnerScope, leadId: string): Promise<LeadRow> {
  const lead = await findLead(context.db, partner, leadId);
  if (!lead) throw notFound('Lead not found');
  return lead;
}

/** Moves a lead the partner may see; 409 when the transition table refuses (decision 0070). */
export async function moveVisibleLead(
  context: LeadsContext,
  partner: PartnerScope,
  leadId: string,
  to: LeadStatus,
  options: Omit<MoveContext, 'now'> & { patch?: LeadPatch },
): Promise<LeadRow> {
  await getVisibleLead(context, partner, leadId);
  return moveLeadStatus(context.db, leadId, to, { ...options, now: context.clock.now() });
}

export { findLead, moveLeadStatus };

export function toLeadSummary(lead: LeadSummaryRow): LeadSummary {
  return {
    leadId: lead.id,
    productCode: lead.productCode,
    productName: findProduct(lead.productCode)?.name ?? lead.productCode,
    status: lead.status,
    statusLabel: leadStatusLabels[lead.status],
    customer: {
      name: lead.customerName,
      mobile: lead.customerMobile,
      ...(lead.customerEmail ? { email: lead.customerEmail } : {}),
      ...(lead.panMasked ? { panMasked: lead.panMasked } : {}),
      language: lead.customerLanguage,
    },
    ...(lead.amount !== null ? { amount: lead.amount } : {}),
    ...(lead.externalLeadId ? { externalLeadId: lead.externalLeadId } : {}),
    ...(lead.aggregatorId ? { aggregatorId: lead.aggregatorId } : {}),
    ...(lead.referenceId ? { referenceId: lead.referenceId } : {}),
    ...(lead.policyNumber ? { policyNumber: lead.policyNumber } : {}),
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}

export const toHistoryEntry = (entry: LeadHistoryRow): LeadHistoryEntry => ({
  ...(entry.fromStatus ? { from: entry.fromStatus } : {}),
  to: entry.toStatus,
  toLabel: leadStatusLabels[entry.toStatus],
  actor: entry.actor,
  ...(entry.note ? { note: entry.note } : {}),
  at: entry.createdAt.toISOString(),
});

export async function leadDetails(context: LeadsContext, lead: LeadRow): Promise<LeadDetails> {
  const history = await findLeadHistory(context.db, lead.id);
  return { ...toLeadSummary(lead), details: lead.details, history: history.map(toHistoryEntry) };
}

// --- Dedupe, links and the public calls (the list: list-leads.ts) ---

/** The PAN from a body, or a 400 in the common shape. */
function panOf(body: { pan: string }): string {
  const pan = normalisePan(body.pan);
  if (!pan) throw validationError({ pan: panMessage });
  return pan;
}

/**
 * Dedupe by PAN: the partner's open leads for it (an admin's, the tenant's). With dpFlow, a lead of any
 * partner of the tenant counts as a duplicate too, though only the partner's own are listed (decision 0072).
 */
export async function dedupeCheck(
  context: LeadsContext,
  partner: PartnerScope,
  body: { pan: string },
  options: { tenantWide: boolean },
): Promise<DedupeAnswer> {
  const { panHash } = panFingerprint(context.panKey, panOf(body));
  const mine = await findOpenLeadsByPan(context.db, partner, panHash);
  const elsewhere = options.tenantWide && mine.length === 0 ? await findOpenLeadsByPan(context.db, { ...partner, role: 'admin' }, panHash, 1) : [];
  return { duplicate: mine.length > 0 || elsewhere.length > 0, leads: mine.map(toLeadSummary) };
}

/** POST /leads/existing-lead-by-pan: the partner's open leads for the PAN, newest first. */
export async function existingLeadsByPan(context: LeadsContext, partner: PartnerScope, body: { pan: string }): Promise<DedupeAnswer> {
  return dedupeCheck(context, partner, body, { tenantWide: false });
}

/**
 * The lead's customer link: a path with a signed token naming the lead. Its expiry is the end of the lead's
 * current seven-day window (from its creation), so the link is the same on every call until then.
 */
export async function leadLink(tokens: LeadLinkTokens, lead: LeadRow, now: Date): Promise<LeadLink> {
  const windows = Math.max(1, Math.ceil((now.getTime() - lead.createdAt.getTime() + 1) / LEAD_LINK_VALIDITY_MS));
  const expiresAt = new Date(lead.createdAt.getTime() + windows * LEAD_LINK_VALIDITY_MS);
  const token = await tokens.issue({ leadId: lead.id }, { issuedAt: lead.createdAt, expiresAt });
  const query = new URLSearchParams({ leadId: lead.id, token });
  // The page opens in the customer's language; English, the default, needs no parameter.
  if (lead.customerLanguage !== DEFAULT_LANGUAGE) query.set('lang', lead.customerLanguage);
  return { leadId: lead.id, link: `/products/${encodeURIComponent(lead.productCode)}/public?${query}`, token, expiresAt: expiresAt.toISOString() };
}

export const publicLeadMessages = {
  invalidLink: 'This link is not valid. Please ask your advisor for a new one.',
  expiredLink: 'This link has expired. Please ask your advisor for a new one.',
  received: 'Thank you. Your advisor will contact you shortly.',
} as const;

/** What a customer sees of the lead their link names: 404 for a link that is not ours or names another lead, 410 once expired. */
export async function publicLeadView(
  context: LeadsContext,
  tokens: LeadLinkTokens,
  productCode: string,
  leadId: string,
  token: string,
): Promise<PublicLeadView> {
  const read = await tokens.read(token, context.clock.now());
  if (!read || read.payload.leadId !== leadId) throw notFound(publicLeadMessages.invalidLink);
  const lead = await findLeadById(context.db, leadId);
  if (!lead || lead.productCode !== productCode) throw notFound(publicLeadMessages.invalidLink);
  if (read.expired) throw new AppError(410, 'LINK_EXPIRED', publicLeadMessages.expiredLink);
  return {
    leadId: lead.id,
    productCode: lead.productCode,
    productName: findProduct(lead.productCode)?.name ?? lead.productCode,
    status: lead.status,
    statusLabel: leadStatusLabels[lead.status],
    customerName: lead.customerName,
    mobileMasked: `XXXXXX${lead.customerMobile.slice(-4)}`,
    language: lead.customerLanguage,
    ...(lead.amount !== null ? { amount: lead.amount } : {}),
  };
}

/**
 * A customer leaves details on a partner's public page: the partner link's token names the partner and the
 * product; an inactive partner's or an expired link leaves no lead.
 */
export async function createPublicLead(context: LeadsContext, tokens: PartnerLinkTokens, body: PublicLeadBody): Promise<{ leadId: string; message: string }> {
  const read = await tokens.read(body.partnerToken, context.clock.now());
  if (!read) throw validationError({ partnerToken: publicLeadMessages.invalidLink });
  if (read.expired) throw new AppError(410, 'LINK_EXPIRED', publicLeadMessages.expiredLink);
  const partner = await findActivePartner(context.db, read.payload.partnerId);
  if (!partner) throw validationError({ partnerToken: publicLeadMessages.invalidLink });
  const lead = await createLead(
    context,
    partner,
    read.payload.productCode,
    { customer: body.customer, amount: body.amount, details: body.details },
    { actor: 'customer', note: "Left on the partner's public page" },
  );
  return { leadId: lead.id, message: publicLeadMessages.received };
}
