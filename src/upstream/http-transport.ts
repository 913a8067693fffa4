/**
 * Plain HTTP to the upstream with undici: realistic header sets from the request, redirects
 * followed (Google's /sorry redirect must be seen as the final URL), bodies decompressed and
 * decoded. Proxies: http(s) via ProxyAgent, socks5 via Socks5ProxyAgent, one dispatcher each.
 */
import { Agent, ProxyAgent, Socks5ProxyAgent, request, type Dispatcher } from 'undici';
import { decodeBody } from '../fetch/charset.ts';
import { readBody } from '../fetch/fetch-page.ts';
import { cookieHeader, storeCookies, type CookieJars } from './cookie-jars.ts';
import type { Transport } from './types.ts';

const MAX_BYTES = 8 * 1024 * 1024;
const MAX_REDIRECTS = 5;

export function createHttpTransport(jars: CookieJars): Transport {
  const dispatchers = new Map<string, Dispatcher>();
  const dispatcherFor = (proxy: string | null): Dispatcher => {
    const key = proxy ?? 'direct';
    let d = dispatchers.get(key);
    if (!d) {
      d = !proxy ? new Agent() : proxy.startsWith('socks5') ? new Socks5ProxyAgent(proxy) : new ProxyAgent(proxy);
      dispatchers.set(key, d);
    }
    return d;
  };

  return {
    name: 'http',
    supportsProxy: (proxy) => /^(https?|socks5h?):\/\//.test(proxy),
    async fetch(req, opts) {
      const jar = jars.for(opts.proxy);
      const signal = opts.signal ? AbortSignal.any([opts.signal, AbortSignal.timeout(opts.timeoutMs)]) : AbortSignal.timeout(opts.timeoutMs);
      let url = req.url;
      for (let hop = 0; ; hop++) {
        const headers = { ...req.headers };
        const cookie = await cookieHeader(jar, url, req.headers.cookie);
        if (cookie) headers.cookie = cookie;
        const post = hop === 0 && req.method === 'POST';
        const res = await request(url, { method: post ? 'POST' : 'GET', ...(post ? { body: req.body ?? '' } : {}), headers, dispatcher: dispatcherFor(opts.proxy), signal });
        await storeCookies(jar, url, res.headers['set-cookie']);
        const location = res.headers.location;
        if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === 'string' && hop < MAX_REDIRECTS) {
          res.body.resume();
          url = new URL(location, url).href;
          continue;
        }
        const body = await readBody(res.body, res.headers['content-encoding'], MAX_BYTES, url);
        const contentType = String(res.headers['content-type'] ?? '');
        return { url, status: res.statusCode, headers: flatten(res.headers), body: decodeBody(body, contentType).text };
      }
    },
    async close() {
      await Promise.all([...dispatchers.values()].map((d) => d.close()));
    },
  };
}

export function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}
