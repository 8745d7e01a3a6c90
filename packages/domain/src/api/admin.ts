import { z } from 'zod';
import { featureFlagKeys } from '../flags';
import { roles } from '../roles';
import { messages, ruleFactories } from '../validation/rules';
import { adminMessages } from './admin-messages';
import { authorisationStatuses } from './auth';

export * from './admin-messages';

/**
 * The tenant's console (decision 0110): an admin manages his own tenant's partners, their per-product
 * authorisations and waitlist, and the tenant's feature flags. A change that grants access or flips a
 * flag is a pending change that a second admin approves (maker-checker); every admin action is audited.
 */

const roleSchema = z.enum(roles);
const mobileSchema = z.string({ message: messages.mobile }).trim().pipe(ruleFactories.mobile());

/** One partner of the tenant as the console lists him. */
export const adminPartnerSchema = z.object({
  partnerId: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  /** The mint-pro team lead he reports to (decision 0111), or null. */
  teamLeadId: z.string().nullable(),
  authorisations: z.array(z.object({ productCode: z.string(), status: z.enum(authorisationStatuses) })),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;
export const adminPartnerListSchema = z.object({
  partners: z.array(adminPartnerSchema),
  /** The tenant's products that need a per-product authorisation (SPEC §6), to authorise partners for. */
  authorisableProducts: z.array(z.object({ productCode: z.string(), name: z.string() })),
});
export type AdminPartnerList = z.infer<typeof adminPartnerListSchema>;

/** What a pending change asks for. Each kind grants access or flips a flag, so each needs a second admin. */
export const adminChangeRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('INVITE_PARTNER'),
    name: z
      .string({ message: adminMessages.name })
      .trim()
      .min(2, { message: adminMessages.name })
      .max(80, { message: adminMessages.name })
      .pipe(ruleFactories.personName()),
    mobile: mobileSchema,
    email: z.string().trim().pipe(ruleFactories.email()).optional(),
    role: roleSchema,
  }),
  z.object({ kind: z.literal('CHANGE_ROLE'), partnerId: z.string(), role: roleSchema }),
  z.object({ kind: z.literal('SET_TEAM_LEAD'), partnerId: z.string(), teamLeadId: z.string().nullable() }),
  z.object({ kind: z.literal('AUTHORISE_PRODUCT'), partnerId: z.string(), productCode: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('ACTIVATE_PARTNER'), partnerId: z.string() }),
  z.object({ kind: z.literal('SET_FLAG'), flag: z.enum(featureFlagKeys), enabled: z.boolean() }),
]);
export type AdminChangeRequest = z.input<typeof adminChangeRequestSchema>;
export type AdminChangeKind = AdminChangeRequest['kind'];

export const adminChangeStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AdminChangeStatus = (typeof adminChangeStatuses)[number];

/** A change as the console shows it: what, who asked, who decided. */
export const adminChangeSchema = z.object({
  changeId: z.string(),
  status: z.enum(adminChangeStatuses),
  request: adminChangeRequestSchema,
  /** One line a second admin reads before approving: "Authorise Kiran Shah for Fire". */
  summary: z.string(),
  requestedBy: z.object({ partnerId: z.string(), name: z.string() }),
  decidedBy: z.object({ partnerId: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminChange = z.infer<typeof adminChangeSchema>;
export const adminChangeListSchema = z.object({ changes: z.array(adminChangeSchema) });
export type AdminChangeList = z.infer<typeof adminChangeListSchema>;
export const adminChangeQuerySchema = z.object({ status: z.enum(adminChangeStatuses).optional() });

/** Actions an admin takes at once (they take access away), besides requesting and deciding changes. */
export const adminAuditActions = [
  'CHANGE_REQUESTED',
  'CHANGE_APPROVED',
  'CHANGE_REJECTED',
  'PARTNER_DEACTIVATED',
  'AUTHORISATION_REVOKED',
  'COUPON_CREATED',
  'COUPON_DEACTIVATED',
  'TEMPLATE_UPLOADED',
  'DEAD_LETTER_RETRIED',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** One row of the audit log. `summary` names partners by name and products by code, never a mobile. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(adminAuditActions),
  actor: z.object({ partnerId: z.string(), name: z.string() }),
  summary: z.string(),
  changeId: z.string().nullable(),
  at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditListSchema = z.object({ entries: z.array(adminAuditEntrySchema), nextBefore: z.number().int().nullable() });
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
export const adminAuditQuerySchema = z.object({ before: z.coerce.number().int().positive().optional() });
