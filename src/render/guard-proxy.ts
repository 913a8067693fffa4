/**
 * The egress guard for Chromium: a small local HTTP proxy that every browser connection goes
 * through (navigation, redirect hops, sub-resources, fetch/XHR, WebSockets, workers). It
 * resolves the target itself, applies the same egress policy as the raw fetch to every address,
 * and connects to the vetted address — so page-level interception's blind spots (redirect hops,
 * WebSockets, DNS rebinding; notes/infra.md §2.2) do not exist here. Refusals answer 403 with an
 * `x-gleaner-blocked` header (plain HTTP) or a refused tunnel (CONNECT), and are logged by host
 * so the renderer can tell a refused navigation from a network failure.
 */
import { once } from 'node:events';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, isIP, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createDnsCache } from '../fetch/dns-cache.ts';
import type { EgressPolicy } from '../fetch/egress-policy.ts';

export const BLOCKED_HEADER = 'x-gleaner-blocked';
export const UNREACHABLE_HEADER = 'x-gleaner-unreachable';

export interface GuardProxy {
  /** http://127.0.0.1:PORT, for Chromium's --proxy-server. */
  url: string;
  /** Why connections to `host` were last refused, if they were (kept for a minute). */
  refusalFor(host: string): string | undefined;
  close(): Promise<void>;
}

type Resolution = { ok: true; address: string } | { ok: false; reason: string };

export async function startGuardProxy(policy: EgressPolicy, opts: { connectTimeoutMs: number }): Promise<GuardProxy> {
  const refusals = new Map<string, { reason: string; at: number }>();
  const upstreamAgent = new Agent({ keepAlive: true, maxSockets: 64 });
  const resolveAll = createDnsCache({ ttlMs: 30_000, negativeTtlMs: 5_000, maxEntries: 5_000 });

  async function resolve(hostname: string): Promise<Resolution> {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = await resolveAll(host);
      } catch (err) {
        return { ok: false, reason: `DNS: ${(err as NodeJS.ErrnoException).code ?? 'lookup failed'}` };
      }
    }
    for (const address of addresses) {
      const why = policy.refusal(address);
      if (why) {
        refusals.set(host, { reason: why, at: Date.now() });
        if (refusals.size > 1000) refusals.delete(refusals.keys().next().value!);
        return { ok: false, reason: why };
      }
    }
    return { ok: true, address: addresses[0]! };
  }

  async function onHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
      if (target.protocol !== 'http:') throw new Error('scheme');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const r = await resolve(target.hostname);
    if (!r.ok) {
      const dns = r.reason.startsWith('DNS');
      res.writeHead(dns ? 502 : 403, { [dns ? UNREACHABLE_HEADER : BLOCKED_HEADER]: r.reason, 'content-type': 'text/plain' });
      res.end(`gleaner egress policy: ${r.reason}`);
      return;
    }
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const upstream = request({
      host: r.address,
      port: Number(target.port || 80),
      method: req.method,
      path: target.pathname + target.search,
      headers,
      setHost: false,
      agent: upstreamAgent,
      timeout: opts.connectTimeoutMs,
    });
    upstream.on('response', (up) => {
      res.writeHead(up.statusCode ?? 502, up.rawHeaders);
      up.pipe(res);
    });
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (!res.headersSent) res.writeHead(502, { [UNREACHABLE_HEADER]: err.code ?? err.message }).end();
      else res.destroy();
    });
    req.pipe(upstream);
  }

  async function onConnect(req: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    client.on('error', () => client.destroy());
    const m = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(req.url ?? '');
    if (!m) return void client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    const r = await resolve(m[1]!);
    if (!r.ok && r.reason.startsWith('DNS')) return void client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    if (!r.ok) return void client.end(`HTTP/1.1 403 Forbidden\r\n${BLOCKED_HEADER}: ${r.reason}\r\n\r\n`);
    const upstream: Socket = connect({ host: r.address, port: Number(m[2]), timeout: opts.connectTimeoutMs });
    upstream.once('connect', () => {
      upstream.setTimeout(0);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const fail = () => {
      if (!upstream.readyState.includes('open')) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      else client.destroy();
      upstream.destroy();
    };
    upstream.on('timeout', fail);
    upstream.on('error', fail);
    client.on('close', () => upstream.destroy());
  }

  const server = createServer((req, res) => void onHttp(req, res));
  server.on('connect', (req, socket, head) => void onConnect(req, socket, head));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    refusalFor(host) {
      const r = refusals.get(host.replace(/^\[|\]$/g, '').toLowerCase());
      return r && Date.now() - r.at < 60_000 ? r.reason : undefined;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      upstreamAgent.destroy();
    },
  };
}
