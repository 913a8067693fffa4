/**
 * The store contract: one suite of behaviour every Store implementation must show (SQLite and
 * PostgreSQL run it, see *-store.test.ts). `openInChild` is the module code that opens the same
 * store from another process, for the several-writers test.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { createApiKey, hashKey, verifyApiKey } from './api-keys.ts';
import type { Store } from './store.ts';

const run = promisify(execFile);

export interface StoreUnderTest {
  store: Store;
  /** ES module source that defines `store` for the same database in a child process. */
  openInChild: string;
  cleanup(): Promise<void>;
}

export function describeStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
describe(`${name} store: keys and the credits ledger`, () => {
  let store: Store;
  let sut: StoreUnderTest;
  before(async () => {
    sut = await open();
    store = sut.store;
  });
  after(async () => {
    await store.close();
    await sut.cleanup();
  });

  test('stores only a hash and a display prefix of a key', async () => {
    const { key, record } = await createApiKey(store, { credits: 1 });
    assert.match(key, /^glr_[A-Za-z0-9_-]{43}$/);
    assert.equal(record.hash, hashKey(key));
    assert.ok(key.startsWith(record.prefix) && record.prefix.length < 12);
    assert.equal((await verifyApiKey(store, key)).id, record.id);
  });

  test('reserve never takes the balance below zero and debits a request id once', async () => {
    const { record } = await createApiKey(store, { credits: 3 });
    const r1 = await store.reserve({ requestId: 'a1', keyId: record.id, operation: 'html', cost: 2 });
    assert.deepEqual(r1, { ok: true, balance: 1 });
    const r2 = await store.reserve({ requestId: 'a2', keyId: record.id, operation: 'html', cost: 2 });
    assert.deepEqual(r2, { ok: false, reason: 'credits', balance: 1 });
    await assert.rejects(store.reserve({ requestId: 'a1', keyId: record.id, operation: 'html', cost: 1 }), /already debited/);
    assert.equal((await store.findKey(record.id))!.balance, 1, 'the rejected duplicate left the balance alone');
    assert.equal(await store.ledgerSum(record.id), 1);
  });

  test('refund restores once; a settled request cannot be refunded', async () => {
    const { record } = await createApiKey(store, { credits: 5 });
    await store.reserve({ requestId: 'b1', keyId: record.id, operation: 'html', cost: 2 });
    await store.reserve({ requestId: 'b2', keyId: record.id, operation: 'html', cost: 2 });
    assert.equal(await store.refund('b1'), true);
    assert.equal(await store.refund('b1'), false);
    await store.settle('b2');
    assert.equal(await store.refund('b2'), false);
    assert.equal((await store.findKey(record.id))!.balance, 3);
    assert.equal(await store.ledgerSum(record.id), 3);
    assert.deepEqual(await store.usage(record.id), { thisHour: 1, total: 1, refunded: 1 });
  });

  test('the hourly quota counts charged requests and gives back refunded ones', async () => {
    const { record } = await createApiKey(store, { credits: 10, quotaPerHour: 2 });
    assert.equal((await store.reserve({ requestId: 'q1', keyId: record.id, operation: 'html', cost: 1 })).ok, true);
    assert.equal((await store.reserve({ requestId: 'q2', keyId: record.id, operation: 'html', cost: 1 })).ok, true);
    assert.deepEqual(await store.reserve({ requestId: 'q3', keyId: record.id, operation: 'html', cost: 1 }), { ok: false, reason: 'quota', used: 2, quota: 2 });
    await store.refund('q2');
    assert.equal((await store.reserve({ requestId: 'q4', keyId: record.id, operation: 'html', cost: 1 })).ok, true);
  });

  test('stale reservations (a crashed process) are refunded, settled ones are not', async () => {
    const { record } = await createApiKey(store, { credits: 4 });
    await store.reserve({ requestId: 's1', keyId: record.id, operation: 'html', cost: 1 });
    await store.reserve({ requestId: 's2', keyId: record.id, operation: 'html', cost: 1 });
    await store.settle('s2');
    assert.equal(await store.refundStale(60_000), 0, 'young reservations are left to their requests');
    assert.ok((await store.refundStale(-1)) >= 1);
    assert.equal(await store.refund('s1'), false, 'already refunded by the sweep');
    assert.equal((await store.findKey(record.id))!.balance, 3);
  });

  test('top-ups and revocation', async () => {
    const { key, record } = await createApiKey(store, { credits: 0 });
    assert.equal(await store.addCredits(record.id, 7, 'test'), 7);
    assert.equal(await store.ledgerSum(record.id), 7);
    await store.revokeKey(record.id);
    await assert.rejects(verifyApiKey(store, key), { code: 'AUTH_REVOKED' });
  });

  test('several processes on one database file never oversell credits', async () => {
    const { record } = await createApiKey(store, { credits: 150 });
    const script = `
      ${sut.openInChild}
      let ok = 0;
      for (let i = 0; i < 100; i++) {
        const r = await store.reserve({ requestId: process.argv[1] + '-' + i, keyId: ${JSON.stringify(record.id)}, operation: 'html', cost: 1 });
        if (r.ok) ok++;
        if (r.ok && i % 10 === 0) await store.refund(process.argv[1] + '-' + i);
      }
      await store.close();
      console.log(ok);`;
    const outs = await Promise.all(['p1', 'p2', 'p3'].map((p) => run(process.execPath, ['--input-type=module', '-e', script, p])));
    const succeeded = outs.reduce((n, o) => n + Number(o.stdout.trim()), 0);
    const balance = (await store.findKey(record.id))!.balance;
    assert.ok(balance >= 0);
    assert.equal(await store.ledgerSum(record.id), balance, 'ledger sums to the balance');
    assert.ok(succeeded >= 150, `${succeeded} reservations succeeded (refunds free credits for more)`);
    assert.equal(balance, 0);
  });
});
}
