/**
 * Property-based fuzzing (fast-check) of every operation's parameters through the HTTP API:
 * random strings, unicode, huge values, repeated keys, empty values. Always a valid envelope;
 * bad input is never a 500; a 500 only ever names an upstream or target failure (the stand-in
 * upstream here answers nothing useful); the server never crashes.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { request } from 'undici';
import { operations } from '../../src/operations/registry.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const UPSTREAM_CODES = /^(UPSTREAM_|TARGET_|SERVICE_UNAVAILABLE|RENDER_)/;

describe('fuzzing every operation through the API', () => {
  let app: TestApp;
  let key: string;
  let dead: ReturnType<typeof createServer>;
  before(async () => {
    // The stand-in upstream answers 404 to everything: valid requests fail upstream, visibly.
    dead = createServer((_req, res) => res.writeHead(404).end('nothing here')).listen(0, '127.0.0.1');
    await once(dead, 'listening');
    app = await startTestApp({
      upstreamBaseUrl: `http://127.0.0.1:${(dead.address() as AddressInfo).port}`,
      upstreamBackoffMs: 0,
      upstreamMaxAttempts: 1,
      chromiumPath: '/nonexistent/chromium',
      crawlTimeoutMs: 1000,
      rateLimitPerMinute: 0,
    });
    key = (await app.createKey(1_000_000)).key;
  });
  after(async () => {
    await app.close();
    dead.close();
  });

  const value = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 50 }),
    fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'true', 'null', '[]', '{}', '%00', '../../etc/passwd', 'http://127.0.0.1/', 'https://example.com/'),
    fc.integer().map(String),
    fc.string({ minLength: 2000, maxLength: 20000 }),
  );

  for (const op of operations) {
    test(`${op.id}: random parameters always get a valid envelope, never a crash, never a 500 for bad input`, async () => {
      const names = [...Object.keys(op.params.properties), 'bogus'];
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 6 }), async (pairs) => {
          const qs = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          const res = await request(`${app.url}/api/v1/${op.path}?${qs}`, { headers: { 'x-api-key': key } });
          const text = await res.body.text();
          const body = JSON.parse(text) as { code: number; message: string; data: unknown; error?: string; requestId: string };
          assert.equal(body.code, res.statusCode);
          assert.equal(typeof body.requestId, 'string');
          assert.ok([200, 400, 403, 431, 500, 503].includes(res.statusCode), `status ${res.statusCode}: ${body.message}`);
          if (res.statusCode >= 500) assert.match(String(body.error), UPSTREAM_CODES, `${body.error}: ${body.message} for ${qs.slice(0, 200)}`);
        }),
        // A failure is reported as found: shrinking huge strings through HTTP would take minutes.
        { numRuns: op.tag === 'Web crawl' ? 40 : 60, endOnFailure: true },
      );
      // Still alive and serving.
      const health = await request(`${app.url}/health`);
      assert.equal(health.statusCode, 200);
      await health.body.text();
    });
  }
});
