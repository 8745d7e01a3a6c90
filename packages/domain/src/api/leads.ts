import { z } from 'zod';
import { leadStatuses } from '../journeys/lead-status';
import { leadShareChannels } from '../journeys/lead-notes';
import { languageSchema } from '../i18n/language-schema';

/**
 * The lead calls of SPEC §7 as both sides see them (the contract the API validates and the web's RTK
 * Query endpoints type against). Money is integer paise. A customer's PAN is never sent back whole: the
 * server keeps a keyed hash to match it and the last characters to show it (panMasked).
 */

export const leadStatusSchema = z.enum(leadStatuses);

/** Lead ids as issued: LD and twelve upper-case letters or digits. */
export const leadIdPattern = /^LD[0-9A-Z]{12}$/;

export const leadCustomerSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  email: z.string().optional(),
  /** e.g. "XXXXX1234F": the PAN's digits and check letter, the rest hidden. */
  panMasked: z.string().optional(),
  /** The language the customer's SMS and link page use. */
  language: languageSchema.optional(),
});

/** One row of the partner's list: enough to find a lead and act on it. */
export const leadSummarySchema = z.object({
  leadId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  status: leadStatusSchema,
  /** leadStatusLabels[status], so every client shows the same words. */
  statusLabel: z.string(),
  customer: leadCustomerSchema,
  /** Loan or deposit amount, or the premium for insurance; paise. */
  amount: z.number().int().optional(),
  externalLeadId: z.string().optional(),
  aggregatorId: z.string().optional(),
  /** The insurance proposal or quote this lead stands for (resume, download the policy). */
  referenceId: z.string().optional(),
  policyNumber: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The partner whose lead it is, when another reads it (a team lead, an admin, a view seat: decision 0306);
   * absent for the owner himself. The lead's details carry it; the list does not yet (decision 0306).
   */
  ownerName: z.string().optional(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadHistoryEntrySchema = z.object({
  from: leadStatusSchema.optional(),
  to: leadStatusSchema,
  toLabel: z.string(),
  /** Who moved it: the partner, the customer, a lender or the system. */
  actor: z.enum(['partner', 'customer', 'lender', 'system']),
  /**
   * The partner who made a partner's move, by name, and whether he is the one reading (decision 0306): the lead's
   * owner, his team lead and an admin may each move it. Absent for the other actors and for old rows that did not
   * keep him.
   */
  movedBy: z.object({ name: z.string(), isViewer: z.boolean() }).optional(),
  /** What happened in English words: the portal's sentence, a person's own words, or an old row's text as it was stored. */
  note: z.string().optional(),
  /**
   * The portal's note as a key of the catalogues' `leadNote` (journeys/lead-notes.ts) and the names it
   * interpolates, for a client to show in its reader's language (decision 0278). Absent for a person's own
   * words and for old rows whose text was no known sentence. A string, not the enum: a newer server's key
   * reaches an older client, which shows `note`.
   */
  noteKey: z.string().optional(),
  noteValues: z.record(z.string(), z.string()).optional(),
  at: z.string(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;

/** GET /api/leads/{leadId}: a summary plus what the details tabs show. Lending adds its offers. */
export const leadDetailsSchema = leadSummarySchema.extend({
  /** Answers the lead was made with (loan purpose, income, business details…), by field name. */
  details: z.record(z.string(), z.unknown()),
  history: z.array(leadHistoryEntrySchema),
});
export type LeadDetails = z.infer<typeof leadDetailsSchema>;

/** POST /api/products/{code}/leads and POST /api/lead-entry (the latter may carry externalLeadId to update). */
export const createLeadBodySchema = z.object({
  customer: z.object({
    name: z.string(),
    mobile: z.string(),
    email: z.string().optional(),
    pan: z.string().optional(),
    /** The customer's language (en-IN by default): their SMS, link page and later steps open in it. */
    language: languageSchema.optional(),
  }),
  amount: z.number().int().positive().optional(),
  externalLeadId: z.string().max(64).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type CreateLeadBody = z.infer<typeof createLeadBodySchema>;

/** GET /api/filteredLeads (and GET /api/products/{code}/leads, which fixes productCode). */
export const leadListQuerySchema = z.object({
  productCode: z.string().optional(),
  status: leadStatusSchema.optional(),
  /** Created on or after / on or before, YYYY-MM-DD (India time). */
  from: z.string().optional(),
  to: z.string().optional(),
  /** A name's start or a mobile number's digits. */
  search: z.string().max(50).optional(),
  /** Opaque: the nextCursor of the previous page (keyset paging, newest first). */
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadListSchema = z.object({
  leads: z.array(leadSummarySchema),
  nextCursor: z.string().optional(),
});
export type LeadList = z.infer<typeof leadListSchema>;

/** PUT /api/leads/{leadId}: a status move (409 when the transition table does not allow it). */
export const moveLeadBodySchema = z
  .object({
    status: leadStatusSchema,
    /** The partner's own words, kept as typed. */
    note: z.string().max(500).optional(),
    /** How the partner shared the link (with LINK_SHARED): recorded as a catalogue note (decision 0278), not words. */
    sharedBy: z.enum(leadShareChannels).optional(),
  })
  .refine((body) => !body.sharedBy || body.status === 'LINK_SHARED', { path: ['sharedBy'], message: 'Only a shared link has a channel' });

/**
 * POST /api/leads/dedupe-check?dpFlow and POST /api/leads/existing-lead-by-pan: the PAN travels in the
 * body, never in a URL (decision on personal data in URLs), so a second lead for one PAN is flagged first.
 */
export const panLookupBodySchema = z.object({ pan: z.string() });
export const dedupeAnswerSchema = z.object({
  duplicate: z.boolean(),
  /** The partner's own open leads for that PAN, newest first. */
  leads: z.array(leadSummarySchema),
});
export type DedupeAnswer = z.infer<typeof dedupeAnswerSchema>;

// Added with the leads API (h-leads): the calls' other shapes.

/** POST /api/lead-entry: a lead for a product; with an externalLeadId the partner already used, that lead is updated. */
export const leadEntryBodySchema = createLeadBodySchema.extend({ productCode: z.string().min(1).max(64) });
export type LeadEntryBody = z.infer<typeof leadEntryBodySchema>;
export const leadEntryAnswerSchema = z.object({ lead: leadSummarySchema, created: z.boolean() });

/**
 * GET /api/leads/{leadId}/link and /api/leads/link?leadId: the customer's link to the lead, a path on the
 * portal's origin (/products/{code}/public?leadId=…&token=…) carrying a signed token; the same until it expires.
 */
export const leadLinkSchema = z.object({ leadId: z.string(), link: z.string(), token: z.string(), expiresAt: z.string() });
export type LeadLink = z.infer<typeof leadLinkSchema>;

/** GET /api/leads/status-lookup: each status with its words, whether it is final, and where it may go next. */
export const leadStatusLookupSchema = z.array(
  z.object({
    status: leadStatusSchema,
    label: z.string(),
    final: z.boolean(),
    next: z.array(leadStatusSchema),
    /** Whether a partner may move a lead to this status by hand (PUT /api/leads/{leadId}). */
    partnerMaySet: z.boolean(),
  }),
);
export type LeadStatusLookup = z.infer<typeof leadStatusLookupSchema>;

/**
 * POST /api/lead-service/public/leads: a customer leaves details on a partner's public page. partnerToken is
 * the signed token of the partner's URL (POST /api/product/{code}/generatePartnerUrl), naming the partner
 * and the product.
 */
export const publicLeadBodySchema = z.object({
  partnerToken: z.string().min(1).max(2000),
  customer: createLeadBodySchema.shape.customer,
  amount: z.number().int().positive().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type PublicLeadBody = z.infer<typeof publicLeadBodySchema>;
export const publicLeadAnswerSchema = z.object({ leadId: z.string(), message: z.string() });

/** GET /api/lead-service/public/products/{code}/{leadId}?token=: what the customer may see of the lead. */
export const publicLeadViewSchema = z.object({
  leadId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  status: leadStatusSchema,
  statusLabel: z.string(),
  customerName: z.string(),
  /** e.g. XXXXXX3210. */
  mobileMasked: z.string(),
  amount: z.number().int().optional(),
  /** The lead's customer language: the link page opens in it. */
  language: languageSchema.optional(),
});
export type PublicLeadView = z.infer<typeof publicLeadViewSchema>;
