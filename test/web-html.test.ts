/**
 * /api/v1/web/html end to end: a real server on a local port, a real crawl target on another,
 * and every status the contract names, with the envelope checked on each answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTargetServer, type TargetServer } from './helpers/target-server.ts';
import { startTestApp, type TestApp, type TestResponse } from './helpers/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function assertEnvelope(res: TestResponse, status: number, errorCode?: string): void {
  const b = res.body;
  assert.equal(res.status, status, `status ${res.status}: ${b.message}`);
  assert.equal(b.code, status);
  assert.match(b.requestId, UUID);
  assert.equal(res.headers['x-request-id'], b.requestId);
  assert.ok(Math.abs(b.timestamp - Date.now()) < 60_000, 'timestamp is epoch milliseconds');
  if (status === 200) {
    assert.equal(b.message, 'success');
    assert.ok(b.data && typeof b.data === 'object');
    assert.equal(b.error, undefined);
  } else {
    assert.equal(b.data, null);
    assert.equal(b.error, errorCode);
    assert.equal(res.headers['x-error-code'], errorCode);
    assert.ok(b.message.length > 10, 'error message says what went wrong');
  }
}

const html = (target: TargetServer, path: string, extra = '') => `/api/v1/web/html?url=${encodeURIComponent(target.url + path)}${extra}`;

describe('/web/html', () => {
  let app: TestApp;
  let target: TargetServer;
  before(async () => {
    target = await startTargetServer();
    app = await startTestApp({ rateLimitPerMinute: 1000 });
  });
  after(async () => {
    await app.close();
    await target.close();
  });

  test('200: returns the page as served, with final URL, status and content type, and charges one credit', async () => {
    const { key, id } = await app.createKey(10);
    const res = await app.get(html(target, '/article'), key);
    assertEnvelope(res, 200);
    const d = res.body.data!;
    assert.equal(d.final_url, `${target.url}/article`);
    assert.equal(d.status_code, 200);
    assert.equal(d.ok, true);
    assert.equal(d.content_type, 'text/html; charset=utf-8');
    assert.match(String(d.html), /<title>The Adult['’]s Guide to Starting Music Lessons/);
    assert.ok(String(d.html).includes('’'), 'UTF-8 punctuation decoded');
    assert.equal(d.cached, false);
    assert.equal(res.headers['x-credits-charged'], '1');
    assert.equal(await app.balance(id), 9);
  });

  test('200: follows redirects and lists each hop', async () => {
    const { key } = await app.createKey(10);
    const res = await app.get(html(target, '/redirect?to=/redirect%3Fto%3D/article%26status%3D301'), key);
    assertEnvelope(res, 200);
    const d = res.body.data!;
    assert.equal(d.final_url, `${target.url}/article`);
    assert.deepEqual(
      (d.redirects as { status_code: number }[]).map((h) => h.status_code),
      [302, 301],
    );
  });

  test('200: a target answering 404 or 503 is returned faithfully and says so', async () => {
    const { key, id } = await app.createKey(10);
    const res = await app.get(html(target, '/not-found'), key);
    assertEnvelope(res, 200);
    assert.equal(res.body.data!.status_code, 404);
    assert.equal(res.body.data!.ok, false);
    assert.match(String(res.body.data!.note), /HTTP 404/);
    assert.match(String(res.body.data!.html), /No such page here/);
    const res503 = await app.get(html(target, '/server-error'), key);
    assertEnvelope(res503, 200);
    assert.equal(res503.body.data!.status_code, 503);
    assert.equal(await app.balance(id), 8, 'the target answered: both calls are charged');
  });

  test('400: missing url, unknown parameter, wrong type and bad scheme are refused for free', async () => {
    const { key, id } = await app.createKey(10);
    const missing = await app.get('/api/v1/web/html', key);
    assertEnvelope(missing, 400, 'INVALID_PARAMETER');
    assert.match(missing.body.message, /Missing required parameter 'url'/);

    const unknown = await app.get(html(target, '/article', '&nocache=true'), key);
    assertEnvelope(unknown, 400, 'UNKNOWN_PARAMETER');
    assert.match(unknown.body.message, /Unknown parameter 'nocache'\. Accepted parameters: url, no_cache/);

    const wrongType = await app.get(html(target, '/article', '&no_cache=maybe'), key);
    assertEnvelope(wrongType, 400, 'INVALID_PARAMETER');
    assert.match(wrongType.body.message, /'no_cache' must be true or false/);

    const scheme = await app.get(`/api/v1/web/html?url=${encodeURIComponent('file:///etc/passwd')}`, key);
    assertEnvelope(scheme, 400, 'INVALID_URL');
    const relative = await app.get('/api/v1/web/html?url=example.com', key);
    assertEnvelope(relative, 400, 'INVALID_URL');
    assert.match(relative.body.message, /include the scheme/);

    const image = await app.get(html(target, '/image'), key);
    assertEnvelope(image, 400, 'TARGET_CONTENT_UNSUPPORTED');
    assert.equal(await app.balance(id), 10, 'nothing charged for refused input');
  });

  test('401: missing, malformed, unknown and revoked keys', async () => {
    assertEnvelope(await app.get(html(target, '/article')), 401, 'AUTH_MISSING');
    assertEnvelope(await app.get(html(target, '/article'), 'not-a-key'), 401, 'AUTH_INVALID');
    assertEnvelope(await app.get(html(target, '/article'), `glr_${'A'.repeat(43)}`), 401, 'AUTH_INVALID');
    const { key, id } = await app.createKey(10);
    await app.deps.store.revokeKey(id);
    const revoked = await app.get(html(target, '/article'), key);
    assertEnvelope(revoked, 401, 'AUTH_REVOKED');
    assert.match(revoked.body.message, /revoked/);
  });

  test('401 comes before 400: an unauthenticated bad request learns nothing about parameters', async () => {
    assertEnvelope(await app.get('/api/v1/web/html?bogus=1'), 401, 'AUTH_MISSING');
  });

  test('403: too few credits, and an hourly quota used up', async () => {
    const broke = await app.createKey(0);
    const res = await app.get(html(target, '/article?i=broke'), broke.key);
    assertEnvelope(res, 403, 'CREDITS_INSUFFICIENT');
    assert.match(res.body.message, /costs 1 credit; the key has 0/);

    const limited = await app.createKey(100, 2);
    assertEnvelope(await app.get(html(target, '/article?q=1'), limited.key), 200);
    assertEnvelope(await app.get(html(target, '/article?q=2'), limited.key), 200);
    const over = await app.get(html(target, '/article?q=3'), limited.key);
    assertEnvelope(over, 403, 'QUOTA_EXCEEDED');
    assert.equal(await app.balance(limited.id), 98);
    // A cache hit is free and does not count against the quota either.
    assertEnvelope(await app.get(html(target, '/article?q=1'), limited.key), 200);
  });

  test('500: an unreachable target is refunded and says why', async () => {
    const { key, id } = await app.createKey(5);
    const closed = await startTargetServer();
    const deadUrl = closed.url;
    await closed.close();
    const res = await app.get(`/api/v1/web/html?url=${encodeURIComponent(`${deadUrl}/article`)}`, key);
    assertEnvelope(res, 500, 'TARGET_UNREACHABLE');
    assert.match(res.body.message, /connection refused/);
    assert.equal(await app.balance(id), 5, 'refunded');
    const ledger = await app.deps.store.ledger(id);
    const kinds = ledger.filter((e) => e.requestId === res.body.requestId).map((e) => e.kind).sort();
    assert.deepEqual(kinds, ['debit', 'refund']);
    assert.equal(await app.deps.store.ledgerSum(id), 5);
  });

  test('500: redirect loops, oversized bodies and compression bombs are refused and refunded', async () => {
    const { key, id } = await app.createKey(5);
    assertEnvelope(await app.get(html(target, '/loop'), key), 500, 'TOO_MANY_REDIRECTS');
    assertEnvelope(await app.get(html(target, '/gzip-bomb'), key), 500, 'TARGET_TOO_LARGE');
    assert.equal(await app.balance(id), 5);
  });

  test('status and account are free and reflect the calls made', async () => {
    const { key } = await app.createKey(3);
    const account = await app.get('/api/v1/account', key);
    assertEnvelope(account, 200);
    assert.equal((account.body.data!.credits as { balance: number }).balance, 3);
    const status = await app.get('/api/v1/status');
    assertEnvelope(status, 200);
    const ops = status.body.data!.operations as { id: string; status: string; samples: number }[];
    const htmlOp = ops.find((o) => o.id === 'html')!;
    assert.ok(htmlOp.samples > 0);
    assert.ok(['Healthy', 'Available Limited', 'Mostly unavailable'].includes(htmlOp.status));
  });

  test('404: unknown routes answer the envelope too', async () => {
    const res = await app.get('/api/v1/web/nothing-here');
    assertEnvelope(res, 404, 'NOT_FOUND');
  });
});

describe('/web/html rate limit and store outage', () => {
  test('429: past the per-minute limit, with Retry-After', async () => {
    const target = await startTargetServer();
    const app = await startTestApp({ rateLimitPerMinute: 3 });
    try {
      const { key } = await app.createKey(10);
      for (let i = 0; i < 3; i++) assertEnvelope(await app.get(html(target, '/article'), key), 200);
      const limited = await app.get(html(target, '/article'), key);
      assertEnvelope(limited, 429, 'RATE_LIMITED');
      const retryAfter = Number(limited.headers['retry-after']);
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    } finally {
      await app.close();
      await target.close();
    }
  });

  test('503: the credits store is unavailable, and nothing is fetched', async () => {
    const target = await startTargetServer();
    const app = await startTestApp();
    try {
      const { key } = await app.createKey(10);
      await app.deps.store.close();
      const res = await app.get(html(target, '/article?i=503'), key);
      assertEnvelope(res, 503, 'SERVICE_UNAVAILABLE');
      assert.match(res.body.message, /store is unavailable/);
      assert.equal(target.hits.get('/article'), undefined);
    } finally {
      await app.close();
      await target.close();
    }
  });

  test('500: a target slower than the deadline times out and is refunded', async () => {
    const target = await startTargetServer();
    const app = await startTestApp({ crawlTimeoutMs: 300 });
    try {
      const { key, id } = await app.createKey(2);
      const started = Date.now();
      const res = await app.get(html(target, '/slow?ms=5000'), key);
      assertEnvelope(res, 500, 'TARGET_TIMEOUT');
      assert.ok(Date.now() - started < 3000, 'answered near the deadline');
      assert.equal(await app.balance(id), 2);
    } finally {
      await app.close();
      await target.close();
    }
  });
});
