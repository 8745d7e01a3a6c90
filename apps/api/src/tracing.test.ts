import { createRequire } from 'node:module';
import { SpanKind, trace } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-helper';
import { createTracing, portalInstrumentations, REQUEST_ID_ATTRIBUTE } from './tracing';

/** Traces through OpenTelemetry's SDK (decision 0187), caught by an in-memory exporter instead of OTLP. */
describe('traces', () => {
  const exporter = new tracing.InMemorySpanExporter();
  const instrumentations = portalInstrumentations();
  const sdk = createTracing({ instrumentations, spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    sdk.start();
    // The test run loaded node:http before the SDK started: requiring it again lets the HTTP instrumentation
    // patch it, as `npm start` does by starting the SDK before the app loads.
    createRequire(import.meta.url)('node:http');
    t = await createTestApp();
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await sdk.shutdown();
    for (const instrumentation of instrumentations) instrumentation.disable();
    trace.disable();
  });

  it('gives a request a server span named by its route template, with its request id, and no personal data', async () => {
    const mobile = '9876501234';
    const answer = await fetch(`${baseUrl}/api/configs/public/products/vector-borne/landingConfig?mobile=${mobile}`);
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id');
    // The HTTP server span: the SERVER span that carries the request's method (the app's start makes others).
    const serverSpan = () =>
      exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER && span.attributes['http.request.method'] && span.name !== 'request');
    await expect.poll(serverSpan).toBeDefined();

    const spans = exporter.getFinishedSpans();
    const server = serverSpan()!;
    expect(server.name).toBe('GET /api/configs/public/products/:productCode/landingConfig');
    expect(server.attributes['http.route']).toBe('/api/configs/public/products/:productCode/landingConfig');
    expect(server.attributes['http.response.status_code']).toBe(200);
    expect(server.attributes[REQUEST_ID_ATTRIBUTE]).toBe(requestId);
    // The query (here a mobile number) is in no attribute of any span.
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain(mobile);
  });
});
