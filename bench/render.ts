/**
 * npm run bench:render — renders real pages (bench/pages) through the API at concurrency 1, 2
 * and 4 and, in the same run, through a bare playwright-core loop on the same Chromium (the
 * floor). Prints pages/s, p50/p95 latency and peak RSS (the process tree: server + browser, or
 * loop + browser), then a leak check: RSS after the first 50 of 500 renders vs at the end.
 *
 *   BENCH_PAGES (default 40 per run)   BENCH_ROUNDS (default 2)   BENCH_LEAK_RENDERS (default 500)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { request } from 'undici';
import { findChromium } from '../src/render/find-chromium.ts';
import { treeRssBytes } from '../src/render/process-memory.ts';
import { createApiKey } from '../src/store/api-keys.ts';
import { openSqliteStore } from '../src/store/sqlite-store.ts';

const pagesPerRun = Number(process.env.BENCH_PAGES ?? 40);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const leakRenders = Number(process.env.BENCH_LEAK_RENDERS ?? 500);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,2,4').split(',').map(Number).filter(Boolean);
const here = new URL('./', import.meta.url);
const children: ChildProcess[] = [];
const MB = 1024 * 1024;

async function start(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; match: string }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  for await (const line of createInterface({ input: child.stdout! })) {
    const m = ready.exec(line);
    if (m) {
      child.stdout!.resume();
      return { child, match: m[1]! };
    }
  }
  throw new Error(`${args.join(' ')} exited before it was ready`);
}

async function runBare(executable: string, concurrency: number, urls: string[]) {
  const child = spawn(process.execPath, [new URL('render-bare.ts', here).pathname, executable, String(concurrency), JSON.stringify(urls)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await once(child, 'exit');
  return JSON.parse(out) as { pagesPerSecond: number; latencies: number[]; peakRssBytes: number };
}

async function runApi(api: string, key: string, serverPid: number, concurrency: number, urls: string[]) {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssBytes(serverPid))), 200);
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const t0 = performance.now();
        const res = await request(`${api}/api/v1/web/rendered-html?no_cache=true&url=${encodeURIComponent(url)}`, { headers: { 'x-api-key': key } });
        await res.body.text();
        if (res.statusCode !== 200) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { pagesPerSecond: urls.length / seconds, latencies, peakRssBytes: peak, failures };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const median = (xs: number[]) => pct(xs, 50);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gleaner-bench-render-'));
  try {
    const chromium = await findChromium('');
    const { match: pagesJson } = await start([new URL('page-server.ts', here).pathname], {}, /^(\{.*\})$/);
    const { base, ids } = JSON.parse(pagesJson) as { base: string; ids: string[] };
    const urls = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${base}/p/${ids[i % ids.length]}?${tag}=${i}`);

    const store = openSqliteStore(dataDir);
    const { key } = await createApiKey(store, { credits: 10_000_000, name: 'bench' });
    await store.close();
    const { child: server, match: port } = await start(
      [new URL('../src/main.ts', here).pathname],
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '0',
        CRAWL_ALLOW_PRIVATE_NETWORKS: 'true',
        CHROMIUM_PATH: chromium.path,
        // Every render here is distinct: with the cache on, the server would hold each result
        // (bounded by CACHE_MAX_BYTES) and the leak check would measure the cache filling up.
        CACHE_TTL_SECONDS: '0',
      },
      /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/,
    );
    const api = `http://127.0.0.1:${port}`;
    await runApi(api, key, server.pid!, 2, urls(6, 'warm'));
    await runBare(chromium.path, 2, urls(6, 'warm'));

    type Run = { pagesPerSecond: number; latencies: number[]; peakRssBytes: number };
    const rows: string[] = [];
    for (const c of concurrencies) {
      const api: Run[] = [];
      const bare: Run[] = [];
      for (let round = 0; round < rounds; round++) {
        const apiRun = await runApi(`http://127.0.0.1:${port}`, key, server.pid!, c, urls(pagesPerRun, `c${c}r${round}`));
        if (apiRun.failures) throw new Error(`${apiRun.failures} API renders failed`);
        api.push(apiRun);
        bare.push(await runBare(chromium.path, c, urls(pagesPerRun, `b${c}r${round}`)));
        console.error(`c=${c} round ${round + 1}: API ${apiRun.pagesPerSecond.toFixed(2)} pages/s, bare ${bare.at(-1)!.pagesPerSecond.toFixed(2)} pages/s`);
      }
      for (const [name, runs] of [['API /web/rendered-html', api], ['bare playwright loop', bare]] as const) {
        const lat = runs.flatMap((r) => r.latencies);
        const pps = median(runs.map((r) => r.pagesPerSecond));
        const ratio = name === 'bare playwright loop' ? '100 %' : `${((pps / median(bare.map((r) => r.pagesPerSecond))) * 100).toFixed(0)} %`;
        rows.push(`| ${c} | ${name} | ${pps.toFixed(2)} | ${Math.round(pct(lat, 50))} | ${Math.round(pct(lat, 95))} | ${Math.round(Math.max(...runs.map((r) => r.peakRssBytes)) / MB)} | ${ratio} |`);
      }
    }

    // Leak check: the same server keeps rendering; compare its tree's RSS after 50 and after all.
    const leakUrls = urls(leakRenders, 'leak');
    const first = await runApi(api, key, server.pid!, 4, leakUrls.slice(0, 50));
    await new Promise((r) => setTimeout(r, 1000));
    const after50 = treeRssBytes(server.pid!);
    const serverAfter50 = treeRssBytes(server.pid!) - treeRssBytes(server.pid!, false);
    const rest = await runApi(api, key, server.pid!, 4, leakUrls.slice(50));
    await new Promise((r) => setTimeout(r, 1000));
    const atEnd = treeRssBytes(server.pid!);
    const serverAtEnd = treeRssBytes(server.pid!) - treeRssBytes(server.pid!, false);
    if (first.failures + rest.failures) throw new Error('renders failed during the leak check');

    console.log(`\nbench:render — ${chromium.source} Chromium, ${ids.length} real pages (bench/pages), ${pagesPerRun} renders per run, ${rounds} rounds, medians; RSS summed over the process tree`);
    console.log('| concurrency | path | pages/s | p50 ms | p95 ms | peak RSS MB | vs bare |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(r);
    console.log(
      `\nleak check: ${leakRenders} renders at concurrency 4 — RSS after 50: ${Math.round(after50 / MB)} MB, at the end: ${Math.round(atEnd / MB)} MB (${(((atEnd - after50) / after50) * 100).toFixed(0)} %), peak ${Math.round(Math.max(first.peakRssBytes, rest.peakRssBytes) / MB)} MB; of which the API process: ${Math.round(serverAfter50 / MB)} → ${Math.round(serverAtEnd / MB)} MB`,
    );
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? once(c, 'exit') : undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
