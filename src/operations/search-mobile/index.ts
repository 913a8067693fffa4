/**
 * GET /api/v1/searchengine/search/mobile — the result page Google serves to a phone, parsed by
 * the same block parsers as the desktop page (they find blocks by structure, which both
 * layouts share: heading links, data-q questions, data-attrid panels).
 */
import { Type } from '@sinclair/typebox';
import { buildSearchRequest } from '../../upstreams/google/search-request.ts';
import { parseSerp } from '../../upstreams/google/serp/parse-serp.ts';
import { commonParams } from '../params.ts';
import { pickSearchParams } from '../search-params.ts';
import { defineUpstreamOperation } from '../upstream-operation.ts';

export const searchMobileParams = Type.Object(
  { ...pickSearchParams(['query', 'page', 'html', 'language', 'lr', 'domain', 'country', 'cr', 'uule']), ...commonParams },
  { additionalProperties: false },
);

export default defineUpstreamOperation({
  id: 'searchMobile',
  path: 'searchengine/search/mobile',
  tag: 'Search',
  summary: 'Mobile-layout web search results',
  description: 'Google web results as served to a phone (mobile user agent), with the same blocks and field names as /search; pagination links point back to this operation.',
  example: { query: 'coffee' },
  cost: 2,
  params: searchMobileParams,
  transports: ['impit', 'http', 'browser'],
  request: (p) => buildSearchRequest('mobile', p),
  parse: (page, p) => parseSerp(page.html, page.url, { operationPath: 'searchengine/search/mobile', params: p }),
});
