/**
 * GET /api/v1/web/rendered-html — the page's HTML after its scripts ran, from a pooled headless
 * Chromium (src/render/). Same billing and error rules as /web/html: a target answering 4xx/5xx
 * is returned and charged; a page that cannot be loaded is a 500 and refunded; a target the
 * egress policy refuses — on any redirect hop or sub-request — is never connected to.
 */
import { Type } from '@sinclair/typebox';
import { AppError } from '../../errors.ts';
import { defineOperation } from '../define.ts';
import { commonParams } from '../params.ts';
import { crawlCacheIdentity, crawlUrlParam, precheckCrawlUrl, targetStatus } from '../web-html/index.ts';

export default defineOperation({
  id: 'renderedHtml',
  path: 'web/rendered-html',
  tag: 'Web crawl',
  summary: 'Rendered HTML of a page',
  description:
    "Loads the URL in headless Chromium and returns the DOM after its scripts ran (DOMContentLoaded, then a short network-quiet window), like a person's browser would show it. Images, media and fonts are not downloaded unless block_resources=false.",
  example: { url: 'https://example.com/' },
  cost: 2,
  params: Type.Object(
    {
      url: crawlUrlParam,
      timeout: Type.Optional(
        Type.Integer({ minimum: 1000, maximum: 120_000, description: 'Deadline for the whole render in milliseconds (default RENDER_TIMEOUT_MS, 30000).' }),
      ),
      wait_for: Type.Optional(
        Type.String({ minLength: 1, maxLength: 500, description: 'CSS selector to wait for before the HTML is taken (within the timeout); data.wait_for_found says whether it appeared.' }),
      ),
      block_resources: Type.Optional(Type.Boolean({ default: true, description: 'Skip images, media and fonts (faster; the HTML is the same).' })),
      ...commonParams,
    },
    { additionalProperties: false },
  ),
  precheck: (p, deps) => {
    precheckCrawlUrl(p.url, deps);
    if (p.timeout !== undefined && p.timeout > deps.config.renderMaxTimeoutMs) {
      throw new AppError('INVALID_PARAMETER', `Parameter 'timeout' must be ≤ ${deps.config.renderMaxTimeoutMs}.`);
    }
  },
  cacheIdentity: (p) => ({ url: crawlCacheIdentity(p.url), wait_for: p.wait_for, block_resources: p.block_resources }),

  async run(p, { deps, signal }) {
    const started = performance.now();
    const page = await deps.renderer.render(
      { url: p.url, timeoutMs: p.timeout ?? deps.config.renderTimeoutMs, waitFor: p.wait_for, blockResources: p.block_resources ?? true },
      signal,
    );
    return {
      url: p.url,
      final_url: page.finalUrl,
      status_code: page.status,
      ...targetStatus(page.status, 'rendered'),
      title: page.title,
      redirects: page.redirects,
      ...(p.wait_for ? { wait_for_found: page.waitForFound } : {}),
      network_settled: page.settled,
      blocked_requests: page.blockedRequests,
      rendered_by: page.renderedBy,
      elapsed_ms: Math.round(performance.now() - started),
      rendered_at: new Date().toISOString(),
      html: page.html,
    };
  },
});
