/**
 * The upstream layer against local servers: each transport (plain HTTP, the TLS-impersonating
 * client, Chromium), cookie jars, proxy rotation when a proxy fails, block detection on every
 * blocked capture (and on no real result page), and the replay path end to end through the API.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../src/config.ts';
import { createEgressPolicy } from '../src/fetch/egress-policy.ts';
import { startGuardProxy, type GuardProxy } from '../src/render/guard-proxy.ts';
import { createRenderer } from '../src/render/renderer.ts';
import { createUpstreamClient } from '../src/upstream/upstream-client.ts';
import { detectGoogleBlock } from '../src/upstreams/google/blocked.ts';
import { headersFor } from '../src/upstreams/google/profiles.ts';
import { fixturePages } from '../src/upstreams/google/serp/fixture-pages.ts';
import { VERTICAL_FIXTURES, verticalFixturePath } from '../src/upstreams/google/serp/vertical-fixtures.ts';
import { startReplayApp, type ReplayApp } from './helpers/test-app.ts';

interface SearchData {
  search_metadata: Record<string, unknown>;
  search_information: Record<string, unknown>;
  organic_results: Record<string, unknown>[];
  html?: string;
}

const googleFixtures = new URL('../src/upstreams/google/fixtures/', import.meta.url);
const searchFixtures = new URL('../src/operations/search/fixtures/', import.meta.url);
const read = (dir: URL, f: string) => readFileSync(new URL(f, dir), 'utf8');
const CAPTCHA = read(googleFixtures, 'websearcher_sorry_index.html');
const RESULTS = readFileSync(new URL('../src/upstreams/google/serp/fixtures/web-desktop/openserp_search_results.html', import.meta.url), 'utf8');

/** A fake search engine on a local port: answers with whatever the test decides, records requests. */
async function startEngine(answer: (n: number, headers: IncomingHttpHeaders) => { status?: number; body: string; headers?: Record<string, string> }) {
  const seen: IncomingHttpHeaders[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.headers);
    const a = answer(seen.length, req.headers);
    res.writeHead(a.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...a.headers });
    res.end(a.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) };
}

const config = loadConfig({ crawlAllowPrivateNetworks: true, logLevel: 'silent' }, {});
const permissive = createEgressPolicy({ allowPrivateNetworks: true, allowCidrs: [] });
const request = (profile: 'desktop' | 'mobile' | 'light' = 'desktop') => ({ url: 'https://www.google.com/search?q=how+to+fetch+in+JS&hl=de', headers: headersFor(profile, 'de'), profile });

describe('upstream transports against a local engine', () => {
  const renderer = createRenderer(config, permissive, () => {});
  after(() => renderer.close());

  for (const transport of ['http', 'impit', 'browser'] as const) {
    test(`${transport}: fetches the page and it parses as results`, async () => {
      const engine = await startEngine(() => ({ body: RESULTS }));
      const client = createUpstreamClient({ proxies: [], baseUrl: engine.url, timeoutMs: 20_000, backoffMs: 0, maxAttempts: 2, renderer });
      try {
        const res = await client.fetch(request(), { transports: [transport], detectBlock: detectGoogleBlock });
        assert.equal(res.status, 200);
        assert.equal(res.transport, transport);
        assert.match(res.body, /Using the Fetch API - MDN Web Docs/);
        assert.equal(engine.seen[0]!['x-upstream-host'] ?? 'www.google.com', 'www.google.com');
        if (transport === 'http') {
          assert.match(String(engine.seen[0]!['user-agent']), /Chrome\/142/);
          assert.match(String(engine.seen[0]!.cookie), /CONSENT=YES\+/);
        }
        // impit presents a real Chrome's client hints with its own fingerprint.
        if (transport === 'impit') assert.match(String(engine.seen[0]!['sec-ch-ua']), /Chrom/);
        if (transport === 'browser') assert.match(String(engine.seen[0]!['user-agent']), /Chrome/);
      } finally {
        await client.close();
        await engine.close();
      }
    });
  }

  test('cookies the engine sets are sent back on the same route', async () => {
    const engine = await startEngine((n) => ({ body: RESULTS, headers: (n === 1 ? { 'set-cookie': 'NID=511=abc; Path=/; Domain=127.0.0.1' } : {}) as Record<string, string> }));
    const client = createUpstreamClient({ proxies: [], baseUrl: engine.url, timeoutMs: 10_000, backoffMs: 0, maxAttempts: 2, renderer });
    try {
      await client.fetch(request(), { transports: ['http'], detectBlock: detectGoogleBlock });
      await client.fetch(request(), { transports: ['http'], detectBlock: detectGoogleBlock });
      assert.match(String(engine.seen[1]!.cookie), /NID=511=abc/);
    } finally {
      await client.close();
      await engine.close();
    }
  });
});

