import Fastify from 'fastify';

// The baseline: a bare Fastify hello-world, measured in the same run as the portal.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
// What a JSON POST costs Fastify itself (parse the body, answer it): the floor under any POST route.
app.post('/echo', async (request, reply) => reply.status(201).send(request.body));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
// A clean exit on SIGTERM, so that a CPU profile (BENCH_CPU_PROF) is written.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
console.log(`LISTENING ${address}`);
