// Every table and sequence of the API, each from its schema file (db/schema/ for the product's, beside the
// provider or the job queue otherwise). This list is the one place that gathers them: Drizzle's client
// (db/client.ts) and drizzle-kit (drizzle.config.ts) both read it, so a new schema file is added here and
// nowhere else (decisions 0055, 0220). Code imports a table from its schema file, never from here.

// Shared by every layer.
export * from './partners-schema';
// The product's tables, one file per area.
export * from './schema/auth-schema';
export * from './schema/sales-schema';
export * from './schema/payments-schema';
export * from './schema/policies-schema';
export * from './schema/free-look-schema';
export * from './schema/kyc-schema';
export * from './schema/mandates-schema';
export * from './schema/uploads-schema';
export * from './schema/leads-schema';
export * from './schema/lending-schema';
export * from './schema/customer-loan-schema';
export * from './schema/qr-codes-schema';
export * from './schema/feature-flags-schema';
export * from './schema/admin-schema';
export * from './schema/analytics-schema';
export * from './schema/life-schema';
export * from './schema/customer-sessions-schema';
export * from './schema/payouts-schema';
// Outbound messages and the durable job queue.
export * from '../providers/outbox-schema';
export * from '../jobs/jobs-schema';
// The sandbox providers' own state, apart from the product's tables.
export * from '../providers/kyc/sandbox-kyc-schema';
export * from '../providers/payment-gateway/sandbox-payment-gateway-schema';
// The live providers' own state.
export * from '../providers/payment-gateway/razorpay-schema';
export * from './schema/credit-score-schema';
export * from './schema/coupons-schema';
export * from './schema/notifications-schema';
export * from './schema/platform-schema';
export * from './schema/help-centre-schema';
export * from './schema/templates-schema';
