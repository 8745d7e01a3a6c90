import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FormValues, GatewayOrderStatus, PaymentStatusValue, Role, TenantCode } from '@portal/domain';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ── Tenants, partners and access ─────────────────────────────────────────────

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
    tenantCode: text('tenant_code').$type<TenantCode>().notNull().references(() => tenants.code),
    mobile: text('mobile').notNull(),
    email: text('email'),
    name: text('name').notNull(),
    userName: text('user_name').notNull(),
    /** Public opaque id shown as dealerHash; never the primary key. */
    dealerHash: text('dealer_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('partners_mobile_unique').on(t.mobile), uniqueIndex('partners_dealer_hash_unique').on(t.dealerHash)],
);

/** Per-product authorisation of a partner (SPEC §6). No row means not authorised. */
export const partnerAuthorisations = pgTable(
  'partner_authorisations',
  {
    partnerId: uuid('partner_id').notNull().references(() => partners.id),
    productCode: text('product_code').notNull(),
    status: text('status').$type<'AUTHORISED' | 'WAITLISTED'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.productCode] })],
);

/** Server-side sessions; the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    partnerId: uuid('partner_id').notNull().references(() => partners.id),
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

/** Every OTP sent, for the per-mobile and per-IP send limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('otp_sends_mobile_idx').on(t.mobile, t.createdAt), index('otp_sends_ip_idx').on(t.ip, t.createdAt)],
);

// ── Sales: proposals (quotes are signed tokens, not rows), payments, policies ─

export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public reference shown to partners and customers. */
    referenceId: text('reference_id').notNull(),
    productCode: text('product_code').notNull(),
    partnerId: uuid('partner_id').notNull().references(() => partners.id),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    /**
     * The signed quote token the proposal was made from (quotes are stateless offers, not rows). It
     * repeats the quote columns below under the server's signature; it grants nothing once used or expired.
     */
    quoteId: text('quote_id').notNull(),
    /** The quote as accepted: its values, re-validated and re-priced when the proposal was made. */
    quoteValues: jsonb('quote_values').$type<FormValues>().notNull(),
    planCode: text('plan_code').notNull(),
    sumInsured: integer('sum_insured'),
    netPremium: integer('net_premium').notNull(),
    gst: integer('gst').notNull(),
    totalPremium: integer('total_premium').notNull(),
    breakdown: jsonb('breakdown').$type<{ label: string; amount: number }[]>().notNull(),
    values: jsonb('values').$type<FormValues>().notNull(),
    /** The tenant's consent text the customer accepted, word for word, and when (decision 0038); null on older rows. */
    consentText: text('consent_text'),
    consentAcceptedAt: timestamp('consent_accepted_at', { withTimezone: true }),
    status: text('status').$type<'DRAFT' | 'PAYMENT_PENDING' | 'PAID' | 'PAYMENT_FAILED'>().notNull().default('DRAFT'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('proposals_reference_unique').on(t.referenceId), index('proposals_partner_idx').on(t.partnerId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id').notNull().references(() => proposals.id),
    idempotencyKey: text('idempotency_key').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    amount: integer('amount').notNull(),
    /**
     * CREATED is the proposal's one live order (payments_one_live_per_proposal); REFUNDED, a capture that
     * came for a proposal already paid, refunded (payment_refunds); SUPERSEDED, an older live order the
     * one-live-order migration set aside (it may still be paid at the gateway, and is then refunded).
     */
    status: text('status').$type<PaymentStatusValue>().notNull().default('CREATED'),
    linkUrl: text('link_url').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_unique').on(t.gatewayOrderId),
    uniqueIndex('payments_idempotency_unique').on(t.proposalId, t.idempotencyKey),
    // At most one live order per proposal, so racing link requests cannot open two (decision 0049).
    uniqueIndex('payments_one_live_per_proposal').on(t.proposalId).where(sql`status = 'CREATED'`),
  ],
);

