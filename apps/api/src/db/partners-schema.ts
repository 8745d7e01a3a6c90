import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language, Role, TenantCode } from '@portal/domain';
import { createdAt } from './columns';

// Tenants, partners and their authorisations. Every layer reads them (the seed, the auth plugin, the
// modules), so they live in db, the bottom layer, rather than in a module.

export const tenants = pgTable('tenants', {
  code: text('code').$type<TenantCode>().primaryKey(),
  name: text('name').notNull(),
  whiteLabel: boolean('white_label').notNull().default(false),
  createdAt: createdAt(),
});

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantCode: text('tenant_code')
      .$type<TenantCode>()
      .notNull()
      .references(() => tenants.code),
    mobile: text('mobile').notNull(),
    email: text('email'),
    name: text('name').notNull(),
    userName: text('user_name').notNull(),
    /** Public opaque id shown as dealerHash; never the primary key. */
    dealerHash: text('dealer_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    active: boolean('active').notNull().default(true),
    /** The mint-pro team lead this partner reports to, who sees his records (decision 0111). */
    teamLeadId: uuid('team_lead_id').references((): AnyPgColumn => partners.id),
    /** The language the partner chose in the header's switcher; null: the browser's. */
    language: text('language').$type<Language>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partners_mobile_unique').on(t.mobile),
    uniqueIndex('partners_dealer_hash_unique').on(t.dealerHash),
    index('partners_team_lead_idx').on(t.teamLeadId),
  ],
);

/** Per-product authorisation of a partner (SPEC §6). No row means not authorised. */
export const partnerAuthorisations = pgTable(
  'partner_authorisations',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    productCode: text('product_code').notNull(),
    status: text('status').$type<'AUTHORISED' | 'WAITLISTED'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.productCode] })],
);
