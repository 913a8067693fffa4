/**
 * `gleaner probe`: one small live request per search-engine operation (its example parameters),
 * through the configured transports and proxies, as a deployment check: operation, transport,
 * status, time, items parsed, block detected. Without a network it says so at once instead of
 * timing out row by row.
 */
import { lookup } from 'node:dns/promises';
import { loadConfig } from '../../config.ts';
import { createDeps } from '../../deps.ts';
import { findAppError } from '../../errors.ts';
import { operations } from '../../operations/registry.ts';
import { validateParams } from '../../operations/params.ts';
import { UsageError } from '../main.ts';

export async function run(argv: string[]): Promise<number> {
  if (argv.length) throw new UsageError('Usage: gleaner probe   (configure with UPSTREAM_* variables)');
  const config = loadConfig({ logLevel: 'silent' });
  if (!config.upstreamBaseUrl && config.upstreamProxies.length === 0) {
    const ok = await Promise.race([
      lookup('www.google.com').then(() => true, () => false),
      new Promise<boolean>((r) => setTimeout(() => r(false), 3000).unref()),
    ]);
    if (!ok) {
      console.error('No network: www.google.com does not resolve from this machine. Probe needs internet access (or UPSTREAM_PROXIES / UPSTREAM_BASE_URL).');
      return 1;
    }
  }
  const deps = await createDeps(config);
  const rows: string[][] = [['operation', 'transport', 'status', 'ms', 'items', 'block']];
  let failures = 0;
  try {
    for (const op of operations.filter((o) => o.tag !== 'Web crawl' && o.example)) {
      const started = performance.now();
      const ms = () => String(Math.round(performance.now() - started));
      try {
        const params = validateParams(op.params, op.example!);
        delete params.no_cache;
        const data = await op.run(params as never, { requestId: 'probe', signal: AbortSignal.timeout(60_000), deps, log: silentLog });
        const meta = (data.search_metadata ?? {}) as { transport?: string };
        const items = Object.values(data).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : v && typeof v === 'object' ? Object.values(v).filter(Array.isArray).reduce((m, a) => m + a.length, 0) : 0), 0);
        rows.push([op.id, meta.transport ?? '?', '200', ms(), String(items), 'no']);
      } catch (err) {
        failures++;
        const e = findAppError(err);
        rows.push([op.id, '-', e?.code ?? 'ERROR', ms(), '0', e?.code === 'UPSTREAM_BLOCKED' ? 'yes' : '-']);
        console.error(`${op.id}: ${(err as Error).message}`);
      }
    }
  } finally {
    await deps.close();
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  return failures ? 1 : 0;
}

const noop = () => {};
const silentLog = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, child: () => silentLog, level: 'silent', silent: noop } as never;
