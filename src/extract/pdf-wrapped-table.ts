/**
 * Tables whose cells wrap onto several lines, as a browser prints a table with long cells: found
 * from a head of three cells or more, or from a first row drawn cell by cell (drawnColumns), by
 * wrappedRun, and grouped into rows by the order or the places the page drew their lines in
 * (wrappedRows).
 */
import { visible, type Line, type Segment } from './pdf-lines.ts';
import { ALIGN, alignedWith, cellStarts, columnAt, cutAtColumns, withinColumn } from './pdf-columns.ts';

/**
 * A table whose cells wrap onto several lines, as a browser prints one: each cell's lines drawn
 * one after the other, cell by cell and row by row, the short cells set level with the middle of
 * the tallest (2026: Chromium, a table with no style sheet). From a head of three cells or more
 * (or the columns drawnColumns read from the row at `start`), the lines at the head's size that each stay inside its columns — starting at one, ending before
 * the next — or start two cells or more at its columns (a run over two cells is cut, tableCells);
 * a table when they make two rows or more of two cells or more. The end of the run,
 * or `start` if there is no such table.
 */
export function wrappedRun(lines: readonly Line[], start: number, cols = cellStarts(lines[start]!)): number {
  const head = lines[start]!;
  let j = start + 1;
  for (; j < lines.length; j++) {
    const line = lines[j]!;
    // A table runs on at the top of the next page.
    if ((line.page !== lines[j - 1]!.page && line.page !== lines[j - 1]!.page + 1) || line.mono || line.leader || Math.abs(line.size - head.size) > 0.5 || !(insideColumns(line, cols) || alignedWith(line, cols))) break;
  }
  // What the next page holds in the first column alone is the page's own text (a row of social
  // links under a pricing table, 2026), not the table run on: a row broken over pages leaves a
  // later column's lines, or whole rows, at the top of the next.
  const part = lines.slice(start, j).findIndex((l) => l.page === lines[j - 1]!.page) + start;
  if (lines[j - 1]!.page > head.page && lines.slice(part, j).every((l) => columnAt(l.x, cols) <= 0 && cellStarts(l).length === 1)) j = part;
  const rows = wrappedRows(lines.slice(start, j), cols).slice(1);
  return rows.length >= 2 && rows.every((row) => row.filter((cell) => cell.length > 0).length >= 2) ? j : start;
}

/** A cell this many lines long or longer is a page's column of text, not a table's cell. */
const CELL_LINES = 12;

/**
 * The columns of a table row drawn cell by cell whose cells each wrap (a browser's print of a
 * table whose every cell, head cells too, runs over lines — a gardening guide's seven-column
 * table, 2026): from the line at `start`, a cell's lines one below the other at one place, then
 * the next cell's back up and right of the last cell's text. Three cells or more make columns;
 * `top` is the row's highest baseline (its short cells are set level with its middle).
 */
export function drawnColumns(lines: readonly Line[], start: number): { cols: number[]; top: number } | undefined {
  const first = lines[start]!;
  const text = (l: Line) => !l.mono && !l.leader && l.page === first.page && Math.abs(l.size - first.size) <= 0.5;
  if (!text(first) || cellStarts(first).length > 1) return undefined;
  const cols = [first.x];
  let top = first.y;
  let right = first.end;
  let cellLines = 1;
  let step = first.size * 1.6;
  for (let j = start + 1; j < lines.length; j++) {
    const [line, prev] = [lines[j]!, lines[j - 1]!];
    if (!text(line)) break;
    const starts = cellStarts(line);
    if (starts.length === 1 && Math.abs(line.x - cols.at(-1)!) <= ALIGN && line.y < prev.y && prev.y - line.y <= step + 2) {
      // The cell's next line: its lines are spaced as its first two are.
      if (cellLines === 1) step = prev.y - line.y;
      if (++cellLines >= CELL_LINES) return undefined;
      right = Math.max(right, line.end);
    } else if (line.x > right && line.y > prev.y) {
      // Short neighbouring cells set on one line are drawn as one.
      cols.push(...starts);
      top = Math.max(top, line.y);
      right = line.end;
      cellLines = 1;
    } else break;
  }
  return cols.length >= 3 ? { cols, top } : undefined;
}

/** Each of the line's cells starts at a column and ends before the next column starts. */
function insideColumns(line: Line, cols: readonly number[]): boolean {
  return line.segments.filter((s) => visible(s.text)).every((s) => withinColumn(s, cols)) && cellStarts(line).every((x) => cols.some((c) => Math.abs(c - x) <= ALIGN));
}

/**
 * A wrapped table's lines grouped into rows of cells: in the order the page drew them, when that
 * is cell by cell and row by row (rows then stand apart, one below the other), else by where
 * they stand.
 */
export function wrappedRows(lines: readonly Line[], cols: readonly number[]): Segment[][][] {
  return drawnRows(lines, cols) ?? placedRows(lines, cols);
}

/**
 * Rows in drawing order: a line back in an earlier column than the last line's opens a row; a
 * line in the same column is the same cell's next line, unless it stands further below than
 * the cells' lines are spaced. Undefined when rows so made overlap on the page: the page drew
 * its cells' lines level by level, not cell by cell.
 */
