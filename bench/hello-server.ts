import Fastify from 'fastify';

// The baseline: a bare Fastify hello-world, measured in the same run as the portal.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`LISTENING ${address}`);
