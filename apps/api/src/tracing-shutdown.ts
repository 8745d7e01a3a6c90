/**
 * Where tracing.ts (its own bundle, loaded before the app) leaves the SDK's shutdown for main.ts to call when
 * the process stops: a global registered symbol, the same in both bundles.
 */
export const shutdownTracingKey: unique symbol = Symbol.for('partner-portal.shutdown-tracing');
