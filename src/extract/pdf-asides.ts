/**
 * What a typesetter sets in a paragraph's way — its page's footnotes, a float's caption — and the
 * paragraph rejoined around it (pdf-layout.ts reads the blocks).
 */
import type { Block } from './pdf-layout.ts';
import type { Line } from './pdf-lines.ts';

/**
 * Where the lines of the page starting where this one does, in its size, end at the furthest: a
 * two-column paper's abstract set across both columns in another size is no column (OUP's, 2026).
 */
export function columnRight(lines: readonly Line[], line: Line): number {
  return Math.max(...lines.filter((l) => l.page === line.page && Math.abs(l.x - line.x) <= line.size && Math.abs(l.size - line.size) <= 0.5).map((l) => l.end));
}

/** A word in lower case opening a text (not an address: "https://…", nor an icon's name: "mail_outline"). */
const LOWER_CASE_WORD = /^\p{Ll}[\p{Ll}'’-]*(\s|[,;.](\s|$))/u;
/** A footnote's mark opening it: "1 ", "12 ", "* ", "† ". */
const NOTE_MARK = /^(\d{1,2}|[*†‡§¶])\s*\S/u;
/** A figure's, table's or listing's caption: "Figure 1.", "Fig. 3:", "Table A.2". */
const CAPTION = /^(Figure|Fig\.|Table|Scheme|Listing|Algorithm|Chart|Exhibit)\s+[A-Z]?[\d.]*\d[.:]/;

/**
 * What a typesetter sets in a sentence's way — the page's footnotes (smaller text at its foot),
 * a float's caption — leaves the paragraph broken off mid-sentence: where the next paragraph
 * takes the sentence up (it opens in lower case, after a few such asides at most), it is the same
 * paragraph, and the asides follow it. "…other times one is hard" / "Figure 1. Magnetization…"
 * / "pressed to keep the words flowing." (AIAA's conference template, 2026). Only a paragraph's
 * line filled to its column's edge, ending in a word, is cut off so; a figure's labels are not,
 * and a short line ends its text ("December 5, 2025" over an image's alt text "blank Google
 * Analytics…" in a printed page).
 */
export function rejoinedAroundAsides(blocks: readonly Block[], lines: readonly Line[], body: number): Block[] {
  const aside = (b: Block) => b.kind !== 'code' && b.kind !== 'table' && (b.lines.every((l) => l.size <= body * 0.9) || CAPTION.test(b.lines[0]!.text));
  const out: Block[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    out.push(block);
    const last = block.lines.at(-1)!;
    if (block.kind !== 'paragraph' || block.lines.length < 2 || !/[\p{L},–—-]$/u.test(last.text) || aside(block)) continue;
    // Notes under the paragraph on its page, each opening with its mark, are its page's footnotes
    // whatever their size (OUP's template sets them larger than its text, 2026).
    const footnotes = (b: Block) => b.lines[0]!.page === last.page && b.lines[0]!.y < last.y && b.lines.every((l) => l.size <= body * 1.1) && NOTE_MARK.test(b.lines[0]!.text);
    let j = i + 1;
    while (j < blocks.length && j - i <= 4 && (aside(blocks[j]!) || footnotes(blocks[j]!))) j++;
    const next = blocks[j];
    if (j === i + 1 || next?.kind !== 'paragraph' || !LOWER_CASE_WORD.test(next.lines[0]!.text) || Math.abs(next.lines[0]!.size - last.size) > 0.5 || next.lines[0]!.page > last.page + 1) continue;
    if (last.end < columnRight(lines, last) - last.size * 4) continue;
    out[out.length - 1] = { ...block, lines: [...block.lines, ...next.lines] };
    out.push(...blocks.slice(i + 1, j));
    i = j;
  }
  return out;
}
