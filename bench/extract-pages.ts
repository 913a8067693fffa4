/**
 * Per-page diagnostics for tuning the extractor: our word P/R/F1 on every page of the WCXB dev
 * split, as TSV (id, type, P, R, F1, predicted words, truth words, url, `without` snippets
 * found and listed), worst first. Usage:
 * node bench/extract-pages.ts [--type forum] [--dataset DIR] > pages.tsv
 */
import { extractMarkdown } from '../src/extract/extract.ts';
import { readerText, scorePage, tokens } from './extract-score.ts';
import { argValue, wcxbDir, wcxbIds, wcxbPage } from './wcxb.ts';

const dir = wcxbDir(argValue('--dataset'), process.env.WCXB_DIR);
const onlyType = argValue('--type');
const count = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const rows: string[][] = [];
for (const id of wcxbIds(dir)) {
  const p = wcxbPage(dir, id);
  if (onlyType && p.type !== onlyType) continue;
  const md = extractMarkdown(p.html, p.url).markdown;
  const s = scorePage(md, p.truth, p.with, p.without);
  rows.push([id, p.type, s.precision.toFixed(2), s.recall.toFixed(2), s.f1.toFixed(3), String(count(tokens(readerText(md)))), String(count(tokens(p.truth))), p.url, String(s.withoutFound), String(s.withoutTotal)]);
}
rows.sort((a, b) => Number(a[4]) - Number(b[4]));
console.log(['id', 'type', 'P', 'R', 'F1', 'pred', 'truth', 'url', 'without found', 'without'].join('\t'));
for (const r of rows) console.log(r.join('\t'));
