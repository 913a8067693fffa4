/**
 * The TLS-impersonating transport: impit (Apify; Rust, prebuilt binaries shipped in the npm
 * package) presents a real Chrome's TLS ClientHello and HTTP/2 fingerprint, which Google has
 * checked since 2026-08 (SearXNG #6570). One client per proxy, each with that route's cookie jar.
 */
import { Impit } from 'impit';
import type { CookieJars } from './cookie-jars.ts';
import type { Transport } from './types.ts';

export function createImpitTransport(jars: CookieJars): Transport {
  const clients = new Map<string, Impit>();
  const clientFor = (proxy: string | null, timeoutMs: number): Impit => {
    const key = proxy ?? 'direct';
    let c = clients.get(key);
    if (!c) {
      c = new Impit({
        browser: 'chrome',
        timeout: timeoutMs,
        followRedirects: true,
        maxRedirects: 5,
        cookieJar: jars.for(proxy),
        ...(proxy ? { proxyUrl: proxy } : {}),
      });
      clients.set(key, c);
    }
    return c;
  };

  return {
    name: 'impit',
    supportsProxy: (proxy) => /^(https?|socks5h?):\/\//.test(proxy),
    async fetch(req, opts) {
      // impit brings its own browser headers; ours would contradict its fingerprint, except the
      // ones that carry request meaning.
      const headers: Record<string, string> = {};
      for (const name of ['accept-language', 'cookie', 'x-upstream-host', 'content-type']) if (req.headers[name]) headers[name] = req.headers[name];
      if (req.profile !== 'desktop') headers['user-agent'] = req.headers['user-agent'] ?? '';
      const res = await clientFor(opts.proxy, opts.timeoutMs).fetch(req.url, {
        headers,
        signal: opts.signal,
        ...(req.method === 'POST' ? { method: 'POST' as const, body: req.body ?? '' } : {}),
      });
      const out: Record<string, string> = {};
      res.headers.forEach((value, name) => (out[name] = value));
      return { url: res.url || req.url, status: res.status, headers: out, body: await res.text() };
    },
    async close() {
      clients.clear();
    },
  };
}
