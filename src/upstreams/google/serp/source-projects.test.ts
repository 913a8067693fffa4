/**
 * Our organic titles and links checked against what the projects these pages come from
 * expected of them: WebSearcher's snapshots (gitronald/WebSearcher, 2023–2026), kjellberg's
 * per-result JSON and page spec (kjellberg/serp_parser, 2024), and a real SerpApi response
 * (serpapi/code-challenge, 2019). Provenance in fixtures/MANIFEST.tsv.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { FIXTURES_DIR, FIXTURE_URL } from './fixture-pages.ts';
import { parseSerp } from './parse-serp.ts';

type Organic = { position: number; title: string; link: string; sitelinks?: { inline?: { title: string; link: string }[] } };
const desktop = join(FIXTURES_DIR, 'web-desktop');
const organicOf = (file: string) =>
  parseSerp(readFileSync(join(desktop, file), 'utf8'), FIXTURE_URL, { operationPath: 'searchengine/search', params: {} }).organic_results as Organic[];
const json = (file: string) => JSON.parse(readFileSync(join(desktop, file), 'utf8'));

for (const snapshot of readdirSync(desktop).filter((f) => f.endsWith('.websearcher-snapshot.json'))) {
  test(`WebSearcher ${snapshot.replace('.websearcher-snapshot.json', '')}: every general result it found, with the same title and link`, () => {
    const data = json(snapshot);
    const general = ((Array.isArray(data) ? data : data.results) as { type: string; sub_type: string | null; title: string; url: string }[]).filter((r) => r.type === 'general' && r.url);
    // Its "general/video" cards sit in video blocks: we return them as organic results where they
    // show a site address, as inline_videos otherwise — so they are allowed, not required.
    const theirs = general.filter((r) => r.sub_type !== 'video');
    const ours = organicOf(snapshot.replace('.websearcher-snapshot.json', '.html'));
    for (const r of theirs) {
      const match = ours.find((o) => o.link === r.url);
      assert.ok(match, `missing ${r.url}`);
      if (r.title) assert.equal(match.title, r.title);
    }
    // Nothing beyond theirs: every organic result we return is one they found too.
    for (const o of ours) assert.ok(general.some((r) => r.url === o.link), `extra ${o.link}`);
  });
}

for (const name of ['organic_result1_general_result', 'organic_result1_with_ratings_site_links_and_date', 'organic_result2_with_site_links']) {
  test(`kjellberg ${name}: title, link and sitelinks`, () => {
    const expected = json(`kjellberg_${name}.json`);
    const [ours] = organicOf(`kjellberg_${name}.html`);
    assert.equal(ours!.title, expected.title);
    assert.equal(ours!.link, expected.url);
    const sitelinks = (expected.site_links ?? []) as { title: string; url: string }[];
    assert.deepEqual((ours!.sitelinks?.inline ?? []).map((s) => [s.title, s.link]), sitelinks.map((s) => [s.title, s.url]));
  });
}

test('kjellberg 2024-09-06 matkasse (num=100 page): the first result and about a hundred results', () => {
  const ours = organicOf('kjellberg_2024-09-06-matkasse.html');
  assert.equal(ours[0]!.title, 'Linas Matkasse: Goda, hälsosamma matkassar med 30% rabatt!');
  assert.equal(ours[0]!.link, 'https://www.linasmatkasse.se/');
  assert.equal(ours[0]!.sitelinks?.inline?.length, 4);
  // Its spec expects 100; two of its cards are a video and a forum card without a site address.
  assert.ok(ours.length >= 95 && ours.length <= 100, `got ${ours.length}`);
});

test('SerpApi 2019 response for "van gogh paintings": the same organic titles and links in the same order', () => {
  const serpapi = json('codechallenge_van-gogh-paintings.serpapi.json');
  const ours = organicOf('codechallenge_van-gogh-paintings.html');
  assert.deepEqual(
    ours.map((o) => [o.position, o.title, o.link]),
    (serpapi.organic_results as Organic[]).map((o) => [o.position, o.title, o.link]),
  );
});

test('SerpApi 2019 response for "van gogh paintings": knowledge graph facts, questions, related searches and pagination', () => {
  const serpapi = json('codechallenge_van-gogh-paintings.serpapi.json');
  const ours = parseSerp(readFileSync(join(desktop, 'codechallenge_van-gogh-paintings.html'), 'utf8'), FIXTURE_URL, { operationPath: 'searchengine/search', params: {} });
  const kg = ours.knowledge_graph as Record<string, unknown>;
  for (const key of ['title', 'description', 'born', 'died', 'periods', 'movies', 'siblings']) assert.equal(kg[key], serpapi.knowledge_graph[key], key);
  assert.deepEqual(kg.source, serpapi.knowledge_graph.source);
  const questions = (list: { question: string }[]) => list.map((q) => q.question);
  assert.deepEqual(questions(ours.related_questions as { question: string }[]), questions(serpapi.related_questions));
  const queries = (list: { query: string }[]) => list.map((q) => q.query);
  assert.deepEqual(queries(ours.related_searches as { query: string }[]), queries(serpapi.related_searches));
  assert.deepEqual(ours.pagination, serpapi.pagination);
});
