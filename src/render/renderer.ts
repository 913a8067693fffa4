/**
 * The rendering service as the rest of the app sees it: the guard proxy and the browser pool,
 * started on first use (or by warm()), closed together. The pool's availability feeds the
 * rendered-html operation's health.
 */
import type { Config } from '../config.ts';
import type { EgressPolicy } from '../fetch/egress-policy.ts';
import { createBrowserPool, type BrowserPool, type PoolStats } from './browser-pool.ts';
import { startGuardProxy, type GuardProxy } from './guard-proxy.ts';
import { renderPage, type RenderedPage, type RenderOptions } from './render-page.ts';
import { INSTANCE_ID } from '../core/instance.ts';

export type RenderRequest = Omit<RenderOptions, 'quietMs' | 'settleCapMs'>;

export interface Renderer {
  render(opts: RenderRequest, signal?: AbortSignal): Promise<RenderedPage>;
  warm(): Promise<void>;
  stats(): PoolStats | null;
  close(): Promise<void>;
}

export function createRenderer(config: Config, policy: EgressPolicy, onAvailability: (reason: string | null) => void): Renderer {
  let started: Promise<{ proxy: GuardProxy; pool: BrowserPool }> | undefined;
  let pool: BrowserPool | undefined;

  function start() {
    started ??= startGuardProxy(policy, { connectTimeoutMs: config.crawlConnectTimeoutMs }).then((proxy) => {
      pool = createBrowserPool({
        chromiumPath: config.chromiumPath,
        proxyUrl: proxy.url,
        concurrency: config.renderConcurrency,
        queueMax: config.renderQueueMax,
        queueTimeoutMs: config.renderQueueTimeoutMs,
        recyclePages: config.renderRecyclePages,
        maxBrowserMb: config.renderMaxBrowserMb,
        noSandbox: config.renderNoSandbox,
        onAvailability,
      });
      return { proxy, pool };
    });
    return started;
  }

  return {
    async render(opts, signal) {
      const { proxy, pool } = await start();
      const full = { ...opts, quietMs: config.renderQuietMs, settleCapMs: config.renderSettleCapMs };
      const page = await pool.withContext((context) => renderPage(context, full, proxy, signal), signal);
      return { ...page, renderedBy: INSTANCE_ID };
    },
    async warm() {
      await (await start()).pool.warm();
    },
    stats: () => pool?.stats() ?? null,
    async close() {
      if (!started) return;
      const { proxy, pool: p } = await started;
      await p.close();
      await proxy.close();
    },
  };
}
