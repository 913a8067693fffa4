/**
 * Builds every long-lived dependency once, from the configuration, and closes them in order.
 * Nothing connects at import time; tests build their own with createDeps(loadConfig({...})).
 */
import type { Agent } from 'undici';
import type { Config } from './config.ts';
import { createHealth, type Health } from './core/health.ts';
import { createMemoryInFlight, type InFlight } from './core/in-flight.ts';
import { createMetrics, type Metrics } from './core/metrics.ts';
import { createMemoryRateLimiter, type RateLimiter } from './core/rate-limit.ts';
import { createMemoryResultCache, type ResultCache } from './core/result-cache.ts';
import { createEgressPolicy, type EgressPolicy } from './fetch/egress-policy.ts';
import { createSafeAgent } from './fetch/safe-agent.ts';
import { createExtractionPool, type ExtractionPool } from './extract/extraction-pool.ts';
import { createRenderer, type Renderer } from './render/renderer.ts';
import { createRenderJobs } from './render/render-jobs.ts';
import { openStore } from './store/open-store.ts';
import { createUpstreamClient, type UpstreamClient } from './upstream/upstream-client.ts';
import { connectRedis } from './core/redis.ts';
import { createRedisInFlight, createRedisRateLimiter, createRedisResultCache } from './core/redis-shared.ts';
import { isIP } from 'node:net';
import { guardStore, type Store } from './store/store.ts';
import { AppError } from './errors.ts';

/** The operation whose health reflects the browser's availability. */
const RENDERED_HTML_ID = 'renderedHtml';

export interface Deps {
  config: Config;
  store: Store;
  cache: ResultCache;
  inFlight: InFlight;
  health: Health;
  metrics: Metrics;
  rateLimiter: RateLimiter;
  egressPolicy: EgressPolicy;
  /** undici dispatcher for crawl targets: every connection passes the egress policy. */
  crawlAgent: Agent;
  /** Headless Chromium behind the egress guard, started on first use. */
  renderer: Renderer;
  /** Search-engine requests: transports, proxies, block detection. */
  upstream: UpstreamClient;
  /** Main-content extraction in worker threads, off the event loop. */
  extractor: ExtractionPool;
  close(): Promise<void>;
}

export async function createDeps(config: Config, overrides: Partial<Deps> = {}): Promise<Deps> {
  const store = guardStore(
    overrides.store ?? (await openStore(config)),
    (err) => (err instanceof AppError ? err : new AppError('SERVICE_UNAVAILABLE', `The keys and credits store is unavailable: ${(err as Error).message}`, { cause: err })),
  );
  // A replay upstream on a local address must stay reachable by the browser transport.
  const replayHost = config.upstreamBaseUrl ? new URL(config.upstreamBaseUrl).hostname.replace(/^\[|\]$/g, '') : '';
  const replayCidrs = isIP(replayHost) ? [`${replayHost}/${isIP(replayHost) === 4 ? 32 : 128}`] : [];
  const egressPolicy = createEgressPolicy({
    allowPrivateNetworks: config.crawlAllowPrivateNetworks,
    allowCidrs: [...config.crawlAllowCidrs, ...replayCidrs],
  });
  const crawlAgent = createSafeAgent({
    policy: egressPolicy,
    connectTimeoutMs: config.crawlConnectTimeoutMs,
    headersTimeoutMs: config.crawlTimeoutMs,
    bodyTimeoutMs: config.crawlTimeoutMs,
  });
  const health = createHealth(config.healthWindowSeconds);
  const localRenderer = createRenderer(config, egressPolicy, (reason) =>
    health.markUnavailable(RENDERED_HTML_ID, reason && `No browser could start: ${reason}`),
  );
  // With Redis, a render this instance has no free browser for goes to any instance that has one.
  const renderJobs = config.redisUrl ? createRenderJobs(config.redisUrl, localRenderer, config.renderConcurrency) : undefined;
  const renderer: Renderer = renderJobs
    ? {
        ...localRenderer,
        render: (opts, signal) => renderJobs.render(opts, signal),
        async close() {
          await renderJobs.close();
          await localRenderer.close();
        },
      }
    : localRenderer;
  const upstream = createUpstreamClient({
    proxies: config.upstreamProxies,
    baseUrl: config.upstreamBaseUrl,
    timeoutMs: config.upstreamTimeoutMs,
    backoffMs: config.upstreamBackoffMs,
    maxAttempts: config.upstreamMaxAttempts,
    renderer,
    hostCookies: config.scholarCookie ? { 'scholar.google.com': config.scholarCookie } : {},
  });
  const localCache = createMemoryResultCache({ ttlSeconds: config.cacheTtlSeconds, maxBytes: config.cacheMaxBytes });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const cache = redis ? createRedisResultCache(redis, localCache, config.cacheTtlSeconds) : localCache;
  const deps: Deps = {
    config,
    store,
    cache,
    inFlight: redis ? createRedisInFlight(redis, createMemoryInFlight(), cache, { lockMs: config.upstreamTimeoutMs * 3, pollMs: 50 }) : createMemoryInFlight(),
    health,
    metrics: createMetrics({ defaultMetrics: config.metricsEnabled }),
    rateLimiter: redis ? createRedisRateLimiter(redis, config.rateLimitPerMinute) : createMemoryRateLimiter(config.rateLimitPerMinute),
    egressPolicy,
    crawlAgent,
    renderer,
    upstream,
    extractor: createExtractionPool({ workers: config.extractWorkers, timeoutMs: config.extractTimeoutMs }),
    async close() {
      redis?.disconnect();
      await deps.extractor.close();
      await upstream.close();
      await renderer.close();
      await crawlAgent.close();
      await store.close();
    },
    ...overrides,
  };
  return deps;
}
