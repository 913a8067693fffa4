/**
 * bench:parse — for every real result page under src/upstreams/google/serp/fixtures, the time
 * of the full parse (DOM + every block) against, in the same run, a bare htmlparser2
 * tokenisation of the same bytes (the floor: no parser can do less than read the page).
 * Rounds alternate floor and full parse per page so machine noise hits both alike; the
 * per-page figure is the median over rounds. Target (issue 6): full parse ≤ 2× the floor at the
 * median. Usage: npm run bench:parse [-- --rounds N]
 */
import { Parser } from 'htmlparser2';
import { FIXTURE_URL, fixturePages, readPage } from '../src/upstreams/google/serp/fixture-pages.ts';
import { parseSerp } from '../src/upstreams/google/serp/parse-serp.ts';

const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 15;
const pages = fixturePages().map((p) => ({ name: p.name, html: readPage(p) }));

const tokenize = (html: string) => {
  const parser = new Parser({});
  parser.end(html);
};
const fullParse = (html: string) => parseSerp(html, FIXTURE_URL, { operationPath: 'searchengine/search', params: {} });

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

// Warm-up: JIT both paths on every page.
for (let i = 0; i < 3; i++) {
  for (const p of pages) {
    tokenize(p.html);
    fullParse(p.html);
  }
}

const floor = new Map<string, number[]>();
const full = new Map<string, number[]>();
for (let r = 0; r < rounds; r++) {
  for (const p of pages) {
    (floor.get(p.name) ?? floor.set(p.name, []).get(p.name)!).push(time(() => tokenize(p.html)));
    (full.get(p.name) ?? full.set(p.name, []).get(p.name)!).push(time(() => fullParse(p.html)));
  }
}

const rows = pages.map((p) => {
  const f = median(floor.get(p.name)!);
  const m = median(full.get(p.name)!);
  return { name: p.name, kb: Math.round(p.html.length / 1024), floor: f, full: m, ratio: m / f };
});
if (process.argv.includes('--pages')) {
  for (const r of rows) console.log(`${r.name.padEnd(80)} ${String(r.kb).padStart(5)} KB  floor ${r.floor.toFixed(2).padStart(6)} ms  full ${r.full.toFixed(2).padStart(6)} ms  ×${r.ratio.toFixed(2)}`);
}
const floors = rows.map((r) => r.floor);
const fulls = rows.map((r) => r.full);
const ratios = rows.map((r) => r.ratio);
console.log(`pages: ${rows.length}, rounds: ${rounds}, node ${process.version}`);
console.log(`floor (htmlparser2 tokenise)  median ${median(floors).toFixed(2)} ms/page  p95 ${percentile(floors, 95).toFixed(2)} ms/page`);
console.log(`full parse (every block)      median ${median(fulls).toFixed(2)} ms/page  p95 ${percentile(fulls, 95).toFixed(2)} ms/page`);
console.log(`full / floor per page         median ×${median(ratios).toFixed(2)}  p95 ×${percentile(ratios, 95).toFixed(2)}  (target: median ≤ ×2)`);
console.log(`median full / median floor    ×${(median(fulls) / median(floors)).toFixed(2)}`);
