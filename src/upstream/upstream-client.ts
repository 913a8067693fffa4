/**
 * The upstream client: one request, tried transport by transport (in the operation's configured
 * order) and route by route (each proxy, or direct), until a page comes back that the block
 * detector accepts. Blocks and failures bench the proxy, back off and move on; when everything
 * fails the error says what each attempt met. UPSTREAM_BASE_URL sends every request to another
 * origin (the replay server), keeping path and query and naming the real host in a header.
 */
import { AppError } from '../errors.ts';
import type { Renderer } from '../render/renderer.ts';
import type { BlockVerdict, PageToCheck } from '../upstreams/google/blocked.ts';
import { createBrowserTransport } from './browser-transport.ts';
import { CookieJars } from './cookie-jars.ts';
import { createHttpTransport } from './http-transport.ts';
import { createImpitTransport } from './impit-transport.ts';
import { createProxyPool, redact, type ProxyPool } from './proxy-pool.ts';
import type { Transport, TransportName, UpstreamRequest, UpstreamResponse } from './types.ts';

export const UPSTREAM_HOST_HEADER = 'x-upstream-host';

export interface UpstreamClientOptions {
  proxies: readonly string[];
  baseUrl: string;
  timeoutMs: number;
  backoffMs: number;
  maxAttempts: number;
  renderer: Renderer;
  /** Cookies an operator supplies for one upstream host (e.g. a signed-in Scholar session). */
  hostCookies?: Record<string, string>;
  /** Replaces the built-in transports (tests of the orchestration use real local ones). */
  transports?: Transport[];
}

export interface FetchUpstreamOptions {
  transports: readonly TransportName[];
  detectBlock(page: PageToCheck): BlockVerdict | undefined;
  signal?: AbortSignal;
  /**
   * A visit that earns the cookies a fresh client lacks (Trends answers 429 until then): made on
   * the same route when an attempt is rate-limited, then the attempt is repeated once there.
   */
  warmUp?: UpstreamRequest;
}

export interface UpstreamClient {
  fetch(request: UpstreamRequest, opts: FetchUpstreamOptions): Promise<UpstreamResponse>;
  proxies: ProxyPool;
  close(): Promise<void>;
}

export function createUpstreamClient(opts: UpstreamClientOptions): UpstreamClient {
  const jars = new CookieJars();
  const transports = new Map<TransportName, Transport>(
    (opts.transports ?? [createHttpTransport(jars), createImpitTransport(jars), createBrowserTransport(opts.renderer)]).map((t) => [t.name, t]),
  );
  const proxies = createProxyPool(opts.proxies);

  function withHostCookies(req: UpstreamRequest): UpstreamRequest {
    const extra = opts.hostCookies?.[new URL(req.url).host];
    if (!extra) return req;
    return { ...req, headers: { ...req.headers, cookie: [req.headers.cookie, extra].filter(Boolean).join('; ') } };
  }

  function rewrite(req: UpstreamRequest): UpstreamRequest {
    if (!opts.baseUrl) return req;
    const original = new URL(req.url);
    const base = new URL(opts.baseUrl);
    return { ...req, url: `${base.origin}${original.pathname}${original.search}`, headers: { ...req.headers, [UPSTREAM_HOST_HEADER]: original.host } };
  }

  return {
    proxies,
    async fetch(request, fetchOpts) {
      const req = rewrite(withHostCookies(request));
      const attempts: string[] = [];
      let blocked = false;
      for (const name of fetchOpts.transports) {
        const transport = transports.get(name);
        if (!transport) continue;
        const routes = proxies.routes().filter((p) => p === null || transport.supportsProxy(p));
        for (const proxy of routes.length ? routes : [null]) {
          if (attempts.length >= opts.maxAttempts) break;
          const route = proxy ? redact(proxy) : 'direct';
          let warmed = false;
          for (;;) {
            const started = performance.now();
            let verdictKind: string | undefined;
            try {
              const res = await transport.fetch(req, { proxy, timeoutMs: opts.timeoutMs, signal: fetchOpts.signal });
              const verdict = fetchOpts.detectBlock(res);
              verdictKind = verdict?.kind;
              if (verdict) {
                blocked = true;
                attempts.push(`${name} via ${route}: blocked (${verdict.reason})`);
              } else if (res.status >= 400) {
                attempts.push(`${name} via ${route}: HTTP ${res.status}`);
              } else {
                proxies.success(proxy);
                return { ...res, requestUrl: req.url, transport: name, proxy: proxy && route, elapsedMs: Math.round(performance.now() - started) };
              }
            } catch (err) {
              if (fetchOpts.signal?.aborted) throw err;
              if (err instanceof AppError && err.status < 500) throw err;
              attempts.push(`${name} via ${route}: ${String((err as Error).message).split('\n')[0]}`);
            }
            if (verdictKind === 'rate_limited' && fetchOpts.warmUp && !warmed) {
              warmed = true;
              await transport.fetch(rewrite(fetchOpts.warmUp), { proxy, timeoutMs: opts.timeoutMs, signal: fetchOpts.signal }).catch(() => undefined);
              continue;
            }
            break;
          }
          proxies.failure(proxy);
          await sleep(Math.min(2000, opts.backoffMs * 2 ** (attempts.length - 1)), fetchOpts.signal);
        }
      }
      if (attempts.length === 0) throw new AppError('UPSTREAM_FAILED', `No upstream transport is available (configured: ${fetchOpts.transports.join(', ')}).`);
      const summary = attempts.join('; ');
      throw blocked
        ? new AppError('UPSTREAM_BLOCKED', `The search engine blocked the request — ${summary}. Configure UPSTREAM_PROXIES or another transport order (UPSTREAM_TRANSPORTS).`)
        : new AppError('UPSTREAM_FAILED', `The search engine could not be reached — ${summary}.`);
    },
    async close() {
      await Promise.all([...transports.values()].map((t) => t.close()));
    },
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}
