/**
 * Record and replay of upstream exchanges. An exchange file (`*.exchange.json`) holds the request
 * (method, URL, selected headers) and the response (status, headers, body — inline, or a sibling
 * file named by `body_file`). The replay server is a plain local HTTP server: with
 * UPSTREAM_BASE_URL pointing at it, the real transports, block detection and parsers run
 * end to end with no network. Requests match on host, path and query (order-insensitive).
 */
import { once } from 'node:events';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { UpstreamRequest, UpstreamResponse } from './types.ts';
import { UPSTREAM_HOST_HEADER } from './upstream-client.ts';

export interface Exchange {
  recorded_at: string;
  note?: string;
  request: { method: string; url: string; headers?: Record<string, string>; body?: string };
  response: { status: number; headers: Record<string, string>; body?: string; body_file?: string };
}

/** Headers worth keeping in a recording: never cookies or credentials. */
const KEPT_RESPONSE_HEADERS = ['content-type', 'location', 'retry-after'];

export function matchKey(url: string | URL, hostOverride?: string, body?: string): string {
  const u = typeof url === 'string' ? new URL(url) : url;
  const params = [...u.searchParams.entries()].sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1));
  // POSTs (RPC calls) differ only by their body: it is part of the key.
  return `${hostOverride ?? u.host}${u.pathname}?${new URLSearchParams(params).toString()}${body ? ` body:${body}` : ''}`;
}

export function loadExchanges(dir: string): { file: string; exchange: Exchange; body: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.exchange.json'))
    .map((f) => {
      const exchange = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Exchange;
      const body = exchange.response.body_file ? readFileSync(join(dir, exchange.response.body_file), 'utf8') : (exchange.response.body ?? '');
      return { file: f, exchange, body };
    });
}

export interface ReplayServer {
  url: string;
  /** Requests that matched no recording, for test diagnostics. */
  misses: string[];
  server: Server;
  close(): Promise<void>;
}

export async function startReplayServer(dirs: string[], opts: { port?: number; host?: string } = {}): Promise<ReplayServer> {
  const table = new Map<string, { exchange: Exchange; body: string }>();
  for (const dir of dirs) for (const e of loadExchanges(dir)) table.set(matchKey(e.exchange.request.url, undefined, e.exchange.request.body), e);
  const misses: string[] = [];
  const server = createServer(async (req, res) => {
    const host = String(req.headers[UPSTREAM_HOST_HEADER] ?? req.headers.host ?? '');
    let body = '';
    for await (const chunk of req) body += chunk;
    const key = matchKey(new URL(req.url ?? '/', 'http://replay'), host, body || undefined);
    const hit = table.get(key);
    if (!hit) {
      misses.push(key);
      res.writeHead(404, { 'content-type': 'application/json', 'x-replay-miss': '1' });
      return void res.end(JSON.stringify({ error: 'no recorded exchange for this request', key, known: [...table.keys()].slice(0, 20) }));
    }
    res.writeHead(hit.exchange.response.status, hit.exchange.response.headers);
    res.end(hit.body);
  });
  server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { port, address } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    misses,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes what the upstream answered for `request` as an exchange file (body beside it as .html). */
export function writeExchange(file: string, request: UpstreamRequest, response: UpstreamResponse, note?: string): void {
  const bodyFile = file.replace(/\.exchange\.json$/, '') + '.html';
  writeFileSync(bodyFile, response.body);
  const headers: Record<string, string> = {};
  for (const name of KEPT_RESPONSE_HEADERS) if (response.headers[name]) headers[name] = response.headers[name];
  const exchange: Exchange = {
    recorded_at: new Date().toISOString(),
    ...(note ? { note } : {}),
    request: {
      method: request.method ?? 'GET',
      url: request.url,
      headers: { 'user-agent': request.headers['user-agent'] ?? '' },
      ...(request.body ? { body: request.body } : {}),
    },
    response: { status: response.status, headers, body_file: bodyFile.slice(dirname(bodyFile).length + 1) },
  };
  writeFileSync(file, `${JSON.stringify(exchange, null, 2)}\n`);
}
