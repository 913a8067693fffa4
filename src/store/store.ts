/**
 * The durable state behind one interface: API keys, each key's balance, and the append-only
 * credits ledger. The embedded implementation is SQLite (sqlite-store.ts); a PostgreSQL one can
 * stand in without touching handlers. Every method is async for that reason.
 *
 * Ledger rules (notes/infra.md §1.3): a request reserves its cost before the upstream call in one
 * conditional step (never below zero, once per request id); a failed request is refunded exactly
 * once; a served request is settled. The balance always equals the sum of the key's ledger.
 */

export interface ApiKeyRecord {
  id: string;
  name: string;
  /** First characters of the key, safe to show (never enough to use it). */
  prefix: string;
  hash: string;
  balance: number;
  quotaPerHour: number | null;
  createdAt: string;
  revokedAt: string | null;
}

export type LedgerKind = 'grant' | 'topup' | 'debit' | 'refund';

export interface LedgerEntry {
  id: number;
  keyId: string;
  requestId: string | null;
  kind: LedgerKind;
  delta: number;
  operation: string | null;
  note: string | null;
  createdAt: string;
}

export type ReserveResult =
  | { ok: true; balance: number }
  | { ok: false; reason: 'credits'; balance: number }
  | { ok: false; reason: 'quota'; used: number; quota: number };

export interface Reservation {
  requestId: string;
  keyId: string;
  operation: string;
  cost: number;
}

export interface Usage {
  /** Charged requests in the current clock hour (what the hourly quota counts). */
  thisHour: number;
  total: number;
  refunded: number;
}

export interface Store {
  createKey(input: { id: string; name: string; prefix: string; hash: string; credits: number; quotaPerHour: number | null }): Promise<ApiKeyRecord>;
  findKeyByHash(hash: string): Promise<ApiKeyRecord | undefined>;
  /** By id or by display prefix. */
  findKey(idOrPrefix: string): Promise<ApiKeyRecord | undefined>;
  listKeys(): Promise<ApiKeyRecord[]>;
  revokeKey(id: string): Promise<void>;
  /** Adds credits (a top-up); returns the new balance. */
  addCredits(id: string, amount: number, note?: string): Promise<number>;
  setQuota(id: string, quotaPerHour: number | null): Promise<void>;

  /** Debits `cost` if the balance and the hourly quota allow it; at most once per request id. */
  reserve(r: Reservation): Promise<ReserveResult>;
  /** Marks a reservation as served. */
  settle(requestId: string): Promise<void>;
  /** Gives a reservation's credits back; a second call for the same request is a no-op. Returns whether it refunded. */
  refund(requestId: string): Promise<boolean>;
  /** Refunds reservations older than `olderThanMs` that were neither settled nor refunded (crash recovery). */
  refundStale(olderThanMs: number): Promise<number>;

  usage(keyId: string): Promise<Usage>;
  ledger(keyId: string, limit?: number): Promise<LedgerEntry[]>;
  ledgerSum(keyId: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Wraps a store so that a failure of the database itself (closed, locked past the busy timeout,
 * unreachable) reaches callers as 503 SERVICE_UNAVAILABLE — and never as a charge: a reservation
 * that throws has written nothing.
 */
export function guardStore(store: Store, wrap: (err: unknown) => Error): Store {
  const guarded = {} as Store;
  for (const name of Object.keys(store) as (keyof Store)[]) {
    const method = store[name] as (...args: unknown[]) => Promise<unknown>;
    (guarded as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await method(...args);
      } catch (err) {
        throw wrap(err);
      }
    };
  }
  return guarded;
}

/** A database row of api_keys as the interface type (both stores' drivers return plain objects). */
export function rowToKey(r: Record<string, unknown>): ApiKeyRecord {
  return {
    id: String(r.id),
    name: String(r.name),
    prefix: String(r.prefix),
    hash: String(r.hash),
    balance: Number(r.balance),
    quotaPerHour: r.quota_per_hour === null ? null : Number(r.quota_per_hour),
    createdAt: String(r.created_at),
    revokedAt: r.revoked_at === null ? null : String(r.revoked_at),
  };
}

/** A database row of the ledger as the interface type. */
export function rowToLedger(r: Record<string, unknown>): LedgerEntry {
  return {
    id: Number(r.id),
    keyId: String(r.key_id),
    requestId: r.request_id === null ? null : String(r.request_id),
    kind: r.kind as LedgerEntry['kind'],
    delta: Number(r.delta),
    operation: r.operation === null ? null : String(r.operation),
    note: r.note === null ? null : String(r.note),
    createdAt: String(r.created_at),
  };
}
