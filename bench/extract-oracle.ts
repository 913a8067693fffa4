/**
 * How far a one-block extractor can go on the WCXB dev split, per page type: on every page the
 * single DOM element (scripts, forms, navigation and hidden elements dropped first, as our
 * extractor does) whose text scores best against the ground truth — chosen knowing the truth,
 * so no extractor that keeps one subtree can beat it — beside our extractor's F1 in the same run.
 * Where the oracle itself stays low, the ground truth is made of pieces scattered over the page
 * (a product's name from its buy box, its description from a tab, its specs from a third block)
 * or differs from shop to shop. Pages whose ground truth is empty are counted apart (whatever an
 * extractor writes there scores 0). A second oracle reads our own output and stops it at the one
 * block where that scores best: how much of what we lose is going on past where the truth stops
 * (annotators often keep a product page's description and leave its reviews, FAQ and comparison
 * tables, or a front page's first stories and not the rest — where they stop differs page to page).
 * Usage: node bench/extract-oracle.ts [--dataset DIR] [--type T]
 */
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { extractMarkdown } from '../src/extract/extract.ts';
import { removeNeverContent } from '../src/extract/never-content.ts';
import { desktopHiddenClasses } from '../src/extract/responsive-hiding.ts';
import { findBody } from '../src/extract/page-stats.ts';
import { readerText, scorePage, tokens } from './extract-score.ts';
import { argValue, wcxbDir, wcxbIds, wcxbPage } from './wcxb.ts';

type Bag = Map<string, number>;

/** F1 of the best single element under `body` against the truth's words. */
function bestElementF1(body: Element, truth: Bag): number {
  const truthWords = [...truth.values()].reduce((a, b) => a + b, 0);
  if (truthWords === 0) return 0;
  let best = 0;
  // One bottom-up pass: each element's bag of words is its children's, merged.
  const visit = (el: Element): Bag => {
    const bag: Bag = new Map();
    for (const c of el.children) {
      const child = c.type === 'text' ? tokens(c.data) : c.type === 'tag' ? visit(c as Element) : undefined;
      if (child) for (const [word, n] of child) bag.set(word, (bag.get(word) ?? 0) + n);
    }
    let words = 0;
    let overlap = 0;
    for (const [word, n] of bag) {
      words += n;
      overlap += Math.min(n, truth.get(word) ?? 0);
    }
    if (overlap > 0) best = Math.max(best, (2 * overlap) / (words + truthWords));
    return bag;
  };
  visit(body);
  return best;
}

/** F1 of our Markdown cut after its best block (blocks are its paragraphs, lists, tables…), knowing the truth. */
function bestPrefixF1(markdown: string, truth: Bag): number {
  const truthWords = [...truth.values()].reduce((a, b) => a + b, 0);
  if (truthWords === 0) return 0;
  const seen: Bag = new Map();
  let words = 0;
  let overlap = 0;
  let best = 0;
  for (const block of markdown.split(/\n{2,}/)) {
    for (const [word, n] of tokens(readerText(block))) {
      const before = seen.get(word) ?? 0;
      const cap = truth.get(word) ?? 0;
      seen.set(word, before + n);
      words += n;
      overlap += Math.min(before + n, cap) - Math.min(before, cap);
    }
    if (words > 0) best = Math.max(best, (2 * overlap) / (words + truthWords));
  }
  return best;
}

const dir = wcxbDir(argValue('--dataset'), process.env.WCXB_DIR);
const onlyType = argValue('--type');
// `empty`: pages whose ground truth has no words (any output scores 0 there, none 1); `oursWithTruth`: our F1 summed over the rest.
const byType = new Map<string, { pages: number; ours: number; oracle: number; prefix: number; empty: number; oursWithTruth: number }>();
for (const id of wcxbIds(dir)) {
  const page = wcxbPage(dir, id);
  if (onlyType && page.type !== onlyType) continue;
  const markdown = extractMarkdown(page.html, page.url).markdown;
  const ours = scorePage(markdown, page.truth, page.with, page.without).f1;
  const prefix = Math.max(ours, bestPrefixF1(markdown, tokens(page.truth)));
  const doc = parseDocument(page.html);
  const body = findBody(doc);
  removeNeverContent(body, desktopHiddenClasses(doc));
  const oracle = bestElementF1(body, tokens(page.truth));
  for (const key of [page.type, 'all']) {
    const row = byType.get(key) ?? { pages: 0, ours: 0, oracle: 0, prefix: 0, empty: 0, oursWithTruth: 0 };
    row.pages++;
    row.ours += ours;
    row.prefix += prefix;
    row.oracle += oracle;
    if (tokens(page.truth).size === 0) row.empty++;
    else row.oursWithTruth += ours;
    byType.set(key, row);
  }
}
console.log('| page type (pages) | gleaner F1 | best single element F1 (oracle) | gleaner / oracle | gleaner cut at its best block (oracle) | pages with an empty truth | gleaner F1 on the others |');
console.log('|---|---|---|---|---|---|---|');
for (const [type, row] of [...byType].sort(([a], [b]) => (a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b)))) {
  const ours = row.ours / row.pages;
  const oracle = row.oracle / row.pages;
  const withTruth = row.pages - row.empty;
  console.log(`| ${type} (${row.pages}) | ${ours.toFixed(3)} | ${oracle.toFixed(3)} | ${(ours / oracle).toFixed(2)} | ${(row.prefix / row.pages).toFixed(3)} | ${row.empty} | ${withTruth ? (row.oursWithTruth / withTruth).toFixed(3) : '–'} |`);
}
