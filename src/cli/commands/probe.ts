/**
 * `gleaner probe`: one small live request per search-engine operation, through the configured
 * transports and proxies, as a deployment check: operation, transport, status, time, items
 * parsed, block detected. Without a network it says so at once instead of timing out per row.
 */
import { lookup } from 'node:dns/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { createDeps } from '../../deps.ts';
import { findAppError } from '../../errors.ts';
import { operations } from '../../operations/registry.ts';
import { isUpstreamOperation } from '../../operations/upstream-operation.ts';
import { validateParams } from '../../operations/params.ts';
import { detectGoogleBlock } from '../../upstreams/google/blocked.ts';
import type { TransportName } from '../../upstream/types.ts';

const PROBE_QUERY = { query: 'coffee' };

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { 'dns-timeout': { type: 'string' } } });
  const config = loadConfig({ logLevel: 'silent' });
  if (!config.upstreamBaseUrl && config.upstreamProxies.length === 0) {
    const timeout = Number(values['dns-timeout'] ?? 3000);
    const ok = await Promise.race([
      lookup('www.google.com').then(() => true, () => false),
      new Promise<boolean>((r) => setTimeout(() => r(false), timeout).unref()),
    ]);
    if (!ok) {
      console.error('No network: www.google.com does not resolve from this machine. Probe needs internet access (or UPSTREAM_PROXIES / UPSTREAM_BASE_URL).');
      return 1;
    }
  }
  const deps = createDeps(config);
  const rows: string[][] = [['operation', 'transport', 'status', 'ms', 'items', 'block']];
  let failures = 0;
  try {
    for (const op of operations.filter(isUpstreamOperation)) {
      const params = validateParams(op.params, PROBE_QUERY);
      const started = performance.now();
      try {
        const req = op.upstream.request(params as never);
        const order = (config.upstreamTransports[op.id] ?? config.upstreamTransports.default ?? op.upstream.transports) as TransportName[];
        const res = await deps.upstream.fetch(req, { transports: order, detectBlock: detectGoogleBlock });
        const data = op.upstream.parse({ html: res.body, url: req.url }, params as never);
        const items = Object.values(data).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0);
        rows.push([op.id, res.transport, String(res.status), String(Math.round(performance.now() - started)), String(items), 'no']);
      } catch (err) {
        failures++;
        const e = findAppError(err);
        rows.push([op.id, '-', e?.code ?? 'ERROR', String(Math.round(performance.now() - started)), '0', e?.code === 'UPSTREAM_BLOCKED' ? 'yes' : '-']);
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
