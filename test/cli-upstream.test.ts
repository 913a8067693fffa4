/**
 * gleaner record / parse / probe, run as users run them, against a local stand-in search engine
 * that serves a real captured result page (UPSTREAM_BASE_URL points the real transports at it).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const bin = new URL('../bin/gleaner.js', import.meta.url).pathname;
const RESULTS = readFileSync(new URL('../src/upstreams/google/serp/fixtures/web-desktop/openserp_search_results.html', import.meta.url), 'utf8');
const CAPTCHA = readFileSync(new URL('../src/upstreams/google/fixtures/websearcher_sorry_index.html', import.meta.url), 'utf8');
const fixture = (path: string) => readFileSync(new URL(`../src/operations/${path}`, import.meta.url), 'utf8');
/** A stand-in Google answering each endpoint with a recorded body. */
const GOOGLE_BY_PATH: [RegExp, string][] = [
  [/^\/search/, RESULTS],
  [/^\/wml\/search/, readFileSync(new URL('../src/upstreams/google/serp/fixtures/web-light/serpparser_nojs_coffee-nojs.html', import.meta.url), 'utf8')],
  [/^\/trends\/api\/explore/, fixture('trends-search/fixtures/pytrends_explore_gprop_froogle.txt')],
  [/^\/trends\/api\/widgetdata\/multiline/, fixture('trends-search/fixtures/pytrends_multiline_gprop_froogle.txt')],
  [/^\/trends\/api\/autocomplete\//, fixture('trends-autocomplete/fixtures/pytrends_autocomplete_pizza.txt')],
  [/^\/_\/TrendsUi\/data\/batchexecute/, fixture('trends-trending-now/fixtures/i0OFE-typescript.synthetic.txt')],
  [/^\/maps\/preview\/place/, fixture('maps-places/fixtures/gosom_place_raw_2023_kipriakon.json')],
  [/^\/citations\?view_op=search_authors/, fixture('scholar-profiles/fixtures/author_page_invalid_id_accounts_signin_2026-02.html')],
  [/^\/citations\?user=/, fixture('scholar-author/fixtures/author_page_LZ5D_p4AAAAJ_2026-02.html')],
];

describe('gleaner record, parse and probe', () => {
  let dir: string;
  let engineUrl: string;
  let blockedUrl: string;
  let googleUrl: string;
  const servers: ReturnType<typeof createServer>[] = [];
  const gleaner = (env: Record<string, string>, ...args: string[]) =>
    exec(process.execPath, [bin, ...args], { env: { ...process.env, DATA_DIR: dir, RENDER_WARM: 'false', ...env }, cwd: dir });

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gleaner-rec-'));
    for (const body of [RESULTS, CAPTCHA]) {
      const s = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)).listen(0, '127.0.0.1');
      await once(s, 'listening');
      servers.push(s);
    }
    const google = createServer((req, res) => {
      const body = GOOGLE_BY_PATH.find(([re]) => re.test(req.url ?? ''))?.[1];
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'not found');
    }).listen(0, '127.0.0.1');
    await once(google, 'listening');
    servers.push(google);
    googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
    engineUrl = `http://127.0.0.1:${(servers[0]!.address() as AddressInfo).port}`;
    blockedUrl = `http://127.0.0.1:${(servers[1]!.address() as AddressInfo).port}`;
  });
  after(() => {
    for (const s of servers) s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('record saves a replayable exchange; parse prints the data from it', async () => {
    const out = join(dir, 'fetch-js.exchange.json');
    const { stdout } = await gleaner({ UPSTREAM_BASE_URL: engineUrl }, 'record', 'search', '--param', 'query=how to fetch in JS', '--param', 'language=de', '--out', out);
    assert.match(stdout, /impit → HTTP 200/);
    const exchange = JSON.parse(readFileSync(out, 'utf8'));
    assert.equal(exchange.request.url, 'https://www.google.com/search?q=how+to+fetch+in+JS&hl=de&gl=us&safe=off');
    assert.equal(exchange.response.status, 200);
    assert.ok(existsSync(join(dir, exchange.response.body_file)));
    const parsed = JSON.parse((await gleaner({}, 'parse', 'search', out)).stdout);
    assert.equal(parsed.organic_results.length, 10);
    assert.equal(parsed.search_information.query_displayed, 'how to fetch in JS');
  });

  test('record marks a blocked answer and exits 1', async () => {
    const out = join(dir, 'blocked.exchange.json');
    await assert.rejects(gleaner({ UPSTREAM_BASE_URL: blockedUrl }, 'record', 'search', '--param', 'query=x', '--out', out), (err: { code: number; stdout: string }) => {
      assert.equal(err.code, 1);
      assert.match(err.stdout, /BLOCKED: a captcha page/);
      return true;
    });
    assert.match(JSON.parse(readFileSync(out, 'utf8')).note, /^blocked:/);
  });

  test('record refuses invalid parameters with the API message', async () => {
    await assert.rejects(gleaner({}, 'record', 'search', '--param', 'query=x', '--param', 'country=zz'), (err: { code: number; stderr: string }) => err.code === 2 && /'country' does not accept "zz"/.test(err.stderr));
  });

  test('probe prints one row per search-engine operation with transport, status and items', async () => {
    // Scholar profile search answers the sign-in page (as Google does since 2025-05): exit 1.
    const { stdout } = await gleaner({ UPSTREAM_BASE_URL: googleUrl }, 'probe').catch((err: { code: number; stdout: string }) => {
      assert.equal(err.code, 1);
      return err;
    });
    assert.match(stdout, /^operation\s+transport\s+status\s+ms\s+items\s+block/m);
    // Items: every array in the answer (10 organic results, related questions and searches…).
    assert.match(stdout, /^search\s+impit\s+200\s+\d+\s+19\s+no/m);
    assert.match(stdout, /^searchMobile\s+impit\s+200\s+\d+\s+19\s+no/m);
    assert.match(stdout, /^searchLight\s+impit\s+200\s+\d+\s+10\s+no/m);
    assert.match(stdout, /^TrendsSearch\s+impit\s+200\s+\d+\s+7\s+no/m);
    assert.match(stdout, /^TrendsAutocomplete\s+impit\s+200\s+\d+\s+5\s+no/m);
    assert.match(stdout, /^TrendsTrendingNow\s+impit\s+200\s+\d+\s+1\s+no/m);
    assert.match(stdout, /^mapsPlaces\s+impit\s+200\s+\d+\s+\d+\s+no/m);
    assert.match(stdout, /^scholarAuthor\s+impit\s+200\s+\d+\s+\d+\s+no/m);
    assert.match(stdout, /^scholarProfiles\s+-\s+UPSTREAM_SIGN_IN_REQUIRED\s+\d+\s+0\s+-/m);
  });

  test('probe reports a block and exits 1', async () => {
    await assert.rejects(gleaner({ UPSTREAM_BASE_URL: blockedUrl, UPSTREAM_BACKOFF_MS: '0' }, 'probe'), (err: { code: number; stdout: string }) => {
      assert.equal(err.code, 1);
      assert.match(err.stdout, /^search\s+-\s+UPSTREAM_BLOCKED\s+\d+\s+0\s+yes/m);
      return true;
    });
  });

  test('probe without a network fails fast and says so', async (t) => {
    if (await lookup('www.google.com').then(() => true, () => false)) return t.skip('this machine has a network');
    const started = Date.now();
    await assert.rejects(gleaner({}, 'probe'), (err: { code: number; stderr: string }) => err.code === 1 && /No network/.test(err.stderr));
    assert.ok(Date.now() - started < 6000);
  });
});
