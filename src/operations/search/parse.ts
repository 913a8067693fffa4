/**
 * The desktop result page → search_information, every SERP block and pagination, via the shared
 * Google SERP parser (upstreams/google/serp/); this operation's links point back at itself.
 */
import { parseSerp } from '../../upstreams/google/serp/parse-serp.ts';
import type { UpstreamPage } from '../upstream-operation.ts';

export function parseDesktopSearch(page: UpstreamPage, params: Record<string, unknown> = {}): Record<string, unknown> {
  return parseSerp(page.html, page.url, { operationPath: 'searchengine/search', params });
}
