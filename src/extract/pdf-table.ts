/**
 * Tables in a PDF's lines: a run of three lines or more, each with two gaps or more wider than a
 * word space between its runs of text, whose cells start at the same places down the run — the
 * columns. A text item can hold two cells (Chromium's print draws a row's neighbouring cells as
 * one run when they share a font, 2026: "Haier US Appliance Solutions, Inc. Louisville"): it is
 * cut where a column starts, each character placed by its share of the item's width and the cut
 * moved to the nearest space. A table whose cells wrap onto several lines (a browser's print of
 * a table with long cells) is read from a head of three cells or more and grouped into rows by
 * the order or the places its lines were drawn in (wrappedRun). pdf-layout.ts writes the run as a
 * GFM table, its first row the head.
 */
import { visible, type Line, type Segment } from './pdf-lines.ts';
import { ALIGN, alignedWith, cellStarts, columns, cutAtColumns, isRow } from './pdf-columns.ts';
import { wrappedRows, wrappedRun } from './pdf-wrapped-table.ts';

/**
 * The index ranges [start, end) of the lines that form tables, and whether a table's cells wrap
 * (its rows are then grouped from the lines by wrappedRows). A row whose cells were drawn as
 * fewer runs ("Hasselblad X2D 100MP MF 4K" + "$$$$$ Fine art") belongs to the table around it
 * when each of its cells starts at one of its columns.
 */
export function tableRuns(lines: readonly Line[]): [number, number, boolean][] {
  const runs: [number, number, boolean][] = [];
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
    if (strong >= 3 && columns(lines.slice(i, j)).length >= 3) {
      runs.push([i, j, false]);
      i = j - 1;
      continue;
    }
    const wrapped = wrappedRun(lines, i);
    if (wrapped > i) {
      runs.push([i, wrapped, true]);
      i = wrapped - 1;
    }
  }
  return runs;
}

/** A run's rows as cells of segments: each text under the column it starts in, items holding two cells cut. */
export function tableCells(rows: readonly Line[], wrapped = false): Segment[][][] {
  if (wrapped) return wrappedRows(rows, cellStarts(rows[0]!));
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
