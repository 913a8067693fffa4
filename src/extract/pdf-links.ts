/**
 * Which words of a PDF's text lie in its link annotations. A link's rectangle often covers part
 * of a text item ("For other tutorials, see Tutorials." is one item in a page Chromium prints,
 * 2026; its link covers the last word): the item is cut where the rectangle starts and ends,
 * each character placed by its share of the item's width (pdf-glyph-widths.ts), and the cuts
 * moved to whole words (a share is an estimate: a word half under the link or more is in it) and
 * in past the spaces and punctuation at the link's edges.
 */
import type { PdfLink, PdfPage, PdfTextItem } from './pdf-lines.ts';
import { characterStarts } from './pdf-glyph-widths.ts';

export interface LinkedPiece {
  str: string;
  x: number;
  width: number;
  href?: string;
}

const WORD = /[\p{L}\p{N}_]/u;

/** Whether v lies between a rectangle's two edges, given in either order. */
const within = (v: number, a: number, b: number) => v >= Math.min(a, b) && v <= Math.max(a, b);

export function linkedPieces(item: PdfTextItem, links: readonly PdfLink[] | undefined): LinkedPiece[] {
  const whole = [{ str: item.str, x: item.x, width: item.width }];
  const y = item.y + Math.abs(item.fontSize) / 3;
  const across = (links ?? []).filter((l) => within(y, l.rect[1]!, l.rect[3]!) && Math.max(l.rect[0]!, l.rect[2]!) > item.x && Math.min(l.rect[0]!, l.rect[2]!) < item.x + item.width);
  if (across.length === 0 || !/\S/.test(item.str)) return whole;
  const chars = [...item.str];
  const at = characterStarts(chars, item.x, item.width, item.fontFamily === 'monospace');
  const hrefs = chars.map((_, i) => {
    const x = (at[i]! + at[i + 1]!) / 2;
    return across.find((l) => within(x, l.rect[0]!, l.rect[2]!))?.url;
  });
  // Whole words: a word half in a link or more is in it, one less than half in is not (the
  // places are estimates; a link's rectangle often starts at the space before its first word).
  // Letters under two links are two links' words written with no space between ("Employer
  // ExperienceEmployee Experience"): the links part them where they meet.
  for (let i = 0; i < chars.length; ) {
    let end = i;
    while (end < chars.length && WORD.test(chars[end]!)) end++;
    if (end === i) {
      i++;
      continue;
    }
    const linked = hrefs.slice(i, end).filter((h) => h);
    if (new Set(linked).size === 1) hrefs.fill(linked.length * 2 >= end - i ? linked[0] : undefined, i, end);
    i = end;
  }
  // In past the spaces and the sentence's punctuation at a link's edges.
  const edge = /[\s.,;:!?)("'“”‘’]/u;
  for (let i = 0; i < chars.length; i++) if (hrefs[i] && edge.test(chars[i]!) && (i === 0 || hrefs[i - 1] !== hrefs[i])) hrefs[i] = undefined;
  for (let i = chars.length - 1; i >= 0; i--) if (hrefs[i] && edge.test(chars[i]!) && (i === chars.length - 1 || hrefs[i + 1] !== hrefs[i])) hrefs[i] = undefined;
  const pieces: LinkedPiece[] = [];
  chars.forEach((c, i) => {
    const last = pieces.at(-1);
    if (last && last.href === hrefs[i]) {
      last.str += c;
      last.width = at[i + 1]! - last.x;
    } else pieces.push({ str: c, x: at[i]!, width: at[i + 1]! - at[i]!, ...(hrefs[i] ? { href: hrefs[i] } : {}) });
  });
  return pieces;
}

/**
 * A document's links to web addresses, each once, with the words under it (its text items' linked
 * pieces, in reading order, joined), for /web/markdown's links=all. A link over no text (a picture,
 * a blank area) is listed with no words.
 */
export function documentLinks(pages: readonly PdfPage[]): { url: string; text: string }[] {
  const words = new Map<string, string[]>();
  for (const page of pages) {
    for (const link of page.links ?? []) if (!words.has(link.url)) words.set(link.url, []);
    if (!page.links?.length) continue;
    for (const item of page.items) for (const piece of linkedPieces(item, page.links)) if (piece.href) words.get(piece.href)!.push(piece.str);
  }
  // Web addresses only, as for an HTML page's links (pdf.js also gives mailto: addresses a url).
  return [...words].filter(([url]) => /^https?:/i.test(url)).map(([url, parts]) => ({ url, text: parts.join(' ').replace(/\s+/g, ' ').trim() }));
}
