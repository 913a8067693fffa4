/**
 * The billing rules under load and around the cache, through the HTTP API on a local port:
 * never more successes than credits, a ledger that always sums to the balance, free cache hits,
 * charged no_cache calls, one upstream call for identical concurrent requests.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTargetServer, type TargetServer } from './helpers/target-server.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const crawl = (target: TargetServer, path: string, extra = '') => `/api/v1/web/html?url=${encodeURIComponent(target.url + path)}${extra}`;

describe('credits under concurrency', () => {
  let app: TestApp;
  let target: TargetServer;
  before(async () => {
    target = await startTargetServer();
    app = await startTestApp({ rateLimitPerMinute: 0 });
  });
  after(async () => {
    await app.close();
    await target.close();
  });

  test('200 concurrent requests on 50 credits: exactly 50 succeed, 150 get 403, balance 0, ledger sums to it', async () => {
    const { key, id } = await app.createKey(50);
    // Distinct URLs: no request may be served from cache or shared with another.
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => app.get(crawl(target, `/article?i=${i}`), key)));
    const statuses = results.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 50);
    assert.equal(statuses.filter((s) => s === 403).length, 150);
    assert.ok(results.filter((r) => r.status === 403).every((r) => r.body.error === 'CREDITS_INSUFFICIENT'));
    assert.equal(await app.balance(id), 0);
    assert.equal(await app.deps.store.ledgerSum(id), 0);
    const ledger = await app.deps.store.ledger(id, 1000);
    assert.equal(ledger.filter((e) => e.kind === 'debit').length, 50);
    assert.equal(new Set(ledger.filter((e) => e.kind === 'debit').map((e) => e.requestId)).size, 50, 'one debit per request id');
    assert.equal(target.hits.get('/article'), 50, 'refused requests never reached the target');
  });

  test('failed calls under concurrency are refunded exactly once each', async () => {
    const { key, id } = await app.createKey(30);
    const dead = await startTargetServer();
    const deadUrl = dead.url;
    await dead.close();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => app.get(`/api/v1/web/html?url=${encodeURIComponent(`${deadUrl}/x?i=${i}`)}`, key)),
    );
    assert.ok(results.every((r) => r.status === 500 && r.body.error === 'TARGET_UNREACHABLE'));
    assert.equal(await app.balance(id), 30);
    assert.equal(await app.deps.store.ledgerSum(id), 30);
    // A second refund of the same request is a no-op.
    assert.equal(await app.deps.store.refund(results[0]!.body.requestId), false);
    assert.equal(await app.balance(id), 30);
  });
});

describe('result cache and in-flight sharing', () => {
  let app: TestApp;
  let target: TargetServer;
  before(async () => {
    target = await startTargetServer();
    app = await startTestApp({ rateLimitPerMinute: 0 });
  });
  after(async () => {
    await app.close();
    await target.close();
  });

  test('an identical request is served from cache, free and marked; no_cache=true is charged', async () => {
    const { key, id } = await app.createKey(10);
    const first = await app.get(crawl(target, '/article?c=1'), key);
    assert.equal(first.status, 200);
    assert.equal(first.headers['x-cache'], 'MISS');
    assert.equal(first.body.data!.cached, false);

    const second = await app.get(crawl(target, '/article?c=1'), key);
    assert.equal(second.status, 200);
    assert.equal(second.headers['x-cache'], 'HIT');
    assert.equal(second.headers['x-credits-charged'], '0');
    assert.equal(second.body.data!.cached, true);
    assert.ok(Date.parse(String(second.body.data!.cached_at)) <= Date.now());
    assert.equal(second.body.data!.html, first.body.data!.html);
    assert.notEqual(second.body.requestId, first.body.requestId);
    assert.equal(await app.balance(id), 9, 'the hit cost nothing');

    const fresh = await app.get(crawl(target, '/article?c=1', '&no_cache=true'), key);
    assert.equal(fresh.status, 200);
    assert.equal(fresh.headers['x-cache'], 'MISS');
    assert.equal(fresh.headers['x-credits-charged'], '1');
    assert.equal(fresh.body.data!.cached, false);
    assert.equal(await app.balance(id), 8);
    assert.equal(target.hits.get('/article'), 2, 'the hit never reached the target');
  });

  test('the cache is shared across keys but a URL fragment does not split it', async () => {
    const a = await app.createKey(5);
    const b = await app.createKey(5);
    assert.equal((await app.get(crawl(target, '/article?c=2'), a.key)).headers['x-cache'], 'MISS');
    assert.equal((await app.get(crawl(target, '/article?c=2#section'), b.key)).headers['x-cache'], 'HIT');
    assert.equal(await app.balance(b.id), 5);
  });

  test('identical concurrent requests share one upstream call and one charge', async () => {
    const { key, id } = await app.createKey(10);
    const before = target.hits.get('/slow') ?? 0;
    const results = await Promise.all(Array.from({ length: 8 }, () => app.get(crawl(target, '/slow?ms=300&s=1'), key)));
    assert.ok(results.every((r) => r.status === 200));
    assert.equal((target.hits.get('/slow') ?? 0) - before, 1);
    assert.equal(results.filter((r) => r.headers['x-cache'] === 'MISS').length, 1);
    assert.equal(results.filter((r) => r.headers['x-cache'] === 'SHARED').length, 7);
    assert.equal(await app.balance(id), 9);
  });

  test('a failure is not cached: the next identical request tries again', async () => {
    const { key, id } = await app.createKey(10);
    assert.equal((await app.get(crawl(target, '/loop?f=1'), key)).status, 500);
    assert.equal((await app.get(crawl(target, '/loop?f=1'), key)).status, 500);
    assert.equal(await app.balance(id), 10);
  });
});
