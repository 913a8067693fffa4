/**
 * gleaner/client against a running server: typed calls return `data`, errors are thrown as
 * GleanerError with the envelope's status and code, and the client's id → path table is the
 * one /openapi.json publishes (so it cannot drift from the registry unnoticed).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createClient, GleanerError, OPERATION_PATHS, type SearchData } from 'gleaner/client';
import { startTargetServer, type TargetServer } from './helpers/target-server.ts';
import { startReplayApp, type ReplayApp } from './helpers/test-app.ts';

describe('gleaner/client', () => {
  let app: ReplayApp;
  let target: TargetServer;
  before(async () => {
    target = await startTargetServer();
    app = await startReplayApp([new URL('../src/operations/search/fixtures/', import.meta.url)], { rateLimitPerMinute: 0 });
  });
  after(async () => {
    await app.close();
    await target.close();
  });

  test('its table of operations is the one /openapi.json publishes', async () => {
    const spec = (await (await fetch(`${app.url}/openapi.json`)).json()) as { paths: Record<string, { get?: { operationId?: string } }> };
    const published = Object.fromEntries(
      Object.entries(spec.paths)
        .filter(([path, item]) => item.get?.operationId && path.startsWith('/api/v1/') && item.get.operationId !== 'status' && item.get.operationId !== 'account')
        .map(([path, item]) => [item.get!.operationId!, path.replace('/api/v1/', '')]),
    );
    assert.deepEqual(published, OPERATION_PATHS);
  });

  test('typed calls answer data; errors are thrown with the envelope', async () => {
    const { key } = await app.createKey(10);
    const client = createClient({ baseUrl: app.url, apiKey: key });
    const md = await client.markdown({ url: `${target.url}/article` });
    assert.match(md.markdown, /^!\[A group of friends playing in a band together\]\(https:\/\/cdn\.musichouseschool\.com\/GroupOfAdultFriendsPlayingMusic\.jpg\)\n\nMusic is a universal language/);
    assert.equal(md.rendered, false);
    const results: SearchData = await client.search({ query: 'how to fetch in JS', language: 'de', country: 'de' });
    assert.equal(results.organic_results[0]!.title, 'Using the Fetch API - MDN Web Docs');
    await assert.rejects(client.markdown({ url: 'not a url' }), (err: unknown) => err instanceof GleanerError && err.status === 400 && err.code === 'INVALID_URL');
    const unauthorised = createClient({ baseUrl: app.url, apiKey: 'glr_wrong' });
    await assert.rejects(unauthorised.html({ url: `${target.url}/article` }), (err: unknown) => err instanceof GleanerError && err.status === 401 && err.code === 'AUTH_INVALID');
  });
});
