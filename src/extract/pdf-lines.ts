/**
 * A PDF page's text items (pdf.js: a string, its baseline's position, width, font size and the
 * font's generic family) gathered into lines in the order the page draws them — which is reading
 * order for the generators we met (pdfTeX, XeTeX, Chromium's Skia, LibreOffice, WeasyPrint),
 * columns included. pdf-running-heads.ts takes out what every page repeats in its margins;
 * pdf-layout.ts makes Markdown of the lines.
 */
import { linkedPieces, type LinkedPiece } from './pdf-links.ts';
import { pageNumberApart, withoutTrailingLeader } from './pdf-contents.ts';
import { withoutListingNumbers } from './pdf-listing-numbers.ts';
import { markedLines, type PdfMarker } from './pdf-markers.ts';

/** One text item as pdf.js reports it (unpdf's extractTextItems); y grows upwards. */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  fontFamily: string;
  /** Its font's name says bold (pdf.ts). */
  bold?: boolean;
  /** Its font's id in the document (pdf.js's "g_d0_f3"). */
  font?: string;
  /**
   * pdf.js calls its font monospaced only for equal widths that say nothing (pdf.ts): digits, a
   * lone glyph. Such text is code within a line of code (a listing's line numbers) and prose in prose.
   */
  monoUntold?: boolean;
}

/** A link annotation to a web address: the rectangle [x1, y1, x2, y2] it makes clickable. */
export interface PdfLink {
  rect: number[];
  url: string;
}

export interface PdfPage {
  items: PdfTextItem[];
  /** The page's height in points (its media box), to tell its head and foot margins. */
  height: number;
  links?: PdfLink[];
  /** List markers the page draws as shapes (pdf-markers.ts). */
  markers?: PdfMarker[];
  /**
   * Whether a marker opens a line only in a list of them (a document no browser printed, where a
   * shape beside a line is as often an icon or a drawing: pdf-markers.ts).
   */
  listedMarkersOnly?: boolean;
}

/** A run of text on a line, in one font family. */
export interface Segment {
  x: number;
  end: number;
  text: string;
  mono: boolean;
  /** Set in a font called monospaced for widths that say nothing (PdfTextItem.monoUntold). */
  monoUntold?: boolean;
  bold?: boolean;
  /** The web address of the link the run lies in. */
  href?: string;
  /** Its own baseline, where it differs from its line's (a table's cells set level with each other's middles). */
  y?: number;
}

export interface Line {
  page: number;
  /** The baseline, in points from the page's bottom. */
  y: number;
  /** Where the line's text starts and ends. */
  x: number;
  end: number;
  size: number;
  /** Every visible character is in a monospaced font: a line of code. */
  mono: boolean;
  /** Every visible character is in a bold font (and the line is no code). */
  bold: boolean;
  segments: Segment[];
  /** The line's characters, runs joined with the spaces their gaps show. */
  text: string;
  /** It holds a dot leader: an entry of a table of contents, a line of its own. */
  leader: boolean;
}

/** Whether a text shows anything (not only spaces). */
export const visible = (s: string) => /\S/.test(s);

/** A list item's marks: the bullets fonts have, and the private-use glyphs Word sets them in (Symbol's U+F0B7, Wingdings' U+F0A7, U+F0D8). */
const GLYPH_MARKS = '•◦▪▫●○■□‣⁃∙▸\\uf0b7\\uf0a7\\uf0d8';
const BULLET_MARKS = `${GLYPH_MARKS}·*–\\uf076-`;
/** A bullet glyph (not "-" or "*", which code and tables' empty cells have) opening a text. */
export const BULLET_GLYPH = new RegExp(`^\\s*[${GLYPH_MARKS}]`, 'u');
const LIST_MARK = new RegExp(`${BULLET_GLYPH.source}\\s*$`, 'u');
/** Chinese and Japanese characters (ideographs, kana, their punctuation and full-width forms), as a character class's body. */
export const CHINESE_JAPANESE = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\uff00-\\uffef';
/** Characters set one em wide: CJK ideographs, kana, hangul, and their punctuation and full-width forms. */
const WIDE = new RegExp(`[${CHINESE_JAPANESE}\\p{Script=Hangul}]`, 'u');

