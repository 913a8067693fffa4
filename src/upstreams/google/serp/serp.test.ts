/**
 * Every real result page under fixtures/ (2019–2026; desktop, mobile, light) against its
 * reviewed expected output (fixtures/<layout>/<page>.expected.json), and the blocks' behaviour
 * that matters beyond one page: drift is a failure, not an empty success; a zero-result page is
 * empty, not an error; our own API links.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { AppError } from '../../../errors.ts';
import { FIXTURE_URL, fixturePages, readPage, storedForm } from './fixture-pages.ts';
import { parseSerp } from './parse-serp.ts';
import { KEPT_ATTRIBUTES } from './tree-builder.ts';

const parse = (html: string, params: Record<string, unknown> = {}) => parseSerp(html, FIXTURE_URL, { operationPath: 'searchengine/search', params });
const page = (name: string) => readPage(fixturePages().find((p) => p.name === name)!);

for (const fixture of fixturePages()) {
  test(`${fixture.name}: output equals the reviewed expected JSON`, () => {
    assert.ok(existsSync(fixture.expectedPath), `no expected output for ${fixture.name}: run scripts/update-serp-expected.ts and review it`);
    const expected = JSON.parse(readFileSync(fixture.expectedPath, 'utf8'));
    assert.ok(!('error' in expected), `${fixture.name} is a real result page: it must parse`);
    assert.deepEqual(storedForm(parse(readPage(fixture))), expected);
  });
}

test('every page with results yields organic results; zero-result pages say so with an empty array', () => {
  for (const fixture of fixturePages()) {
    const out = parse(readPage(fixture));
    const organic = out.organic_results as unknown[];
    const info = out.search_information as Record<string, unknown>;
    if (/no-results|no_results|result_estimate_script_fallback/.test(fixture.name)) {
      assert.deepEqual(organic, [], fixture.name);
      if (!/result_estimate_script_fallback|mobile/.test(fixture.name)) assert.equal(info.organic_results_state, 'Fully empty', fixture.name);
    } else {
      assert.ok(organic.length > 0, `${fixture.name}: no organic results`);
    }
  }
});

test('drift: a real page whose result titles lost their markup is a parse failure, not an empty success', () => {
  // The 2026-02 page with every result heading renamed, as a layout change would do it.
  const drifted = page('web-desktop/websearcher_v067_2026-02-05_why-is-the-sky-blue_aa594f199c3d').replace(/<h3\b/g, '<h6').replace(/role="heading"/g, 'role="none"');
  assert.throws(() => parse(drifted), (err: unknown) => err instanceof AppError && err.code === 'UPSTREAM_PARSE_FAILED' && /result links but no organic result/.test(err.message));
});

test('links back into our API keep the locale of the request and use zero-based pages', () => {
  const out = parse(page('web-desktop/codechallenge_weather-austin_2025-03-14'), { query: 'weather austin', language: 'en', country: 'us', page: 0, no_cache: true });
  const related = (out.related_searches as Record<string, string>[])[0]!;
  assert.equal(related.serpapi_link, `/api/v1/searchengine/search?query=${encodeURIComponent(related.query!).replace(/%20/g, '+')}&language=en&country=us`);
  const pages = out.serpapi_pagination as { current: number; next: string; other_pages: Record<string, string> };
  assert.equal(pages.current, 1);
  assert.equal(pages.next, '/api/v1/searchengine/search?query=weather+austin&language=en&country=us&page=1');
  assert.equal(pages.other_pages['3'], '/api/v1/searchengine/search?query=weather+austin&language=en&country=us&page=2');
});

test('2026 entity page: knowledge panel, top stories and organic results side by side', () => {
  const out = parse(page('web-desktop/websearcher_v067_2026-02-06_donald-trump_305b53af69be'));
  assert.equal(out.parse_warnings, undefined);
  assert.ok((out.organic_results as unknown[]).length >= 5);
  assert.ok((out.top_stories as unknown[]).length >= 3);
  assert.equal((out.knowledge_graph as Record<string, unknown>).title, 'Donald Trump');
});

test('every attribute a parser in this folder reads is one the tree builder stores', () => {
  const dir = new URL('./', import.meta.url);
  const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => readFileSync(new URL(f, dir), 'utf8'));
  const named = new Set<string>();
  for (const src of sources) {
    // [attr], [attr=…] in selectors; attr(el, 'name'); el.attribs.name / el.attribs['name'].
    for (const m of src.matchAll(/'[^'\n]*'/g)) for (const a of m[0].matchAll(/\[([a-z][a-z-]*)(?=[\]=*^$~|])/g)) named.add(a[1]!);
    for (const m of src.matchAll(/attr\([^,()]+, '([a-z-]+)'\)/g)) named.add(m[1]!);
    for (const m of src.matchAll(/attribs(?:\.([a-zA-Z]+)|\['([a-z-]+)'\])/g)) named.add(m[1] ?? m[2]!);
  }
  assert.ok(named.size > 15, 'the scan finds the attributes in use');
  const missing = [...named].filter((n) => !KEPT_ATTRIBUTES.has(n) && n !== 'class' && n !== 'id');
  assert.deepEqual(missing, []);
});
