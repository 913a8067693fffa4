/**
 * How often the page metadata /web/markdown returns agrees with the WCXB dev split's ground
 * truth: title (one contains the other, words compared), author (the same; names listed with or
 * without "and" are the same people), published date (the same day). "missing" counts pages where
 * the truth has the field and we give none; "given where the truth has none" counts the opposite
 * (a name or date we found that the truth does not hold).
 * Where the dates differ, it also counts how often the truth's is the page's last-modified date.
 * Usage: node bench/extract-metadata.ts [--dataset DIR]
 */
import { extractMarkdown } from '../src/extract/extract.ts';
import { argValue, wcxbDir, wcxbIds, wcxbPage } from './wcxb.ts';

const dir = wcxbDir(argValue('--dataset'), process.env.WCXB_DIR);
const words = (s: string | undefined) => (s ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const same = (ours: string | undefined, truth: string) => !!ours && (words(ours).includes(words(truth)) || words(truth).includes(words(ours)));
// Names listed with or without their "and" ("A, B, and C" / "A, B, C") are the same people.
const names = (s: string | undefined) => words(s).replace(/(^| )and(?= |$)/g, ' ').replace(/\s+/g, ' ').trim();
const sameNames = (ours: string | undefined, truth: string) => !!ours && (names(ours).includes(names(truth)) || names(truth).includes(names(ours)));
// Where our published date and the truth's differ, how often the truth's is the page's last-modified date (modified_date).
let datesDiffer = 0;
let truthIsModified = 0;
const given = { modified_date: 0, image: 0 };
const rows = { title: { pages: 0, agree: 0, missing: 0, extra: 0 }, author: { pages: 0, agree: 0, missing: 0, extra: 0 }, published_date: { pages: 0, agree: 0, missing: 0, extra: 0 } };
for (const id of wcxbIds(dir)) {
  const page = wcxbPage(dir, id);
  const truth = page.meta;
  const meta = extractMarkdown(page.html, page.url).metadata;
  if (meta.modified_date) given.modified_date++;
  if (meta.image) given.image++;
  if (truth.published && meta.published_date && meta.published_date.slice(0, 10) !== String(truth.published).slice(0, 10)) {
    datesDiffer++;
    if (meta.modified_date?.slice(0, 10) === String(truth.published).slice(0, 10)) truthIsModified++;
  }
  const checks: [keyof typeof rows, string | null | undefined, string | undefined, boolean][] = [
    ['title', truth.title, meta.title, same(meta.title, truth.title ?? '')],
    ['author', truth.author, meta.author, sameNames(meta.author, truth.author ?? '')],
    ['published_date', truth.published, meta.published_date, !!meta.published_date && meta.published_date.slice(0, 10) === String(truth.published).slice(0, 10)],
  ];
  for (const [field, expected, ours, agrees] of checks) {
    if (!expected) {
      if (ours) rows[field].extra++;
      continue;
    }
    rows[field].pages++;
    if (!ours) rows[field].missing++;
    else if (agrees) rows[field].agree++;
  }
}
console.log('| field | pages with it in the truth | ours agrees | ours missing | ours given where the truth has none |');
console.log('|---|---|---|---|---|');
for (const [field, r] of Object.entries(rows)) console.log(`| ${field} | ${r.pages} | ${r.agree} (${((100 * r.agree) / r.pages).toFixed(1)} %) | ${r.missing} | ${r.extra} |`);
console.log(`\npublished_date differs from the truth's on ${datesDiffer} pages; on ${truthIsModified} of them the truth's date is the modified_date we give.`);
console.log(`modified_date given on ${given.modified_date} of ${wcxbIds(dir).length} pages, image on ${given.image} (the truth has neither field).`);
