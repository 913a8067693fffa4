/**
 * The floor for bench:render: a bare playwright-core loop on the same Chromium — one browser,
 * a new page per URL, no pool, no proxy, no API. Prints one JSON line of results.
 */
import { chromium } from 'playwright-core';
import { treeRssBytes } from '../src/render/process-memory.ts';

const [executablePath, concurrencyArg, urlsJson] = process.argv.slice(2);
const concurrency = Number(concurrencyArg);
const urls = JSON.parse(urlsJson!) as string[];
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
});
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, treeRssBytes(process.pid))), 200);
const latencies: number[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const t0 = performance.now();
      const page = await browser.newPage();
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 }).catch(() => {});
      await page.content();
      await page.close();
      latencies.push(performance.now() - t0);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
await browser.close();
console.log(JSON.stringify({ pagesPerSecond: urls.length / seconds, latencies, peakRssBytes: peak }));
