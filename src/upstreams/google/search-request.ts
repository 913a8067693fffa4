/**
 * The pure request builder of the search family: validated parameters → the exact Google URL and
 * headers. Mapping per notes/serp.md §3 (checked 2026-11): query→q, zero-based page→start,
 * country→gl, language→hl, domain→host, location→uule, vertical tabs by `udm` (videos 7, shopping
 * 28, short videos 39, AI mode 50; the 2024–2026 tab links in the fixtures). The light layout
 * uses /wml/search with a feature-phone profile, the endpoint that still answered plain clients
 * in 2026-08 (SearXNG #6546), given a browser-like TLS fingerprint.
 */
import { AppError } from '../../errors.ts';
import type { UpstreamRequest } from '../../upstream/types.ts';
import { validateLocale } from './reference.ts';
import { encodeUule } from './uule.ts';
import { headersFor, type ClientProfile } from './profiles.ts';

export type SearchVertical = 'web' | 'mobile' | 'light' | 'videos' | 'shorts' | 'shopping' | 'ai_mode';

export interface SearchRequestParams {
  query: string;
  page?: number;
  start?: number;
  country?: string;
  domain?: string;
  language?: string;
  lr?: string;
  cr?: string;
  uule?: string;
  location?: string;
  ludocid?: string;
  lsig?: string;
  kgmid?: string;
  si?: string;
  ibp?: string;
  uds?: string;
  tbs?: string;
  safe?: 'ACTIVE' | 'OFF';
  nfpr?: 'INCLUDE_CORRECTED_RESULTS' | 'EXCLUDE_CORRECTED_RESULTS';
  filter?: 'DISABLED' | 'ENABLED';
  result_time?: string;
  shoprs?: string;
}

const VERTICAL = {
  web: { path: '/search', udm: undefined, perPage: 10, profile: 'desktop' },
  mobile: { path: '/search', udm: undefined, perPage: 10, profile: 'mobile' },
  light: { path: '/wml/search', udm: undefined, perPage: 10, profile: 'light' },
  videos: { path: '/search', udm: '7', perPage: 10, profile: 'desktop' },
  shorts: { path: '/search', udm: '39', perPage: 12, profile: 'desktop' },
  shopping: { path: '/search', udm: '28', perPage: 40, profile: 'desktop' },
  ai_mode: { path: '/search', udm: '50', perPage: 0, profile: 'desktop' },
} as const satisfies Record<SearchVertical, { path: string; udm: string | undefined; perPage: number; profile: ClientProfile }>;

/** Results per page of a vertical (the `start` step). */
export function resultsPerPage(vertical: SearchVertical): number {
  return VERTICAL[vertical].perPage;
}

export function buildSearchRequest(vertical: SearchVertical, p: SearchRequestParams): UpstreamRequest {
  const v = VERTICAL[vertical];
  const { host } = validateLocale(p);
  if (p.uule && p.location) {
    throw new AppError('INVALID_PARAMETER', "Parameters 'uule' and 'location' cannot be combined: 'location' is encoded into uule.");
  }
  const q = new URLSearchParams();
  q.set('q', p.query);
  if (v.udm) q.set('udm', v.udm);
  if (p.language) q.set('hl', p.language);
  if (p.country) q.set('gl', p.country);
  if (p.lr) q.set('lr', p.lr);
  if (p.cr) q.set('cr', p.cr);
  const uule = p.uule ?? (p.location ? encodeUule(p.location) : undefined);
  if (uule) q.set('uule', uule);
  for (const key of ['ludocid', 'lsig', 'kgmid', 'si', 'ibp', 'uds', 'shoprs'] as const) {
    if (p[key]) q.set(key, p[key]);
  }
  const tbs = [p.tbs, p.result_time].filter(Boolean).join(',');
  if (tbs) q.set('tbs', tbs);
  if (p.safe) q.set('safe', p.safe === 'ACTIVE' ? 'active' : 'off');
  if (p.nfpr === 'EXCLUDE_CORRECTED_RESULTS') q.set('nfpr', '1');
  if (p.filter) q.set('filter', p.filter === 'DISABLED' ? '0' : '1');
  const start = p.start ?? (p.page ? p.page * v.perPage : 0);
  if (start > 0) q.set('start', String(start));
  if (vertical === 'light') {
    q.set('ie', 'utf8');
    q.set('oe', 'utf8');
  }
  return { url: `https://${host}${v.path}?${q.toString()}`, headers: headersFor(v.profile, p.language), profile: v.profile };
}
