/**
 * gleaner/client — a small typed client for the HTTP API. Parameter types come from the
 * operations' own schemas (type-only imports: nothing of the server is loaded at run time);
 * each method answers the envelope's `data`, typed for the operations users call most; any
 * error envelope is thrown as a GleanerError carrying it. The id → path table is checked
 * against /openapi.json by test/client.test.ts.
 */
import type { Static, TSchema } from '@sinclair/typebox';

type Params<O> = O extends { params: infer P extends TSchema } ? Static<P> : never;

interface OperationTypes {
  html: typeof import('../operations/web-html/index.ts').default;
  renderedHtml: typeof import('../operations/web-rendered-html/index.ts').default;
  markdown: typeof import('../operations/web-markdown/index.ts').default;
  search: typeof import('../operations/search/index.ts').default;
  searchMobile: typeof import('../operations/search-mobile/index.ts').default;
  searchLight: typeof import('../operations/search-light/index.ts').default;
  videosSearch: typeof import('../operations/videos-search/index.ts').default;
  shortsSearch: typeof import('../operations/shorts-search/index.ts').default;
  shoppingSearch: typeof import('../operations/shopping-search/index.ts').default;
  aiMode: typeof import('../operations/ai-mode/index.ts').default;
  TrendsTrendingNow: typeof import('../operations/trends-trending-now/index.ts').default;
  TrendsSearch: typeof import('../operations/trends-search/index.ts').default;
  TrendsAutocomplete: typeof import('../operations/trends-autocomplete/index.ts').default;
  scholarAuthor: typeof import('../operations/scholar-author/index.ts').default;
  scholarProfiles: typeof import('../operations/scholar-profiles/index.ts').default;
  mapsPlaces: typeof import('../operations/maps-places/index.ts').default;
}

export type OperationId = keyof OperationTypes;

/** Each operation's path under /api/v1 (checked against /openapi.json by the tests). */
export const OPERATION_PATHS: Record<OperationId, string> = {
  html: 'web/html',
  renderedHtml: 'web/rendered-html',
  markdown: 'web/markdown',
  search: 'searchengine/search',
  searchMobile: 'searchengine/search/mobile',
  searchLight: 'searchengine/search/light',
  videosSearch: 'searchengine/videos/search',
  shortsSearch: 'searchengine/shorts/search',
  shoppingSearch: 'searchengine/shopping/search',
  aiMode: 'searchengine/ai-mode',
  TrendsTrendingNow: 'searchengine/trends/trending-now',
  TrendsSearch: 'searchengine/trends/search',
  TrendsAutocomplete: 'searchengine/trends/autocomplete',
  scholarAuthor: 'searchengine/scholar/author',
  scholarProfiles: 'searchengine/scholar/profiles',
  mapsPlaces: 'searchengine/maps/places',
};

interface Common {
  cached: boolean;
  cached_at?: string;
}

export interface CrawlData extends Common {
  url: string;
  final_url: string;
  status_code: number | null;
  ok: boolean;
  note?: string;
  elapsed_ms: number;
}

export interface HtmlData extends CrawlData {
  html: string;
  content_type: string | null;
  charset: string;
  redirects: { url: string; status_code: number }[];
}

export interface MarkdownData extends CrawlData {
  markdown: string;
  rendered: boolean;
  include?: 'main' | 'full';
  images?: 'keep' | 'none';
  /** Echoed when asked: the element waited for, and whether it appeared. */
  wait_for?: string;
  wait_for_found?: boolean;
  /** Echoed when asked: the reader's selectors, and how many elements `select` matched. */
  select?: string;
  selected?: number;
  remove?: string;
  /** With links=all: every link on the page, in page order, each web address once. */
  links?: { url: string; text: string; rel?: string }[];
  content_type: string | null;
  metadata: { title?: string; description?: string; author?: string; published_date?: string; modified_date?: string; language?: string; canonical_url?: string; site_name?: string; image?: string; pages?: number };
}

export interface OrganicResult {
  position: number;
  title: string;
  link: string;
  displayed_link?: string;
  source?: string;
  snippet?: string;
  snippet_highlighted_words?: string[];
  date?: string;
  favicon?: string;
  thumbnail?: string;
  sitelinks?: { inline?: { title: string; link: string }[]; expanded?: { title: string; link: string; snippet?: string }[] };
  [field: string]: unknown;
}

export interface SearchData extends Common {
  search_metadata: { id: string; status: string; google_url: string; transport?: string; total_time_taken: number; [field: string]: unknown };
  search_parameters: Record<string, unknown>;
  search_information: { query_displayed?: string; total_results?: number; time_taken_displayed?: number; organic_results_state: string; [field: string]: unknown };
  organic_results: OrganicResult[];
  pagination?: { current: number; next?: string; other_pages?: Record<string, string> };
  serpapi_pagination?: { current: number; next?: string; other_pages?: Record<string, string> };
  [block: string]: unknown;
}

interface DataTypes {
  html: HtmlData;
  renderedHtml: HtmlData & { title: string | null; rendered_by: string };
  markdown: MarkdownData;
  search: SearchData;
  searchMobile: SearchData;
  searchLight: SearchData;
}

export type DataOf<K extends OperationId> = K extends keyof DataTypes ? DataTypes[K] : Common & Record<string, unknown>;

/** The API's error envelope, thrown. */
export class GleanerError extends Error {
  override name = 'GleanerError';
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  constructor(envelope: { code: number; error?: string; message: string; requestId?: string }) {
    super(envelope.message);
    this.status = envelope.code;
    this.code = envelope.error ?? 'UNKNOWN';
    this.requestId = envelope.requestId;
  }
}

export interface ClientOptions {
  /** e.g. http://localhost:8080 */
  baseUrl: string;
  apiKey: string;
  /** Injected fetch (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
}

export type GleanerClient = { [K in OperationId]: (params: Params<OperationTypes[K]>, init?: { signal?: AbortSignal }) => Promise<DataOf<K>> };

export function createClient(options: ClientOptions): GleanerClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const call = async (id: OperationId, params: Record<string, unknown>, init?: { signal?: AbortSignal }) => {
    const qs = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await doFetch(`${base}/api/v1/${OPERATION_PATHS[id]}?${qs}`, { headers: { 'x-api-key': options.apiKey, accept: 'application/json' }, signal: init?.signal });
    const body = (await res.json().catch(() => ({ code: res.status, message: `HTTP ${res.status} with a body that is not JSON` }))) as { code: number; message: string; data?: unknown; error?: string; requestId?: string };
    if (!res.ok || body.code !== 200) throw new GleanerError(body);
    return body.data;
  };
  return Object.fromEntries((Object.keys(OPERATION_PATHS) as OperationId[]).map((id) => [id, (params: Record<string, unknown>, init?: { signal?: AbortSignal }) => call(id, params, init)])) as unknown as GleanerClient;
}
