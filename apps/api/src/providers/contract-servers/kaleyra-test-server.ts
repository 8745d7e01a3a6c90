import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';

/** How the test's Kaleyra answers a send: accepts it, refuses it (400, as for an invalid number), or is down (503). */
export type KaleyraBehaviour = 'accept' | 'invalid-number' | 'down';

/**
 * A local server speaking Kaleyra's SMS API as published (developers.kaleyra.io, "Send the First SMS"):
 * POST /v1/<SID>/messages, form-encoded, the api-key header; answers `{ id, data: [{ message_id, recipient }] }`,
 * or `{ code, message, error }` with a 4xx. It keeps each request it took.
 */
export async function startKaleyraTestServer(options: { sid: string; apiKey: string }) {
  const requests: { headers: Record<string, unknown>; form: Record<string, string>; messageId?: string }[] = [];
  const state = { behaviour: 'accept' as KaleyraBehaviour };
  const app = Fastify({ logger: false });
  await app.register(formbody);
  app.post<{ Params: { sid: string }; Body: Record<string, string> }>('/v1/:sid/messages', async (request, reply) => {
    if (request.params.sid !== options.sid || request.headers['api-key'] !== options.apiKey) {
      return reply.code(401).send({ code: 'RBC001', message: 'Invalid API key', error: {} });
    }
    const entry: (typeof requests)[number] = { headers: request.headers, form: request.body };
    requests.push(entry);
    if (state.behaviour === 'down') return reply.code(503).send({ code: 'E503', message: 'Service unavailable', error: {} });
    if (state.behaviour === 'invalid-number') return reply.code(400).send({ code: 'E413', message: 'Invalid number', error: { to: 'Invalid number' } });
    const id = randomUUID();
    entry.messageId = `${id}:1`;
    return reply.code(202).send({
      id,
      sender: request.body.sender,
      type: request.body.type,
      body: request.body.body,
      createdDateTime: new Date().toISOString(),
      totalCount: 1,
      data: [{ message_id: entry.messageId, recipient: request.body.to?.replace('+', '') }],
      error: {},
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    behave(behaviour: KaleyraBehaviour) {
      state.behaviour = behaviour;
    },
    close: () => app.close(),
  };
}
