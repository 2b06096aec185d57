/**
 * The benchmark's baseline (api-bench.ts): a bare Fastify process with one route that answers the
 * shipment list's JSON, read once from BODY_FILE, from memory — no auth, no database, no schema.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE ?? '', 'utf8');
const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
void app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
