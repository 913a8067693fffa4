/**
 * The WCXB metric (its evaluate.py, as its README states it): lower-case word tokens (\w+,
 * Unicode), bag-of-words overlap → precision, recall, F1 per page, plain means over pages;
 * `with` / `without` snippets found by case-insensitive substring (whitespace runs read as one
 * space, as line breaks are layout). Scored on the text a reader sees: link targets, image
 * sources and code fences' language tags (```python) are stripped from the Markdown first — a
 * rendered page shows none of them.
 */
export interface PageScore {
  precision: number;
  recall: number;
  f1: number;
  withFound: number;
  withTotal: number;
  withoutFound: number;
  withoutTotal: number;
}

// A link's text may hold escaped brackets ("\[File: Reuters\]"); its destination balanced
// parentheses ("/wiki/Mercury_(planet)"), as CommonMark reads them.
const TEXT = String.raw`((?:\\.|[^\]\\])*)`;
const DESTINATION = String.raw`\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)`;
const IMAGE = new RegExp(String.raw`!\[${TEXT}\]${DESTINATION}`, 'g');
const LINK = new RegExp(String.raw`\[${TEXT}\]${DESTINATION}`, 'g');

export function readerText(markdown: string): string {
  return markdown
    .replace(IMAGE, '')
    .replace(LINK, '$1')
    .replace(/<https?:\/\/[^>]+>/g, '')
    .replace(/^([\s>]*(?:`{3,}|~{3,}))[^\n`]*$/gm, '$1');
}

/**
 * The reader's text as plain text, for the snippet checks (substrings of the plain-text truth):
 * Markdown's marks — emphasis, inline code, heading hashes, list bullets, quote bars, table
 * pipes and rules — are not on the rendered page either, and would hide a snippet or a boilerplate
 * string written across them.
 */
export function plainText(markdown: string): string {
  return readerText(markdown)
    .replace(/^[ \t]*\|?([ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*$/gm, '')
    // Quote bars and list markers, then a heading's hashes: what follows those is the heading's
    // text ("### 5. Why buy local?" is a heading, not a list).
    .replace(/^[ \t]*(?:>[ \t]?|[-*+][ \t]+|\d+[.)][ \t]+)*(?:#{1,6}[ \t]+)?/gm, '')
    .replace(/^[ \t]*\|[ \t]*|[ \t]*(?<!\\)\|[ \t]*$/gm, '')
    .replace(/[ \t]*(?<!\\)\|[ \t]*/g, ' ')
    .replace(/(?<!\\)(\*\*|__|~~|`+)/g, '')
    .replace(/(^|[^\p{L}\p{N}\\])[*_](?=\S)|(?<=[^\s\\])[*_](?=$|[^\p{L}\p{N}])/gmu, '$1')
    // Any ASCII punctuation a backslash escapes, as CommonMark reads it ("\<table>", "\&amp;").
    .replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

export function tokens(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}\p{M}_]+/gu)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  return counts;
}

export function scorePage(predictionMarkdown: string, truth: string, withSnippets: string[], withoutSnippets: string[]): PageScore {
  const text = readerText(predictionMarkdown);
  const p = tokens(text);
  const t = tokens(truth);
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const pn = total(p);
  const tn = total(t);
  let overlap = 0;
  for (const [tok, n] of p) overlap += Math.min(n, t.get(tok) ?? 0);
  let precision: number;
  let recall: number;
  let f1: number;
  if (tn === 0) {
    precision = recall = f1 = pn === 0 ? 1 : 0;
  } else if (pn === 0) {
    precision = recall = f1 = 0;
  } else {
    precision = overlap / pn;
    recall = overlap / tn;
    f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  }
  // Line breaks are layout: a snippet written on one line in the truth is found across two.
  const flat = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  const lower = flat(plainText(predictionMarkdown));
  const found = (list: string[]) => list.filter((s) => flat(s) && lower.includes(flat(s))).length;
  return { precision, recall, f1, withFound: found(withSnippets), withTotal: withSnippets.length, withoutFound: found(withoutSnippets), withoutTotal: withoutSnippets.length };
}
