// Kept apart from analytics.ts and its zod schemas: the web's entry sends analytics on every page and needs
// only these constants, and importing analytics.ts would put zod in every page's first paint (decision 0123).
/**
 * Analytics (decision 0113): the page names of SPEC §2 and the events of SPEC §9 (and the few the
 * funnel needs besides), sent in batches to POST /api/analytics/events. No personal data: a random
 * visitor id per browser tab, the page name, the event name and the product code; the server adds
 * the time and the tenant.
 */
export const analyticsEventNames = [
  'page_view',
  // SPEC §9
  'Lead_Created',
  'Proposal_Created',
  'Pay_Clicked',
  'Offer_selected',
  // Not in §9: the funnel's quote and paid steps.
  'Quote_Fetched',
  'Payment_Success',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

export const ANALYTICS_BATCH_MAX = 20;
