import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { trace } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK, type NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import { shutdownTracingKey } from './tracing-shutdown';

/** The attribute that carries the portal's request id (plugins/request-id.ts), to find a trace from a log line. */
export const REQUEST_ID_ATTRIBUTE = 'portal.request_id';

/** A URL without its query string: queries carry tokens and, on some public pages, a mobile number. */
const withoutQuery = (url: string) => url.split('?')[0]!;
/** What stands in for a query string in a span. */
const REDACTED = 'redacted';

/**
 * The instrumentations (decision 0187): incoming HTTP (the server span), Fastify (its route template, the
 * request id, the hooks), outgoing fetch (undici: the providers' APIs), pg and ioredis. No query string
 * is kept, SQL goes with its placeholders and never its values, a Redis command by its name alone (keys
 * hold addresses and session hashes).
 */
export function portalInstrumentations() {
  return [
    new HttpInstrumentation({
      applyCustomAttributesOnSpan: (span, request) => {
        if ('url' in request && request.url?.includes('?')) span.setAttribute('url.query', REDACTED);
      },
    }),
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      // On Fastify's span and on the HTTP server span it runs in, which the route template names.
      requestHook: (span, request) => {
        span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
        span.setAttribute('url.path', withoutQuery(request.url));
        trace.getActiveSpan()?.setAttribute(REQUEST_ID_ATTRIBUTE, request.id);
      },
    }),
    new UndiciInstrumentation({
      requestHook: (span, request) => {
        span.setAttribute('url.full', `${request.origin}${withoutQuery(request.path)}`);
        if (request.path.includes('?')) span.setAttribute('url.query', REDACTED);
      },
    }),
    new PgInstrumentation({ enhancedDatabaseReporting: false }),
    new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
  ];
}

/**
 * OpenTelemetry's Node SDK with the portal's instrumentations, exporting over OTLP to
 * OTEL_EXPORTER_OTLP_ENDPOINT (its own environment variables: OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS…).
 * Tests pass their own span processors.
 */
export function createTracing(overrides: Partial<NodeSDKConfiguration> = {}): NodeSDK {
  // Made only when not given: an instrumentation starts listening as it is constructed.
  const instrumentations = overrides.instrumentations ?? portalInstrumentations();
  return new NodeSDK({ serviceName: process.env.OTEL_SERVICE_NAME ?? 'partner-portal', ...overrides, instrumentations });
}

/**
 * Imported by `npm start` (scripts/start.mjs) before the app, and only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set: with tracing off none of this is loaded. The ESM hook lets the instrumentations patch the packages
 * the app bundle imports.
 */
export function startTracing(): NodeSDK {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = createTracing();
  sdk.start();
  // main.ts is a separate bundle: it finds the SDK's shutdown here and calls it last, after the pool closes, so
  // the spans of requests drained at SIGTERM are exported, not lost.
  (globalThis as { [shutdownTracingKey]?: () => Promise<void> })[shutdownTracingKey] = () => sdk.shutdown();
  return sdk;
}

// `npm start` imports this bundle only when OTEL_EXPORTER_OTLP_ENDPOINT is set; a container can preload it
// with NODE_OPTIONS=--import=./dist/tracing.js (docs/operations.md).
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) startTracing();
