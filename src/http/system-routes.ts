/**
 * Free routes: the caller's account, per-operation health, liveness and Prometheus metrics.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { costOf } from '../core/execute.ts';
import type { AnyOperation } from '../operations/define.ts';
import { API_PREFIX, authenticate } from './operation-routes.ts';
import { envelopeSchema, success } from './envelope.ts';

export function registerSystemRoutes(app: FastifyInstance, deps: Deps, operations: readonly AnyOperation[]): void {
  app.get(`${API_PREFIX}/account`, {
    schema: {
      operationId: 'account',
      summary: "The caller's credits, quota and usage",
      description: 'Free. Balance, hourly quota and what is left of it, request counts, and the per-minute rate limit.',
      tags: ['Account'],
      security: [{ apiKey: [] }],
      response: { 200: envelopeSchema },
    },
    handler: async (req) => {
      const key = await authenticate(deps, req);
      const usage = await deps.store.usage(key.id);
      return success(
        {
          key: { id: key.id, name: key.name, prefix: key.prefix, created_at: key.createdAt },
          credits: { balance: key.balance },
          quota: {
            per_hour: key.quotaPerHour,
            used_this_hour: usage.thisHour,
            remaining_this_hour: key.quotaPerHour === null ? null : Math.max(0, key.quotaPerHour - usage.thisHour),
          },
          usage: { charged_requests: usage.total, refunded_requests: usage.refunded },
          rate_limit_per_minute: deps.config.rateLimitPerMinute || null,
          costs: Object.fromEntries(operations.map((op) => [op.id, costOf(op, deps)])),
        },
        req.id,
      );
    },
  });

  app.get(`${API_PREFIX}/status`, {
    schema: {
      operationId: 'status',
      summary: 'Health of every operation',
      description:
        'Free, no key needed. For each operation: Healthy (≥ 95 % of upstream calls succeeded in the window), Available Limited (≥ 50 %), Mostly unavailable (< 50 %), or No data.',
      tags: ['Account'],
      response: { 200: envelopeSchema },
    },
    handler: async (req) =>
      success(
        {
          operations: operations.map((op) => ({ id: op.id, path: `${API_PREFIX}/${op.path}`, ...deps.health.report(op.id) })),
          upstream_proxies: deps.upstream.proxies.report(),
        },
        req.id,
      ),
  });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  if (deps.config.metricsEnabled) {
    app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
      reply.header('content-type', deps.metrics.registry.contentType);
      return deps.metrics.registry.metrics();
    });
  }
}
