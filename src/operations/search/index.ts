/**
 * GET /api/v1/searchengine/search — Google web results (desktop layout) as structured JSON in
 * SerpApi's field names. The request builder is shared by the search family
 * (upstreams/google/search-request.ts); the parser is parse.ts.
 */
import { Type } from '@sinclair/typebox';
import { commonParams } from '../params.ts';
import { pickSearchParams } from '../search-params.ts';
import { defineSerpOperation } from '../serp-operation.ts';

export const searchOperationParams = Type.Object(
  {
    ...pickSearchParams([
      'query', 'page', 'html', 'language', 'lr', 'domain', 'country', 'cr', 'uule', 'location',
      'ludocid', 'lsig', 'kgmid', 'si', 'ibp', 'uds', 'tbs', 'safe', 'nfpr', 'filter',
    ]),
    ...commonParams,
  },
  { additionalProperties: false },
);

export default defineSerpOperation({
  id: 'search',
  path: 'searchengine/search',
  tag: 'Search',
  summary: 'Web search results',
  description:
    'Google web results for a query, parsed from the desktop result page in SerpApi\'s field names: search_information, organic_results, ads, knowledge_graph, answer_box, related_questions, related_searches, local_map/local_results, top_stories, inline_videos, inline_images, short_videos, ai_overview, pagination and serpapi_pagination (links back to this API). A page that shows results none of which can be parsed answers 500 UPSTREAM_PARSE_FAILED (refunded).',
  example: { query: 'coffee' },
  cost: 2,
  params: searchOperationParams,
  transports: ['impit', 'http', 'browser'],
  vertical: 'web',
});
