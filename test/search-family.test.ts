/**
 * /search/mobile and /search/light end to end through the replay path (request builder →
 * transport → local server replaying a real page → parser → envelope), their prices, and
 * parser drift as the API reports it: 500 UPSTREAM_PARSE_FAILED, refunded, health lowered.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { startReplayApp, type ReplayApp } from './helpers/test-app.ts';

type Data = Record<string, unknown> & { organic_results: Record<string, unknown>[]; search_metadata: Record<string, unknown> };
const fixtures = (path: string) => new URL(`../src/operations/${path}`, import.meta.url);

describe('search/mobile through the replay path', () => {
  let app: ReplayApp;
  before(async () => {
    app = await startReplayApp([fixtures('search-mobile/fixtures/')]);
  });
  after(() => app.close());

  test('a real mobile page: organic results, questions, knowledge panel, links back to /search/mobile; 2 credits', async () => {
    const { key, id } = await app.createKey(5);
    const res = await app.get('/api/v1/searchengine/search/mobile?query=coffee', key);
    assert.equal(res.status, 200, `${res.body.message} ${app.replay.misses.join(' ')}`);
    const d = res.body.data as unknown as Data;
    assert.equal(d.search_metadata.google_url, 'https://www.google.com/search?q=coffee&hl=en&gl=us');
    assert.ok(d.organic_results.length >= 10);
    assert.deepEqual([d.organic_results[0]!.position, typeof d.organic_results[0]!.title, String(d.organic_results[0]!.link).startsWith('http')], [1, 'string', true]);
    assert.ok((d.related_questions as unknown[]).length >= 3);
    for (const q of d.related_questions as { serpapi_link: string }[]) assert.match(q.serpapi_link, /^\/api\/v1\/searchengine\/search\/mobile\?query=/);
    assert.equal(await app.balance(id), 3);
    assert.deepEqual(app.replay.misses, []);
  });

  test('parameters the mobile operation does not take are refused for free', async () => {
    const { key, id } = await app.createKey(5);
    const res = await app.get('/api/v1/searchengine/search/mobile?query=coffee&kgmid=%2Fm%2F02vqfm', key);
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'UNKNOWN_PARAMETER');
    assert.equal(await app.balance(id), 5);
  });
});

describe('search/light through the replay path', () => {
  let app: ReplayApp;
  before(async () => {
    app = await startReplayApp([fixtures('search-light/fixtures/')]);
  });
  after(() => app.close());

  test('the lightweight page: only organic results, top stories and related searches, for 1 credit', async () => {
    const { key, id } = await app.createKey(5);
    const res = await app.get('/api/v1/searchengine/search/light?query=coffee', key);
    assert.equal(res.status, 200, `${res.body.message} ${app.replay.misses.join(' ')}`);
    const d = res.body.data as unknown as Data;
    assert.match(String(d.search_metadata.google_url), /^https:\/\/www\.google\.com\/wml\/search\?q=coffee&/);
    assert.equal(d.organic_results.length, 10);
    assert.deepEqual([d.organic_results[0]!.title, d.organic_results[0]!.link], ['Coffee - Wikipedia', 'https://en.wikipedia.org/wiki/Coffee']);
    const blocks = Object.keys(d).filter((k) => !['search_metadata', 'search_parameters', 'search_information', 'pagination', 'serpapi_pagination', 'cached'].includes(k));
    assert.ok(blocks.every((k) => ['organic_results', 'top_stories', 'related_searches'].includes(k)), `unexpected blocks: ${blocks.join(', ')}`);
    assert.match(String((d.serpapi_pagination as { next: string }).next), /^\/api\/v1\/searchengine\/search\/light\?query=coffee&page=1(&|$)/);
    assert.equal(await app.balance(id), 4);
  });
});

describe('parser drift as the API reports it', () => {
  let app: ReplayApp;
  let dir: string;
  before(async () => {
    // A real 2026 page whose result headings were renamed, as a layout change would do it.
    dir = mkdtempSync(join(tmpdir(), 'gleaner-drift-'));
    const real = readFileSync(new URL('../src/upstreams/google/serp/fixtures/web-desktop/websearcher_v067_2026-02-05_why-is-the-sky-blue_aa594f199c3d.html', import.meta.url), 'utf8');
    writeFileSync(join(dir, 'drift.html'), real.replace(/<h3\b/g, '<h6').replace(/role="heading"/g, 'role="none"'));
    writeFileSync(join(dir, 'drift.exchange.json'), JSON.stringify({
      recorded_at: '2026-11-22T00:00:00Z',
      request: { method: 'GET', url: 'https://www.google.com/search?q=drift&hl=en&gl=us&safe=off' },
      response: { status: 200, headers: { 'content-type': 'text/html' }, body_file: 'drift.html' },
    }));
    app = await startReplayApp([pathToFileURL(`${dir}/`)]);
  });
  after(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('results visible but none parsed: 500 UPSTREAM_PARSE_FAILED, credits refunded, health lowered', async () => {
    const { key, id } = await app.createKey(4);
    const res = await app.get('/api/v1/searchengine/search?query=drift', key);
    assert.equal(res.status, 500);
    assert.equal(res.body.error, 'UPSTREAM_PARSE_FAILED');
    assert.match(res.body.message, /shows \d+ result links but no organic result could be parsed/);
    assert.equal(await app.balance(id), 4);
    const status = await app.get('/api/v1/status');
    const op = (status.body.data!.operations as { id: string; failures: number }[]).find((o) => o.id === 'search')!;
    assert.ok(op.failures >= 1);
  });
});
