/**
 * What the core gives every search-family operation, shown with a small operation defined here
 * that echoes its validated parameters: the `google` alias of the `searchengine` segment, the
 * shared parameters with legacy values normalised before the operation runs, and cost overrides.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDeps, type Deps } from '../src/deps.ts';
import { defineOperation, type AnyOperation } from '../src/operations/define.ts';
import { commonParams } from '../src/operations/params.ts';
import { searchParams } from '../src/operations/search-params.ts';
import { createApiKey } from '../src/store/api-keys.ts';

const echo = defineOperation({
  id: 'echo',
  path: 'searchengine/echo',
  tag: 'Search',
  summary: 'Echo',
  description: 'Returns its parameters.',
  cost: 1,
  params: Type.Object({ ...searchParams, ...commonParams }, { additionalProperties: false }),
  run: async (p) => ({ params: p }),
});

describe('search-family routes', () => {
  let app: FastifyInstance;
  let deps: Deps;
  let dataDir: string;
  let key: string;
  let keyId: string;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gleaner-search-'));
    deps = await createDeps(loadConfig({ logLevel: 'silent', dataDir, operationCosts: { echo: 3 } }, {}));
    app = await buildApp(deps, { operations: [echo as unknown as AnyOperation] });
    const created = await createApiKey(deps.store, { credits: 10 });
    key = created.key;
    keyId = created.record.id;
  });
  after(async () => {
    await app.close();
    await deps.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
    return { status: res.statusCode, headers: res.headers, body: res.json() as { data: { params: Record<string, unknown> }; error?: string; message: string } };
  };

  test('legacy values reach the operation as current ones, with defaults filled', async () => {
    const res = await get('/api/v1/searchengine/echo?query=coffee&safe=active&nfpr=1&filter=0&page=1');
    assert.equal(res.status, 200, res.body.message);
    assert.deepEqual(res.body.data.params, {
      query: 'coffee',
      page: 1,
      html: false,
      country: 'us',
      language: 'en',
      safe: 'ACTIVE',
      nfpr: 'EXCLUDE_CORRECTED_RESULTS',
      filter: 'DISABLED',
    });
  });

  test('`google` is accepted in place of `searchengine`, and legacy and current spellings share a cache entry', async () => {
    const res = await get('/api/v1/google/echo?query=coffee&safe=ACTIVE&nfpr=EXCLUDE_CORRECTED_RESULTS&filter=DISABLED&page=1');
    assert.equal(res.status, 200);
    assert.equal(res.headers['x-cache'], 'HIT');
  });

  test('OPERATION_COSTS overrides the default cost', async () => {
    const before = (await deps.store.findKey(keyId))!.balance;
    const res = await get('/api/v1/searchengine/echo?query=tea');
    assert.equal(res.headers['x-credits-charged'], '3');
    assert.equal((await deps.store.findKey(keyId))!.balance, before - 3);
  });

  test('a bad enum value names the accepted values, legacy included', async () => {
    const res = await get('/api/v1/searchengine/echo?query=tea&safe=strict');
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'INVALID_PARAMETER');
    assert.equal(res.body.message, "Parameter 'safe' must be one of ACTIVE, OFF (legacy: active, off).");
  });
});
