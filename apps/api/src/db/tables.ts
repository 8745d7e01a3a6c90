// Every table and sequence of the API, each from the schema file of the layer that owns it. This list is
// the one place that gathers them: Drizzle's client (db/client.ts) and drizzle-kit (drizzle.config.ts)
// both read it, so a new schema file is added here and nowhere else (decision 0055). Code imports a table
// from its owner's schema file, never from here.

// Shared by every layer.
export * from './partners-schema';
// The product's modules.
export * from '../modules/auth/auth-schema';
export * from '../modules/sales/sales-schema';
export * from '../modules/payments/payments-schema';
export * from '../modules/policies/policies-schema';
export * from '../modules/free-look/free-look-schema';
export * from '../modules/kyc/kyc-schema';
export * from '../modules/mandates/mandates-schema';
export * from '../modules/uploads/uploads-schema';
export * from '../modules/leads/leads-schema';
export * from '../modules/lending/lending-schema';
export * from '../modules/customer-loans/customer-loan-schema';
export * from '../modules/qr-codes/qr-codes-schema';
export * from '../modules/config/feature-flags-schema';
export * from '../modules/admin/admin-schema';
export * from '../modules/analytics/analytics-schema';
export * from '../modules/life/life-schema';
export * from '../modules/auth/customer-sessions-schema';
export * from '../modules/payouts/payouts-schema';
// Outbound messages and the durable job queue.
export * from '../providers/outbox-schema';
export * from '../jobs/jobs-schema';
// The sandbox providers' own state, apart from the product's tables.
export * from '../providers/kyc/sandbox-kyc-schema';
export * from '../providers/payment-gateway/sandbox-payment-gateway-schema';
// The live providers' own state.
export * from '../providers/payment-gateway/razorpay-schema';
export * from '../modules/credit-score/credit-score-schema';
export * from '../modules/coupons/coupons-schema';
export * from '../modules/notifications/notifications-schema';
export * from '../modules/platform/platform-schema';
export * from '../modules/help-centre/help-centre-schema';
export * from '../modules/templates/templates-schema';
