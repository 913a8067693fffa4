/**
 * maps/places: id conversion on the real id pairs, the parser on every real place payload against
 * the values its source project asserts (the *.expected.json sidecars), the request builder, and
 * the replay path end to end for both id forms.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { startReplayApp, type ReplayApp } from '../../../test/helpers/test-app.ts';
import { dataIdToCid, dataIdToPlaceId, placeIdToDataId } from '../../upstreams/google/maps-ids.ts';
import { buildPlaceRequest } from './index.ts';
import { parsePlace } from './parse.ts';

const dir = new URL('./fixtures/', import.meta.url);
const read = (f: string) => readFileSync(new URL(f, dir), 'utf8');

describe('maps place ids', () => {
  // Real pairs: gosom testdata, the dimitryzub blog archive, a SerpApi maps doc copy (notes §3.1).
  const pairs = [
    ['ChIJDdnwdv0y5xQRRytw1ihZQeU', '0x14e732fd76f0d90d:0xe5415928d6702b47', '16519582940102929223'],
    ['ChIJ9Sto4ahZwokRXpWiQYiOOOo', '0x89c259a8e1682bf5:0xea388e8841a2955e', '16877396319438804318'],
    ['ChIJNVsWObd15xQRU3nNQXbKgH4', '0x14e775b739165b35:0x7e80ca7641cd7953', '9115508255056820563'],
  ] as const;
  for (const [placeId, dataId, cid] of pairs) {
    test(`${placeId} ⇄ ${dataId} ⇄ ${cid}`, () => {
      assert.equal(placeIdToDataId(placeId), dataId);
      assert.equal(dataIdToPlaceId(dataId), placeId);
      assert.equal(dataIdToCid(dataId), cid);
    });
  }
  test('other place_id families are not converted', () => {
    assert.equal(placeIdToDataId('EiNLcmFrb3dza2llIFByemVkbWllxZtjaWUsIFdhcnN6YXdh'), undefined);
    assert.equal(placeIdToDataId('ChIJshort'), undefined);
  });
});

describe('maps place parser on real payloads', () => {
  const cases = ['gosom_place_raw_2023_kipriakon', 'gosom_place_raw2_2024_kipriakon_el', 'gosom_place_panic2_2023'];
  for (const name of cases) {
    test(`${name}: the values its source project asserts`, () => {
      const expected = JSON.parse(read(`${name}.expected.json`)) as Record<string, unknown>;
      const place = parsePlace(read(`${name}.json`)).place_results as Record<string, unknown>;
      assert.equal(place.title, expected.title);
      assert.equal(place.rating, expected.rating);
      assert.equal(place.reviews, expected.reviews);
      assert.equal(place.phone, expected.phone);
      assert.equal(place.data_id, expected.data_id);
      assert.equal(place.place_id, expected.place_id);
      assert.equal(place.data_cid, expected.data_cid);
      assert.deepEqual(place.gps_coordinates, { latitude: expected.latitude, longitude: expected.longitude });
      if (expected.category) assert.equal(place.type, expected.category);
      if (expected.categories) assert.deepEqual(place.types, expected.categories);
      for (const key of ['address', 'plus_code', 'price', 'timezone'] as const) if (expected[key]) assert.equal(place[key], expected[key], key);
      if (expected.status) assert.equal(place.open_state, expected.status);
      if (expected.hours === 'none in payload') assert.equal(place.hours, undefined);
      else if (expected.hours) {
        const hours = Object.fromEntries((place.hours as Record<string, string>[]).map((h) => Object.entries(h)[0]!));
        for (const [day, [text]] of Object.entries(expected.hours as Record<string, string[]>)) assert.equal(hours[day.toLowerCase()], text!.replace(/\u202f/g, ' '), day);
      }
      if (expected.website === '') assert.equal(place.website, undefined);
    });
  }

  test('JavaScript escapes left in a capture are undone (the 2024 Greek payload)', () => {
    const place = parsePlace(read('gosom_place_raw2_2024_kipriakon_el.json')).place_results as Record<string, string>;
    assert.ok(!place.thumbnail!.includes('\\u003d'));
    assert.match(place.thumbnail!, /=w408-h408-k-no$/);
  });

  test('the same payload inside a place page (APP_INITIALIZATION_STATE) parses the same', () => {
    // Page wrapper hand-made around the real payload: no full place page capture exists.
    const payload = read('gosom_place_raw_2023_kipriakon.json');
    const page = `<html><script>window.APP_INITIALIZATION_STATE=${JSON.stringify([[1, 2], null, null, [null, 'x', null, null, null, `)]}'\n${payload}`]])};window.APP_FLAGS=[];</script></html>`;
    assert.deepEqual(parsePlace(page), parsePlace(payload));
  });

  test('the real Maps search payload and review fragment are not taken for a place', () => {
    // A list of places (tbm=map search, 2024) and one review (2026): neither is a place payload.
    assert.throws(() => parsePlace(read('gosom_search_tbm_map_coffee_2024.json')), /no place/);
    assert.throws(() => parsePlace(read('gosom_review_native_with_reply_2026.json')), /no place|place payload/);
  });

  test('a payload without a place is an error, not an empty success', () => {
    assert.throws(() => parsePlace(')]}\'\n[null,[],null,null]'), /no place/);
  });
});

describe('maps/places request builder', () => {
  test('data_id → the place preview RPC, gl from country', () => {
    assert.equal(
      buildPlaceRequest({ data_id: '0x89c259a8e1682bf5:0xea388e8841a2955e', country: 'gb' }).url,
      'https://www.google.com/maps/preview/place?authuser=0&hl=en&gl=gb&pb=!1m14!1s0x89c259a8e1682bf5:0xea388e8841a2955e!3m12!1m3!1d1000!2d0!3d0!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!13m1!2b1',
    );
  });
  test('a ChIJ place_id converts to the same request, with no lookup', () => {
    assert.equal(buildPlaceRequest({ place_id: 'ChIJ9Sto4ahZwokRXpWiQYiOOOo' }).url, buildPlaceRequest({ data_id: '0x89c259a8e1682bf5:0xea388e8841a2955e' }).url);
  });
  test('another place_id form loads the place page', () => {
    assert.equal(buildPlaceRequest({ place_id: 'EiNLcmFrb3dza2ll' }).url, 'https://www.google.com/maps/place/?q=place_id:EiNLcmFrb3dza2ll&hl=en&gl=us');
  });
  test('400 for both ids, neither, a malformed data_id or an unknown country', () => {
    assert.throws(() => buildPlaceRequest({ place_id: 'ChIJ9Sto4ahZwokRXpWiQYiOOOo', data_id: '0x1:0x2' }), /either 'place_id' or 'data_id', not both/);
    assert.throws(() => buildPlaceRequest({}), /Send one of 'place_id'/);
    assert.throws(() => buildPlaceRequest({ data_id: '12345' }), /'data_id' must look like/);
    assert.throws(() => buildPlaceRequest({ data_id: '0x1:0x2', country: 'zz' }), /'country' does not accept "zz"/);
  });
});

describe('maps/places end to end through the replay path', () => {
  let app: ReplayApp;
  before(async () => {
    app = await startReplayApp([dir]);
  });
  after(() => app.close());

  test('by data_id', async () => {
    const { key } = await app.createKey(3);
    const res = await app.get('/api/v1/searchengine/maps/places?data_id=0x14e732fd76f0d90d:0xe5415928d6702b47&country=cy', key);
    assert.equal(res.status, 200, res.body.message);
    assert.equal((res.body.data!.place_results as Record<string, unknown>).title, 'Kipriakon');
  });

  test('by place_id, converted without a request', async () => {
    const { key, id } = await app.createKey(3);
    const res = await app.get('/api/v1/searchengine/maps/places?place_id=ChIJNVsWObd15xQRU3nNQXbKgH4', key);
    assert.equal(res.status, 200, res.body.message);
    assert.equal((res.body.data!.place_results as Record<string, unknown>).data_cid, '9115508255056820563');
    assert.deepEqual(app.replay.misses, []);
    assert.equal(await app.balance(id), 2);
  });

  test('both ids: a free 400', async () => {
    const { key, id } = await app.createKey(3);
    const res = await app.get('/api/v1/searchengine/maps/places?place_id=ChIJNVsWObd15xQRU3nNQXbKgH4&data_id=0x1:0x2', key);
    assert.equal(res.status, 400);
    assert.equal(await app.balance(id), 3);
  });
});
