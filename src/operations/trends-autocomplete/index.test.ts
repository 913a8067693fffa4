/**
 * trends/autocomplete: the parser on the real recorded answer, the request builder, and the
 * replay path end to end through the API.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { startReplayApp, type ReplayApp } from '../../../test/helpers/test-app.ts';
import { validateParams } from '../params.ts';
import operation, { parseAutocomplete } from './index.ts';

const dir = new URL('./fixtures/', import.meta.url);

describe('trends/autocomplete', () => {
  test('parses the real recorded answer (pytrends cassette, 2023) into suggestions with topic ids', () => {
    const { suggestions } = parseAutocomplete(readFileSync(new URL('pytrends_autocomplete_pizza.txt', dir), 'utf8'));
    assert.deepEqual(
      suggestions.map((s) => [s.value, s.mid, s.title, s.type]),
      [
        ['/m/0663v', '/m/0663v', 'Pizza', 'Dish'],
        ['/g/11k19hmrkk', '/g/11k19hmrkk', 'Licorice Pizza', '2021 film'],
        ['/m/0rg8s1t', '/m/0rg8s1t', 'Dominos Pizza', 'Topic'],
        ['/m/0dfxdnc', '/m/0dfxdnc', 'Pizza dough', 'Food'],
        ['/g/11hdxfw7c0', '/g/11hdxfw7c0', 'history of pizza', 'Food'],
      ],
    );
    assert.equal(suggestions[0]!.link, '/api/v1/searchengine/trends/search?query=%2Fm%2F0663v');
  });

  test('request: the term in the path (apostrophes dropped, encoded), hl from language', () => {
    const req = (raw: Record<string, string>) => operation.upstream.request(validateParams(operation.params, raw) as never).url;
    assert.equal(req({ query: 'pizza' }), 'https://trends.google.com/trends/api/autocomplete/pizza?hl=en-US&tz=420');
    assert.equal(req({ query: "domino's pizza", language: 'de' }), 'https://trends.google.com/trends/api/autocomplete/dominos%20pizza?hl=de&tz=420');
  });

  test('an HTML answer (a block page) is not taken for suggestions', () => {
    assert.throws(() => parseAutocomplete('<html><title>Error 429 (Too Many Requests)!!1</title></html>'));
  });

  describe('end to end through the replay path', () => {
    let app: ReplayApp;
    before(async () => {
      app = await startReplayApp([dir]);
    });
    after(() => app.close());

    test('GET /trends/autocomplete?query=pizza', async () => {
      const { key } = await app.createKey(2);
      const res = await app.get('/api/v1/searchengine/trends/autocomplete?query=pizza', key);
      assert.equal(res.status, 200, res.body.message);
      assert.equal((res.body.data!.suggestions as unknown[]).length, 5);
      assert.deepEqual(app.replay.misses, []);
    });
  });
});
