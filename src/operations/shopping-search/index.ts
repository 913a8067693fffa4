/**
 * GET /api/v1/searchengine/shopping/search — Google Shopping (udm=28): shopping_results
 * (title, product_id, link, product_link, source, price, extracted_price, old_price, rating,
 * reviews, delivery, thumbnail) and filters whose options carry the `shoprs` token and a ready
 * link to this operation for the filtered search. Google answers this tab to real browsers
 * only (a JavaScript wall otherwise, seen 2026-07): Chromium first.
 */
import { Type } from '@sinclair/typebox';
import { commonParams } from '../params.ts';
import { pickSearchParams } from '../search-params.ts';
import { defineSerpOperation } from '../serp-operation.ts';

export const shoppingSearchParams = Type.Object(
  {
    ...pickSearchParams(['query', 'page', 'html', 'country', 'domain', 'language', 'lr', 'shoprs', 'uule', 'tbs', 'safe', 'nfpr']),
    ...commonParams,
  },
  { additionalProperties: false },
);

export default defineSerpOperation({
  id: 'shoppingSearch',
  path: 'searchengine/shopping/search',
  tag: 'Search',
  summary: 'Shopping search',
  description: 'Google Shopping results in SerpApi\'s field names: shopping_results and filters (each option with its shoprs token and a serpapi_link to this operation with that filter applied), pagination.',
  example: { query: 'drawing tablet' },
  cost: 2,
  params: shoppingSearchParams,
  transports: ['browser', 'impit'],
  vertical: 'shopping',
  blocks: ['shopping'],
  primary: 'shopping_results',
});
