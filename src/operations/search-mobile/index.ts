/**
 * GET /api/v1/searchengine/search/mobile — the result page Google serves to a phone, parsed by
 * the same block parsers as the desktop page (they find blocks by structure, which both
 * layouts share: heading links, data-q questions, data-attrid panels).
 */
import { Type } from '@sinclair/typebox';
import { commonParams } from '../params.ts';
import { pickSearchParams } from '../search-params.ts';
import { defineSerpOperation } from '../serp-operation.ts';

export const searchMobileParams = Type.Object(
  { ...pickSearchParams(['query', 'page', 'html', 'language', 'lr', 'domain', 'country', 'cr', 'uule']), ...commonParams },
  { additionalProperties: false },
);

export default defineSerpOperation({
  id: 'searchMobile',
  path: 'searchengine/search/mobile',
  tag: 'Search',
  summary: 'Mobile-layout web search results',
  description: 'Google web results as served to a phone (mobile user agent), with the same blocks and field names as /search; pagination links point back to this operation.',
  example: { query: 'coffee' },
  cost: 2,
  params: searchMobileParams,
  transports: ['impit', 'http', 'browser'],
  vertical: 'mobile',
});
