/**
 * A PDF table's columns, read from where its lines' runs of text start: shared by the tables of
 * one line a row (pdf-table.ts) and those whose cells wrap (pdf-wrapped-table.ts).
 */
import { BULLET_GLYPH, visible, type Line, type Segment } from './pdf-lines.ts';
import { characterStarts } from './pdf-glyph-widths.ts';

/** A gap wider than this many ems between two runs of text parts two cells. */
const CELL_GAP = 0.8;
/** Starts this close (in points) are one column's. */
export const ALIGN = 3;

/** Where a line's cells start: its first text, and each text after a gap wider than a word space. */
export function cellStarts(line: Line): number[] {
  const shown = line.segments.filter((s) => visible(s.text));
  return shown.filter((s, i) => i === 0 || s.x - shown[i - 1]!.end > line.size * CELL_GAP).map((s) => s.x);
}

/**
 * A line of three cells or more. A list item is none, however far apart its words are set (a
 * nested item's "•", name and type, LibreOffice's export of HashiCorp's docs, 2026).
 */
export const isRow = (line: Line) => !line.mono && !line.leader && !BULLET_GLYPH.test(line.text) && cellStarts(line).length >= 3;

/** The column a text starting at x lies in: the last starting at or before it (-1 left of the first). */
export function columnAt(x: number, cols: readonly number[]): number {
  return cols.findLastIndex((c) => c <= x + ALIGN);
}

/** A run of text set within one column: starting in it and ending before the next starts. */
export function withinColumn(s: Segment, cols: readonly number[]): boolean {
  const col = columnAt(s.x, cols);
  return col >= 0 && (col === cols.length - 1 || s.end <= cols[col + 1]! + ALIGN);
}

/** A line of two cells or more, each starting at one of the columns. */
export function alignedWith(line: Line, cols: readonly number[]): boolean {
  const starts = cellStarts(line);
  return starts.length >= 2 && starts.every((x) => cols.some((c) => Math.abs(c - x) <= ALIGN));
}

/** The columns: cell starts that half the rows or more share, left to right. */
export function columns(rows: readonly Line[]): number[] {
  const starts = rows.flatMap(cellStarts).sort((a, b) => a - b);
  const clusters: number[][] = [];
  for (const x of starts) {
    const last = clusters.at(-1);
    if (last && x - last.at(-1)! <= ALIGN) last.push(x);
    else clusters.push([x]);
  }
  return clusters.filter((c) => c.length >= rows.length / 2).map((c) => c[0]!);
}

/** A segment that runs across a column's start, cut there at the nearest space. */
export function cutAtColumns(s: Segment, cols: readonly number[]): Segment[] {
  const inside = cols.filter((c) => c > s.x + ALIGN && c < s.end - ALIGN);
  if (inside.length === 0) return [s];
  const chars = [...s.text];
  const starts = characterStarts(chars, s.x, s.end - s.x, s.mono);
  const pieces: Segment[] = [];
  let from = 0;
  // Each piece after a cut starts at the column it was cut at: the characters' estimated places
  // can fall short of it ("Instagram" + "High-quality photos…").
  let x = s.x;
  for (const c of inside) {
    // The character nearest the column's start.
    const at = starts.reduce((best, p, k) => (Math.abs(p - c) < Math.abs(starts[best]! - c) ? k : best), 0);
    const cut = cutNear(chars, at);
    if (cut <= from) continue;
    pieces.push({ ...s, text: chars.slice(from, cut).join(''), x, end: starts[cut]! });
    from = chars[cut] === ' ' ? cut + 1 : cut;
    x = c;
  }
  pieces.push({ ...s, text: chars.slice(from).join(''), x, end: s.end });
  return pieces;
}

/**
 * Where to cut near the estimate (characters differ in width): at a space, else where a word in
 * lower case meets one in capitals — a cell that fills its column runs into the next with no space
 * ("Ashland CityTN") —, else at the estimate.
 */
function cutNear(chars: readonly string[], at: number): number {
  const near = [0, -1, 1, -2, 2, -3, 3].map((d) => at + d).filter((k) => k > 0 && k < chars.length);
  return near.find((k) => chars[k] === ' ') ?? near.find((k) => /\p{Ll}/u.test(chars[k - 1]!) && /\p{Lu}/u.test(chars[k]!)) ?? at;
}
