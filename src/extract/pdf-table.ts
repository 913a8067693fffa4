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
import { alignedWith, cellStarts, columnAt, columns, cutAtColumns, isRow, withinColumn } from './pdf-columns.ts';
import { drawnColumns, wrappedRows, wrappedRun } from './pdf-wrapped-table.ts';

/** A table's lines [start, end); a wrapped table's columns (its rows then grouped by wrappedRows). */
export interface TableRun {
  start: number;
  end: number;
  wrapped?: number[];
  /** The first row's highest baseline, where it is not its first line's. */
  top?: number;
}

/**
 * The tables among the lines. A row whose cells were drawn as fewer runs ("Hasselblad X2D 100MP
 * MF 4K" + "$$$$$ Fine art") belongs to the table around it when each of its cells starts at one
 * of its columns. A head set in the middle of its columns, as a browser sets a <th>, is the
 * table's head (centeredHead).
 */
export function tableRuns(lines: readonly Line[]): TableRun[] {
  const runs: TableRun[] = [];
  for (let i = 0; i < lines.length; i++) {
    const run = (isRow(lines[i]!) ? rowRun(lines, i) : undefined) ?? drawnRun(lines, i);
    if (!run) continue;
    const cols = run.wrapped ?? columns(lines.slice(run.start, run.end));
    if (i > (runs.at(-1)?.end ?? 0) && centeredHead(lines[i - 1]!, lines[i]!, cols, run.top)) run.start--;
    // A wrapped table's head cell over two lines, drawn before the head's other cells, joins the head.
    const head = lines[run.start]!;
    while (run.wrapped && run.start > (runs.at(-1)?.end ?? 0) && headCellLine(lines[run.start - 1]!, head, cols)) run.start--;
    runs.push(run);
    i = run.end - 1;
  }
  return runs;
}

/** A table from a line of three cells or more: one line a row, else cells that wrap. */
function rowRun(lines: readonly Line[], i: number): TableRun | undefined {
  let j = i + 1;
  let strong = 1;
  for (; j < lines.length; j++) {
    const line = lines[j]!;
    if (line.page !== lines[i]!.page || lines[j - 1]!.y - line.y >= line.size * 3 || line.mono || line.leader) break;
    if (isRow(line)) strong++;
    else if (strong < 2 || !alignedWith(line, columns(lines.slice(i, j)))) break;
  }
  if (strong >= 3 && columns(lines.slice(i, j)).length >= 3) return { start: i, end: j };
  const end = wrappedRun(lines, i);
  return end > i ? { start: i, end, wrapped: cellStarts(lines[i]!) } : undefined;
}

/** A wrapped table from a row drawn cell by cell, each cell a line or more (drawnColumns). */
function drawnRun(lines: readonly Line[], i: number): TableRun | undefined {
  const row = drawnColumns(lines, i);
  const end = row ? wrappedRun(lines, i, row.cols) : i;
  return row && end > i ? { start: i, end, wrapped: row.cols, top: row.top } : undefined;
}

/**
 * The line over a table that is its head though its cells do not start at the columns: each of
 * its two cells or more centred over a column of its own (as a browser sets a <th>: over a
 * column of amounts a head can start left of them — Liberty University's "Full Time", 2026), at
 * the table's size, close above its first row's highest line.
 */
function centeredHead(line: Line, first: Line, cols: readonly number[], top = first.y): boolean {
  if (line.page !== first.page || line.mono || line.leader || Math.abs(line.size - first.size) > 0.5 || line.y - top > first.size * 3) return false;
  const cells = cellSpans(line);
  if (cells.length < 2) return false;
  const under = cells.map((c) => columnAt((c.x + c.end) / 2, cols));
  return under.every((col) => col >= 0) && new Set(under).size === cells.length;
}

/** A line's cells as spans [x, end): runs of text parted by gaps wider than a word space (cellStarts). */
function cellSpans(line: Line): { x: number; end: number }[] {
  const starts = cellStarts(line);
  const shown = line.segments.filter((s) => visible(s.text));
  return starts.map((x, k) => ({ x, end: Math.max(...shown.filter((s) => s.x >= x && (k === starts.length - 1 || s.x < starts[k + 1]!)).map((s) => s.end)) }));
}

/**
 * A browser centres a row's cells on each other: a head cell over two lines sets them half a line
 * above and below its neighbours' (the Arch wiki's "SysV" / "Runlevel" around "systemd Target",
 * printed by Chromium, 2026). Baselines closer than this many ems are nearer than two rows of
 * text set one a line can be.
 */
const LEVEL = 0.8;

/**
 * A line drawn before a wrapped table's head that is one of the head's cells: set level with the
 * head, within one column. The wrapped table's rows take it in with the head (wrappedRows).
 */
function headCellLine(line: Line, head: Line, cols: readonly number[]): boolean {
  if (line.page !== head.page || line.mono || line.leader || Math.abs(line.size - head.size) > 0.5 || Math.abs(line.y - head.y) >= head.size * LEVEL) return false;
  const shown = line.segments.filter((s) => visible(s.text));
  return shown.length > 0 && shown.every((s) => withinColumn(s, cols) && columnAt(s.x, cols) === columnAt(shown[0]!.x, cols));
}

/** A run's rows as cells of segments: each text under the column it starts in, items holding two cells cut. */
export function tableCells(rows: readonly Line[], wrapped?: readonly number[]): Segment[][][] {
  if (wrapped) return wrappedRows(rows, wrapped);
  const cols = columns(rows);
  const columnOf = (x: number) => Math.max(0, columnAt(x, cols));
  return rows.map((row) => {
    const cells: Segment[][] = cols.map(() => []);
    for (const segment of row.segments.flatMap((s) => cutAtColumns(s, cols))) {
      if (visible(segment.text)) cells[columnOf(segment.x)]!.push(segment);
    }
    return cells;
  });
}
