import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LeadNoteKey, LifeApplication, LifeApplicationStatus, LifePlan, LifeStep, LifeTimelineEvent, TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';
import { leads } from './leads-schema';

/**
 * A life application: the profile journey of one plan type kept on the server (decision 0095), then the
 * proposal with the insurer. Its public id is the requestId of /life-insurance/life/track/{requestId}.
 * Personal answers live in `answers` only (never in URLs or logs); the lead made at the last step carries
 * the customer for the leads list.
 */
export const lifeApplications = pgTable(
  'life_applications',
  {
    id: text('id').primaryKey(),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    planType: text('plan_type').$type<LifePlan>().notNull(),
    /** The step to answer next; null once the proposal went to the insurer. */
    step: text('step').$type<LifeStep>(),
    status: text('status').$type<LifeApplicationStatus>().notNull().default('IN_PROGRESS'),
    answers: jsonb('answers').$type<LifeApplication['answers']>().notNull().default({}),
    /** The plan chosen and its price when chosen (paise). */
    chosen: jsonb('chosen').$type<NonNullable<LifeApplication['chosen']> & { medicalExamination: boolean }>(),
    leadId: text('lead_id').references(() => leads.id),
    insurerCode: text('insurer_code'),
    insurerReference: text('insurer_reference'),
    policyNumber: text('policy_number'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Days of the free-look period of the issued policy (30 for life policies, IRDAI 2024); read by the free-look work. */
    freeLookDays: integer('free_look_days'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('life_applications_partner_created_idx').on(t.partnerId, t.createdAt),
    uniqueIndex('life_applications_lead_unique')
      .on(t.leadId)
      .where(sql`lead_id IS NOT NULL`),
  ],
);

/**
 * The issuance timeline: one row per event, the insurer's event id unique per application, so a replayed
 * callback adds nothing.
 */
export const lifeApplicationEvents = pgTable(
  'life_application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => lifeApplications.id),
    event: text('event').$type<LifeTimelineEvent>().notNull(),
    insurerEventId: text('insurer_event_id'),
    /** In English words: the portal's sentence of note_key, or the insurer's own words (then no note_key). */
    note: text('note'),
    /** The portal's note as a key of the catalogues' leadNote and the names it interpolates (decision 0278). */
    noteKey: text('note_key').$type<LeadNoteKey>(),
    noteValues: jsonb('note_values').$type<Record<string, string>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('life_application_events_application_idx').on(t.applicationId, t.at),
    uniqueIndex('life_application_events_insurer_event_unique')
      .on(t.applicationId, t.insurerEventId)
      .where(sql`insurer_event_id IS NOT NULL`),
  ],
);