describe('proxies and blocks', () => {
  let proxy: GuardProxy;
  let deadProxy: string;
  before(async () => {
    proxy = await startGuardProxy(permissive, { connectTimeoutMs: 2000 });
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    deadProxy = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    closed.close();
  });
  after(() => proxy.close());

  for (const transport of ['http', 'impit'] as const) {
    test(`${transport}: a dead proxy is benched and the request goes through the next one`, async () => {
      const engine = await startEngine(() => ({ body: RESULTS }));
      const client = createUpstreamClient({ proxies: [deadProxy, proxy.url], baseUrl: engine.url, timeoutMs: 5000, backoffMs: 0, maxAttempts: 4, renderer: null as never });
      try {
        const first = await client.fetch(request(), { transports: [transport], detectBlock: detectGoogleBlock });
        assert.equal(first.proxy, proxy.url);
        const report = client.proxies.report();
        assert.deepEqual(report.map((r) => [r.healthy, r.failures]), [[false, 1], [true, 0]]);
        // The benched proxy is tried last from now on: the next request succeeds at once.
        const second = await client.fetch(request(), { transports: [transport], detectBlock: detectGoogleBlock });
        assert.equal(second.proxy, proxy.url);
        assert.equal(client.proxies.report()[0]!.failures, 1);
      } finally {
        await client.close();
        await engine.close();
      }
    });
  }

  test('a blocked answer is retried on the next transport; all blocked → UPSTREAM_BLOCKED naming each attempt', async () => {
    const engine = await startEngine((n) => (n === 1 ? { body: CAPTCHA } : { body: RESULTS }));
    const client = createUpstreamClient({ proxies: [], baseUrl: engine.url, timeoutMs: 5000, backoffMs: 0, maxAttempts: 4, renderer: null as never });
    try {
      const res = await client.fetch(request(), { transports: ['http', 'impit'], detectBlock: detectGoogleBlock });
      assert.equal(res.transport, 'impit');
      const blocked = await startEngine(() => ({ status: 429, body: 'slow down', headers: { 'retry-after': '30' } }));
      const client2 = createUpstreamClient({ proxies: [], baseUrl: blocked.url, timeoutMs: 5000, backoffMs: 0, maxAttempts: 4, renderer: null as never });
      await assert.rejects(client2.fetch(request(), { transports: ['http', 'impit'], detectBlock: detectGoogleBlock }), (err: { code: string; message: string }) => {
        assert.equal(err.code, 'UPSTREAM_BLOCKED');
        assert.match(err.message, /http via direct: blocked \(HTTP 429 Too Many Requests\); impit via direct: blocked/);
        return true;
      });
      await client2.close();
      await blocked.close();
    } finally {
      await client.close();
      await engine.close();
    }
  });
});

describe('block detection on real captures', () => {
  const files = readdirSync(googleFixtures).filter((f) => f.endsWith('.html'));
  const page = (body: string) => ({ status: 200, url: 'https://www.google.com/search?q=x', headers: {}, body });

  for (const f of files) {
    test(`recognises ${f} as blocked`, () => {
      assert.ok(detectGoogleBlock(page(read(googleFixtures, f))), f);
    });
  }
  // Every real result page the parsers are checked on, and the real AI Mode pages.
  const realPages: [string, string][] = [
    ...fixturePages().map((p): [string, string] => [p.name, p.htmlPath]),
    ...VERTICAL_FIXTURES.filter((v) => v.real).map((v): [string, string] => [`${v.operation}/${v.file}`, verticalFixturePath(v)]),
  ];
  for (const [name, path] of realPages) {
    test(`does not take the real page ${name} for a block`, () => {
      assert.equal(detectGoogleBlock(page(readFileSync(path, 'utf8'))), undefined);
    });
  }

  test('recognises the /sorry redirect, the consent host and HTTP 429 by themselves', () => {
    assert.equal(detectGoogleBlock({ ...page(''), url: 'https://www.google.com/sorry/index?continue=x' })?.kind, 'captcha');
    assert.equal(detectGoogleBlock({ ...page(''), url: 'https://consent.google.com/ml?continue=x' })?.kind, 'consent');
    assert.deepEqual(detectGoogleBlock({ ...page(''), status: 429, headers: { 'retry-after': '120' } }), { kind: 'rate_limited', reason: 'HTTP 429 Too Many Requests', retryAfter: 120 });
  });
});

