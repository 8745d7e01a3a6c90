import {
  DEFAULT_LANGUAGE,
  findProduct,
  leadStatusLabels,
  type CreateLeadBody,
  type DedupeAnswer,
  type LeadDetails,
  type LeadLink,
  type PublicLeadBody,
  type PublicLeadView,
  type LeadHistoryEntry,
  type LeadStatus,
} from '@portal/domain';
import type { PartnerScope } from '../../db/partner-scope';
import { AppError, notFound, validationError } from '../../plugins/errors';
import { LEAD_LINK_VALIDITY_MS, type LeadLinkTokens, type PartnerLinkTokens } from '../../security/tokens';
import { findActivePartner, findLeadByExternalId, findLeadHistory, findOpenLeadsByPan, findPartnerName } from './leads-repository';
import { checkedCustomer, createLead, leadProduct, normalisePan, panFingerprint, panMessage, type LeadsContext } from '../../lib/leads/create-lead';
import { toLeadSummary } from '../../lib/leads/lead-summary';
import {
  findLead,
  findLeadById,
  moveLeadStatus,
  updateLead,
  type LeadHistoryRow,
  type LeadPatch,
  type LeadRow,
  type MoveContext,
} from '../../lib/leads/lead-records';

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

/** The partner moves a lead he may see, and is named as its mover; 409 when the transition table refuses (decision 0070). */
export async function moveVisibleLead(
  context: LeadsContext,
  partner: PartnerScope,
  leadId: string,
  to: LeadStatus,
  options: Pick<MoveContext, 'note' | 'ownWords'> & { patch?: LeadPatch },
): Promise<LeadRow> {
  await getVisibleLead(context, partner, leadId);
  return moveLeadStatus(context.db, leadId, to, { ...options, actor: 'partner', partnerId: partner.id, now: context.clock.now() });
}

export { findLead, moveLeadStatus };

/**
 * A history row as its reader sees it: a partner's move names that partner and says whether it was the reader
 * himself (decision 0306), so a team lead, an admin or a view seat is not told "by you" of another's move.
 */
export const toHistoryEntry = (entry: LeadHistoryRow & { partnerName?: string | null }, viewer: { id: string }): LeadHistoryEntry => ({
  ...(entry.fromStatus ? { from: entry.fromStatus } : {}),
  to: entry.toStatus,
  toLabel: leadStatusLabels[entry.toStatus],
  actor: entry.actor,
  ...(entry.actor === 'partner' && entry.partnerId && entry.partnerName
    ? { movedBy: { name: entry.partnerName, isViewer: entry.partnerId === viewer.id } }
    : {}),
  ...(entry.note ? { note: entry.note } : {}),
  ...(entry.noteKey ? { noteKey: entry.noteKey } : {}),
  ...(entry.noteValues ? { noteValues: entry.noteValues } : {}),
  at: entry.createdAt.toISOString(),
});

export async function leadDetails(context: LeadsContext, lead: LeadRow, viewer: { id: string }): Promise<LeadDetails> {
  const history = await findLeadHistory(context.db, lead.id);
  // Whose lead it is, for whoever else reads it (decision 0306).
  const ownerName = lead.partnerId === viewer.id ? undefined : await findPartnerName(context.db, lead.partnerId);
  return {
    ...toLeadSummary(lead),
    details: lead.details,
    history: history.map((entry) => toHistoryEntry(entry, viewer)),
    ...(ownerName ? { ownerName } : {}),
  };
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
    { actor: 'customer', note: { key: 'leftOnPublicPage' } },
  );
  return { leadId: lead.id, message: publicLeadMessages.received };
}
