import type { OtpPurpose } from '@portal/domain';
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { partners } from '../partners-schema';

/** Server-side sessions; the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_partner_idx').on(t.partnerId)],
);

/** One OTP challenge; `id` is the session id the client resends or validates with. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    otpHash: text('otp_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Every OTP sent, for the per-mobile and per-IP send limits, which count each purpose apart (decision 0081). */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull().default('partner-login'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_sends_purpose_mobile_idx').on(t.purpose, t.mobile, t.createdAt), index('otp_sends_purpose_ip_idx').on(t.purpose, t.ip, t.createdAt)],
);
