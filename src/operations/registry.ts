/**
 * The registry: every operation the API serves, as an explicit list of imports. Routes, the
 * OpenAPI document, docs and the CLI are generated from it; a contract test checks that every
 * operation folder is listed here.
 */
import type { AnyOperation } from './define.ts';
import search from './search/index.ts';
import trendsSearch from './trends-search/index.ts';
import webHtml from './web-html/index.ts';
import webRenderedHtml from './web-rendered-html/index.ts';

export const operations: readonly AnyOperation[] = [webHtml, webRenderedHtml, search, trendsSearch] as unknown as AnyOperation[];

export function findOperation(id: string): AnyOperation | undefined {
  return operations.find((op) => op.id === id);
}