describe('replay end to end through the HTTP API', () => {
  let app: ReplayApp;
  before(async () => {
    app = await startReplayApp([searchFixtures]);
  });
  after(() => app.close());

  test('/searchengine/search: request builder → transport → replay upstream → parser → envelope', async () => {
    const { key, id } = await app.createKey(5);
    const res = await app.get('/api/v1/searchengine/search?query=how%20to%20fetch%20in%20JS&language=de&country=de', key);
    assert.equal(res.status, 200, res.body.message);
    const d = res.body.data as unknown as SearchData;
    assert.equal(d.search_metadata.google_url, 'https://www.google.com/search?q=how+to+fetch+in+JS&hl=de&gl=de&safe=off');
    assert.equal(d.search_metadata.transport, 'impit');
    assert.equal(d.search_metadata.status, 'Success');
    assert.equal(d.search_information.query_displayed, 'how to fetch in JS');
    assert.equal(d.search_information.total_results, 114000000);
    assert.equal(d.organic_results.length, 10);
    assert.deepEqual(d.organic_results[0], {
      position: 1,
      title: 'Using the Fetch API - MDN Web Docs',
      link: 'http://test.test/',
      displayed_link: 'http://test.test› ...',
      source: 'MDN Web Docs',
      snippet: 'With the Fetch API, youmake a request by calling fetch() , which is available as a global function in both window and worker contexts. You pass ...',
      snippet_highlighted_words: ['make a request by calling fetch'],
      date: '20.08.2025',
    });
    assert.equal(d.html, undefined);
    // A full web search costs 2 credits (the light search 1).
    assert.equal(await app.balance(id), 3);
    assert.deepEqual(app.replay.misses, []);
  });

  test('the google alias and html=true return the raw page too; legacy safe=off means the same request', async () => {
    const { key } = await app.createKey(5);
    const res = await app.get('/api/v1/google/search?query=why%20is%20the%20sky%20blue%3F&html=true&safe=off', key);
    assert.equal(res.status, 200, res.body.message);
    const d = res.body.data as unknown as SearchData;
    assert.ok(d.organic_results.length >= 5);
    assert.equal(d.organic_results[0]!.link, 'https://spaceplace.nasa.gov/blue-sky/');
    assert.match(String(d.html), /<html/);
  });

  test('a request with no recording fails as an upstream error, refunded, and lowers health', async () => {
    const { key, id } = await app.createKey(5);
    const res = await app.get('/api/v1/searchengine/search?query=nothing%20recorded', key);
    assert.equal(res.status, 500);
    assert.equal(res.body.error, 'UPSTREAM_FAILED');
    assert.match(res.body.message, /impit via direct: HTTP 404/);
    assert.equal(await app.balance(id), 5);
    const status = await app.get('/api/v1/status');
    const op = (status.body.data!.operations as { id: string; failures: number }[]).find((o) => o.id === 'search')!;
    assert.ok(op.failures >= 1);
  });

  test('a blocked upstream answer is a 500 saying so, refunded, and lowers health', async () => {
    const blockedDir = mkdtempSync(join(tmpdir(), 'gleaner-blocked-'));
    writeFileSync(join(blockedDir, 'sorry.exchange.json'), JSON.stringify({
      recorded_at: '2026-11-22T00:00:00Z',
      request: { method: 'GET', url: 'https://www.google.com/search?q=blocked&hl=en&gl=us&safe=off' },
      response: { status: 200, headers: { 'content-type': 'text/html' }, body_file: 'sorry.html' },
    }));
    writeFileSync(join(blockedDir, 'sorry.html'), CAPTCHA);
    const blockedApp = await startReplayApp([pathToFileURL(`${blockedDir}/`)]);
    try {
      const { key, id } = await blockedApp.createKey(3);
      const res = await blockedApp.get('/api/v1/searchengine/search?query=blocked', key);
      assert.equal(res.status, 500);
      assert.equal(res.body.error, 'UPSTREAM_BLOCKED');
      assert.match(res.body.message, /blocked the request — impit via direct: blocked \(a captcha page instead of results\); http via direct: blocked/);
      assert.equal(await blockedApp.balance(id), 3);
      const status = await blockedApp.get('/api/v1/status');
      const op = (status.body.data!.operations as { id: string; status: string }[]).find((o) => o.id === 'search')!;
      assert.equal(op.status, 'Mostly unavailable');
    } finally {
      await blockedApp.close();
      rmSync(blockedDir, { recursive: true, force: true });
    }
  });

  test('an unknown country is a free 400 before any upstream call', async () => {
    const { key, id } = await app.createKey(5);
    const misses = app.replay.misses.length;
    const res = await app.get('/api/v1/searchengine/search?query=q&country=zz', key);
    assert.equal(res.status, 400);
    assert.match(res.body.message, /'country' does not accept "zz"/);
    assert.equal(await app.balance(id), 5);
    assert.equal(app.replay.misses.length, misses);
  });
});
