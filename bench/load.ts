/**
 * npm run bench:load — 1,000 concurrent /web/html requests (distinct URLs: all charged, none
 * cached) whose upstream answers after 1 s (a local slow server): 1,000 clients, each sending
 * BENCH_ROUNDS requests one after another, their first requests spread over the first second so
 * that 1,000 are in flight at all times (Little's law: 1,000 req/s at 1 s each). Reports
 * completion, the overhead over the upstream's 1 s (p50/p99/max, all requests, and the first
 * simultaneous-arrival second apart) and the server's event-loop delay p99 during the run
 * (prom-client's gauge from monitorEventLoopDelay, reset by the scrape just before the run).
 *
 *   BENCH_REQUESTS (default 1000)   BENCH_ROUNDS (default 4)   BENCH_UPSTREAM_MS (default 1000)
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { createApiKey } from '../src/store/api-keys.ts';
import { openSqliteStore } from '../src/store/sqlite-store.ts';

const total = Number(process.env.BENCH_REQUESTS ?? 1000);
const upstreamMs = Number(process.env.BENCH_UPSTREAM_MS ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);

async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gleaner-load-'));
  const slow = createServer((_req, res) => {
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html><body><p>slow but fine</p></body></html>'), upstreamMs);
  });
  slow.listen(0, '127.0.0.1');
  await once(slow, 'listening');
  const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
  const store = openSqliteStore(dataDir);
  const { key } = await createApiKey(store, { credits: 10_000_000, name: 'load' });
  await store.close();
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [new URL('../src/main.ts', import.meta.url).pathname], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', CRAWL_ALLOW_PRIVATE_NETWORKS: 'true', RENDER_WARM: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const client = new Agent({ connections: total + 10, pipelining: 1 });
  try {
    for (let i = 0; i < 100; i++) {
      const up = await request(`${api}/health`, { dispatcher: client }).then((r) => (r.body.text(), r.statusCode === 200), () => false);
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Warm-up: connections, JIT, the store.
    await Promise.all(Array.from({ length: 20 }, (_, i) => request(`${api}/api/v1/web/html?no_cache=true&url=${encodeURIComponent(`${slowUrl}/warm/${i}`)}`, { headers: { 'x-api-key': key }, dispatcher: client }).then((r) => r.body.text())));
    await (await request(`${api}/metrics`, { dispatcher: client })).body.text(); // resets the event-loop histogram
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: total }, async (_, i) => {
        await new Promise((r) => setTimeout(r, (i / total) * upstreamMs));
        for (let round = 0; round < rounds; round++) {
          const t0 = performance.now();
          const res = await request(`${api}/api/v1/web/html?url=${encodeURIComponent(`${slowUrl}/page/${i}/${round}`)}`, { headers: { 'x-api-key': key }, dispatcher: client, headersTimeout: 60_000, bodyTimeout: 60_000 });
          await res.body.text();
          latencies.push(performance.now() - t0);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        }
      }),
    );
    const wall = performance.now() - started;
    const metrics = await (await request(`${api}/metrics`, { dispatcher: client })).body.text();
    const loopP99 = Number(/^nodejs_eventloop_lag_p99_seconds (\S+)/m.exec(metrics)?.[1]) * 1000;
    const overhead = latencies.map((l) => l - upstreamMs);
    console.log(`\nbench:load — ${total} requests in flight (${total} clients × ${rounds} sequential requests), upstream answers after ${upstreamMs} ms (local), LOG_LEVEL=warn`);
    console.log('| completed | statuses | wall s | overhead p50 ms | overhead p99 ms | overhead max ms | event-loop delay p99 ms |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(`| ${latencies.length}/${total * rounds} | ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')} | ${(wall / 1000).toFixed(2)} | ${pct(overhead, 50).toFixed(1)} | ${pct(overhead, 99).toFixed(1)} | ${Math.max(...overhead).toFixed(1)} | ${loopP99.toFixed(1)} |`);
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    await client.close();
    slow.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
