/**
 * What we know about Google Trends (notes/trends-scholar-maps.md §1, as of 2026-08): its JSON
 * endpoints answer behind an anti-XSSI prefix; interest data takes two steps — `explore` hands
 * out widgets, each with a request object and a token bound to it, then `widgetdata/<kind>` is
 * called with exactly that request and token; a cookie-less client is answered 429 until it has
 * visited the site once (NID cookie), which warmUpRequest does.
 */
import { readFileSync } from 'node:fs';
import { AppError } from '../../errors.ts';
import type { UpstreamRequest } from '../../upstream/types.ts';
import { headersFor } from './profiles.ts';

export const TRENDS_ORIGIN = 'https://trends.google.com';

/** Parses a Trends JSON answer: drops the `)]}'` / `)]}',` prefix, or anything before the JSON. */
export function parseTrendsJson<T = unknown>(body: string): T {
  const start = body.search(/[[{]/);
  if (start < 0) throw new Error('no JSON in the answer');
  return JSON.parse(body.slice(start)) as T;
}

function jsonHeaders(language: string): Record<string, string> {
  return { ...headersFor('desktop', language), accept: 'application/json, text/plain, */*', referer: `${TRENDS_ORIGIN}/trends/explore` };
}

/** The visit that earns the NID cookie a fresh client needs before Trends answers it. */
export function warmUpRequest(language = 'en-US'): UpstreamRequest {
  return { url: `${TRENDS_ORIGIN}/trends/explore?geo=US&hl=${encodeURIComponent(language)}`, headers: headersFor('desktop', language), profile: 'desktop' };
}

export function trendsRequest(path: string, query: Record<string, string>, language: string): UpstreamRequest {
  return { url: `${TRENDS_ORIGIN}${path}?${new URLSearchParams(query).toString()}`, headers: jsonHeaders(language), profile: 'desktop' };
}

interface ReferenceItems<T> {
  items: T[];
}
const load = <T>(file: string) => (JSON.parse(readFileSync(new URL(`./reference-data/${file}`, import.meta.url), 'utf8')) as ReferenceItems<T>).items;
const trendsGeos = new Set(load<string | { geo?: string; value?: string }>('google-trends-geo.json').map((g) => (typeof g === 'string' ? g : (g.geo ?? g.value ?? ''))));
const trendsCategories = new Map(load<{ id: number | string; name: string }>('google-trends-categories.json').map((c) => [String(c.id), c.name]));

export function validateTrendsGeo(geo: string | undefined, name = 'geo'): void {
  if (geo && !trendsGeos.has(geo)) {
    const near = [...trendsGeos].filter((g) => g.startsWith(geo.slice(0, 2).toUpperCase())).slice(0, 6);
    throw new AppError('INVALID_PARAMETER', `Parameter '${name}' does not accept "${geo}": use a Trends location code such as US, US-NY or GB-ENG.${near.length ? ` Close matches: ${near.join(', ')}.` : ''}`);
  }
}

export function validateTrendsCategory(cat: string | undefined): number {
  if (cat === undefined || cat === '' || cat === '0') return 0;
  if (!trendsCategories.has(cat)) throw new AppError('INVALID_PARAMETER', `Parameter 'cat' does not accept "${cat}": use a Trends category id (0 for all categories), e.g. 71 for Food & Drink.`);
  return Number(cat);
}
