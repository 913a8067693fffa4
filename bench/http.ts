/**
 * npm run bench:http — throughput of /web/html on this machine, beside a bare Fastify route that
 * returns the same envelope, in one run. Three servers run as child processes (the API, the
 * bare route and a local crawl target); autocannon drives them from this process. Rounds
 * alternate the modes so that machine noise falls on all of them; medians are reported.
 *
 *   BENCH_SECONDS (default 5)   BENCH_ROUNDS (default 3)   BENCH_CONNECTIONS (default 50)
 *   BENCH_LOG_LEVEL (default info: the API logs every request, as in production)
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createApiKey } from '../src/store/api-keys.ts';
import { openSqliteStore } from '../src/store/sqlite-store.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const here = new URL('./', import.meta.url);
const children: ChildProcess[] = [];

/** Starts a child that prints a line matching `ready`; returns the match. */
async function start(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<string> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const m = ready.exec(line);
    if (m) {
      child.stdout!.resume();
      return m[1]!;
    }
  }
  throw new Error(`${args.join(' ')} exited before it was ready`);
}

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gleaner-bench-'));
  try {
    const target = await start([new URL('target-server.ts', here).pathname], {}, /^(http:\S+)/);
    const store = openSqliteStore(dataDir);
    const { key } = await createApiKey(store, { credits: 100_000_000, name: 'bench' });
    await store.close();
    const port = await start(
      [new URL('../src/main.ts', here).pathname],
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: logLevel, RATE_LIMIT_PER_MINUTE: '0', CRAWL_ALLOW_PRIVATE_NETWORKS: 'true' },
      /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/,
    );
    const api = `http://127.0.0.1:${port}`;
    const pageUrl = `${api}/api/v1/web/html?url=${encodeURIComponent(`${target}/article`)}`;
    const first = await (await fetch(pageUrl, { headers: { 'x-api-key': key } })).json() as { data: Record<string, unknown> };
    const { cached: _c, ...data } = first.data;
    const bare = await start([new URL('bare-server.ts', here).pathname, JSON.stringify(data)], {}, /^(http:\S+)/);

    const modes = {
      'bare Fastify route (same envelope)': () => load(`${bare}/bare`),
      '/web/html cache hit': () => load(pageUrl, { 'x-api-key': key }),
      '/web/html charged (no_cache=true)': () => load(`${pageUrl}&no_cache=true`, { 'x-api-key': key }),
    };
    const results: Record<string, { rps: number; p50: number; p99: number }[]> = {};
    for (let round = 1; round <= rounds; round++) {
      for (const [name, run] of Object.entries(modes)) {
        const r = await run();
        (results[name] ??= []).push(r);
        console.error(`round ${round}: ${name}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms`);
      }
    }
    const baseline = median(results['bare Fastify route (same envelope)']!.map((r) => r.rps));
    console.log(`\nbench:http — ${rounds} rounds × ${seconds} s, ${connections} connections, page ${Math.round(JSON.stringify(data).length / 1024)} KB of JSON, LOG_LEVEL=${logLevel}`);
    console.log('| mode | req/s (median) | p50 ms | p99 ms | vs bare |');
    console.log('|---|---|---|---|---|');
    for (const [name, rs] of Object.entries(results)) {
      const rps = median(rs.map((r) => r.rps));
      console.log(`| ${name} | ${Math.round(rps)} | ${median(rs.map((r) => r.p50))} | ${median(rs.map((r) => r.p99))} | ${(rps / baseline * 100).toFixed(0)} % |`);
    }
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? once(c, 'exit') : undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
