/**
 * GET /api/v1/searchengine/trends/trending-now — what is trending now in a location: the
 * batchexecute list (volume, growth, categories, related queries, active flag), falling back to
 * the RSS feed when that fails; `source` says which answered.
 */
import { Type } from '@sinclair/typebox';
import { AppError, findAppError } from '../../errors.ts';
import type { TransportName } from '../../upstream/types.ts';
import { detectGoogleBlock } from '../../upstreams/google/blocked.ts';
import { defineOperation } from '../define.ts';
import { searchMetadata, transportOrder } from '../upstream-operation.ts';
import { commonParams, enumParam } from '../params.ts';
import { parseTrendingRows, parseTrendingRss, TRENDING_GEOS } from './parse.ts';
import { buildTrendingNowRequest, buildTrendingRssRequest, type TrendingNowParams } from './request.ts';

const TRANSPORTS: TransportName[] = ['impit', 'http'];

function precheck(p: TrendingNowParams): void {
  if (!TRENDING_GEOS.has(p.geo)) {
    throw new AppError('INVALID_PARAMETER', `Parameter 'geo' does not accept "${p.geo}": use a location Trending now covers, e.g. US, GB, DE, IN, BR (upper case).`);
  }
}

const searchLink = (query: string, geo: string) => `/api/v1/searchengine/trends/search?${new URLSearchParams({ query, geo, date: 'now 1-d' })}`;

export default defineOperation({
  id: 'TrendsTrendingNow',
  path: 'searchengine/trends/trending-now',
  tag: 'Trends',
  summary: 'Current trending searches',
  description:
    'Searches trending now in a location: trending_searches[{query, start_timestamp, end_timestamp, active, search_volume, increase_percentage, categories, trend_breakdown, link}]. Source: the Trends batchexecute list; the RSS feed (fewer fields) when that fails — `source` says which.',
  example: { geo: 'US' },
  cost: 1,
  params: Type.Object(
    {
      geo: Type.String({ minLength: 2, maxLength: 12, default: 'US', description: 'Location code, upper case, e.g. US or GB.' }),
      hours: Type.Optional(
        enumParam(['PAST_4_HOURS', 'PAST_24_HOURS', 'PAST_48_HOURS', 'PAST_7_DAYS'], {
          default: 'PAST_24_HOURS',
          description: 'How far back trends started.',
          legacy: { '4': 'PAST_4_HOURS', '24': 'PAST_24_HOURS', '48': 'PAST_48_HOURS', '168': 'PAST_7_DAYS' },
        }),
      ),
      language: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$', default: 'en', description: 'Language code, e.g. en.' })),
      ...commonParams,
    },
    { additionalProperties: false },
  ),
  precheck,

  async run(p, { deps, signal, requestId }) {
    const started = performance.now();
    const opts = { transports: transportOrder(deps.config, 'TrendsTrendingNow', TRANSPORTS), detectBlock: detectGoogleBlock, signal };
    let source: 'batchexecute' | 'rss' = 'batchexecute';
    let fallbackReason: string | undefined;
    let trending: Record<string, unknown>[];
    let transportUsed: string;
    try {
      const res = await deps.upstream.fetch(buildTrendingNowRequest(p), opts);
      transportUsed = res.transport;
      trending = parseTrendingRows(res.body);
    } catch (err) {
      if (signal.aborted) throw err;
      fallbackReason = (err as Error).message;
      source = 'rss';
      try {
        const rss = await deps.upstream.fetch(buildTrendingRssRequest(p), opts);
        transportUsed = rss.transport;
        trending = parseTrendingRss(rss.body);
      } catch (rssErr) {
        const e = findAppError(rssErr);
        throw new AppError(e?.code === 'UPSTREAM_BLOCKED' ? 'UPSTREAM_BLOCKED' : 'UPSTREAM_FAILED', `Trending now failed on both sources — batchexecute: ${fallbackReason}; RSS: ${(rssErr as Error).message}`, { cause: rssErr });
      }
    }
    return {
      search_metadata: searchMetadata(requestId, started, { source, transport: transportUsed, ...(fallbackReason ? { fallback_reason: fallbackReason } : {}) }),
      search_parameters: { engine: 'google_trends_trending_now', ...p },
      source,
      trending_searches: trending.map((t) => ({ ...t, link: searchLink(String(t.query), p.geo) })),
    };
  },
});
