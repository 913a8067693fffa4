/**
 * Generates the paid routes from the operation registry, inside one encapsulated plugin whose
 * onRequest hook authenticates and rate-limits. Each route's querystring schema is the
 * operation's parameter schema: Fastify validates it with our Ajv (params.ts) and
 * @fastify/swagger documents it. Paths with the literal `searchengine` segment are also served
 * under `google` (hidden from the docs).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { costOf, executeOperation } from '../core/execute.ts';
import type { AnyOperation } from '../operations/define.ts';
import { normalizeLegacy } from '../operations/params.ts';
import { verifyApiKey } from '../store/api-keys.ts';
import type { ApiKeyRecord } from '../store/store.ts';
import { envelopeSchema, success } from './envelope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    apiKey?: ApiKeyRecord;
  }
}

export const API_PREFIX = '/api/v1';

export async function authenticate(deps: Deps, req: FastifyRequest): Promise<ApiKeyRecord> {
  const header = req.headers['x-api-key'];
  const key = await verifyApiKey(deps.store, Array.isArray(header) ? header[0] : header);
  await deps.rateLimiter.consume(key.id);
  req.apiKey = key;
  return key;
}

export function registerOperationRoutes(app: FastifyInstance, deps: Deps, operations: readonly AnyOperation[]): void {
  app.register(async (paid) => {
    paid.addHook('onRequest', async (req) => {
      await authenticate(deps, req);
    });
    for (const op of operations) {
      const paths = [`${API_PREFIX}/${op.path}`];
      if (op.path.startsWith('searchengine/')) paths.push(`${API_PREFIX}/${op.path.replace('searchengine/', 'google/')}`);
      paths.forEach((url, i) => {
        paid.get(url, {
          schema: {
            operationId: op.id,
            summary: op.summary,
            description: `${op.description}\n\nCost: ${costOf(op, deps)} credit(s); free when served from cache.`,
            tags: [op.tag],
            querystring: op.params,
            security: [{ apiKey: [] }],
            response: { 200: envelopeSchema },
            ...(i > 0 ? { hide: true } : {}),
          },
          handler: async (req, reply) => {
            const params = { ...(req.query as Record<string, unknown>) };
            normalizeLegacy(op.params, params);
            const aborted = new AbortController();
            reply.raw.on('close', () => {
              if (!reply.raw.writableFinished) aborted.abort();
            });
            const result = await executeOperation(deps, {
              op,
              params,
              keyId: req.apiKey!.id,
              requestId: req.id,
              signal: aborted.signal,
              log: req.log,
            });
            reply.header('x-cache', result.cache === 'hit' ? 'HIT' : result.cache === 'shared' ? 'SHARED' : 'MISS');
            reply.header('x-credits-charged', String(result.charged));
            if (result.balance !== undefined) reply.header('x-credits-remaining', String(result.balance));
            const cached = result.cache === 'hit';
            return success({ ...result.data, cached, ...(cached ? { cached_at: result.fetchedAt } : {}) }, req.id);
          },
        });
      });
    }
  });
}
