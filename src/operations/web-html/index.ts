/**
 * GET /api/v1/web/html — the page's raw HTML as served, over plain HTTP (no browser).
 * Redirects are followed and listed; the body is decompressed and decoded to UTF-8. A target
 * answering 4xx/5xx is returned faithfully (charged: the target did answer) with `ok: false`;
 * a target that cannot be reached is a 500 and the credits are refunded.
 */
import { Type } from '@sinclair/typebox';
import { AppError } from '../../errors.ts';
import { decodeBody } from '../../fetch/charset.ts';
import { parseCrawlUrl } from '../../fetch/egress-policy.ts';
import { fetchPage } from '../../fetch/fetch-page.ts';
import type { Deps } from '../../deps.ts';
import { defineOperation } from '../define.ts';
import { commonParams } from '../params.ts';
import { isIP } from 'node:net';

export const crawlUrlParam = Type.String({
  minLength: 1,
  maxLength: 8192,
  description: 'Full URL of the page, scheme included (http or https).',
  examples: ['https://example.com/'],
});

/** Content types whose bodies are text we can hand back as HTML/text. */
const TEXT_TYPES = /^(text\/|application\/(xhtml\+xml|xml|json|ld\+json|javascript|rss\+xml|atom\+xml)|[a-z]+\/[\w.+-]+\+xml)/i;

/** Input checks shared by the crawl operations; refusing here costs the caller nothing. */
export function precheckCrawlUrl(url: string, deps: { egressPolicy: { assertAllowed(address: string): void } }): void {
  const parsed = parseCrawlUrl(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) deps.egressPolicy.assertAllowed(host);
}

/**
 * How a crawl reports the target's own status: a 4xx/5xx answer is the target's, not ours — the
 * page is returned (and charged) with `ok: false` and a note saying so.
 */
export function targetStatus(status: number | null, returnedAs: string): { ok: boolean; note?: string } {
  const ok = status === null || status < 400;
  return ok ? { ok } : { ok, note: `The target answered HTTP ${status}; its page is returned as ${returnedAs}.` };
}

/** Cache identity of a crawl: the URL as the WHATWG parser normalises it, fragment dropped. */
export function crawlCacheIdentity(url: string): string {
  return parseCrawlUrl(url).href;
}

/** The crawl fetch every crawl operation shares: the SSRF-safe agent, limits and headers from config. */
export function fetchCrawlTarget(url: string, deps: Pick<Deps, 'config' | 'crawlAgent'>, signal?: AbortSignal) {
  const { config } = deps;
  return fetchPage(url, {
    dispatcher: deps.crawlAgent,
    timeoutMs: config.crawlTimeoutMs,
    maxBytes: config.crawlMaxBytes,
    maxRedirects: config.crawlMaxRedirects,
    headers: {
      'user-agent': config.crawlUserAgent,
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-language': 'en-US,en;q=0.9',
      'accept-encoding': 'gzip, deflate, br',
    },
    signal,
  });
}

export function header(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

export default defineOperation({
  id: 'html',
  path: 'web/html',
  tag: 'Web crawl',
  summary: 'Raw HTML of a page',
  description:
    'Fetches the URL over HTTP (no JavaScript) and returns its HTML as served, decoded to UTF-8, with the final URL after redirects, the status code and the content type. Best for static pages; use rendered-html for pages built by scripts.',
  example: { url: 'https://example.com/' },
  cost: 1,
  params: Type.Object({ url: crawlUrlParam, ...commonParams }, { additionalProperties: false }),
  precheck: (p, deps) => precheckCrawlUrl(p.url, deps),
  cacheIdentity: (p) => crawlCacheIdentity(p.url),

  async run(p, { deps, signal }) {
    const started = performance.now();
    const page = await fetchCrawlTarget(p.url, deps, signal);
    const contentType = header(page.headers['content-type']);
    if (contentType && !TEXT_TYPES.test(contentType)) {
      throw new AppError(
        'TARGET_CONTENT_UNSUPPORTED',
        `${page.finalUrl} is ${contentType.split(';')[0]}, not HTML or text; /web/html returns text documents only.`,
      );
    }
    const decoded = decodeBody(page.body, contentType);
    return {
      url: p.url,
      final_url: page.finalUrl,
      status_code: page.status,
      ...targetStatus(page.status, 'served'),
      content_type: contentType ?? null,
      charset: decoded.charset,
      redirects: page.redirects,
      size_bytes: page.body.length,
      elapsed_ms: Math.round(performance.now() - started),
      fetched_at: new Date().toISOString(),
      html: decoded.text,
    };
  },
});
