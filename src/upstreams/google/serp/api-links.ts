/**
 * Links back into our own API, under SerpApi's names (`serpapi_link`, `serpapi_pagination`) so
 * that client code written for it follows them unchanged: a related search or question becomes
 * the same operation with that query (locale kept), a result page the same request with `page`.
 */
export interface ApiLinks {
  searchLink(query: string): string;
  /** `page` is zero-based, as in our API. */
  pageLink(page: number): string;
  /** The same operation for another query with extra parameters (a shopping filter's shoprs). */
  filteredLink(query: string, extra: Record<string, string>): string;
}

/** Parameters that describe the query's locale and filters and so carry over to a new query. */
const KEPT_FOR_NEW_QUERY = ['language', 'lr', 'domain', 'country', 'cr', 'uule', 'location', 'safe', 'nfpr', 'filter', 'tbs'];

export function apiLinks(operationPath: string, params: Record<string, unknown>): ApiLinks {
  const base = `/api/v1/${operationPath}`;
  const encode = (entries: [string, unknown][]) =>
    `${base}?${new URLSearchParams(entries.filter(([, v]) => v !== undefined && v !== '' && v !== false).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
  return {
    searchLink: (query) => encode([['query', query], ...KEPT_FOR_NEW_QUERY.map((k): [string, unknown] => [k, params[k]])]),
    filteredLink: (query, extra) => encode([['query', query], ...KEPT_FOR_NEW_QUERY.map((k): [string, unknown] => [k, params[k]]), ...Object.entries(extra)]),
    pageLink: (page) =>
      encode(Object.entries({ ...params, page: page === 0 ? undefined : page, html: undefined, no_cache: undefined, start: undefined })),
  };
}
