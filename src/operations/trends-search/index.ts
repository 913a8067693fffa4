/**
 * GET /api/v1/searchengine/trends/search — interest over time, or interest by region, for up to
 * five terms or topic ids, through Trends' explore → widget-data token flow.
 */
import { Type } from '@sinclair/typebox';
import { AppError } from '../../errors.ts';
import type { TransportName } from '../../upstream/types.ts';
import { detectGoogleBlock } from '../../upstreams/google/blocked.ts';
import { warmUpRequest } from '../../upstreams/google/trends.ts';
import { defineOperation } from '../define.ts';
import { searchMetadata, transportOrder } from '../upstream-operation.ts';
import { commonParams, enumParam } from '../params.ts';
import { pickWidget, parseInterestOverTime, parseRegionBreakdown, parseRelated } from './parse.ts';
import { buildExploreRequest, buildWidgetRequest, queryTerms } from './request.ts';

const TRANSPORTS: TransportName[] = ['impit', 'http'];

export default defineOperation({
  id: 'TrendsSearch',
  path: 'searchengine/trends/search',
  tag: 'Trends',
  summary: 'Interest over time or by region',
  description:
    'Google Trends interest for up to 5 comma-separated terms or topic ids: data_type=INTEREST_OVER_TIME gives interest_over_time.timeline_data and averages; REGION_BREAKDOWN gives interest_by_region (one term) or compared_breakdown_by_region (several); RELATED_QUERIES / RELATED_TOPICS give related_queries / related_topics {top, rising} for one term.',
  example: { query: 'coffee,tea', date: 'today 3-m' },
  cost: 1,
  params: Type.Object(
    {
      query: Type.String({ minLength: 1, maxLength: 520, description: 'Search term or topic id (e.g. /m/0663v); up to 5, comma-separated, to compare.' }),
      language: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$', default: 'en-US', description: 'Interface language (hl), e.g. en-US, de.' })),
      geo: Type.Optional(Type.String({ maxLength: 16, description: 'Location code, e.g. US, US-NY, GB; omit for worldwide.' })),
      region: Type.Optional(enumParam(['COUNTRY', 'REGION', 'DMA', 'CITY'], { description: 'Resolution of the by-region breakdown.' })),
      data_type: Type.Optional(
        enumParam(['INTEREST_OVER_TIME', 'REGION_BREAKDOWN', 'RELATED_QUERIES', 'RELATED_TOPICS'], {
          default: 'INTEREST_OVER_TIME',
          description: 'Which chart to return. RELATED_QUERIES and RELATED_TOPICS (one term; beyond the spec, as SerpApi offers them) give top and rising related searches.',
          legacy: { TIMESERIES: 'INTEREST_OVER_TIME', GEO_MAP: 'REGION_BREAKDOWN' },
        }),
      ),
      tz: Type.Optional(Type.Integer({ minimum: -1439, maximum: 1439, default: 420, description: 'Time zone offset in minutes behind UTC (420 = UTC−7).' })),
      cat: Type.Optional(Type.String({ maxLength: 8, description: 'Category id; 0 is all categories.' })),
      gprop: Type.Optional(
        enumParam(['IMAGES', 'NEWS', 'SHOPPING', 'VIDEO_PLATFORM'], {
          description: 'Search property; omit for web search.',
          legacy: { images: 'IMAGES', news: 'NEWS', froogle: 'SHOPPING', shopping: 'SHOPPING', youtube: 'VIDEO_PLATFORM', video_platform: 'VIDEO_PLATFORM' },
        }),
      ),
      date: Type.Optional(Type.String({ maxLength: 40, default: 'today 12-m', description: 'now 1-H, now 4-H, now 1-d, now 7-d, today 1-m, today 3-m, today 12-m, today 5-y, all, "yyyy-mm-dd yyyy-mm-dd", or hourly "yyyy-mm-ddThh yyyy-mm-ddThh" (≤ 1 week).' })),
      ...commonParams,
    },
    { additionalProperties: false },
  ),
  precheck: (p) => void buildExploreRequest(p),

  async run(p, { deps, signal, requestId }) {
    const started = performance.now();
    const terms = queryTerms(p.query);
    const dataType = p.data_type ?? 'INTEREST_OVER_TIME';
    const fetchOpts = { transports: transportOrder(deps.config, 'TrendsSearch', TRANSPORTS), detectBlock: detectGoogleBlock, signal, warmUp: warmUpRequest(p.language) };
    const exploreReq = buildExploreRequest(p);
    const explore = await deps.upstream.fetch(exploreReq, fetchOpts);
    let data: Record<string, unknown>;
    let widgetUrl: string;
    try {
      const widget = pickWidget(explore.body, dataType, terms.length);
      const widgetReq = buildWidgetRequest(widget, p);
      widgetUrl = widgetReq.url;
      const res = await deps.upstream.fetch(widgetReq, fetchOpts);
      data =
        dataType === 'INTEREST_OVER_TIME'
          ? parseInterestOverTime(res.body, terms)
          : dataType === 'REGION_BREAKDOWN'
            ? parseRegionBreakdown(res.body, terms)
            : parseRelated(res.body, dataType, p.geo);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('UPSTREAM_FAILED', `The Trends answer could not be read: ${(err as Error).message}`, { cause: err });
    }
    return {
      search_metadata: searchMetadata(requestId, started, {
        google_trends_url: `https://trends.google.com/trends/explore?${new URLSearchParams({ q: p.query, date: p.date ?? 'today 12-m', ...(p.geo ? { geo: p.geo } : {}) })}`,
        explore_url: exploreReq.url,
        widget_url: widgetUrl,
        transport: explore.transport,
      }),
      search_parameters: { engine: 'google_trends', ...p, data_type: dataType },
      ...data,
    };
  },
});
