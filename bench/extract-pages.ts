/**
 * Per-page diagnostics for tuning the extractor: our word P/R/F1 on every page of the WCXB dev
 * split, as TSV (id, type, P, R, F1, predicted words, truth words, url, `without` snippets
 * found and listed), worst first. Usage:
 * node bench/extract-pages.ts [--type forum] [--dataset DIR] > pages.tsv
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { extractMarkdown } from '../src/extract/extract.ts';
import { readerText, scorePage, tokens } from './extract-score.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const dir = arg('--dataset') ?? process.env.WCXB_DIR ?? new URL('../../shared/datasets/wcxb-dev/', import.meta.url).pathname;
const onlyType = arg('--type');
const rows: string[][] = [];
for (const f of readdirSync(`${dir}/ground-truth`).filter((x) => x.endsWith('.json')).sort()) {
  const id = f.replace('.json', '');
  const gt = JSON.parse(readFileSync(`${dir}/ground-truth/${f}`, 'utf8'));
  const type = gt._internal?.page_type?.primary ?? 'unknown';
  if (onlyType && type !== onlyType) continue;
  const html = gunzipSync(readFileSync(`${dir}/html/${id}.html.gz`)).toString('utf8');
  const md = extractMarkdown(html, gt.url).markdown;
  const truth = gt.ground_truth.main_content ?? '';
  const s = scorePage(md, truth, gt.ground_truth.with ?? [], gt.ground_truth.without ?? []);
  const count = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  rows.push([id, type, s.precision.toFixed(2), s.recall.toFixed(2), s.f1.toFixed(3), String(count(tokens(readerText(md)))), String(count(tokens(truth))), gt.url, String(s.withoutFound), String(s.withoutTotal)]);
}
rows.sort((a, b) => Number(a[4]) - Number(b[4]));
console.log(['id', 'type', 'P', 'R', 'F1', 'pred', 'truth', 'url', 'without found', 'without'].join('\t'));
for (const r of rows) console.log(r.join('\t'));
