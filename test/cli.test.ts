/**
 * The gleaner command, run as users run it (the bin launcher in a child process), against the
 * same database a live server uses.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { startTargetServer, type TargetServer } from './helpers/target-server.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const exec = promisify(execFile);
const bin = new URL('../bin/gleaner.js', import.meta.url).pathname;

describe('gleaner keys', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  const gleaner = (...args: string[]) => exec(process.execPath, [bin, ...args], { env });
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gleaner-cli-'));
    env = { ...process.env, DATA_DIR: dataDir };
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  test('create --json prints the key once; list shows only its prefix', async () => {
    const { stdout } = await gleaner('keys', 'create', '--credits', '25', '--name', 'ci', '--quota-per-hour', '10', '--json');
    const created = JSON.parse(stdout) as { key: string; id: string; balance: number; quota_per_hour: number; name: string };
    assert.match(created.key, /^glr_/);
    assert.equal(created.balance, 25);
    assert.equal(created.quota_per_hour, 10);
    const list = JSON.parse((await gleaner('keys', 'list', '--json')).stdout) as { id: string; prefix: string }[];
    const row = list.find((k) => k.id === created.id)!;
    assert.ok(created.key.startsWith(row.prefix));
    assert.ok(!JSON.stringify(list).includes(created.key), 'the key itself is never listed');
  });

  test('usage errors exit 2 with a message', async () => {
    await assert.rejects(gleaner('keys', 'create'), (err: { code: number; stderr: string }) => err.code === 2 && /--credits is required/.test(err.stderr));
    await assert.rejects(gleaner('nope'), (err: { code: number; stderr: string }) => err.code === 2 && /Unknown command/.test(err.stderr));
  });

  describe('against a running server on the same data folder', () => {
    let app: TestApp;
    let target: TargetServer;
    before(async () => {
      target = await startTargetServer();
      app = await startTestApp({ dataDir });
    });
    after(async () => {
      await target.close();
      await app.app.close();
      await app.deps.close();
    });

    test('a key created by the CLI works; credit tops it up; revoke takes effect at once', async () => {
      const created = JSON.parse((await gleaner('keys', 'create', '--credits', '1', '--json')).stdout) as { key: string; id: string };
      const url = `/api/v1/web/html?url=${encodeURIComponent(`${target.url}/article?cli=1`)}&no_cache=true`;
      assert.equal((await app.get(url, created.key)).status, 200);
      assert.equal((await app.get(url, created.key)).status, 403);
      assert.match((await gleaner('keys', 'credit', created.id, '--credits', '5')).stdout, /balance 5/);
      assert.equal((await app.get(url, created.key)).status, 200);
      await gleaner('keys', 'revoke', created.id);
      assert.equal((await app.get(url, created.key)).body.error, 'AUTH_REVOKED');
      const ledger = JSON.parse((await gleaner('keys', 'ledger', created.id, '--json')).stdout) as { kind: string; delta: number }[];
      assert.deepEqual(ledger.map((e) => e.kind).sort(), ['debit', 'debit', 'grant', 'topup']);
      assert.equal(ledger.reduce((n, e) => n + e.delta, 0), 4);
    });
  });
});
