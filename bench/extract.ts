/**
 * bench:extract — main-content extraction on the WCXB dev split (../shared/datasets/wcxb-dev,
 * or WCXB_DIR): our extractor and, in the same run, two baselines — @mozilla/readability +
 * turndown on linkedom (Jina Reader's pipeline) and defuddle (its Markdown output) — scored
 * with the benchmark's metric (bench/extract-score.ts): mean word P/R/F1, `with`/`without`
 * snippet rates, a table per page type (with, when several extractors ran, the best of their F1s
 * on each page, knowing the truth), and pages per second (single thread, parse included).
 * Options: --dataset DIR (default: WCXB_DIR, else the shared split, else bench/wcxb-sample),
 * --sample N (N pages spread evenly over the split), --only ours, --min-f1 X (exit 1 when our
 * mean F1 is below X; CI runs it on bench/wcxb-sample, see .ci/run).
 */
import { existsSync } from 'node:fs';
import { extractMarkdown } from '../src/extract/extract.ts';
import { scorePage, type PageScore } from './extract-score.ts';
import { argValue, wcxbDir, wcxbIds, wcxbPage, type WcxbPage } from './wcxb.ts';

const dir = wcxbDir(argValue('--dataset'), process.env.WCXB_DIR);
if (!existsSync(dir)) {
  console.error(`WCXB dev split not found at ${dir} (set WCXB_DIR)`);
  process.exit(2);
}
const ids = wcxbIds(dir);
const sample = Number(argValue('--sample') ?? 0);
const chosen = sample > 0 ? Array.from({ length: Math.min(sample, ids.length) }, (_, i) => ids[Math.floor((i * ids.length) / Math.min(sample, ids.length))]!) : ids;
const only = argValue('--only');
const minF1 = argValue('--min-f1') ? Number(argValue('--min-f1')) : undefined;
const pages: WcxbPage[] = chosen.map((id) => wcxbPage(dir, id));

type Extractor = (html: string, url: string) => Promise<string> | string;
const extractors: Record<string, () => Promise<Extractor>> = {
  ours: async () => (html, url) => extractMarkdown(html, url).markdown,
  'readability+turndown': async () => {
    const { parseHTML } = await import('linkedom');
    const { Readability } = await import('@mozilla/readability');
    const TurndownService = (await import('turndown')).default;
    const { gfm } = (await import('turndown-plugin-gfm')) as unknown as { gfm: unknown };
    const td = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', emDelimiter: '*' });
    td.use(gfm as never);
    return (html) => {
      const { document } = parseHTML(html);
      const article = new Readability(document as never).parse();
      return article?.content ? td.turndown(article.content) : '';
    };
  },
  defuddle: async () => {
    const { parseHTML } = await import('linkedom');
    const { Defuddle } = await import('defuddle/node');
    return async (html, url) => {
      const { document } = parseHTML(html);
      const res = await Defuddle(document as never, url, { markdown: true });
      return res.content ?? '';
    };
  },
};

interface Result {
  name: string;
  scores: (PageScore & { type: string })[];
  seconds: number;
  failures: number;
}

async function run(name: string): Promise<Result> {
  const extract = await extractors[name]!();
  const scores: Result['scores'] = [];
  let seconds = 0;
  let failures = 0;
  for (const p of pages) {
    let md = '';
    const t0 = performance.now();
    try {
      md = await extract(p.html, p.url);
    } catch (err) {
      failures++;
      if (process.env.DEBUG) console.error(name, p.id, err);
    }
    seconds += (performance.now() - t0) / 1000;
    scores.push({ ...scorePage(md, p.truth, p.with, p.without), type: p.type });
  }
  return { name, scores, seconds, failures };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const rate = (found: number[], total: number[]) => {
  const t = total.reduce((a, b) => a + b, 0);
  return t ? found.reduce((a, b) => a + b, 0) / t : 0;
};

const names = only ? [only] : Object.keys(extractors);
const results: Result[] = [];
for (const name of names) results.push(await run(name));

console.log(`WCXB dev: ${pages.length} pages${sample ? ` (sample of ${sample})` : ''}, node ${process.version}\n`);
console.log('| extractor | F1 | precision | recall | with found | without found | pages/s | failures |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const s = r.scores;
  console.log(`| ${r.name} | ${mean(s.map((x) => x.f1)).toFixed(4)} | ${mean(s.map((x) => x.precision)).toFixed(4)} | ${mean(s.map((x) => x.recall)).toFixed(4)} | ${(rate(s.map((x) => x.withFound), s.map((x) => x.withTotal)) * 100).toFixed(1)} % | ${(rate(s.map((x) => x.withoutFound), s.map((x) => x.withoutTotal)) * 100).toFixed(1)} % | ${(pages.length / r.seconds).toFixed(1)} | ${r.failures} |`);
}
const types = [...new Set(pages.map((p) => p.type))].sort();
// With more than one extractor: on each page the best of their F1s, chosen knowing the truth — how
// far picking among these extractors page by page could go.
const best = results.length > 1 ? pages.map((_, i) => Math.max(...results.map((r) => r.scores[i]!.f1))) : undefined;
console.log(`\n| page type (pages) | ${results.map((r) => `${r.name} F1`).join(' | ')} |${best ? ' best of these per page (oracle) |' : ''}`);
console.log(`|---|${results.map(() => '---|').join('')}${best ? '---|' : ''}`);
for (const t of types) {
  const n = pages.filter((p) => p.type === t).length;
  const bestOfType = best ? ` ${mean(best.filter((_, i) => pages[i]!.type === t)).toFixed(3)} |` : '';
  console.log(`| ${t} (${n}) | ${results.map((r) => mean(r.scores.filter((x) => x.type === t).map((x) => x.f1)).toFixed(3)).join(' | ')} |${bestOfType}`);
}
if (minF1 !== undefined) {
  const ours = results.find((r) => r.name === 'ours');
  const f1 = ours ? mean(ours.scores.map((x) => x.f1)) : 0;
  if (f1 < minF1) {
    console.error(`\nour mean F1 ${f1.toFixed(4)} is below ${minF1}`);
    process.exit(1);
  }
}
