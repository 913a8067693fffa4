/**
 * The upstream proxies (UPSTREAM_PROXIES), rotated round-robin, each with its own health: a proxy
 * that fails or is blocked is benched for a cool-down that doubles with each consecutive failure
 * (capped), and comes back by itself. With no proxies configured the route is "direct".
 */
export interface ProxyPool {
  /** Routes to try for one request, healthiest first, starting at the rotation point. */
  routes(): (string | null)[];
  success(proxy: string | null): void;
  failure(proxy: string | null): void;
  report(): { proxy: string; healthy: boolean; failures: number; successes: number }[];
}

const BASE_COOLDOWN_MS = 30_000;
const MAX_COOLDOWN_MS = 15 * 60_000;

export function createProxyPool(proxies: readonly string[], now: () => number = Date.now): ProxyPool {
  const state = new Map(proxies.map((p) => [p, { consecutive: 0, failures: 0, successes: 0, benchedUntil: 0 }]));
  let cursor = 0;
  return {
    routes() {
      if (proxies.length === 0) return [null];
      const start = cursor++ % proxies.length;
      const rotated = [...proxies.slice(start), ...proxies.slice(0, start)];
      const t = now();
      const healthy = rotated.filter((p) => state.get(p)!.benchedUntil <= t);
      const benched = rotated.filter((p) => state.get(p)!.benchedUntil > t);
      // Benched proxies are a last resort, never skipped entirely: better a slow answer than none.
      return [...healthy, ...benched];
    },
    success(proxy) {
      const s = proxy && state.get(proxy);
      if (!s) return;
      s.consecutive = 0;
      s.successes++;
      s.benchedUntil = 0;
    },
    failure(proxy) {
      const s = proxy && state.get(proxy);
      if (!s) return;
      s.consecutive++;
      s.failures++;
      s.benchedUntil = now() + Math.min(MAX_COOLDOWN_MS, BASE_COOLDOWN_MS * 2 ** (s.consecutive - 1));
    },
    report() {
      const t = now();
      return proxies.map((p) => {
        const s = state.get(p)!;
        return { proxy: redact(p), healthy: s.benchedUntil <= t, failures: s.failures, successes: s.successes };
      });
    },
  };
}

/** A proxy URL without its credentials, for logs and reports. */
export function redact(proxy: string): string {
  try {
    const u = new URL(proxy);
    if (u.password) u.password = '***';
    return u.href.replace(/\/$/, '');
  } catch {
    return 'proxy';
  }
}
