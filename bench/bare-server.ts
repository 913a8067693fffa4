/**
 * The floor for bench:http: a bare Fastify route that returns the same envelope, with the same
 * data, that /web/html returns — no auth, no ledger, no cache, no fetch.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const data = JSON.parse(process.argv[2] ?? '{}') as Record<string, unknown>;
const app = Fastify({ logger: false, genReqId: () => randomUUID() });
app.get('/bare', async (req) => ({ code: 200, message: 'success', data: { ...data, cached: false }, requestId: req.id, timestamp: Date.now() }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);
