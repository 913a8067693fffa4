/**
 * GET /api/v1/searchengine/search/light — the essentials for high-volume checks: organic
 * results, top stories and related searches from Google's lightweight page. Cheaper (1 credit
 * against 2) and faster: only those blocks are parsed.
 */
import { searchOperationParams } from '../search/index.ts';
import { defineSerpOperation } from '../serp-operation.ts';

export default defineSerpOperation({
  id: 'searchLight',
  path: 'searchengine/search/light',
  tag: 'Search',
  summary: 'Essential web search result data for high volume checks',
  description: 'Organic results, top stories and related searches only (SerpApi google_light fields), from Google\'s lightweight page: 1 credit instead of 2, and only those blocks are parsed.',
  example: { query: 'coffee' },
  cost: 1,
  params: searchOperationParams,
  transports: ['impit', 'http', 'browser'],
  vertical: 'light',
  blocks: ['organic_results', 'top_stories', 'related_searches'],
});
