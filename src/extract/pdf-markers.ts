/**
 * List markers a PDF draws as shapes rather than writes as text. A browser printing a page
 * (Chromium's Skia/PDF, 2026) paints a list's disc, circle or square bullets as small paths, so
 * its text layer has no "•" and the items would run together as one paragraph. The page's
 * drawing operations are walked with their transformation matrix, and each small square-ish
 * shape that is filled or stroked becomes a marker, for pdf-lines.ts to set before the line of
 * text it stands beside.
 */

/** A marker's box in the page's space (points, y up from the bottom). */
export interface PdfMarker {
  x: number;
  y: number;
  size: number;
}

/** pdf.js's operator numbers the walk needs (its OPS table). */
export interface PdfOps {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  fill: number;
  eoFill: number;
  stroke: number;
  closeStroke: number;
  fillStroke: number;
  eoFillStroke: number;
  closeFillStroke: number;
  closeEOFillStroke: number;
}

type Matrix = [number, number, number, number, number, number];

/** m × n: m applied first (PDF's "cm" prepends to the current matrix). */
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

/** A bullet is 2 to 8 points across (a 10–16 pt text's disc), about as tall as it is wide. */
const MIN_SIZE = 2;
const MAX_SIZE = 8;

export function drawnMarkers(fnArray: readonly number[], argsArray: readonly unknown[], ops: PdfOps): PdfMarker[] {
  const painted = new Set([ops.fill, ops.eoFill, ops.stroke, ops.closeStroke, ops.fillStroke, ops.eoFillStroke, ops.closeFillStroke, ops.closeEOFillStroke]);
  const markers: PdfMarker[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  fnArray.forEach((fn, i) => {
    const args = argsArray[i] as unknown[] | null;
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore || fn === ops.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform && args?.length === 6) ctm = multiply(args as Matrix, ctm);
    else if (fn === ops.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = args?.[0] as number[] | null | undefined;
      if (matrix?.length === 6) ctm = multiply([...matrix] as Matrix, ctm);
    } else if (fn === ops.constructPath && args && painted.has(args[0] as number)) {
      const box = args[2] as ArrayLike<number> | undefined;
      if (!box || box.length !== 4) return;
      const corners = [[box[0]!, box[1]!], [box[2]!, box[3]!], [box[0]!, box[3]!], [box[2]!, box[1]!]].map(([x, y]) => [ctm[0] * x! + ctm[2] * y! + ctm[4], ctm[1] * x! + ctm[3] * y! + ctm[5]]);
      const xs = corners.map((c) => c[0]!);
      const ys = corners.map((c) => c[1]!);
      const [left, bottom] = [Math.min(...xs), Math.min(...ys)];
      const [width, height] = [Math.max(...xs) - left, Math.max(...ys) - bottom];
      if (width >= MIN_SIZE && width <= MAX_SIZE && height >= MIN_SIZE && height <= MAX_SIZE && Math.abs(width - height) <= 1) markers.push({ x: left, y: bottom, size: width });
    }
  });
  return markers;
}

/**
 * The lines drawn markers open: a marker just left of a line's first word, level with its
 * lower-case letters (a second marker there, a bullet both filled and stroked, counts once).
 * `listed`: only where two markers or more on the page open lines at one x — a list's items line
 * up, where a shape alone beside a line in a typeset document is an icon or part of a drawing
 * (ORCID's logo before an author's name in APA's sample, a plotted point beside a figure's label,
 * 2026) — and where no other marker stands within the line (a row of check boxes, each before
 * its answer, in an exam sheet). A browser's print draws shapes beside lines for its lists (a
 * nested list of one item among them), so there every marker opens its line.
 */
export function markedLines<L extends { x: number; end: number; y: number; size: number; mono: boolean }>(lines: readonly L[], markers: readonly PdfMarker[], listed = false): Map<L, PdfMarker> {
  const level = (m: PdfMarker, l: L) => Math.abs(m.y + m.size / 2 - (l.y + l.size * 0.3)) <= l.size * 0.5;
  const opened = new Map<L, PdfMarker>();
  for (const marker of markers) {
    const gap = (l: L) => l.x - (marker.x + marker.size);
    const line = lines.find((l) => !l.mono && gap(l) >= 0 && gap(l) <= l.size * 3 && level(marker, l));
    if (line && !opened.has(line)) opened.set(line, marker);
  }
  if (!listed) return opened;
  const aligned = (marker: PdfMarker) => [...opened.values()].filter((m) => Math.abs(m.x - marker.x) <= 1).length >= 2;
  const within = (l: L) => markers.some((m) => m.x > l.x && m.x < l.end && level(m, l));
  return new Map([...opened].filter(([line, marker]) => aligned(marker) && !within(line)));
}

/**
 * Whether a page's lines may follow drawn markers, before its drawing is read (the walk is cheap,
 * reading the drawing not: a third more time at the 90th percentile over TeX Live's PDFs, 2026):
 * two lines one under the other, not code, start at one place indented a little (under 40 pt)
 * from the page's leftmost line start — a list's items or an item's lines; not a paragraph's
 * indented first line, nor a second column.
 */
export function mayFollowMarkers(items: readonly { x: number; y: number; str: string; mono: boolean }[]): boolean {
  const starts = new Map<number, { x: number; str: string; mono: boolean }>();
  for (const item of items) {
    if (!/\S/.test(item.str)) continue;
    const y = Math.round(item.y);
    const start = starts.get(y);
    if (!start || item.x < start.x) starts.set(y, item);
  }
  const lines = [...starts].sort(([a], [b]) => b - a).map(([, start]) => start);
  const left = Math.min(...lines.map((l) => l.x));
  return lines.some((line, i) => {
    const next = lines[i + 1];
    return next !== undefined && !line.mono && line.x > left + 3 && line.x < left + 40 && Math.abs(line.x - next.x) <= 1 && !/^\s*([•◦▪‣–\-*]|\d{1,2}[.)])/u.test(line.str);
  });
}
