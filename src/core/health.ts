/**
 * Per-operation health from a rolling window of upstream outcomes, read as the spec's four
 * states. Minute buckets keep memory constant whatever the traffic. Thresholds: ≥ 95 % success
 * is Healthy, ≥ 50 % Available Limited, below that Mostly unavailable, no outcome No data.
 * An operation can also be marked unavailable outright (e.g. no browser could start).
 */
export const HEALTH_STATES = ['Healthy', 'Available Limited', 'Mostly unavailable', 'No data'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export interface HealthReport {
  status: HealthState;
  success_rate: number | null;
  samples: number;
  failures: number;
  window_seconds: number;
  last_error: string | null;
  last_error_at: string | null;
  reason?: string;
}

interface Bucket {
  minute: number;
  ok: number;
  failed: number;
  latencyMsSum: number;
}

/** One minute of one operation's outcomes (the status page draws the last hour of these). */
export interface MinuteStats {
  minute: number;
  ok: number;
  failed: number;
  latency_ms: number | null;
}

export interface Health {
  record(operationId: string, ok: boolean, latencyMs: number, error?: string): void;
  /** The last `minutes` minutes, oldest first; minutes without calls are included, empty. */
  series(operationId: string, minutes?: number): MinuteStats[];
  markUnavailable(operationId: string, reason: string | null): void;
  report(operationId: string): HealthReport;
}

export function createHealth(windowSeconds: number, now: () => number = Date.now): Health {
  const windowMinutes = Math.max(1, Math.ceil(windowSeconds / 60));
  const buckets = new Map<string, Bucket[]>();
  const lastError = new Map<string, { message: string; at: number }>();
  const unavailable = new Map<string, string>();

  // Buckets are kept for an hour at least (the status page's charts); the health window reads
  // only its own last minutes.
  const keptMinutes = Math.max(windowMinutes, 60);
  function live(operationId: string): Bucket[] {
    const minute = Math.floor(now() / 60_000);
    const list = (buckets.get(operationId) ?? []).filter((b) => b.minute > minute - keptMinutes);
    buckets.set(operationId, list);
    return list;
  }
  function inWindow(operationId: string): Bucket[] {
    const minute = Math.floor(now() / 60_000);
    return live(operationId).filter((b) => b.minute > minute - windowMinutes);
  }

  return {
    record(operationId, ok, latencyMs, error) {
      const list = live(operationId);
      const minute = Math.floor(now() / 60_000);
      let bucket = list.at(-1);
      if (!bucket || bucket.minute !== minute) {
        bucket = { minute, ok: 0, failed: 0, latencyMsSum: 0 };
        list.push(bucket);
      }
      if (ok) bucket.ok++;
      else bucket.failed++;
      bucket.latencyMsSum += latencyMs;
      if (!ok && error) lastError.set(operationId, { message: error, at: now() });
    },
    series(operationId, minutes = 60) {
      const list = live(operationId);
      const current = Math.floor(now() / 60_000);
      return Array.from({ length: minutes }, (_, i) => {
        const minute = current - minutes + 1 + i;
        const b = list.find((x) => x.minute === minute);
        const n = b ? b.ok + b.failed : 0;
        return { minute, ok: b?.ok ?? 0, failed: b?.failed ?? 0, latency_ms: n ? Math.round(b!.latencyMsSum / n) : null };
      });
    },
    markUnavailable(operationId, reason) {
      if (reason) unavailable.set(operationId, reason);
      else unavailable.delete(operationId);
    },
    report(operationId) {
      const list = inWindow(operationId);
      const ok = list.reduce((n, b) => n + b.ok, 0);
      const failed = list.reduce((n, b) => n + b.failed, 0);
      const samples = ok + failed;
      const rate = samples ? ok / samples : null;
      const err = lastError.get(operationId);
      const reason = unavailable.get(operationId);
      let status: HealthState = rate === null ? 'No data' : rate >= 0.95 ? 'Healthy' : rate >= 0.5 ? 'Available Limited' : 'Mostly unavailable';
      if (reason) status = 'Mostly unavailable';
      return {
        status,
        success_rate: rate === null ? null : Math.round(rate * 1000) / 1000,
        samples,
        failures: failed,
        window_seconds: windowMinutes * 60,
        last_error: err?.message ?? null,
        last_error_at: err ? new Date(err.at).toISOString() : null,
        ...(reason ? { reason } : {}),
      };
    },
  };
}
