/**
 * Prometheus metrics (prom-client), one registry per app so that several apps in one process
 * (tests) do not collide. Names follow notes/infra.md §5.3.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'route' | 'method' | 'status'>;
  creditsDebited: Counter<'operation'>;
  creditsRefunded: Counter<'operation'>;
  cacheRequests: Counter<'operation' | 'result'>;
  upstreamRequests: Counter<'operation' | 'outcome'>;
  egressBlocked: Counter<'operation'>;
}

export function createMetrics(opts: { defaultMetrics: boolean }): Metrics {
  const registry = new Registry();
  if (opts.defaultMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    creditsDebited: new Counter({ name: 'credits_debited_total', help: 'Credits reserved', labelNames: ['operation'], registers }),
    creditsRefunded: new Counter({ name: 'credits_refunded_total', help: 'Credits refunded after failures', labelNames: ['operation'], registers }),
    cacheRequests: new Counter({
      name: 'cache_requests_total',
      help: 'Result-cache lookups: hit, miss, shared (joined an identical request in flight), bypass (no_cache)',
      labelNames: ['operation', 'result'],
      registers,
    }),
    upstreamRequests: new Counter({
      name: 'upstream_requests_total',
      help: 'Upstream calls by outcome (ok or the error code)',
      labelNames: ['operation', 'outcome'],
      registers,
    }),
    egressBlocked: new Counter({ name: 'egress_blocked_total', help: 'Crawl targets refused by the egress policy', labelNames: ['operation'], registers }),
  };
}
