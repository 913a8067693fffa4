/**
 * The result cache: `data` of a successful call, keyed by operation and canonical parameters,
 * kept for CACHE_TTL_SECONDS and bounded in bytes. In-process (lru-cache) by default; the
 * interface is what a Redis cache implements for several instances.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedResult {
  data: Record<string, unknown>;
  storedAt: number;
}

export interface ResultCache {
  get(key: string): Promise<CachedResult | undefined>;
  set(key: string, data: Record<string, unknown>): Promise<void>;
}

/** A stable key: the same parameters in any order give the same key. */
export function cacheKey(operationId: string, identity: unknown): string {
  return createHash('sha256').update(operationId).update('\0').update(canonicalJson(identity)).digest('base64url');
}

function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(v as Record<string, unknown>)
    .filter(([, x]) => x !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
}

export function createMemoryResultCache(opts: { ttlSeconds: number; maxBytes: number }): ResultCache {
  if (opts.ttlSeconds === 0 || opts.maxBytes === 0) {
    return { get: async () => undefined, set: async () => {} };
  }
  const lru = new LRUCache<string, CachedResult>({
    maxSize: opts.maxBytes,
    sizeCalculation: (v) => approximateSize(v.data),
    ttl: opts.ttlSeconds * 1000,
  });
  return {
    async get(key) {
      return lru.get(key);
    },
    async set(key, data) {
      lru.set(key, { data, storedAt: Date.now() });
    },
  };
}

/** Rough byte size of a JSON-like value, without serialising it (that costs as much as the request). */
export function approximateSize(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length + 2;
  if (value === null || typeof value !== 'object' || depth > 32) return 8;
  let n = 2;
  if (Array.isArray(value)) for (const v of value) n += approximateSize(v, depth + 1) + 1;
  else for (const [k, v] of Object.entries(value)) n += k.length + 4 + approximateSize(v, depth + 1);
  return n;
}
