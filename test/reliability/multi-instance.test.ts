/**
 * Reliability with several instances (npm run test:reliability; part of npm test): two API
 * processes sharing PostgreSQL and Redis never oversell credits, survive a kill -9 of one of them
 * without losing or double-charging credits, keep serving when Redis stops, and answer 503 without
 * charging when PostgreSQL is unreachable.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { request } from 'undici';
import { connectRedis } from '../../src/core/redis.ts';
import { createRedisRateLimiter } from '../../src/core/redis-shared.ts';
import { createApiKey } from '../../src/store/api-keys.ts';
import { openPostgresStore } from '../../src/store/postgres-store.ts';
import type { Store } from '../../src/store/store.ts';
import { freshSchema, startInstance, startRedis, startRelay, type Instance } from '../helpers/instances.ts';
import { testDatabaseUrl } from '../helpers/services.ts';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';

async function get(base: string, path: string, key: string): Promise<number> {
  try {
    const res = await request(base + path, { headers: { 'x-api-key': key } });
    await res.body.text();
    return res.statusCode;
  } catch {
    return -1; // the connection died with its instance
  }
}

const crawl = (target: TargetServer, path: string) => `/api/v1/web/html?url=${encodeURIComponent(target.url + path)}`;

describe('two instances on shared PostgreSQL and Redis', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let target: TargetServer;
  let store: Store;
  const instances: Instance[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const i = await startInstance({ DATABASE_URL: schema.url, REDIS_URL: redis.url, ...extra });
    instances.push(i);
    return i;
  };
  before(async () => {
    schema = await freshSchema();
    redis = await startRedis();
    target = await startTargetServer();
    store = await openPostgresStore(schema.url);
  });
  after(async () => {
    await Promise.all(instances.map((i) => i.stop('SIGKILL')));
    await store.close();
    await redis.kill();
    await target.close();
    await schema.drop();
  });

  test('400 concurrent charged requests over both on 100 credits: exactly 100 succeed, ledger consistent', async () => {
    const [a, b] = [await start(), await start()];
    const { key, record } = await createApiKey(store, { credits: 100 });
    const statuses = await Promise.all(Array.from({ length: 400 }, (_, i) => get(i % 2 ? a.url : b.url, crawl(target, `/article?many=${i}`), key)));
    assert.equal(statuses.filter((s) => s === 200).length, 100);
    assert.equal(statuses.filter((s) => s === 403).length, 300);
    assert.equal((await store.findKey(record.id))!.balance, 0);
    assert.equal(await store.ledgerSum(record.id), 0);
    assert.equal((await store.ledger(record.id, 1000)).filter((e) => e.kind === 'debit').length, 100);
  });

  test('identical concurrent requests on different instances share one upstream call and one charge', async () => {
    const [a, b] = [instances[0]!, instances[1]!];
    const { key, record } = await createApiKey(store, { credits: 10 });
    const before = target.hits.get('/slow') ?? 0;
    const statuses = await Promise.all(Array.from({ length: 6 }, (_, i) => get(i % 2 ? a.url : b.url, crawl(target, '/slow?ms=600&shared=1'), key)));
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200]);
    assert.equal((target.hits.get('/slow') ?? 0) - before, 1, 'one upstream call for all six');
    assert.equal((await store.findKey(record.id))!.balance, 9, 'one charge');
  });

  test('kill -9 of one instance mid-load, then restart: no credit lost or double-charged, no open debit', async () => {
    const [a, b] = [instances[0]!, instances[1]!];
    const { key, record } = await createApiKey(store, { credits: 100 });
    const load = Promise.all(Array.from({ length: 120 }, (_, i) => get(i % 2 ? a.url : b.url, crawl(target, `/slow?ms=400&kill=${i}`), key)));
    await new Promise((r) => setTimeout(r, 200));
    await a.stop('SIGKILL');
    const statuses = await load;
    assert.ok(statuses.some((s) => s === -1), 'requests on the killed instance died with it');
    // Reservations of the dead process are refunded once older than the timeout (here 10 s).
    await new Promise((r) => setTimeout(r, 10_500));
    const restarted = await start({ RESERVATION_TIMEOUT_SECONDS: '10' });
    assert.equal(await get(restarted.url, crawl(target, '/article?after=restart'), key), 200);
    const db = new pg.Client({ connectionString: schema.url });
    await db.connect();
    const open = (await db.query("SELECT count(*)::int AS n FROM reservations WHERE key_id = $1 AND state = 'reserved'", [record.id])).rows[0].n;
    const settled = (await db.query("SELECT count(*)::int AS n FROM reservations WHERE key_id = $1 AND state = 'settled'", [record.id])).rows[0].n;
    const outcomes = (await db.query('SELECT count(*)::int AS n FROM ledger l WHERE l.key_id = $1 AND l.kind = $2 AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.request_id = l.request_id)', [record.id, 'debit'])).rows[0].n;
    await db.end();
    assert.equal(open, 0, 'every debit has its outcome: settled or refunded');
    assert.equal(outcomes, 0, 'no ledger row orphaned');
    const balance = (await store.findKey(record.id))!.balance;
    assert.equal(await store.ledgerSum(record.id), balance);
    assert.equal(balance, 100 - settled, 'charged exactly the settled requests');
    assert.ok(statuses.filter((s) => s === 200).length + 1 <= settled, 'every answered success was charged once');
  });

  test('renders queue on Redis: a render this instance has no free browser for is done by another instance', async () => {
    const [a, b] = [await start({ RENDER_CONCURRENCY: '1' }), await start({ RENDER_CONCURRENCY: '1' })];
    const { key } = await createApiKey(store, { credits: 100 });
    const render = (i: number) =>
      request(`${a.url}/api/v1/web/rendered-html?url=${encodeURIComponent(`${target.url}/slow?ms=2500&job=${i}`)}`, { headers: { 'x-api-key': key } }).then(
        async (r) => ({ status: r.statusCode, body: (await r.body.json()) as { data: { rendered_by: string; html: string } } }),
      );
    // Both browsers started and warm, so that the timing below is about queueing only.
    await Promise.all([render(-1), request(`${b.url}/api/v1/web/rendered-html?url=${encodeURIComponent(`${target.url}/article?warm=b`)}`, { headers: { 'x-api-key': key } }).then((r) => r.body.text())]);
    const started = Date.now();
    const [one, two] = await Promise.all([render(1), render(2)]);
    const elapsed = Date.now() - started;
    assert.equal(one.status, 200);
    assert.equal(two.status, 200);
    assert.notEqual(one.body.data.rendered_by, two.body.data.rendered_by, 'the second render was done by the other instance');
    // Side by side: one render's time plus overheads; one after the other: at least 5 s. The margin
    // is wide because this machine is shared (2,981 ms against a 2,900 ms bound failed a CI run).
    assert.ok(elapsed < 4500, `both rendered side by side in ${elapsed} ms (one after the other would take ≥ 5 s)`);
    await Promise.all([a.stop(), b.stop()]);
  });

  test('the per-key rate limit holds across instances', async () => {
    const [a, b] = [await start({ RATE_LIMIT_PER_MINUTE: '5' }), await start({ RATE_LIMIT_PER_MINUTE: '5' })];
    const { key } = await createApiKey(store, { credits: 100 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await get(i % 2 ? a.url : b.url, crawl(target, `/article?rl=${i}`), key));
    assert.deepEqual([statuses.filter((s) => s === 200).length, statuses.filter((s) => s === 429).length], [5, 5]);
    await Promise.all([a.stop(), b.stop()]);
  });

  test('the shared limit counts from the first request: a fresh instance is connected to Redis before it serves', async () => {
    const client = await connectRedis(redis.url);
    try {
      const limiter = createRedisRateLimiter(client, 5);
      // Straight after start-up: with the connection not up yet, this was counted in-process only.
      await limiter.consume('first-request');
      assert.equal(await client.get('gleaner:rl:first-request'), '1');
    } finally {
      client.disconnect();
    }
  });

  test('Redis stopped during load: requests still served, no 500s', async () => {
    const [a, b] = [instances[1]!, instances[2]!];
    const { key } = await createApiKey(store, { credits: 1000 });
    const load = Promise.all(Array.from({ length: 200 }, (_, i) => get(i % 2 ? a.url : b.url, crawl(target, `/slow?ms=50&redis=${i}`), key)));
    await new Promise((r) => setTimeout(r, 100));
    await redis.kill();
    const statuses = await load;
    assert.deepEqual([...new Set(statuses)], [200]);
    // And after it: the cache and limits work locally.
    assert.equal(await get(a.url, crawl(target, '/article?no-redis=1'), key), 200);
  });
});

describe('PostgreSQL unreachable', () => {
  test('503 with a clear message, and nothing charged', async () => {
    const schema = await freshSchema();
    const target = await startTargetServer();
    const base = new URL(testDatabaseUrl());
    const relay = await startRelay(base.hostname, Number(base.port || 5432));
    const relayed = schema.url.replace(`${base.hostname}:${base.port || 5432}`, `127.0.0.1:${relay.port}`);
    const instance = await startInstance({ DATABASE_URL: relayed });
    const store = await openPostgresStore(schema.url);
    try {
      const { key, record } = await createApiKey(store, { credits: 5 });
      assert.equal(await get(instance.url, crawl(target, '/article?pg=1'), key), 200);
      relay.cut();
      const res = await request(instance.url + crawl(target, '/article?pg=2'), { headers: { 'x-api-key': key } });
      const body = (await res.body.json()) as { error: string; message: string };
      assert.equal(res.statusCode, 503);
      assert.equal(body.error, 'SERVICE_UNAVAILABLE');
      assert.match(body.message, /store is unavailable/);
      assert.equal((await store.findKey(record.id))!.balance, 4, 'only the request before the cut was charged');
      assert.equal(target.hits.get('/article'), 1, 'nothing was fetched while the store was away');
    } finally {
      await instance.stop('SIGKILL');
      await store.close();
      await relay.close();
      await target.close();
      await schema.drop();
    }
  });
});