/** Half the visible characters of a text or more are wide ones (WIDE). */
function mostlyWide(text: string): boolean {
  const shown = [...text.replace(/\s+/g, '')];
  return shown.length > 0 && shown.filter((c) => WIDE.test(c)).length * 2 >= shown.length;
}

/**
 * Text drawn again over itself — a text shadow or glow a browser prints as copies of the run a
 * point or two apart ("the brain’s equivalent of an EKG" four times under the run that goes on
 * past it, in a printed page, 2026), or a poor man's bold set as copies a hair apart — is read
 * once: a run whose text is the start of a longer (or earlier, equal) run's set that near it is
 * a copy.
 */
function withoutOverprints(items: readonly PdfTextItem[]): PdfTextItem[] {
  const texts = items.map((item) => item.str.trimStart());
  const byStart = new Map<string, number[]>();
  texts.forEach((text, i) => {
    const key = text.slice(0, 3);
    if (key) (byStart.get(key) ?? byStart.set(key, []).get(key)!).push(i);
  });
  return items.filter((item, i) => {
    const text = texts[i]!;
    // Within a third of an em, and a quarter of the run's width: glyphs a formula sets close
    // together ("∫∫∫", "!!!") are each a glyph of their own.
    const near = Math.min(Math.abs(item.fontSize) * 0.34, item.width * 0.25);
    return !(byStart.get(text.slice(0, 3)) ?? []).some((j) => {
      const [other, otherText] = [items[j]!, texts[j]!];
      const longer = otherText.length > text.length || (otherText.length === text.length && j < i);
      return j !== i && longer && otherText.startsWith(text) && Math.abs(other.x - item.x) < near && Math.abs(other.y - item.y) < near;
    });
  });
}

/** A line opening a list item. */
export const BULLET = new RegExp(`^[${BULLET_MARKS}]\\s+`, 'u');
/** The mark opening an item's Markdown, escaped or not, with the space after it. */
export const ESCAPED_BULLET = new RegExp(`^\\\\?[${BULLET_MARKS}]\\s*`, 'u');

/** A size to half a point: sizes a typesetter means as one differ in the last decimals. */
export const halfPoint = (size: number) => Math.round(size * 2) / 2;

export function pageLines(page: PdfPage, pageNumber: number): Line[] {
  const lines: Line[] = [];
  for (const item of withoutOverprints(page.items)) {
    if (!item.str) continue;
    for (const piece of linkedPieces(item, page.links)) addPiece(lines, item, piece, pageNumber);
  }
  for (const line of lines) {
    const shown = line.segments.filter((s) => visible(s.text));
    line.mono = shown.some((s) => s.mono) && shown.every((s) => s.mono || s.monoUntold);
    line.bold = !line.mono && shown.length > 0 && shown.every((s) => s.bold);
    line.x = shown[0]?.x ?? line.x;
    line.end = shown.at(-1)?.end ?? line.end;
    line.text = joinSegments(line.segments, line.size).trim();
    line.leader ||= !line.mono && pageNumberApart(line.segments, line.size);
  }
  const shown = withoutListingNumbers(lines.filter((l) => l.text));
  for (const [line, marker] of markedLines(shown, page.markers ?? [], page.listedMarkersOnly)) if (!/^[•◦▪]/u.test(line.text)) openWithBullet(line, { x: marker.x, end: marker.x + marker.size, text: '•', mono: false });
  return shown.filter((l) => !(LIST_MARK.test(l.text) && placeBullet(shown, l)));
}

/**
 * A bullet glyph drawn apart from its item's text (WeasyPrint draws a list's markers after the
 * list, 2026: "• • • • Services are…"): it opens the line on its baseline just right of it.
 * Whether it found one.
 */
