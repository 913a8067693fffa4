/**
 * /api/v1/web/rendered-html end to end: the real browser pool behind the real API, local pages
 * on local ports. Pages whose behaviour no real capture shows are hand-made (*.synthetic.html).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { startTargetServer, type TargetServer } from './helpers/target-server.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const rendered = (url: string, extra = '') => `/api/v1/web/rendered-html?url=${encodeURIComponent(url)}${extra}`;
const raw = (url: string) => `/api/v1/web/html?url=${encodeURIComponent(url)}`;

describe('rendered HTML', () => {
  let app: TestApp;
  let target: TargetServer;
  let key: string;
  before(async () => {
    target = await startTargetServer();
    app = await startTestApp({ rateLimitPerMinute: 0, renderConcurrency: 2 });
    key = (await app.createKey(1000)).key;
  });
  after(async () => {
    await app.close();
    await target.close();
  });

  test('content written by JavaScript after load is in the rendered HTML and not in the raw HTML', async () => {
    const page = `${target.url}/js-content`;
    const r = await app.get(rendered(page), key);
    assert.equal(r.status, 200, r.body.message);
    assert.match(String(r.body.data!.html), /<div id="app"><p id="late">Written by JavaScript after load<\/p><\/div>/);
    assert.equal(r.body.data!.title, 'Script-built page');
    assert.equal(r.body.data!.status_code, 200);
    assert.equal(r.headers['x-credits-charged'], '2');
    const h = await app.get(raw(page), key);
    assert.equal(h.status, 200);
    assert.match(String(h.body.data!.html), /<div id="app">Loading…<\/div>/);
    assert.ok(!String(h.body.data!.html).includes('<div id="app"><p'));
  });

  test('wait_for waits for content that arrives after the network went quiet', async () => {
    const page = `${target.url}/late-content?ms=1500`;
    const without = await app.get(rendered(page), key);
    assert.equal(without.status, 200);
    assert.ok(!String(without.body.data!.html).includes('class="late-results"'), 'the quiet window alone ends before it');
    const withWait = await app.get(rendered(page, '&wait_for=.late-results'), key);
    assert.equal(withWait.status, 200);
    assert.match(String(withWait.body.data!.html), /class="late-results">Results arrived late/);
    assert.equal(withWait.body.data!.wait_for_found, true);
  });

  test('a selector that never appears returns the page within the timeout, saying so', async () => {
    const started = Date.now();
    const r = await app.get(rendered(`${target.url}/article`, '&wait_for=%23never-there&timeout=2000'), key);
    assert.equal(r.status, 200);
    assert.equal(r.body.data!.wait_for_found, false);
    assert.ok(Date.now() - started < 4000, `${Date.now() - started} ms`);
  });

  test('a page that never settles returns within its timeout', async () => {
    const started = Date.now();
    const r = await app.get(rendered(`${target.url}/never-settles`, '&timeout=2000'), key);
    const elapsed = Date.now() - started;
    assert.equal(r.status, 200, r.body.message);
    assert.equal(r.body.data!.network_settled, false);
    assert.match(String(r.body.data!.html), /This page polls forever/);
    assert.ok(elapsed < 3500, `${elapsed} ms`);
  });

  test('a PDF is a file Chromium downloads, not a page: a free 400 TARGET_CONTENT_UNSUPPORTED, not a browser failure', async () => {
    const { key: k, id } = await app.createKey(5);
    const r = await app.get(rendered(`${target.url}/report.pdf`), k);
    assert.equal(r.status, 400, r.body.message);
    assert.equal(r.body.error, 'TARGET_CONTENT_UNSUPPORTED');
    assert.match(r.body.message, /report\.pdf is a file Chromium downloads rather than shows/);
    assert.equal(await app.balance(id), 5, 'not charged');
  });

  test('cookies and storage set by one request are not visible to the next', async () => {
    const page = `${target.url}/cookie-writer`;
    for (let i = 0; i < 2; i++) {
      const r = await app.get(rendered(page, '&no_cache=true'), key);
      assert.equal(r.status, 200);
      assert.match(String(r.body.data!.html), /cookies before: \[\] storage before: \[\]/, `request ${i + 1}`);
    }
  });

  test('a target answering 404 is rendered and returned with its status', async () => {
    const r = await app.get(rendered(`${target.url}/not-found`), key);
    assert.equal(r.status, 200);
    assert.equal(r.body.data!.status_code, 404);
    assert.equal(r.body.data!.ok, false);
  });

  test('an unreachable target is a 500 and refunded', async () => {
    const { key: k, id } = await app.createKey(4);
    const dead = await startTargetServer();
    await dead.close();
    const r = await app.get(rendered(`${dead.url}/article`), k);
    assert.equal(r.status, 500);
    assert.equal(r.body.error, 'TARGET_UNREACHABLE');
    assert.equal(await app.balance(id), 4);
  });

  test('pool stats report the running browser and the pages it served', async () => {
    const before = app.deps.renderer.stats()!;
    assert.equal(before.state, 'ready');
    assert.ok(before.pages > 0);
  });
});

describe('rendered HTML under the default egress policy', () => {
  let app: TestApp;
  let internal: TargetServer;
  let publicLooking: TargetServer;
  let key: string;
  before(async () => {
    internal = await startTargetServer('127.0.0.1');
    publicLooking = await startTargetServer('127.0.0.2');
    app = await startTestApp({ crawlAllowPrivateNetworks: false, crawlAllowCidrs: ['127.0.0.2/32'], rateLimitPerMinute: 0 });
    key = (await app.createKey(100)).key;
  });
  after(async () => {
    await app.close();
    await internal.close();
    await publicLooking.close();
  });

  test('a page that redirects to a private address is refused, refunded, and the address never reached', async () => {
    const { key: k, id } = await app.createKey(2);
    const url = `${publicLooking.url}/redirect?to=${encodeURIComponent(`${internal.url}/article`)}`;
    const r = await app.get(rendered(url), k);
    assert.equal(r.status, 400, r.body.message);
    assert.equal(r.body.error, 'TARGET_NOT_ALLOWED');
    assert.equal(internal.hits.get('/article'), undefined);
    assert.equal(await app.balance(id), 2);
  });

  test("a page's script cannot fetch a private address or open a WebSocket to one", async () => {
    const secret = `${internal.url}/secret`;
    const ws = `ws://127.0.0.1:${new URL(internal.url).port}/socket`;
    const url = `${publicLooking.url}/fetch-private?target=${encodeURIComponent(secret)}&ws=${encodeURIComponent(ws)}`;
    const r = await app.get(rendered(url), key);
    assert.equal(r.status, 200, r.body.message);
    const html = String(r.body.data!.html);
    assert.ok(!html.includes('internal secret 42'));
    assert.match(html, /fetch failed/);
    assert.match(html, /websocket failed/);
    assert.equal(internal.hits.get('/secret'), undefined, 'the internal server saw no request');
    assert.equal(internal.hits.get('/socket'), undefined);
    assert.equal(r.body.data!.blocked_requests, 2, 'the fetch and the WebSocket were refused by the guard');
  });

  test('the public-looking page itself renders', async () => {
    const r = await app.get(rendered(`${publicLooking.url}/article`), key);
    assert.equal(r.status, 200, r.body.message);
    assert.match(String(r.body.data!.title), /Never Too Late/);
  });
});

describe('browser pool limits and failures', () => {
  test('without a usable browser the server still serves, rendering answers 503 saying how to fix it, and health shows it', async () => {
    const target = await startTargetServer();
    const app = await startTestApp({ chromiumPath: '/nonexistent/chromium' });
    try {
      const { key, id } = await app.createKey(5);
      const r = await app.get(rendered(`${target.url}/article`), key);
      assert.equal(r.status, 503);
      assert.equal(r.body.error, 'SERVICE_UNAVAILABLE');
      assert.match(r.body.message, /CHROMIUM_PATH=\/nonexistent\/chromium is not an executable file/);
      assert.equal(await app.balance(id), 5, 'refunded');
      assert.equal((await app.get(raw(`${target.url}/article`), key)).status, 200, 'raw HTML still works');
      const status = await app.get('/api/v1/status');
      const op = (status.body.data!.operations as { id: string; status: string; reason?: string }[]).find((o) => o.id === 'renderedHtml')!;
      assert.equal(op.status, 'Mostly unavailable');
      assert.match(op.reason!, /No browser could start/);
    } finally {
      await app.close();
      await target.close();
    }
  });

  test('a full queue answers 503 RENDER_BUSY at once instead of piling up', async () => {
    const target = await startTargetServer();
    const app = await startTestApp({ renderConcurrency: 1, renderQueueMax: 1, rateLimitPerMinute: 0 });
    try {
      const { key, id } = await app.createKey(20);
      const slow = (i: number) => app.get(rendered(`${target.url}/slow?ms=1200&i=${i}`), key);
      const results = await Promise.all([slow(1), slow(2), slow(3)]);
      const statuses = results.map((r) => r.status).sort();
      assert.deepEqual(statuses, [200, 200, 503]);
      assert.equal(results.find((r) => r.status === 503)!.body.error, 'RENDER_BUSY');
      assert.equal(await app.balance(id), 20 - 4, 'only the two rendered pages are charged');
    } finally {
      await app.close();
      await target.close();
    }
  });

  test('a browser crash fails only the requests on it; the next request gets a new browser', async () => {
    const target = await startTargetServer();
    const app = await startTestApp({ rateLimitPerMinute: 0, renderRecyclePages: 1000 });
    try {
      const { key } = await app.createKey(20);
      assert.equal((await app.get(rendered(`${target.url}/article?warm=1`), key)).status, 200);
      const pending = app.get(rendered(`${target.url}/slow?ms=3000`), key);
      await new Promise((r) => setTimeout(r, 700));
      const killed = killChromiumChildren();
      assert.ok(killed > 0, 'found the browser processes');
      const crashed = await pending;
      assert.equal(crashed.status, 500, crashed.body.message);
      assert.ok(['RENDER_FAILED', 'TARGET_UNREACHABLE'].includes(String(crashed.body.error)), String(crashed.body.error));
      const next = await app.get(rendered(`${target.url}/js-content?after=crash`), key);
      assert.equal(next.status, 200, next.body.message);
      const stats = app.deps.renderer.stats()!;
      assert.equal(stats.launches, 2);
      assert.equal(stats.crashes, 1);
    } finally {
      await app.close();
      await target.close();
    }
  });

  test('the browser is replaced after RENDER_RECYCLE_PAGES pages, and a retired one closes once its pages finish', async () => {
    const target = await startTargetServer();
    const app = await startTestApp({ rateLimitPerMinute: 0, renderRecyclePages: 2, renderConcurrency: 3 });
    try {
      const { key } = await app.createKey(40);
      for (let i = 0; i < 5; i++) assert.equal((await app.get(rendered(`${target.url}/article?r=${i}`), key)).status, 200);
      let stats = app.deps.renderer.stats()!;
      assert.equal(stats.launches, 3);
      assert.equal(stats.recycles, 2);
      assert.equal(stats.crashes, 0);
      // Concurrent pages on a browser that is retired meanwhile: it must still close.
      const batch = await Promise.all(Array.from({ length: 9 }, (_, i) => app.get(rendered(`${target.url}/slow?ms=300&b=${i}`), key)));
      assert.ok(batch.every((r) => r.status === 200));
      await new Promise((r) => setTimeout(r, 500));
      stats = app.deps.renderer.stats()!;
      // 0 when the last page also reached the recycle count, 1 otherwise; never the retired ones.
      assert.ok(stats.browsers <= 1, `browsers still running: ${stats.browsers}`);
      assert.ok(stats.recycles >= 5);
      assert.equal(stats.crashes, 0);
    } finally {
      await app.close();
      await target.close();
    }
  });
});

/** SIGKILLs every Chromium process that descends from this test process. */
function killChromiumChildren(): number {
  const parent = new Map<number, number>();
  const chrome = new Set<number>();
  for (const e of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      parent.set(Number(e), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      if (/chrom|headless/i.test(readFileSync(`/proc/${e}/comm`, 'utf8'))) chrome.add(Number(e));
    } catch {
      // gone
    }
  }
  let killed = 0;
  for (const pid of chrome) {
    for (let p = parent.get(pid); p !== undefined; p = parent.get(p)) {
      if (p === process.pid) {
        try {
          process.kill(pid, 'SIGKILL');
          killed++;
        } catch {
          // already gone
        }
        break;
      }
      if (p <= 1) break;
    }
  }
  return killed;
}
