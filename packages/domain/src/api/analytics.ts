import { z } from 'zod';
import type { FieldConfig } from '../fields/field-config';
import { analyticsPageNames } from '../journeys/route-definition';
import { tenantCodes } from '../tenants';
import { ANALYTICS_BATCH_MAX, analyticsEventNames, type AnalyticsEventName } from './analytics-events';

export const analyticsEventSchema = z.strictObject({
  name: z.enum(analyticsEventNames),
  page: z.enum(analyticsPageNames).optional(),
  productCode: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.strictObject({
  /** A random id the tab made (crypto.randomUUID), kept in sessionStorage: counts visitors, names no one. */
  visitorId: z.uuid(),
  /** For a page without a partner session (a customer's): the tenant whose page it is. */
  tenant: z.enum(tenantCodes).optional(),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** The five steps of SPEC §4's core flow, and what counts as reaching each. */
export const funnelSteps = ['landing', 'quote', 'proposal', 'review', 'paid'] as const;
export type FunnelStep = (typeof funnelSteps)[number];
export const funnelStepEvents: Record<FunnelStep, { name: AnalyticsEventName; page?: (typeof analyticsPageNames)[number] }> = {
  landing: { name: 'page_view', page: 'landing_page' },
  quote: { name: 'Quote_Fetched' },
  proposal: { name: 'Proposal_Created' },
  review: { name: 'page_view', page: 'ReviewPayment' },
  paid: { name: 'Payment_Success' },
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date as YYYY-MM-DD' });
export const funnelQuerySchema = z.object({ from: isoDate, to: isoDate });
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;
/** The console's period form: the two days typed dd/mm/yyyy (isoDateOfTyped turns them into the query's). */
export const funnelPeriodFields: readonly FieldConfig[] = (['from', 'to'] as const).map((name) => ({
  name,
  kind: 'date',
  inputType: 'text',
  label: name === 'from' ? 'From' : 'To',
  mandatory: true,
  rule: { name: 'date' },
  placeholder: 'DD/MM/YYYY',
  maxLength: 10,
}));

export const funnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Per product: visitors (distinct visitor ids) who reached each step in the period. */
  products: z.array(
    z.object({
      productCode: z.string(),
      landing: z.number().int(),
      quote: z.number().int(),
      proposal: z.number().int(),
      review: z.number().int(),
      paid: z.number().int(),
    }),
  ),
});
export type Funnel = z.infer<typeof funnelSchema>;
