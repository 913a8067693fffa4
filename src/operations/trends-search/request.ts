/**
 * Request builders of trends/search: the explore call (terms × time × geo, category, property)
 * and the widget-data call for the widget the data type needs. Every documented constraint is
 * checked here with a 400 before anything is fetched (spec §4.5, §8).
 */
import { AppError } from '../../errors.ts';
import type { UpstreamRequest } from '../../upstream/types.ts';
import { trendsRequest, validateTrendsCategory, validateTrendsGeo } from '../../upstreams/google/trends.ts';

export type DataType = 'INTEREST_OVER_TIME' | 'REGION_BREAKDOWN' | 'RELATED_QUERIES' | 'RELATED_TOPICS';

export interface TrendsSearchParams {
  query: string;
  language?: string;
  geo?: string;
  region?: 'COUNTRY' | 'REGION' | 'DMA' | 'CITY';
  data_type?: DataType;
  tz?: number;
  cat?: string;
  gprop?: 'IMAGES' | 'NEWS' | 'SHOPPING' | 'VIDEO_PLATFORM';
  date?: string;
}

/** Our gprop values → Trends' `property` (Shopping is still "froogle" upstream). */
export const GPROP = { IMAGES: 'images', NEWS: 'news', SHOPPING: 'froogle', VIDEO_PLATFORM: 'youtube' } as const;

const PRESET_DATES = ['now 1-H', 'now 4-H', 'now 1-d', 'now 7-d', 'today 1-m', 'today 3-m', 'today 12-m', 'today 5-y', 'all'];
const DAY_RANGE = /^(\d{4}-\d{2}-\d{2}) (\d{4}-\d{2}-\d{2})$/;
const HOUR_RANGE = /^(\d{4}-\d{2}-\d{2})T(\d{2}) (\d{4}-\d{2}-\d{2})T(\d{2})$/;
const WEEK_MS = 7 * 24 * 3600_000;

export function queryTerms(query: string): string[] {
  const terms = query.split(',').map((t) => t.trim()).filter(Boolean);
  if (terms.length === 0) throw new AppError('INVALID_PARAMETER', "Parameter 'query' must hold at least one search term or topic id.");
  if (terms.length > 5) throw new AppError('INVALID_PARAMETER', `Parameter 'query' takes at most 5 comma-separated terms, got ${terms.length}.`);
  const long = terms.find((t) => t.length > 100);
  if (long) throw new AppError('INVALID_PARAMETER', `Each term of 'query' must be at most 100 characters: "${long.slice(0, 30)}…".`);
  return terms;
}

export function validateDate(date: string): string {
  if (PRESET_DATES.includes(date)) return date;
  const day = DAY_RANGE.exec(date);
  const hour = HOUR_RANGE.exec(date);
  const bad = () => new AppError('INVALID_PARAMETER', `Parameter 'date' does not accept "${date}": use one of ${PRESET_DATES.join(', ')}, "yyyy-mm-dd yyyy-mm-dd", or "yyyy-mm-ddThh yyyy-mm-ddThh" (hourly, at most one week).`);
  if (day) {
    const [from, to] = [Date.parse(`${day[1]}T00:00:00Z`), Date.parse(`${day[2]}T00:00:00Z`)];
    if (Number.isNaN(from) || Number.isNaN(to) || from > to || from < Date.parse('2004-01-01T00:00:00Z')) throw bad();
    return date;
  }
  if (hour) {
    const [from, to] = [Date.parse(`${hour[1]}T${hour[2]}:00:00Z`), Date.parse(`${hour[3]}T${hour[4]}:00:00Z`)];
    if (Number.isNaN(from) || Number.isNaN(to) || from >= to) throw bad();
    if (to - from > WEEK_MS) throw new AppError('INVALID_PARAMETER', `Parameter 'date': an hourly range may span at most one week; "${date}" spans ${Math.round((to - from) / 3600_000)} hours.`);
    return date;
  }
  throw bad();
}

export function buildExploreRequest(p: TrendsSearchParams): UpstreamRequest {
  const terms = queryTerms(p.query);
  validateTrendsGeo(p.geo);
  const category = validateTrendsCategory(p.cat);
  const time = validateDate(p.date ?? 'today 12-m');
  if ((p.data_type === 'RELATED_QUERIES' || p.data_type === 'RELATED_TOPICS') && terms.length > 1) {
    throw new AppError('INVALID_PARAMETER', `Parameter 'data_type' ${p.data_type} takes one term; 'query' has ${terms.length}.`);
  }
  if (p.data_type === 'REGION_BREAKDOWN' && p.region === 'DMA' && p.geo && !p.geo.startsWith('US')) {
    throw new AppError('INVALID_PARAMETER', "Parameter 'region' DMA (metro areas) exists only for United States locations.");
  }
  const language = p.language ?? 'en-US';
  const req = {
    comparisonItem: terms.map((keyword) => ({ keyword, time, geo: p.geo ?? '' })),
    category,
    property: p.gprop ? GPROP[p.gprop] : '',
  };
  return trendsRequest('/trends/api/explore', { hl: language, tz: String(p.tz ?? 420), req: JSON.stringify(req) }, language);
}

export interface Widget {
  id: string;
  type: string;
  token: string;
  request: Record<string, unknown>;
}

/** The widget-data call for a widget, sending its request back verbatim (the token is bound to it). */
export function buildWidgetRequest(widget: Widget, p: TrendsSearchParams): UpstreamRequest {
  const kind = WIDGET_KIND[widget.type];
  if (!kind) throw new Error(`no data endpoint for widget type ${widget.type}`);
  const request = { ...widget.request };
  // The only sanctioned edit: the resolution of a by-region map.
  if (kind === 'comparedgeo' && p.region) request.resolution = p.region;
  const language = p.language ?? 'en-US';
  return trendsRequest(`/trends/api/widgetdata/${kind}`, { hl: language, tz: String(p.tz ?? 420), req: JSON.stringify(request), token: widget.token }, language);
}

export const WIDGET_KIND: Record<string, string> = {
  fe_line_chart: 'multiline',
  fe_multi_range_chart: 'multirange',
  fe_geo_chart_explore: 'comparedgeo',
  fe_multi_heat_map: 'comparedgeo',
  fe_related_searches: 'relatedsearches',
};
