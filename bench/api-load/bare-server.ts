import Fastify from 'fastify';

// The ceiling: a bare Fastify route on the same machine, nothing behind it.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare listening on ${address}`);