/**
 * Refunds the merchant asked the gateway for: one per payment (a capture for a proposal already paid),
 * PENDING until the gateway answers with its own refund id, then as the gateway reports it.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').notNull().references(() => payments.id),
    amount: integer('amount').notNull(),
    reason: text('reason').$type<'DUPLICATE_CAPTURE'>().notNull(),
    status: text('status').$type<'PENDING' | 'PROCESSED'>().notNull().default('PENDING'),
    gatewayRefundId: text('gateway_refund_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_refunds_payment_unique').on(t.paymentId)],
);

/** Gateway callbacks already applied; the event id makes a replay a no-op. */
export const paymentCallbacks = pgTable('payment_callbacks', {
  eventId: text('event_id').primaryKey(),
  paymentId: uuid('payment_id').notNull().references(() => payments.id),
  status: text('status').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Source of the running number in policy numbers (POL/<CODE>/<year>/<seq>); gaps are harmless. */
export const policyNumberSequence = pgSequence('policy_number_seq', { startWith: 1 });

/** Source of membership ids (MBR + 9 digits), the customer's short handle on a policy. */
export const membershipIdSequence = pgSequence('membership_id_seq', { startWith: 1 });

/** At most one policy per proposal: the unique index is what makes issuance exactly-once. */
export const policies = pgTable(
  'policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyNumber: text('policy_number').notNull(),
    proposalId: uuid('proposal_id').notNull().references(() => proposals.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** A column default, so policies issued before the column existed got one when it was added. */
    membershipId: text('membership_id')
      .notNull()
      .default(sql`'MBR' || lpad(nextval('membership_id_seq')::text, 9, '0')`),
  },
  (t) => [
    uniqueIndex('policies_proposal_unique').on(t.proposalId),
    uniqueIndex('policies_number_unique').on(t.policyNumber),
    uniqueIndex('policies_membership_unique').on(t.membershipId),
  ],
);

/**
 * A proposal's KYC with an insurer's thin-layer KYC (the merchant's record; the provider keeps its own).
 * At most one PENDING per proposal (partial unique index), so initiating again answers the same one.
 */
export const kycVerifications = pgTable(
  'kyc_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id').notNull().references(() => proposals.id),
    insurerCode: text('insurer_code').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    status: text('status').$type<'PENDING' | 'VERIFIED' | 'FAILED'>().notNull().default('PENDING'),
    verifiedName: text('verified_name'),
    /** dd/mm/yyyy, as the proposal forms hold dates. */
    verifiedDob: text('verified_dob'),
    /** Only a masked PAN is kept (e.g. XXXXX1234F). */
    panMasked: text('pan_masked'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kyc_verifications_proposal_idx').on(t.proposalId, t.createdAt),
    uniqueIndex('kyc_verifications_one_pending').on(t.proposalId).where(sql`status = 'PENDING'`),
  ],
);

/** Requests of the sandbox KYC provider: the provider's own state, kept apart from kyc_verifications. */
export const sandboxKycRequests = pgTable('sandbox_kyc_requests', {
  id: text('id').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  customerName: text('customer_name').notNull(),
  /** dd/mm/yyyy the merchant knows, prefilled on the page; the customer may correct it. */
  customerDob: text('customer_dob').notNull(),
  returnUrl: text('return_url').notNull(),
  /** CREATED until the customer submits the page. */
  status: text('status').$type<'CREATED' | 'PENDING' | 'VERIFIED' | 'FAILED'>().notNull().default('CREATED'),
  verifiedDob: text('verified_dob'),
  panMasked: text('pan_masked'),
  failureReason: text('failure_reason'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A proposal's mandate letter (SPEC §7, fire/marine/workmen): the customer's authorisation for the broker to
 * place the policy with the chosen insurer. Links carry an HMAC of (id, linkExpiresAt); renewing a link moves
 * linkExpiresAt, which retires the older links (docs/decisions/0035).
 */
export const mandateLetters = pgTable(
  'mandate_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id').notNull().references(() => proposals.id),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The full name the customer typed to sign, and the address the signature came from. */
    signerName: text('signer_name'),
    signerIp: text('signer_ip'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mandate_letters_proposal_unique').on(t.proposalId)],
);

/** Orders of the sandbox payment gateway: the gateway's own state, kept apart from the merchant's payments. */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('INR'),
  merchantReference: text('merchant_reference').notNull(),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  returnUrl: text('return_url').notNull(),
  callbackUrl: text('callback_url').notNull(),
  status: text('status').$type<GatewayOrderStatus>().notNull().default('CREATED'),
  failureReason: text('failure_reason'),
  /** Id of the completion event, the same on every delivery of its callback. */
  eventId: text('event_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refunds of the sandbox payment gateway: at most one per order (a full refund), so asking again answers the same. */
export const sandboxGatewayRefunds = pgTable(
  'sandbox_gateway_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxGatewayOrders.id),
    amount: integer('amount').notNull(),
    status: text('status').$type<'PROCESSED'>().notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_gateway_refunds_order_unique').on(t.orderId)],
);

/** Uploaded documents, bytes in the database so any instance can serve them. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id').notNull().references(() => partners.id),
    tenantCode: text('tenant_code').$type<TenantCode>().notNull(),
    /** Server-made file name; the client's name is kept only for display. */
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_partner_idx').on(t.partnerId)],
);

/** Messages (SMS, email) and other outbound work, written in the same transaction as the change. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_unsent_idx').on(t.id).where(sql`sent_at is null`)],
);

/**
 * Work that must survive a restart (KYC polling now; payment reconciliation and notifications next), run
 * by the worker of any instance: a job is claimed under a lease (SKIP LOCKED), so two instances never run
 * it at once, and one whose instance died is claimed again when the lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`completed_at IS NULL`)],
);
