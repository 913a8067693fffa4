/**
 * buildApp(deps): the Fastify instance with every route, hook and plugin. It never listens;
 * main.ts does, and tests listen on port 0.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TSchema } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Deps } from './deps.ts';
import { registerDocs } from './http/docs.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { registerMcpRoute } from './http/mcp-route.ts';
import { registerStatusPage } from './http/status-page.ts';
import { registerOperationRoutes } from './http/operation-routes.ts';
import { registerSystemRoutes } from './http/system-routes.ts';
import type { AnyOperation } from './operations/define.ts';
import { ajv, validationError } from './operations/params.ts';
import { operations as registry } from './operations/registry.ts';

export const version: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

export async function buildApp(deps: Deps, opts: { operations?: readonly AnyOperation[] } = {}): Promise<FastifyInstance> {
  const operations = opts.operations ?? registry;
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      redact: { paths: ['req.headers["x-api-key"]', 'req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    },
    genReqId: () => randomUUID(),
    // Request ids are ours; a client cannot choose one (it keys the ledger).
    requestIdHeader: false,
    trustProxy: deps.config.trustProxy,
    return503OnClosing: true,
    // Requests Node refuses before Fastify sees them (headers or URL too large, malformed HTTP)
    // still get the envelope.
    clientErrorHandler(err, socket) {
      const status = (err as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify({
        code: status,
        message: status === 431 ? 'Request headers or URL too large.' : 'Malformed HTTP request.',
        data: null,
        error: 'INVALID_REQUEST',
        requestId: randomUUID(),
        timestamp: Date.now(),
      });
      if (socket.writable) {
        socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
      } else socket.destroy();
    },
  });

  // Our Ajv (coercion, defaults, no silent removal of unknown parameters) and our 400 messages,
  // which need the schema to list what a parameter accepts.
  app.setValidatorCompiler(({ schema }) => {
    const validate = ajv.compile(schema);
    return (data: unknown) => (validate(data) ? { value: data } : { error: validationError(validate.errors ?? [], schema as TSchema) });
  });
  installErrorHandling(app);

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    deps.metrics.httpDuration.observe(
      { route: req.routeOptions.url ?? 'unmatched', method: req.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  await registerDocs(app, version);
  registerOperationRoutes(app, deps, operations);
  registerSystemRoutes(app, deps, operations);
  registerMcpRoute(app, deps);
  registerStatusPage(app, deps, operations);
  return app;
}
