/**
 * The structural organic-result parser across layouts, on real captures: the 2026 desktop pages
 * (also run end to end in test/upstream.test.ts) and the basic no-JS layout (2023), which has no
 * <cite> but an address line of its own. Fuller expected outputs per page belong to issue 6.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseDesktopSearch } from './parse.ts';

const page = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

test('basic (no-JS) layout, 2023: organic results with titles, unwrapped links and address lines', () => {
  const data = parseDesktopSearch({ html: page('../../upstreams/google/fixtures/real-light-coffee-2023.html'), url: 'https://www.google.com/search?q=coffee' });
  const results = data.organic_results as Record<string, unknown>[];
  assert.equal(results.length, 10);
  assert.deepEqual(
    results.slice(0, 2).map((r) => [r.position, r.title, r.link, r.displayed_link]),
    [
      [1, 'Coffee - Wikipedia', 'https://en.wikipedia.org/wiki/Coffee', 'en.wikipedia.org › wiki › Coffee'],
      [2, 'What is Coffee? - National Coffee Association', 'http://www.ncausa.org/about-coffee/what-is-coffee', 'www.ncausa.org › About Coffee › What is Coffee?'],
    ],
  );
  assert.match(String(results[0]!.snippet), /^Coffee is a beverage prepared from roasted coffee beans/);
  assert.ok(results.every((r) => !String(r.link).includes('google.')), 'no link into Google itself');
  assert.equal((data.search_information as Record<string, unknown>).query_displayed, 'coffee');
});

test('desktop 2026: the first organic result of a real page, links unwrapped', () => {
  const data = parseDesktopSearch({ html: page('./fixtures/us-why-is-the-sky-blue-2026-02.html'), url: 'https://www.google.com/search?q=why+is+the+sky+blue%3F' });
  const first = (data.organic_results as Record<string, unknown>[])[0]!;
  assert.deepEqual([first.title, first.link, first.source], ['Why Is the Sky Blue?', 'https://spaceplace.nasa.gov/blue-sky/', 'NASA Space Place (.gov)']);
});
