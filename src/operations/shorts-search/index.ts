/**
 * GET /api/v1/searchengine/shorts/search — Google's Short videos tab (udm=39):
 * short_video_results (title, link, thumbnail, source platform, channel, duration, views or
 * likes where shown). Pages by `start` (12 a page on desktop), not `page`.
 */
import { Type } from '@sinclair/typebox';
import { commonParams } from '../params.ts';
import { pickSearchParams } from '../search-params.ts';
import { defineSerpOperation } from '../serp-operation.ts';

export const shortsSearchParams = Type.Object(
  {
    ...pickSearchParams(['query', 'start', 'html', 'country', 'domain', 'language', 'lr', 'uule', 'tbs', 'safe', 'nfpr']),
    ...commonParams,
  },
  { additionalProperties: false },
);

export default defineSerpOperation({
  id: 'shortsSearch',
  path: 'searchengine/shorts/search',
  tag: 'Search',
  summary: 'Short-video search',
  description: 'Google short-video results in SerpApi\'s field names: short_video_results (position, title, link, thumbnail, source, channel, duration, date, views/likes). `start` skips that many results (12 a page).',
  example: { query: 'why is the sky blue' },
  cost: 2,
  params: shortsSearchParams,
  transports: ['browser', 'impit'],
  vertical: 'shorts',
  blocks: ['shorts'],
  primary: 'short_video_results',
});
