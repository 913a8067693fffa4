/**
 * The registry: every operation the API serves, as an explicit list of imports. Routes, the
 * OpenAPI document, docs and the CLI are generated from it; a contract test checks that every
 * operation folder is listed here.
 */
import type { AnyOperation } from './define.ts';
import aiMode from './ai-mode/index.ts';
import mapsPlaces from './maps-places/index.ts';
import scholarAuthor from './scholar-author/index.ts';
import scholarProfiles from './scholar-profiles/index.ts';
import search from './search/index.ts';
import searchLight from './search-light/index.ts';
import searchMobile from './search-mobile/index.ts';
import shoppingSearch from './shopping-search/index.ts';
import shortsSearch from './shorts-search/index.ts';
import trendsAutocomplete from './trends-autocomplete/index.ts';
import trendsSearch from './trends-search/index.ts';
import trendsTrendingNow from './trends-trending-now/index.ts';
import videosSearch from './videos-search/index.ts';
import webHtml from './web-html/index.ts';
import webMarkdown from './web-markdown/index.ts';
import webRenderedHtml from './web-rendered-html/index.ts';

export const operations: readonly AnyOperation[] = [webHtml, webRenderedHtml, webMarkdown, search, searchMobile, searchLight, videosSearch, shortsSearch, shoppingSearch, aiMode, trendsTrendingNow, trendsSearch, trendsAutocomplete, scholarAuthor, scholarProfiles, mapsPlaces] as unknown as AnyOperation[];

export function findOperation(id: string): AnyOperation | undefined {
  return operations.find((op) => op.id === id);
}
