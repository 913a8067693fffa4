/**
 * A search-engine result page operation: the shared request builder for its vertical and the
 * shared SERP parser with the blocks it returns, links pointing back at the operation itself.
 * Each web-search and vertical operation folder declares only what differs: parameters,
 * transports, price, which blocks and which list must not come back empty (drift check).
 */
import type { TObject } from '@sinclair/typebox';
import { buildSearchRequest, type SearchRequestParams, type SearchVertical } from '../upstreams/google/search-request.ts';
import { parseSerp, type BlockName } from '../upstreams/google/serp/parse-serp.ts';
import { defineUpstreamOperation, type UpstreamOperation, type UpstreamOperationSpec } from './upstream-operation.ts';

export interface SerpOperationSpec<P extends TObject> extends Omit<UpstreamOperationSpec<P>, 'request' | 'parse'> {
  vertical: SearchVertical;
  /** Blocks to parse (default: every block of the web result page). */
  blocks?: BlockName[];
  /** The list whose emptiness on a page with results is parser drift (default organic_results). */
  primary?: string;
}

export function defineSerpOperation<P extends TObject>(spec: SerpOperationSpec<P>): UpstreamOperation<P> {
  const { vertical, blocks, primary, ...rest } = spec;
  return defineUpstreamOperation<P>({
    ...rest,
    request: (p) => buildSearchRequest(vertical, p as unknown as SearchRequestParams),
    parse: (page, p) => parseSerp(page.html, page.url, { operationPath: spec.path, params: p as Record<string, unknown>, blocks, primary }),
  });
}
