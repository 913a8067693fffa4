/**
 * The embedded store: node:sqlite (no native add-on), WAL, one file in DATA_DIR. Several
 * processes (the server and the CLI) may open the same file: every read-then-write transaction
 * is BEGIN IMMEDIATE, so SQLite serialises writers instead of failing with SQLITE_BUSY mid-way.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { rowToKey as toKey, rowToLedger as toLedger, type Reservation, type ReserveResult, type Store, type Usage } from './store.ts';

const MIGRATIONS_DIR = new URL('./migrations/sqlite/', import.meta.url);
const HOUR_MS = 3_600_000;

type Row = Record<string, SQLInputValue>;
interface ReservationRow {
  key_id: string;
  operation: string;
  cost: number;
  hour: number;
}

export function openSqliteStore(dataDir: string, file = 'gleaner.db'): Store {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, file), { timeout: 10_000 });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  migrate(db);

  const q = {
    insertKey: db.prepare(`INSERT INTO api_keys (id, name, prefix, hash, balance, quota_per_hour, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`),
    keyByHash: db.prepare('SELECT * FROM api_keys WHERE hash = ?'),
    keyByIdOrPrefix: db.prepare('SELECT * FROM api_keys WHERE id = ? OR prefix = ? ORDER BY id = ? DESC LIMIT 2'),
    listKeys: db.prepare('SELECT * FROM api_keys ORDER BY created_at, id'),
    revoke: db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
    setQuota: db.prepare('UPDATE api_keys SET quota_per_hour = ? WHERE id = ?'),
    addBalance: db.prepare('UPDATE api_keys SET balance = balance + ? WHERE id = ? RETURNING balance'),
    debit: db.prepare('UPDATE api_keys SET balance = balance - ? WHERE id = ? AND balance >= ? RETURNING balance'),
    keyState: db.prepare('SELECT balance, quota_per_hour FROM api_keys WHERE id = ?'),
    insertLedger: db.prepare(`INSERT INTO ledger (key_id, request_id, kind, delta, operation, note, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (request_id, kind) DO NOTHING`),
    hourUsage: db.prepare('SELECT count FROM hourly_usage WHERE key_id = ? AND hour = ?'),
    bumpUsage: db.prepare(`INSERT INTO hourly_usage (key_id, hour, count) VALUES (?, ?, ?)
      ON CONFLICT (key_id, hour) DO UPDATE SET count = count + excluded.count`),
    insertReservation: db.prepare(`INSERT INTO reservations (request_id, key_id, operation, cost, hour, state, created_ms)
      VALUES (?, ?, ?, ?, ?, 'reserved', ?)`),
    settle: db.prepare("UPDATE reservations SET state = 'settled' WHERE request_id = ? AND state = 'reserved'"),
    openReservation: db.prepare("SELECT * FROM reservations WHERE request_id = ? AND state = 'reserved'"),
    markRefunded: db.prepare("UPDATE reservations SET state = 'refunded' WHERE request_id = ?"),
    stale: db.prepare("SELECT request_id FROM reservations WHERE state = 'reserved' AND created_ms < ?"),
    usageTotals: db.prepare(`SELECT
        COALESCE(SUM(CASE WHEN state != 'refunded' THEN 1 ELSE 0 END), 0) AS total,
        COALESCE(SUM(CASE WHEN state = 'refunded' THEN 1 ELSE 0 END), 0) AS refunded
      FROM reservations WHERE key_id = ?`),
    ledger: db.prepare('SELECT * FROM ledger WHERE key_id = ? ORDER BY id DESC LIMIT ?'),
    ledgerSum: db.prepare('SELECT COALESCE(SUM(delta), 0) AS total FROM ledger WHERE key_id = ?'),
  };

  /** Runs fn inside BEGIN IMMEDIATE … COMMIT, rolling back on any throw. */
  function tx<T>(fn: () => T): T {
    db.exec('BEGIN IMMEDIATE');
    try {
      const out = fn();
      db.exec('COMMIT');
      return out;
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
  }

  const now = () => new Date().toISOString();

  // Settling is off the request's critical path: marks made in one turn of the event loop are
  // written in one transaction. A request settled but not yet written cannot be refunded.
  let pendingSettles = new Set<string>();
  function flushSettles(): void {
    const ids = pendingSettles;
    pendingSettles = new Set();
    if (ids.size === 0 || !db.isOpen) return;
    tx(() => {
      for (const id of ids) q.settle.run(id);
    });
  }

  function refundSync(requestId: string): boolean {
    if (pendingSettles.has(requestId)) return false;
    return tx(() => {
      const r = q.openReservation.get(requestId) as unknown as ReservationRow | undefined;
      if (!r) return false;
      const added = q.insertLedger.run(r.key_id, requestId, 'refund', r.cost, r.operation, null, now());
      if (added.changes === 0) return false;
      q.addBalance.get(r.cost, r.key_id);
      q.bumpUsage.run(r.key_id, r.hour, -1);
      q.markRefunded.run(requestId);
      return true;
    });
  }

  const store: Store = {
    async createKey(k) {
      return tx(() => {
        const row = q.insertKey.get(k.id, k.name, k.prefix, k.hash, k.credits, k.quotaPerHour, now()) as Row;
        if (k.credits > 0) q.insertLedger.run(k.id, null, 'grant', k.credits, null, 'initial credits', now());
        return toKey(row);
      });
    },
    async findKeyByHash(hash) {
      const row = q.keyByHash.get(hash) as Row | undefined;
      return row && toKey(row);
    },
    async findKey(idOrPrefix) {
      const rows = q.keyByIdOrPrefix.all(idOrPrefix, idOrPrefix, idOrPrefix) as Row[];
      // A prefix shared by two keys is ambiguous: only an exact id match counts then.
      if (rows.length === 1 || rows[0]?.id === idOrPrefix) return toKey(rows[0]!);
      return undefined;
    },
    async listKeys() {
      return (q.listKeys.all() as Row[]).map(toKey);
    },
    async revokeKey(id) {
      q.revoke.run(now(), id);
    },
    async addCredits(id, amount, note) {
      return tx(() => {
        const row = q.addBalance.get(amount, id) as Row | undefined;
        if (!row) throw new Error(`No key ${id}`);
        q.insertLedger.run(id, null, 'topup', amount, null, note ?? null, now());
        return Number(row.balance);
      });
    },
    async setQuota(id, quotaPerHour) {
      q.setQuota.run(quotaPerHour, id);
    },

    async reserve(r: Reservation): Promise<ReserveResult> {
      const nowMs = Date.now();
      const hour = Math.floor(nowMs / HOUR_MS);
      return tx((): ReserveResult => {
        const key = q.keyState.get(r.keyId) as Row | undefined;
        if (!key) throw new Error(`No key ${r.keyId}`);
        const quota = key.quota_per_hour === null ? null : Number(key.quota_per_hour);
        if (quota !== null) {
          const used = Number((q.hourUsage.get(r.keyId, hour) as Row | undefined)?.count ?? 0);
          if (used >= quota) return { ok: false, reason: 'quota', used, quota };
        }
        const debited = q.debit.get(r.cost, r.keyId, r.cost) as Row | undefined;
        if (!debited) return { ok: false, reason: 'credits', balance: Number(key.balance) };
        const added = q.insertLedger.run(r.keyId, r.requestId, 'debit', -r.cost, r.operation, null, now());
        if (added.changes === 0) throw new Error(`Request ${r.requestId} was already debited`);
        q.insertReservation.run(r.requestId, r.keyId, r.operation, r.cost, hour, nowMs);
        q.bumpUsage.run(r.keyId, hour, 1);
        return { ok: true, balance: Number(debited.balance) };
      });
    },
    async settle(requestId) {
      if (pendingSettles.size === 0) setImmediate(flushSettles);
      pendingSettles.add(requestId);
    },
    async refund(requestId) {
      return refundSync(requestId);
    },
    async refundStale(olderThanMs) {
      flushSettles();
      const rows = q.stale.all(Date.now() - olderThanMs) as Row[];
      let n = 0;
      for (const r of rows) if (refundSync(String(r.request_id))) n++;
      return n;
    },

    async usage(keyId): Promise<Usage> {
      const hour = Math.floor(Date.now() / HOUR_MS);
      const thisHour = Number((q.hourUsage.get(keyId, hour) as Row | undefined)?.count ?? 0);
      const t = q.usageTotals.get(keyId) as Row;
      return { thisHour, total: Number(t.total), refunded: Number(t.refunded) };
    },
    async ledger(keyId, limit = 100) {
      return (q.ledger.all(keyId, limit) as Row[]).map(toLedger);
    },
    async ledgerSum(keyId) {
      return Number((q.ledgerSum.get(keyId) as Row).total);
    },
    async close() {
      if (!db.isOpen) return;
      flushSettles();
      db.close();
    },
  };
  return store;
}

function migrate(db: DatabaseSync): void {
  const current = Number((db.prepare('PRAGMA user_version').get() as Row).user_version);
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}-.*\.sql$/.test(f)).sort();
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (version <= current) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8'));
      db.exec(`PRAGMA user_version = ${version}`);
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      // Another process may have migrated in between; re-read before failing.
      if (Number((db.prepare('PRAGMA user_version').get() as Row).user_version) < version) throw err;
    }
  }
}
