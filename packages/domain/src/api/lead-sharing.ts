import { z } from 'zod';
import { leadStatusSchema } from './leads';
import { lendingRoutes } from '../journeys/routes/lending-routes';

/**
 * What the lead screens' share actions (SPEC §4: redirect, share, share_direct, update_lead_link_shared)
 * exchange with the API beyond leads.ts (the customer's link is leadLinkSchema there; decision 0074). Additive to the leads contract.
 */

/** POST /api/leads/{leadId}/share-direct: the link sent by SMS to the lead's own mobile. */
export const shareLeadDirectAnswerSchema = z.object({
  /** The mobile it went to, masked (e.g. "XXXXXX3210"). */
  sentTo: z.string(),
  /** The lead's status after the send (LINK_SHARED where the transition table allows it). */
  status: leadStatusSchema,
});
export type ShareLeadDirectAnswer = z.infer<typeof shareLeadDirectAnswerSchema>;

/** The lead share-flow actions of SPEC §4, each a real action on the lead details page (decision 0074). */
export const leadShareActions = ['redirect', 'share', 'download', 'create_quote', 'register_in_wait_list', 'share_direct', 'update_lead_link_shared'] as const;
export type LeadShareAction = (typeof leadShareActions)[number];

/**
 * Whether a lead's customer link opens a page: the link is /products/{code}/public (GET /api/leads/{id}/link),
 * which only products with a public page in the route table have (SPEC §2: lamf and personal-loan). Elsewhere
 * the link is not offered nor sent, rather than send a customer to "Page not found".
 */
export function productHasCustomerPage(productCode: string): boolean {
  return lendingRoutes.some((route) => route.page === 'loan-public' && route.path === `/products/${productCode}/public`);
}
