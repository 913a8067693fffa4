/**
 * GET /api/v1/searchengine/videos/search — Google's Videos tab (udm=7): video_results (with
 * duration, platform, channel, key moments), short_videos where shown, pagination. The tab is
 * served to browser-like clients only: the impersonating client first, then Chromium.
 */
import { Type } from '@sinclair/typebox';
import { commonParams } from '../params.ts';
import { pickSearchParams } from '../search-params.ts';
import { defineSerpOperation } from '../serp-operation.ts';

export const videosSearchParams = Type.Object(
  {
    ...pickSearchParams(['query', 'page', 'html', 'country', 'domain', 'language', 'lr', 'uule', 'tbs', 'safe', 'nfpr', 'result_time']),
    ...commonParams,
  },
  { additionalProperties: false },
);

export default defineSerpOperation({
  id: 'videosSearch',
  path: 'searchengine/videos/search',
  tag: 'Search',
  summary: 'Video search',
  description: 'Google video results in SerpApi\'s field names: video_results (position, title, link, displayed_link, thumbnail, duration, date, platform, channel, snippet, key_moments), short_videos where shown, related_searches, pagination.',
  example: { query: 'why is the sky blue' },
  cost: 2,
  params: videosSearchParams,
  transports: ['impit', 'browser', 'http'],
  vertical: 'videos',
  blocks: ['videos', 'related_searches'],
  primary: 'video_results',
});
