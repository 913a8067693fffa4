/**
 * Trending now: the TrendsUi batchexecute RPC `i0OFE` (POST, form-encoded `f.req`), which
 * replaced the retired dailytrends/realtimetrends endpoints in 2025, and the RSS feed as the
 * fallback (notes/trends-scholar-maps.md §1.4).
 */
import type { UpstreamRequest } from '../../upstream/types.ts';
import { headersFor } from '../../upstreams/google/profiles.ts';
import { TRENDS_ORIGIN } from '../../upstreams/google/trends.ts';

export const HOURS = { PAST_4_HOURS: 4, PAST_24_HOURS: 24, PAST_48_HOURS: 48, PAST_7_DAYS: 168 } as const;
export type Hours = keyof typeof HOURS;

export interface TrendingNowParams {
  geo: string;
  hours?: Hours;
  language?: string;
}

export function buildTrendingNowRequest(p: TrendingNowParams): UpstreamRequest {
  const language = p.language ?? 'en';
  const inner = JSON.stringify([null, null, p.geo, 0, language, HOURS[p.hours ?? 'PAST_24_HOURS'], 1]);
  const fReq = JSON.stringify([[['i0OFE', inner, null, 'generic']]]);
  return {
    method: 'POST',
    url: `${TRENDS_ORIGIN}/_/TrendsUi/data/batchexecute?${new URLSearchParams({ rpcids: 'i0OFE', 'source-path': '/trending', hl: language })}`,
    body: new URLSearchParams({ 'f.req': fReq }).toString(),
    headers: { ...headersFor('desktop', language), 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', origin: TRENDS_ORIGIN, referer: `${TRENDS_ORIGIN}/trending?geo=${p.geo}` },
    profile: 'desktop',
  };
}

export function buildTrendingRssRequest(p: TrendingNowParams): UpstreamRequest {
  return {
    url: `${TRENDS_ORIGIN}/trending/rss?${new URLSearchParams({ geo: p.geo })}`,
    headers: { ...headersFor('desktop', p.language ?? 'en'), accept: 'application/rss+xml, application/xml;q=0.9, */*;q=0.8' },
    profile: 'desktop',
  };
}
