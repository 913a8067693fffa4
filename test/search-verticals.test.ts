/**
 * Videos, short videos, shopping and AI mode end to end through the replay path: request
 * builder → transport → local server replaying the page → parser → envelope; and a clear,
 * refunded 500 when the upstream answers a block or JavaScript wall instead (the real 2026
 * Shopping wall and the real enablejs soft block). Real and synthetic pages: see each
 * operation's fixtures/MANIFEST.tsv.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { startReplayApp, type ReplayApp } from './helpers/test-app.ts';

type Row = Record<string, unknown>;
const fixtures = (op: string) => new URL(`../src/operations/${op}/fixtures/`, import.meta.url);
// The browser transport is exercised elsewhere; here the replayed page goes through impit.
const impitOnly = { upstreamTransports: { default: ['impit'] } };

describe('the four verticals through the replay path', () => {
  let app: ReplayApp;
  before(async () => {
    app = await startReplayApp(['videos-search', 'shorts-search', 'shopping-search', 'ai-mode'].map(fixtures), impitOnly);
  });
  after(() => app.close());

  test('/videos/search: video_results with platform, channel, date and key moments; 2 credits', async () => {
    const { key, id } = await app.createKey(10);
    const res = await app.get('/api/v1/searchengine/videos/search?query=why%20is%20the%20sky%20blue%3F', key);
    assert.equal(res.status, 200, `${res.body.message} ${app.replay.misses.join(' ')}`);
    const d = res.body.data as Row;
    assert.match(String((d.search_metadata as Row).google_url), /[?&]udm=7(&|$)/);
    const first = (d.video_results as Row[])[0]!;
    assert.deepEqual([first.position, first.title, first.platform, first.channel], [1, 'Why Is the Sky Blue?', 'YouTube', 'NASA Space Place']);
    assert.equal((first.key_moments as Row[]).length, 6);
    assert.equal(await app.balance(id), 8);
  });

  test('/shorts/search: short_video_results; a start offset outside the schema is refused for free', async () => {
    const { key, id } = await app.createKey(10);
    const res = await app.get('/api/v1/searchengine/shorts/search?query=why%20is%20the%20sky%20blue%3F', key);
    assert.equal(res.status, 200, `${res.body.message} ${app.replay.misses.join(' ')}`);
    const results = (res.body.data as Row).short_video_results as Row[];
    assert.ok(results.length >= 8);
    assert.ok(results.some((r) => r.source === 'TikTok' && r.duration === '1:11'));
    const bad = await app.get('/api/v1/searchengine/shorts/search?query=x&start=-1', key);
    assert.equal(bad.status, 400);
    const page = await app.get('/api/v1/searchengine/shorts/search?query=x&page=1', key);
    assert.equal(page.body.error, 'UNKNOWN_PARAMETER');
    assert.equal(await app.balance(id), 8);
  });

  test('/shopping/search: products with prices, and filters whose links re-run this operation with shoprs', async () => {
    const { key } = await app.createKey(10);
    const res = await app.get('/api/v1/searchengine/shopping/search?query=drawing%20tablet', key);
    assert.equal(res.status, 200, `${res.body.message} ${app.replay.misses.join(' ')}`);
    const d = res.body.data as Row;
    const products = d.shopping_results as Row[];
    assert.equal(products.length, 12);
    assert.deepEqual([products[1]!.title, products[1]!.price, products[1]!.extracted_price, products[1]!.source], ['Wacom Cintiq 16 | Drawing Tablet With Screen', '$799.95', 799.95, 'Wacom eStore']);
    const option = (d.filters as { options: Row[] }[])[0]!.options[0]!;
    assert.match(String(option.serpapi_link), /^\/api\/v1\/searchengine\/shopping\/search\?query=drawing\+tablet\+with\+lcd\+screen&.*shoprs=/);
  });

  test('/ai-mode: text blocks citing references, from the real 2026 page; 3 credits', async () => {
    const { key, id } = await app.createKey(10);
    const res = await app.get('/api/v1/searchengine/ai-mode?query=en%20iyi%20crm%20yazilimi', key);
    assert.equal(res.status, 200, `${res.body.message} ${app.replay.misses.join(' ')}`);
    const d = res.body.data as Row;
    const blocks = d.text_blocks as Row[];
    assert.deepEqual(blocks.slice(0, 3).map((b) => b.type), ['paragraph', 'heading', 'list']);
    assert.ok((d.references as Row[]).length >= 9);
    assert.equal(await app.balance(id), 7);
  });
});

describe('a block or JavaScript wall instead of the page', () => {
  let app: ReplayApp;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gleaner-walls-'));
    const wall = (name: string) => readFileSync(new URL(`../src/upstreams/google/fixtures/${name}`, import.meta.url), 'utf8');
    const pages: [string, string, string][] = [
      ['shopping', 'https://www.google.com/search?q=perfume&udm=28&hl=en&gl=us&safe=off', wall('perfumescanner_google_shopping_jswall_EXCERPT.html')],
      ['videos', 'https://www.google.com/search?q=perfume&udm=7&hl=en&gl=us&safe=off', wall('openserp_search_soft_block.html')],
      ['shorts', 'https://www.google.com/search?q=perfume&udm=39&hl=en&gl=us&safe=off', wall('openserp_search_captcha_new.html')],
      ['ai', 'https://www.google.com/search?q=perfume&udm=50&gl=us&safe=off', wall('openserp_search_soft_block.html')],
    ];
    for (const [name, url, body] of pages) {
      writeFileSync(join(dir, `${name}.html`), body);
      writeFileSync(join(dir, `${name}.exchange.json`), JSON.stringify({ recorded_at: '2026-11-22T00:00:00Z', request: { method: 'GET', url }, response: { status: 200, headers: { 'content-type': 'text/html' }, body_file: `${name}.html` } }));
    }
    app = await startReplayApp([pathToFileURL(`${dir}/`)], { ...impitOnly, upstreamBackoffMs: 0 });
  });
  after(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const path of ['shopping/search', 'videos/search', 'shorts/search', 'ai-mode']) {
    test(`/${path}: 500 UPSTREAM_BLOCKED saying so, credits refunded`, async () => {
      const { key, id } = await app.createKey(5);
      const res = await app.get(`/api/v1/searchengine/${path}?query=perfume`, key);
      assert.equal(res.status, 500, JSON.stringify(res.body));
      assert.equal(res.body.error, 'UPSTREAM_BLOCKED');
      assert.match(res.body.message, /blocked/);
      assert.equal(await app.balance(id), 5);
    });
  }
});
