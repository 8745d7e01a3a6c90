import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TenantCode } from '@portal/domain';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';
import { proposals } from './sales-schema';

/** A printed sheet of sachet-term QR codes: the partner who made it and the cover its codes activate. */
export const qrCodeSheets = pgTable(
  'qr_code_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    productCode: text('product_code').notNull(),
    sumInsured: integer('sum_insured').notNull(),
    count: integer('count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('qr_code_sheets_partner_idx').on(t.partnerId)],
);

/**
 * One single-use code. Only hashes are kept (decision 0089): the QR's token (SHA-256, it has 128
 * random bits) and the printed activation code (HMAC under the server's secret, it is short). The
 * unique proposal_id and the row lock make the activation happen once.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => qrCodeSheets.id),
    tokenHash: text('token_hash').notNull(),
    activationCodeHash: text('activation_code_hash').notNull(),
    scanCount: integer('scan_count').notNull().default(0),
    proposalId: uuid('proposal_id').references(() => proposals.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('qr_codes_token_unique').on(t.tokenHash),
    uniqueIndex('qr_codes_proposal_unique').on(t.proposalId),
    index('qr_codes_sheet_idx').on(t.sheetId),
  ],
);