function drawnRows(lines: readonly Line[], cols: readonly number[]): Segment[][][] | undefined {
  const columnOf = (x: number) => Math.max(0, columnAt(x, cols));
  const steps = lines.slice(1).filter((l, i) => l.page === lines[i]!.page && columnOf(l.x) === columnOf(lines[i]!.end - 1) && lines[i]!.y > l.y + 1).map((l, i) => lines[i]!.y - l.y);
  const step = Math.min(...steps, Infinity);
  const rows: { cells: Segment[][]; page: number; top: number; bottom: number }[] = [];
  let last = -1;
  let prev: Line | undefined;
  for (const line of lines) {
    const first = columnOf(line.x);
    if (!prev || first < last || (first === last && line.page === prev.page && prev.y - line.y > step + 2)) rows.push({ cells: cols.map(() => []), page: line.page, top: line.y + line.size, bottom: line.y });
    const row = rows.at(-1)!;
    if (line.page === row.page) {
      row.top = Math.max(row.top, line.y + line.size);
      row.bottom = Math.min(row.bottom, line.y);
    }
    const opened = new Set<Segment[]>();
    for (const s of line.segments.flatMap((segment) => cutAtColumns(segment, cols))) {
      if (!visible(s.text)) continue;
      const cell = row.cells[columnOf(s.x)]!;
      addToCell(cell, s, !opened.has(cell));
      opened.add(cell);
    }
    last = columnOf(line.end - 1);
    prev = line;
  }
  const apart = rows.every((r, i) => i === 0 || rows[i - 1]!.page !== r.page || r.top <= rows[i - 1]!.bottom + 1);
  return apart ? rows.map((r) => r.cells) : undefined;
}

/**
 * A wrapped table's lines grouped into rows of cells by where they stand: in each column, lines
 * spaced as a cell's lines are one cell; cells whose heights overlap are one row (a browser sets
 * short cells level with the tallest one's middle). A table broken over two pages runs on where
 * the first page's part ends. (Rows spaced no wider than a cell's lines run together here: the
 * order they were drawn in tells them apart, drawnRows.)
 */
function placedRows(lines: readonly Line[], cols: readonly number[]): Segment[][][] {
  const columnOf = (x: number) => Math.max(0, columnAt(x, cols));
  const placed = lines.flatMap((line) => line.segments.flatMap((s) => cutAtColumns(s, cols)).filter((s) => visible(s.text)).map((s) => ({ s, col: columnOf(s.x), page: line.page, depth: -(s.y ?? line.y), size: line.size })));
  const inColumn = (c: number) => placed.filter((p) => p.col === c).sort((a, b) => a.page - b.page || a.depth - b.depth || a.s.x - b.s.x);
  // A cell's lines are the closest baselines in a column on a page (a superscript's lift aside).
  const gaps = cols.flatMap((_, c) => inColumn(c).flatMap((p, i, col) => (i > 0 && col[i - 1]!.page === p.page ? [p.depth - col[i - 1]!.depth] : []))).filter((g) => g > 1);
  const step = Math.min(...gaps, Infinity);
  const lineHeight = Number.isFinite(step) ? step : Math.max(...placed.map((p) => p.size)) * 1.2;
  // Depth down the table: a page's part starts a line below where the last page's part ends.
  let end = -Infinity;
  for (const page of [...new Set(placed.map((p) => p.page))]) {
    const part = placed.filter((p) => p.page === page);
    const top = Math.min(...part.map((p) => p.depth));
    // A part whose top line holds no first cell is the tail of a row broken at the page's end: it
    // starts level with that row's last line, so its cells join the row's.
    const tail = part.every((p) => p.col > 0 || p.depth > top + 1);
    const shift = end === -Infinity ? 0 : end + (tail ? 0 : lineHeight) - top;
    for (const p of part) p.depth += shift;
    end = Math.max(...part.map((p) => p.depth));
  }
  const byColumn = cols.map((_, c) => inColumn(c));
  const cells: { col: number; top: number; bottom: number; parts: typeof placed }[] = [];
  byColumn.forEach((col, c) => {
    for (const p of col) {
      const cell = cells.at(-1);
      if (cell && cell.col === c && p.depth - cell.bottom <= step + 0.5) {
        cell.parts.push(p);
        cell.bottom = p.depth;
      } else cells.push({ col: c, top: p.depth - lineHeight, bottom: p.depth, parts: [p] });
    }
  });
  cells.sort((a, b) => a.top - b.top);
  const rows: Segment[][][] = [];
  let bottom = -Infinity;
  for (const cell of cells) {
    // Cells overlap when one's line box starts above another's last baseline.
    if (cell.top > bottom - 0.5) rows.push(cols.map(() => []));
    bottom = Math.max(bottom, cell.bottom);
    const out = rows.at(-1)![cell.col]!;
    cell.parts.forEach((p, i) => addToCell(out, p.s, i === 0 || p.depth !== cell.parts[i - 1]!.depth));
  }
  return rows;
}

/** A run of text added to a cell: on the cell's next line, a space before it — but not after a word's own hyphen ("Feature-" + "Driven"). */
function addToCell(cell: Segment[], s: Segment, nextLine: boolean): void {
  const before = cell.at(-1);
  if (before && nextLine && !/\p{L}-$/u.test(before.text)) cell.push({ ...s, text: ' ', x: before.end, end: before.end });
  cell.push(s);
}
