/**
 * GET /api/v1/searchengine/maps/places — a place's details (title, ids, address, phone, website,
 * rating, reviews, categories, coordinates, hours, price, description, thumbnail) by `place_id`
 * or `data_id`. A `ChIJ…` place_id converts to the data_id without a request; the place preview
 * RPC then answers the payload the place page embeds. Other place_id forms load the place page.
 */
import { Type } from '@sinclair/typebox';
import { AppError } from '../../errors.ts';
import type { UpstreamRequest } from '../../upstream/types.ts';
import { isDataId, placeIdToDataId } from '../../upstreams/google/maps-ids.ts';
import { headersFor } from '../../upstreams/google/profiles.ts';
import { validateLocale } from '../../upstreams/google/reference.ts';
import { commonParams } from '../params.ts';
import { defineUpstreamOperation } from '../upstream-operation.ts';
import { parsePlace } from './parse.ts';

export interface PlaceParams {
  place_id?: string;
  data_id?: string;
  country?: string;
}

export function buildPlaceRequest(p: PlaceParams): UpstreamRequest {
  if (!p.place_id === !p.data_id) {
    throw new AppError('INVALID_PARAMETER', p.place_id ? "Send either 'place_id' or 'data_id', not both." : "Send one of 'place_id' (e.g. ChIJ9Sto4ahZwokRXpWiQYiOOOo) or 'data_id' (e.g. 0x89c259a8e1682bf5:0xea388e8841a2955e).");
  }
  if (p.data_id && !isDataId(p.data_id)) throw new AppError('INVALID_PARAMETER', `Parameter 'data_id' must look like 0x89c259a8e1682bf5:0xea388e8841a2955e, got "${p.data_id}".`);
  const country = p.country ?? 'us';
  validateLocale({ country });
  const dataId = p.data_id ?? placeIdToDataId(p.place_id!);
  if (!dataId) {
    // Not a ChIJ id: no offline conversion; the place page resolves it.
    return { url: `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(p.place_id!)}&hl=en&gl=${country}`, headers: headersFor('desktop', 'en'), profile: 'desktop' };
  }
  const pb = `!1m14!1s${dataId}!3m12!1m3!1d1000!2d0!3d0!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!13m1!2b1`;
  return { url: `https://www.google.com/maps/preview/place?authuser=0&hl=en&gl=${country}&pb=${pb}`, headers: headersFor('desktop', 'en'), profile: 'desktop' };
}

export default defineUpstreamOperation({
  id: 'mapsPlaces',
  path: 'searchengine/maps/places',
  tag: 'Maps',
  summary: 'Place details',
  description: 'Google Maps place details by place_id or data_id (exactly one): place_results with title, place_id, data_id, data_cid, address, phone, website, rating, reviews, type/types, gps_coordinates, hours, price, description, thumbnail.',
  example: { place_id: 'ChIJ9Sto4ahZwokRXpWiQYiOOOo' },
  cost: 1,
  params: Type.Object(
    {
      place_id: Type.Optional(Type.String({ minLength: 5, maxLength: 512, description: 'Place id, e.g. ChIJ9Sto4ahZwokRXpWiQYiOOOo.' })),
      data_id: Type.Optional(Type.String({ minLength: 5, maxLength: 64, description: 'Maps data id, e.g. 0x89c259a8e1682bf5:0xea388e8841a2955e.' })),
      country: Type.Optional(Type.String({ pattern: '^[a-z]{2}$', default: 'us', description: 'Two-letter country code (gl).' })),
      ...commonParams,
    },
    { additionalProperties: false },
  ),
  transports: ['impit', 'http', 'browser'],
  request: (p) => buildPlaceRequest(p),
  parse: (page) => parsePlace(page.html),
});
