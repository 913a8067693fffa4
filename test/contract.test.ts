/**
 * Catalogue checks: the registry lists every operation folder, generated docs match the code,
 * and the OpenAPI document and docs page are generated from the registry.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { renderDocs } from '../src/docs/render.ts';
import { operations } from '../src/operations/registry.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const root = new URL('../', import.meta.url);

describe('catalogue', () => {
  test('every operation folder is in the registry, once, with a unique id and path', () => {
    const dir = new URL('src/operations/', root);
    const folders = readdirSync(dir).filter((f) => statSync(new URL(f, dir)).isDirectory());
    const paths = operations.map((op) => op.path);
    assert.equal(new Set(operations.map((op) => op.id)).size, operations.length);
    assert.equal(new Set(paths).size, paths.length);
    assert.equal(folders.length, operations.length, `folders ${folders.join(', ')} vs registry ${operations.map((o) => o.id).join(', ')}`);
  });

  test('docs/ pages are up to date with the code (run npm run docs)', () => {
    for (const [file, text] of Object.entries(renderDocs())) {
      assert.equal(readFileSync(new URL(file, root), 'utf8'), text, `${file} is stale: run npm run docs`);
    }
  });
});

describe('OpenAPI and docs', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  test('GET /openapi.json is an OpenAPI 3.1 document with every operation and its parameters', async () => {
    const res = await fetch(`${app.url}/openapi.json`);
    assert.equal(res.status, 200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, { get: { operationId: string; parameters: { name: string; in: string; required?: boolean }[]; security: unknown[] } }>;
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
    };
    assert.equal(doc.openapi, '3.1.0');
    assert.deepEqual(doc.components.securitySchemes.apiKey, { type: 'apiKey', in: 'header', name: 'X-API-Key' });
    for (const op of operations) {
      const entry = doc.paths[`/api/v1/${op.path}`];
      assert.ok(entry, `${op.path} documented`);
      assert.equal(entry.get.operationId, op.id);
      const documented = entry.get.parameters.filter((p) => p.in === 'query').map((p) => p.name).sort();
      assert.deepEqual(documented, Object.keys(op.params.properties).sort());
      for (const required of op.params.required ?? []) assert.equal(entry.get.parameters.find((p) => p.name === required)?.required, true);
    }
    assert.ok(!Object.keys(doc.paths).some((p) => p.includes('/google/')), 'aliases are not documented twice');
  });

  test('GET /docs serves the interactive reference', async () => {
    const res = await fetch(`${app.url}/docs`, { redirect: 'follow' });
    assert.equal(res.status, 200);
    assert.match(await res.text(), /swagger-ui/i);
  });

  test('GET /metrics is Prometheus text with the service counters', async () => {
    const res = await fetch(`${app.url}/metrics`);
    assert.equal(res.status, 200);
    const text = await res.text();
    for (const name of ['http_request_duration_seconds', 'credits_debited_total', 'cache_requests_total', 'process_cpu_seconds_total']) {
      assert.ok(text.includes(name), name);
    }
  });
});