function placeBullet(lines: Line[], bullet: Line): boolean {
  const line = lines.find((l) => l !== bullet && !l.mono && !BULLET_GLYPH.test(l.text) && l.page === bullet.page && Math.abs(l.y - bullet.y) <= l.size * 0.3 && l.x - bullet.end >= 0 && l.x - bullet.end <= l.size * 3);
  if (!line) return false;
  openWithBullet(line, { ...bullet.segments.find((s) => visible(s.text))!, text: '•' });
  return true;
}

/** The line starts with a bullet, at the mark's place. */
function openWithBullet(line: Line, mark: Segment): void {
  line.segments.unshift(mark);
  line.text = `• ${line.text}`;
  line.x = mark.x;
}

function addPiece(lines: Line[], item: PdfTextItem, piece: LinkedPiece, pageNumber: number): void {
  const size = Math.abs(item.fontSize) || 1;
  const line = lines.at(-1);
  // A table of contents' dot leader (". . . . . 24") is space between an entry and its page.
  const { text, leader } = withoutTrailingLeader(piece.str);
  // A list's mark set in a symbol font pdf.js calls monospaced (LibreOffice's OpenSymbol "•",
  // 2026) is no code; nor is Chinese, Japanese or Korean text, whose fonts set every character
  // one width (SimHei in a XeTeX exam paper, 2026).
  const prose = LIST_MARK.test(text) || mostlyWide(text);
  const mono = item.fontFamily === 'monospace' && !item.monoUntold && !prose;
  const segment: Segment = { x: piece.x, end: piece.x + piece.width, text, mono, ...(item.monoUntold && !prose ? { monoUntold: true } : {}), ...(item.bold ? { bold: true } : {}), ...(piece.href ? { href: piece.href } : {}) };
  // Same baseline (a superscript sits a little higher), not back at the left: the same line.
  const sameLine = line && line.page === pageNumber && Math.abs(item.y - line.y) <= Math.max(size, line.size) * 0.5 && piece.x >= line.end - Math.max(size, line.size);
  if (!sameLine) {
    lines.push({ page: pageNumber, y: item.y, x: piece.x, end: segment.end, size: visible(text) ? size : 0, mono: true, bold: false, segments: [segment], text: '', leader });
    return;
  }
  if (item.y !== line.y) segment.y = item.y;
  line.segments.push(segment);
  line.leader ||= leader;
  // A space's item can be drawn as wide as the gap it fills, past where the next cell's text
  // starts (Chromium's table cells, 2026): only text moves the line's end.
  if (visible(text)) {
    line.end = Math.max(line.end, segment.end);
    line.size = Math.max(line.size, size);
  }
}

/** Runs joined with a space where the page leaves a gap and neither side has one. */
export function joinSegments(segments: readonly Segment[], size: number, piece = (s: Segment) => s.text): string {
  let text = '';
  let end = -Infinity;
  for (const s of segments) {
    if (text && s.x - end > size * 0.15 && !/\s$/.test(text) && !/^\s/.test(s.text)) text += ' ';
    text += piece(s);
    end = s.end;
  }
  return text.replace(/[ \t\u00a0]+/g, ' ');
}

/** The size most of the text is set in (weighted by characters): the body text's. */
export function bodySize(lines: readonly Line[]): number {
  const chars = new Map<number, number>();
  for (const l of lines) if (!l.mono) chars.set(halfPoint(l.size), (chars.get(halfPoint(l.size)) ?? 0) + l.text.length);
  if (chars.size === 0) return lines[0]?.size ?? 10;
  return [...chars].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

/** The usual distance between two lines of body text in a paragraph. */
export function leading(lines: readonly Line[], body: number): number {
  const gaps = new Map<number, number>();
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = [lines[i - 1]!, lines[i]!];
    if (a.page !== b.page || Math.abs(a.size - body) > 0.5 || Math.abs(b.size - body) > 0.5) continue;
    const gap = halfPoint(a.y - b.y);
    if (gap > 0 && gap < body * 3) gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
  }
  if (gaps.size === 0) return body * 1.2;
  return [...gaps].reduce((a, b) => (b[1] > a[1] || (b[1] === a[1] && b[0] < a[0]) ? b : a))[0];
}
