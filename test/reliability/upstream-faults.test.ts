/**
 * Upstream faults from a local fault-injecting server: slow answers past the timeout, connection
 * resets, truncated bodies, 429 and 503 storms, a block page. Each gives the documented status and
 * error, refunds the credits, lowers the operation's health — and the service keeps serving other
 * operations meanwhile.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startTargetServer, type TargetServer } from '../helpers/target-server.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const CAPTCHA = readFileSync(new URL('../../src/upstreams/google/fixtures/websearcher_sorry_index.html', import.meta.url), 'utf8');

describe('upstream faults', () => {
  let faults: Server;
  let app: TestApp;
  let target: TargetServer;
  before(async () => {
    faults = createServer((req, res) => {
      const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q');
      switch (q) {
        case 'slow':
          return void setTimeout(() => res.end('late'), 5000).unref();
        case 'reset':
          return void req.socket.destroy();
        case 'truncated':
          res.writeHead(200, { 'content-type': 'text/html', 'content-length': '100000' });
          res.write('<html><body><div id="rso">');
          return void setTimeout(() => req.socket.destroy(), 20);
        case 'storm429':
          return void res.writeHead(429, { 'retry-after': '60' }).end('Too Many Requests');
        case 'storm503':
          return void res.writeHead(503).end('Service Unavailable');
        case 'blocked':
          return void res.writeHead(200, { 'content-type': 'text/html' }).end(CAPTCHA);
        default:
          return void res.writeHead(404).end();
      }
    });
    faults.listen(0, '127.0.0.1');
    await once(faults, 'listening');
    target = await startTargetServer();
    app = await startTestApp({
      upstreamBaseUrl: `http://127.0.0.1:${(faults.address() as AddressInfo).port}`,
      upstreamTimeoutMs: 800,
      upstreamBackoffMs: 0,
      upstreamMaxAttempts: 2,
      upstreamTransports: { search: ['http', 'impit'] },
      rateLimitPerMinute: 0,
    });
  });
  after(async () => {
    await app.close();
    await target.close();
    faults.closeAllConnections();
    faults.close();
  });

  const cases: [string, string, RegExp][] = [
    ['slow', 'UPSTREAM_FAILED', /could not be reached/],
    ['reset', 'UPSTREAM_FAILED', /could not be reached/],
    ['truncated', 'UPSTREAM_FAILED', /could not be reached/],
    ['storm429', 'UPSTREAM_BLOCKED', /HTTP 429 Too Many Requests/],
    ['storm503', 'UPSTREAM_FAILED', /HTTP 503/],
    ['blocked', 'UPSTREAM_BLOCKED', /captcha/],
  ];
  for (const [fault, code, message] of cases) {
    test(`${fault}: 500 ${code}, refunded, health lowered, other operations unaffected`, async () => {
      const { key, id } = await app.createKey(5);
      const failuresBefore = await searchFailures(app);
      const started = Date.now();
      const [res, other] = await Promise.all([
        app.get(`/api/v1/searchengine/search?query=${fault}`, key),
        app.get(`/api/v1/web/html?url=${encodeURIComponent(`${target.url}/article?during=${fault}`)}`, key),
      ]);
      assert.equal(res.status, 500, res.body.message);
      assert.equal(res.body.error, code);
      assert.match(res.body.message, message);
      assert.ok(Date.now() - started < 6000, 'bounded by the upstream timeout');
      assert.equal(other.status, 200, 'the crawl operation kept serving');
      assert.equal(await app.balance(id), 4, 'only the crawl was charged');
      assert.equal(await searchFailures(app), failuresBefore + 1);
    });
  }
});

async function searchFailures(app: TestApp): Promise<number> {
  const status = await app.get('/api/v1/status');
  return (status.body.data!.operations as { id: string; failures: number }[]).find((o) => o.id === 'search')!.failures;
}
