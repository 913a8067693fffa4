/**
 * A data table's cells on the grid the browser lays them out on: a cell spanning columns
 * (colspan) or rows (rowspan) takes every slot it covers, so the cells after it land under their
 * own headers. GFM has no spans: a slot a cell spans across columns is left empty (a note row
 * across the table is written once), one it spans down rows repeats it (each row of a "Pro |
 * $10 / $12" block still says it is Pro's), and the header rows above the data — a group heading
 * over its columns ("Price" over "Monthly" and "Yearly") — become one row of combined headings
 * ("Price Monthly"), as GFM has one header row.
 */
import type { Element } from 'domhandler';

/** Spans are capped: a typo ("colspan=1000") must not make a table of empty columns. */
const MAX_SPAN = 50;

const span = (el: Element, name: string) => {
  const n = Number.parseInt(el.attribs[name] ?? '1', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_SPAN) : 1;
};

/** The rows' texts on the grid, as wide as the widest row: the header rows combined into one, then the data rows. */
export function gridRows(rows: readonly Element[][], text: (cell: Element) => string): string[][] {
  const grid: string[][] = [];
  // Slots a header cell fills only to head the columns it groups: empty unless headers are combined.
  const grouping: [number, number][] = [];
  // The header: the rows of headings at the top. A row of one cell across the table is a label
  // (a caption, a section's title over the rows that follow), never a column's heading.
  const label = (cells: Element[]) => cells.length === 1 && span(cells[0]!, 'colspan') > 1;
  // A heading row is all <th>, or any row of the table's <thead> (JMIR writes <td> there).
  const inHead = (cells: Element[]) => {
    const section = cells[0]?.parent?.parent;
    return section?.type === 'tag' && (section as Element).name === 'thead';
  };
  const headings = (cells: Element[]) => cells.every((c) => c.name === 'th') || inHead(cells);
  let heads = 0;
  while (heads < rows.length - 1 && rows[heads]!.length > 0 && headings(rows[heads]!) && !label(rows[heads]!)) heads++;
  const headerRow = rows.map((_, r) => r < heads);
  rows.forEach((cells, r) => {
    grid[r] ??= [];
    let col = 0;
    for (const cell of cells) {
      while (grid[r]![col] !== undefined) col++;
      const value = text(cell);
      const down = Math.min(span(cell, 'rowspan'), rows.length - r);
      const across = span(cell, 'colspan');
      for (let dr = 0; dr < down; dr++) {
        grid[r + dr] ??= [];
        for (let dc = 0; dc < across; dc++) {
          // Down a row a cell repeats; across, only a header cell does (to head each column it groups).
          grid[r + dr]![col + dc] = dc === 0 || headerRow[r + dr] ? value : '';
          if (dc > 0 && headerRow[r + dr]) grouping.push([r + dr, col + dc]);
        }
      }
      col += across;
    }
  });
  const width = Math.max(0, ...grid.map((row) => row.length));
  const full = grid.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
  // Header rows stacked over data rows are read down each column into one heading.
  // A heading repeated across the columns it spans stays only over those with their own
  // headings below it ("Change score" over "Intervention" and "Control"; "Variable" over two
  // columns of row labels is written once).
  for (const [r, c] of grouping) if (full.slice(r + 1, heads).every((row) => !row[c])) full[r]![c] = '';
  if (heads < 2) return withoutEmptyColumns(full);
  const combined = Array.from({ length: width }, (_, c) => [...new Set(full.slice(0, heads).map((row) => row[c]!).filter(Boolean))].join(' '));
  return withoutEmptyColumns([combined, ...full.slice(heads)]);
}

/** A column empty in every row (a spacer, a span's leftovers) says nothing. */
function withoutEmptyColumns(rows: string[][]): string[][] {
  const keep = (rows[0] ?? []).map((_, c) => rows.some((row) => row[c]));
  return rows.map((row) => row.filter((_, c) => keep[c]));
}
