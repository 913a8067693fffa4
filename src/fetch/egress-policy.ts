/**
 * The egress policy: which addresses a crawl may connect to. One module, applied on the address
 * actually connected to (see safe-agent.ts) so that DNS tricks, IP literals in any notation and
 * redirect hops all meet the same check. Ranges come from ipaddr.js; only `unicast` (public)
 * addresses are allowed by default. Never regex-match URLs (Gotenberg's CVEs, notes/infra.md §2).
 */
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors.ts';

export interface EgressPolicyOptions {
  /** Allow loopback and private ranges (tests, intranet crawling). */
  allowPrivateNetworks: boolean;
  /** CIDRs always allowed, whatever their range. */
  allowCidrs: readonly string[];
}

/** Ranges opened by allowPrivateNetworks. Link-local (cloud metadata at 169.254.169.254) is not among them. */
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);

export interface EgressPolicy {
  /** Returns why the address is refused, or undefined when it is allowed. */
  refusal(address: string): string | undefined;
  /** Throws TARGET_NOT_ALLOWED for a refused address. */
  assertAllowed(address: string, host?: string): void;
}

export function createEgressPolicy(opts: EgressPolicyOptions): EgressPolicy {
  const allowed = opts.allowCidrs.map((cidr) => {
    try {
      return ipaddr.parseCIDR(cidr);
    } catch {
      throw new Error(`CRAWL_ALLOW_CIDRS: "${cidr}" is not a CIDR range`);
    }
  });

  function refusal(address: string): string | undefined {
    let ip: ipaddr.IPv4 | ipaddr.IPv6;
    try {
      // process() unwraps IPv4-mapped IPv6 (::ffff:127.0.0.1) so it is judged as IPv4.
      ip = ipaddr.process(address);
    } catch {
      return `"${address}" is not an IP address`;
    }
    for (const [net, bits] of allowed) {
      if (net.kind() === ip.kind() && ip.match(net, bits)) return undefined;
    }
    const range = ip.range();
    if (range === 'unicast') return undefined;
    if (opts.allowPrivateNetworks && PRIVATE_RANGES.has(range)) return undefined;
    return `${ip.toString()} is a ${range} address`;
  }

  return {
    refusal,
    assertAllowed(address, host) {
      const why = refusal(address);
      if (why) {
        const target = host && host !== address ? `${host} (${address})` : address;
        throw new AppError('TARGET_NOT_ALLOWED', `Refusing to connect to ${target}: ${why}. Only public addresses may be crawled.`);
      }
    },
  };
}

/** Scheme check for a URL given by a caller or met as a redirect hop. */
export function parseCrawlUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('INVALID_URL', `"${truncate(raw)}" is not an absolute URL; include the scheme, e.g. https://example.com/.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('INVALID_URL', `Only http and https URLs can be crawled, not ${url.protocol.slice(0, -1)}.`);
  }
  // Credentials in a URL would be sent to the target and leak into logs and cache keys.
  url.username = '';
  url.password = '';
  url.hash = '';
  return url;
}

function truncate(s: string): string {
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}
