/**
 * Tables in a PDF's lines: a run of three lines or more, each with two gaps or more wider than a
 * word space between its runs of text, whose cells start at the same places down the run — the
 * columns. A text item can hold two cells (Chromium's print draws a row's neighbouring cells as
 * one run when they share a font, 2026: "Haier US Appliance Solutions, Inc. Louisville"): it is
 * cut where a column starts, each character placed by its share of the item's width and the cut
 * moved to the nearest space. pdf-layout.ts writes the run as a GFM table, its first row the head.
 */
import { visible, type Line, type Segment } from './pdf-lines.ts';

/** A gap wider than this many ems between two runs of text parts two cells. */
const CELL_GAP = 0.8;
/** Starts this close (in points) are one column's. */
const ALIGN = 3;

/** Where a line's cells start: its first text, and each text after a gap wider than a word space. */
function cellStarts(line: Line): number[] {
  const shown = line.segments.filter((s) => visible(s.text));
  return shown.filter((s, i) => i === 0 || s.x - shown[i - 1]!.end > line.size * CELL_GAP).map((s) => s.x);
}

const isRow = (line: Line) => !line.mono && !line.leader && cellStarts(line).length >= 3;

/**
 * The index ranges [start, end) of the lines that form tables. A row whose cells were drawn as
 * fewer runs ("Hasselblad X2D 100MP MF 4K" + "$$$$$ Fine art") belongs to the table around it
 * when each of its cells starts at one of its columns.
 */
export function tableRuns(lines: readonly Line[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!isRow(lines[i]!)) continue;
    let j = i + 1;
    let strong = 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.page !== lines[i]!.page || lines[j - 1]!.y - line.y >= line.size * 3 || line.mono || line.leader) break;
      if (isRow(line)) strong++;
      else if (strong < 2 || !alignedWith(line, columns(lines.slice(i, j)))) break;
    }
    if (strong >= 3 && columns(lines.slice(i, j)).length >= 3) runs.push([i, j]);
    i = j - 1;
  }
  return runs;
}

/** A line of two cells or more, each starting at one of the columns. */
function alignedWith(line: Line, cols: readonly number[]): boolean {
  const starts = cellStarts(line);
  return starts.length >= 2 && starts.every((x) => cols.some((c) => Math.abs(c - x) <= ALIGN));
}

/** The columns: cell starts that half the rows or more share, left to right. */
function columns(rows: readonly Line[]): number[] {
  const starts = rows.flatMap(cellStarts).sort((a, b) => a - b);
  const clusters: number[][] = [];
  for (const x of starts) {
    const last = clusters.at(-1);
    if (last && x - last.at(-1)! <= ALIGN) last.push(x);
    else clusters.push([x]);
  }
  return clusters.filter((c) => c.length >= rows.length / 2).map((c) => c[0]!);
}

/** A run's rows as cells of segments: each text under the column it starts in, items holding two cells cut. */
export function tableCells(rows: readonly Line[]): Segment[][][] {
  const cols = columns(rows);
  const columnOf = (x: number) => Math.max(0, cols.findLastIndex((c) => c <= x + ALIGN));
  return rows.map((row) => {
    const cells: Segment[][] = cols.map(() => []);
    for (const segment of row.segments.flatMap((s) => cutAtColumns(s, cols))) {
      if (visible(segment.text)) cells[columnOf(segment.x)]!.push(segment);
    }
    return cells;
  });
}

/** A segment that runs across a column's start, cut there at the nearest space. */
function cutAtColumns(s: Segment, cols: readonly number[]): Segment[] {
  const inside = cols.filter((c) => c > s.x + ALIGN && c < s.end - ALIGN);
  if (inside.length === 0) return [s];
  const chars = [...s.text];
  const step = (s.end - s.x) / chars.length;
  const pieces: Segment[] = [];
  let from = 0;
  // Each piece after a cut starts at the column it was cut at: the characters' estimated places
  // can fall short of it ("Instagram" + "High-quality photos…", narrow letters first).
  let x = s.x;
  for (const c of inside) {
    const at = Math.round((c - s.x) / step);
    const cut = cutNear(chars, at);
    if (cut <= from) continue;
    pieces.push({ ...s, text: chars.slice(from, cut).join(''), x, end: s.x + cut * step });
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
