/**
 * The server as a process (npm start runs src/main.ts): it starts from environment variables,
 * logs JSON without the API key, finishes requests in flight on SIGTERM, and refunds a
 * reservation left open by a process that died.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, test } from 'node:test';
import { createApiKey } from '../src/store/api-keys.ts';
import { openSqliteStore } from '../src/store/sqlite-store.ts';
import { startTargetServer, type TargetServer } from './helpers/target-server.ts';

const main = new URL('../src/main.ts', import.meta.url).pathname;

async function startServer(dataDir: string) {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CRAWL_ALLOW_PRIVATE_NETWORKS: 'true', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      logs.push(line);
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, url, logs };
}

describe('server process', () => {
  let dataDir: string;
  let target: TargetServer;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gleaner-proc-'));
    target = await startTargetServer();
  });
  after(async () => {
    await target.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('finishes a request in flight on SIGTERM, then exits 0; the key never reaches the logs', async () => {
    const store = openSqliteStore(dataDir);
    const { key } = await createApiKey(store, { credits: 5 });
    await store.close();
    const server = await startServer(dataDir);
    const pending = fetch(`${server.url}/api/v1/web/html?url=${encodeURIComponent(`${target.url}/slow?ms=700`)}`, { headers: { 'x-api-key': key } });
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    const res = await pending;
    assert.equal(res.status, 200);
    const body = (await res.json()) as { data: { html: string } };
    assert.ok(body.data.html.includes('Never Too Late'));
    const exited = Date.now();
    const [code] = await once(server.child, 'exit');
    assert.equal(code, 0);
    assert.ok(Date.now() - exited < 5000, 'a kept-alive connection does not hold the exit');
    const logText = server.logs.join('\n');
    assert.ok(logText.includes('shutting down'));
    assert.ok(!logText.includes(key), 'the API key is redacted from logs');
  });

  test('a reservation left open by a crashed process is refunded when the server starts', async () => {
    const store = openSqliteStore(dataDir);
    const { record } = await createApiKey(store, { credits: 5 });
    await store.reserve({ requestId: 'crashed-request', keyId: record.id, operation: 'html', cost: 2 });
    await store.close();
    const server = await startServer(dataDir);
    try {
      // The sweep runs at start but only refunds reservations older than the timeout (300 s):
      // this one is young, so it must still be open.
      const check = openSqliteStore(dataDir);
      assert.equal((await check.findKey(record.id))!.balance, 3);
      assert.equal(await check.refundStale(-1) >= 1, true);
      assert.equal((await check.findKey(record.id))!.balance, 5);
      assert.equal(await check.ledgerSum(record.id), 5);
      await check.close();
    } finally {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
  });
});
