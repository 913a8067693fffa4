/**
 * An undici Agent whose every connection passes the egress policy on the address it connects to.
 * IP literals never reach `lookup` (verified 2026-11, notes/infra.md §2.2), so they are checked
 * first; names go through a lookup that resolves all addresses, refuses the connection if any
 * of them is refused (no mixed public/private round robin), and pins the vetted address so the
 * socket cannot be rebound by a second DNS answer.
 */
import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import type { EgressPolicy } from './egress-policy.ts';

export interface SafeAgentOptions {
  policy: EgressPolicy;
  connectTimeoutMs: number;
  /** Per-hop limit on response headers arriving. */
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
}

export function createSafeAgent(opts: SafeAgentOptions): Agent {
  const { policy } = opts;

  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      try {
        if (addresses.length === 0) throw Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
        for (const a of addresses) policy.assertAllowed(a.address, hostname);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, '', 0);
      }
      const first = addresses[0]!;
      if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, [first]);
      callback(null, first.address, first.family);
    });
  };

  const connector = buildConnector({ timeout: opts.connectTimeoutMs, lookup: guardedLookup } as buildConnector.BuildOptions);

  return new Agent({
    headersTimeout: opts.headersTimeoutMs,
    bodyTimeout: opts.bodyTimeoutMs,
    connect(connectOpts, callback) {
      const host = connectOpts.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host)) {
        try {
          policy.assertAllowed(host);
        } catch (refused) {
          return callback(refused as Error, null);
        }
      }
      connector(connectOpts, callback);
    },
  });
}
