/**
 * The PostgreSQL store (DATABASE_URL), for several instances sharing keys and credits. Same
 * interface and rules as the SQLite store. Reserving is one transaction of conditional
 * statements: the hourly quota and the balance are each checked and changed in one UPDATE, which
 * READ COMMITTED re-evaluates against a concurrent writer's row (PostgreSQL "Transaction
 * Isolation", EvalPlanQual), so neither can be overspent. Versioned migrations run at start under
 * an advisory lock, so instances starting together migrate once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { rowToKey as toKey, rowToLedger as toLedger, type Reservation, type ReserveResult, type Store, type Usage } from './store.ts';

const MIGRATIONS_DIR = new URL('./migrations/postgres/', import.meta.url);
const HOUR_MS = 3_600_000;
const MIGRATION_LOCK = 7_211_903;

type Row = Record<string, unknown>;

export async function openPostgresStore(url: string, opts: { max?: number } = {}): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its server (a restart) must not crash the process.
  pool.on('error', () => {});
  await migrate(pool);
  const now = () => new Date().toISOString();

  async function tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (err) {
      await c.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      c.release();
    }
  }

  const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0] as Row | undefined;

  async function refundOne(requestId: string): Promise<boolean> {
    return tx(async (c) => {
      const r = (await c.query("UPDATE reservations SET state = 'refunded' WHERE request_id = $1 AND state = 'reserved' RETURNING key_id, cost, hour, operation", [requestId])).rows[0] as Row | undefined;
      if (!r) return false;
      await c.query("INSERT INTO ledger (key_id, request_id, kind, delta, operation, created_at) VALUES ($1, $2, 'refund', $3, $4, $5)", [r.key_id, requestId, r.cost, r.operation, now()]);
      await c.query('UPDATE api_keys SET balance = balance + $1 WHERE id = $2', [r.cost, r.key_id]);
      await c.query('UPDATE hourly_usage SET count = count - 1 WHERE key_id = $1 AND hour = $2', [r.key_id, r.hour]);
      return true;
    });
  }

  return {
    async createKey(k) {
      return tx(async (c) => {
        const row = (await c.query('INSERT INTO api_keys (id, name, prefix, hash, balance, quota_per_hour, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING *', [k.id, k.name, k.prefix, k.hash, k.credits, k.quotaPerHour, now()])).rows[0] as Row;
        if (k.credits > 0) await c.query("INSERT INTO ledger (key_id, kind, delta, note, created_at) VALUES ($1, 'grant', $2, 'initial credits', $3)", [k.id, k.credits, now()]);
        return toKey(row);
      });
    },
    async findKeyByHash(hash) {
      const row = await one('SELECT * FROM api_keys WHERE hash = $1', [hash]);
      return row && toKey(row);
    },
    async findKey(idOrPrefix) {
      const rows = (await pool.query('SELECT * FROM api_keys WHERE id = $1 OR prefix = $1 ORDER BY (id = $1) DESC LIMIT 2', [idOrPrefix])).rows as Row[];
      if (rows.length === 1 || rows[0]?.id === idOrPrefix) return toKey(rows[0]!);
      return undefined;
    },
    async listKeys() {
      return ((await pool.query('SELECT * FROM api_keys ORDER BY created_at, id')).rows as Row[]).map(toKey);
    },
    async revokeKey(id) {
      await pool.query('UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [now(), id]);
    },
    async addCredits(id, amount, note) {
      return tx(async (c) => {
        const row = (await c.query('UPDATE api_keys SET balance = balance + $1 WHERE id = $2 RETURNING balance', [amount, id])).rows[0] as Row | undefined;
        if (!row) throw new Error(`No key ${id}`);
        await c.query("INSERT INTO ledger (key_id, kind, delta, note, created_at) VALUES ($1, 'topup', $2, $3, $4)", [id, amount, note ?? null, now()]);
        return Number(row.balance);
      });
    },
    async setQuota(id, quotaPerHour) {
      await pool.query('UPDATE api_keys SET quota_per_hour = $1 WHERE id = $2', [quotaPerHour, id]);
    },

    async reserve(r: Reservation): Promise<ReserveResult> {
      const nowMs = Date.now();
      const hour = Math.floor(nowMs / HOUR_MS);
      try {
        return await tx(async (c): Promise<ReserveResult> => {
          // Lock order, here and in refunds: the key row first, then the hour's usage row.
          const key = (await c.query('SELECT balance, quota_per_hour FROM api_keys WHERE id = $1 FOR UPDATE', [r.keyId])).rows[0] as Row | undefined;
          if (!key) throw new Error(`No key ${r.keyId}`);
          const quota = key.quota_per_hour === null ? null : Number(key.quota_per_hour);
          const counted = (await c.query(
            `INSERT INTO hourly_usage (key_id, hour, count) VALUES ($1, $2, 1)
             ON CONFLICT (key_id, hour) DO UPDATE SET count = hourly_usage.count + 1
             WHERE $3::int IS NULL OR hourly_usage.count < $3::int RETURNING count`,
            [r.keyId, hour, quota],
          )).rows[0] as Row | undefined;
          if (!counted || (quota !== null && Number(counted.count) > quota)) throw new Rollback({ ok: false, reason: 'quota', used: quota ?? 0, quota: quota ?? 0 });
          const debited = (await c.query('UPDATE api_keys SET balance = balance - $1 WHERE id = $2 AND balance >= $1 RETURNING balance', [r.cost, r.keyId])).rows[0] as Row | undefined;
          if (!debited) throw new Rollback({ ok: false, reason: 'credits', balance: Number((await c.query('SELECT balance FROM api_keys WHERE id = $1', [r.keyId])).rows[0]?.balance ?? 0) });
          await c.query("INSERT INTO ledger (key_id, request_id, kind, delta, operation, created_at) VALUES ($1, $2, 'debit', $3, $4, $5)", [r.keyId, r.requestId, -r.cost, r.operation, now()]);
          await c.query("INSERT INTO reservations (request_id, key_id, operation, cost, hour, state, created_ms) VALUES ($1,$2,$3,$4,$5,'reserved',$6)", [r.requestId, r.keyId, r.operation, r.cost, hour, nowMs]);
          return { ok: true, balance: Number(debited.balance) };
        });
      } catch (err) {
        if (err instanceof Rollback) return err.result;
        if ((err as { code?: string }).code === '23505') throw new Error(`Request ${r.requestId} was already debited`, { cause: err });
        throw err;
      }
    },
    async settle(requestId) {
      await pool.query("UPDATE reservations SET state = 'settled' WHERE request_id = $1 AND state = 'reserved'", [requestId]);
    },
    refund: refundOne,
    async refundStale(olderThanMs) {
      const rows = (await pool.query("SELECT request_id FROM reservations WHERE state = 'reserved' AND created_ms < $1", [Date.now() - olderThanMs])).rows as Row[];
      let n = 0;
      for (const r of rows) if (await refundOne(String(r.request_id))) n++;
      return n;
    },
    async usage(keyId): Promise<Usage> {
      const hour = Math.floor(Date.now() / HOUR_MS);
      const thisHour = Number((await one('SELECT count FROM hourly_usage WHERE key_id = $1 AND hour = $2', [keyId, hour]))?.count ?? 0);
      const t = (await one(
        "SELECT COALESCE(SUM(CASE WHEN state != 'refunded' THEN 1 ELSE 0 END), 0) AS total, COALESCE(SUM(CASE WHEN state = 'refunded' THEN 1 ELSE 0 END), 0) AS refunded FROM reservations WHERE key_id = $1",
        [keyId],
      ))!;
      return { thisHour, total: Number(t.total), refunded: Number(t.refunded) };
    },
    async ledger(keyId, limit = 100) {
      return ((await pool.query('SELECT * FROM ledger WHERE key_id = $1 ORDER BY id DESC LIMIT $2', [keyId, limit])).rows as Row[]).map(toLedger);
    },
    async ledgerSum(keyId) {
      return Number((await one('SELECT COALESCE(SUM(delta), 0) AS total FROM ledger WHERE key_id = $1', [keyId]))!.total);
    },
    async close() {
      await pool.end();
    },
  };
}

/** Carries a refusal out of the transaction so that it rolls back. */
class Rollback extends Error {
  result: ReserveResult;
  constructor(result: ReserveResult) {
    super('rollback');
    this.result = result;
  }
}

async function migrate(pool: pg.Pool): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await c.query('CREATE TABLE IF NOT EXISTS gleaner_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    const done = new Set(((await c.query('SELECT version FROM gleaner_migrations')).rows as Row[]).map((r) => Number(r.version)));
    for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}-.*\.sql$/.test(f)).sort()) {
      const version = Number(file.slice(0, 3));
      if (done.has(version)) continue;
      await c.query('BEGIN');
      try {
        await c.query(readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8'));
        await c.query('INSERT INTO gleaner_migrations (version, applied_at) VALUES ($1, $2)', [version, new Date().toISOString()]);
        await c.query('COMMIT');
      } catch (err) {
        await c.query('ROLLBACK');
        throw err;
      }
    }
  } finally {
    await c.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    c.release();
  }
}
