/**
 * A small resolver cache for the guard proxy: one lookup per host in flight (a page asks for
 * dozens of resources on the same CDN at once), answers kept for a short TTL, failures for less.
 * Without it a burst of identical lookups can stall on the system resolver (seen 2026-11 on the
 * sandboxed build machines: 40 parallel lookups took 5 s, one took 2 ms).
 */
import { lookup } from 'node:dns/promises';

export function createDnsCache(opts: { ttlMs: number; negativeTtlMs: number; maxEntries: number }) {
  const entries = new Map<string, { result: Promise<string[]>; expires: number }>();
  return async function resolveAll(host: string): Promise<string[]> {
    const now = Date.now();
    const hit = entries.get(host);
    if (hit && hit.expires > now) return hit.result;
    const result = lookup(host, { all: true }).then((list) => list.map((a) => a.address));
    const entry = { result, expires: now + opts.ttlMs };
    entries.set(host, entry);
    result.catch(() => {
      entry.expires = Date.now() + opts.negativeTtlMs;
    });
    if (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value!);
    return result;
  };
}
