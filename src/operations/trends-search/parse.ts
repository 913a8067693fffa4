/**
 * Parsers of trends/search: the explore answer (which widget holds the data asked for) and the
 * widget data, in SerpApi's shapes — interest_over_time.timeline_data, interest_by_region (one
 * term), compared_breakdown_by_region (several).
 */
import { parseTrendsJson } from '../../upstreams/google/trends.ts';
import type { DataType, Widget } from './request.ts';

const WIDGET_IDS: Record<DataType, (terms: number) => string[]> = {
  INTEREST_OVER_TIME: () => ['TIMESERIES'],
  REGION_BREAKDOWN: (terms) => (terms > 1 ? ['GEO_MAP'] : ['GEO_MAP', 'GEO_MAP_0']),
  RELATED_QUERIES: () => ['RELATED_QUERIES', 'RELATED_QUERIES_0'],
  RELATED_TOPICS: () => ['RELATED_TOPICS', 'RELATED_TOPICS_0'],
};

export function pickWidget(exploreBody: string, dataType: DataType, terms: number): Widget {
  const { widgets } = parseTrendsJson<{ widgets?: Widget[] }>(exploreBody);
  if (!Array.isArray(widgets)) throw new Error('the explore answer has no widgets');
  const wanted = WIDGET_IDS[dataType](terms);
  const widget = wanted.map((id) => widgets.find((w) => w.id === id && w.token)).find(Boolean);
  if (!widget) throw new Error(`the explore answer has no ${wanted.join('/')} widget (got ${widgets.map((w) => w.id).join(', ')})`);
  return widget;
}

interface TimelinePoint {
  time: string;
  formattedTime: string;
  value: number[];
  formattedValue: string[];
  hasData?: boolean[];
  isPartial?: boolean;
}
interface RangePoint {
  columnData: { time: string; formattedTime: string; value: number; formattedValue: string; isPartial?: boolean }[];
}

export function parseInterestOverTime(body: string, terms: string[]) {
  const { default: d } = parseTrendsJson<{ default: { timelineData: (TimelinePoint | RangePoint)[]; averages?: number[] } }>(body);
  const timeline_data = d.timelineData.map((point) => {
    if ('columnData' in point) {
      // Multi-range: each term has its own period; the row is dated by the first.
      const first = point.columnData[0]!;
      return {
        date: first.formattedTime,
        timestamp: first.time,
        values: point.columnData.map((c, i) => ({ query: terms[i] ?? `term ${i + 1}`, date: c.formattedTime, value: c.formattedValue, extracted_value: c.value })),
        ...(point.columnData.some((c) => c.isPartial) ? { partial_data: true } : {}),
      };
    }
    return {
      date: point.formattedTime,
      timestamp: point.time,
      values: point.value.map((v, i) => ({ query: terms[i] ?? `term ${i + 1}`, value: point.formattedValue[i] ?? String(v), extracted_value: v })),
      ...(point.isPartial ? { partial_data: true } : {}),
    };
  });
  return {
    interest_over_time: {
      timeline_data,
      ...(d.averages?.length ? { averages: d.averages.map((value, i) => ({ query: terms[i] ?? `term ${i + 1}`, value })) } : {}),
    },
  };
}

interface GeoRow {
  geoCode?: string;
  geoName: string;
  coordinates?: { lat: number; lng: number };
  value: number[];
  formattedValue: string[];
  maxValueIndex: number;
  hasData: boolean[];
}

export function parseRegionBreakdown(body: string, terms: string[]) {
  const { default: d } = parseTrendsJson<{ default: { geoMapData: GeoRow[] } }>(body);
  const rows = d.geoMapData.filter((r) => r.hasData.some(Boolean));
  const place = (r: GeoRow) => ({ ...(r.geoCode ? { geo: r.geoCode } : {}), location: r.geoName, ...(r.coordinates ? { coordinates: r.coordinates } : {}), max_value_index: r.maxValueIndex });
  if (terms.length === 1) {
    return { interest_by_region: rows.map((r) => ({ ...place(r), value: r.formattedValue[0] ?? String(r.value[0]), extracted_value: r.value[0] ?? 0 })) };
  }
  return {
    compared_breakdown_by_region: rows.map((r) => ({
      ...place(r),
      values: r.value.map((v, i) => ({ query: terms[i] ?? `term ${i + 1}`, value: r.formattedValue[i] ?? String(v), extracted_value: v })),
    })),
  };
}

interface RankedKeyword {
  query?: string;
  topic?: { mid: string; title: string; type: string };
  value: number;
  formattedValue: string;
  link?: string;
}

/** Related queries or topics: rankedList[0] is "top", rankedList[1] "rising" (values like "+250%" or "Breakout"). */
export function parseRelated(body: string, dataType: 'RELATED_QUERIES' | 'RELATED_TOPICS', geo?: string) {
  const { default: d } = parseTrendsJson<{ default: { rankedList: { rankedKeyword: RankedKeyword[] }[] } }>(body);
  const link = (q: string) => `/api/v1/searchengine/trends/search?${new URLSearchParams({ query: q, ...(geo ? { geo } : {}) })}`;
  const list = (i: number) =>
    (d.rankedList[i]?.rankedKeyword ?? []).map((k) =>
      k.topic
        ? { topic: { value: k.topic.mid, title: k.topic.title, type: k.topic.type }, value: k.formattedValue, extracted_value: k.value, link: link(k.topic.mid) }
        : { query: k.query ?? '', value: k.formattedValue, extracted_value: k.value, link: link(k.query ?? '') },
    );
  const key = dataType === 'RELATED_QUERIES' ? 'related_queries' : 'related_topics';
  return { [key]: { top: list(0), rising: list(1) } };
}
