/**
 * Parsers of trending now: the batchexecute envelope (`)]}'`, frames, the `wrb.fr` frame holding
 * the RPC's payload as a JSON string; chunked `rt=c` framing too) and the i0OFE row layout; and
 * the RSS fallback. Row indexes per the consensus of maintained clients, 2025–26
 * (notes/trends-scholar-maps.md §1.4).
 */
import { readFileSync } from 'node:fs';
import * as cheerio from 'cheerio';

const reference = JSON.parse(readFileSync(new URL('../../upstreams/google/reference-data/google-trends-trending-now.json', import.meta.url), 'utf8')) as {
  category_id: { id: number; name: string }[];
  geo: string[];
};
export const CATEGORIES = new Map(reference.category_id.map((c) => [c.id, c.name]));
export const TRENDING_GEOS = new Set(reference.geo);

export function parseBatchexecute(body: string, rpcId: string): unknown {
  const text = body.replace(/^\)\]\}'\s*/, '');
  const candidates: unknown[] = [];
  try {
    candidates.push(JSON.parse(text));
  } catch {
    // Chunked framing: length lines between JSON lines.
    for (const line of text.split('\n')) if (line.startsWith('[')) candidates.push(JSON.parse(line));
  }
  for (const frames of candidates) {
    if (!Array.isArray(frames)) continue;
    for (const frame of frames as unknown[][]) {
      if (Array.isArray(frame) && frame[0] === 'wrb.fr' && frame[1] === rpcId) {
        if (typeof frame[2] !== 'string') throw new Error(`the ${rpcId} frame carries no payload (the RPC failed upstream)`);
        return JSON.parse(frame[2]);
      }
    }
  }
  throw new Error(`no ${rpcId} frame in the answer`);
}

type Row = [string, unknown, string, [number] | null, [number] | null, unknown, number | null, unknown, number | null, string[] | null, number[] | null, unknown, string | null];

export function parseTrendingRows(body: string) {
  const payload = parseBatchexecute(body, 'i0OFE') as [unknown, Row[] | null];
  const rows = payload?.[1];
  if (!Array.isArray(rows)) throw new Error('the i0OFE payload has no rows');
  return rows.map((r) => {
    const end = r[4]?.[0];
    return {
      query: r[0],
      start_timestamp: r[3]?.[0] ?? null,
      ...(end ? { end_timestamp: end } : {}),
      active: !end,
      search_volume: r[6] ?? null,
      increase_percentage: r[8] ?? null,
      categories: (r[10] ?? []).map((id) => ({ id, name: CATEGORIES.get(id) ?? `category ${id}` })),
      trend_breakdown: r[9] ?? [],
    };
  });
}

export function parseTrendingRss(body: string) {
  const $ = cheerio.load(body, { xml: true });
  const items = $('item')
    .map((_, el) => {
      const item = $(el);
      const traffic = item.find('ht\\:approx_traffic').first().text().trim();
      const published = Date.parse(item.find('pubDate').first().text());
      return {
        query: item.find('title').first().text().trim(),
        start_timestamp: Number.isNaN(published) ? null : Math.floor(published / 1000),
        search_volume: traffic ? Number(traffic.replace(/[^\d]/g, '')) * (/K\+?$/i.test(traffic) ? 1000 : /M\+?$/i.test(traffic) ? 1_000_000 : 1) : null,
        approx_traffic: traffic || null,
        news: item
          .find('ht\\:news_item')
          .map((_i, n) => ({
            title: $(n).find('ht\\:news_item_title').text().trim(),
            link: $(n).find('ht\\:news_item_url').text().trim(),
            source: $(n).find('ht\\:news_item_source').text().trim(),
            thumbnail: $(n).find('ht\\:news_item_picture').text().trim() || undefined,
          }))
          .get(),
      };
    })
    .get();
  if (items.length === 0 && !/<rss[\s>]/.test(body)) throw new Error('not an RSS feed');
  return items;
}
