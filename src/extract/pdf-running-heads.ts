/**
 * What every page repeats in its margins — running heads and feet, banners, page numbers, margin
 * line numbers — found over the whole document and left out of its lines (pdf-lines.ts reads the
 * lines, pdf-layout.ts the rest); and a slide's steps that its next page shows again.
 */
import type { Line } from './pdf-lines.ts';

/**
 * A page number alone: "7", "- 7 -", "Page 7", "7 of 36", "xii" — a front matter's numeral up to
 * xxxix, written as numerals are: "cd" or "mix" in a page's margin are words (a shell command at
 * a page's foot in LibreOffice's export of Go's tutorial, 2026).
 */
const PAGE_NUMBER = /^[\s\-–—[(]*(([Pp]age|PAGE|[Pp]\.|[Ss]eite|[Pp]ágina)\s*)?(\d{1,4}|(?=[ivx])x{0,3}(ix|iv|v?i{0,3})|(?=[IVX])X{0,3}(IX|IV|V?I{0,3}))(\s*(of|OF|\/|de|von)\s*\d{1,4})?[\s\-–—\])]*$/;

/**
 * Running heads and feet: a line in a page's top or bottom tenth, no bigger than the text, that
 * is a page number alone; or that carries the page's printed number at its start or end — a
 * number that runs with the page count, as it does on three pages or more ("Chapter 3:
 * Utilities 6" over page 9, "7 GNU Libtasn1" over page 10); or whose words (numbers aside) recur
 * in the margins of three pages or more, or of every page of a short document (a report's title
 * and date under each page), or of every other page (everyOtherPage). A document's title sits in
 * its first page's margin, larger: it stays.
 */
export function withoutRunningHeads(pages: Line[][], heights: readonly number[], bodySize: number): Line[][] {
  const marginal = (l: Line) => l.size <= bodySize * 1.05 && (l.y > heights[l.page - 1]! * 0.9 || l.y < heights[l.page - 1]! * 0.1);
  const key = (l: Line) => l.text.replace(/\d+/g, '#').replace(/\s+/g, ' ').toLowerCase();
  const offset = (l: Line) => {
    const n = /^(\d{1,4})\s|\s(\d{1,4})$/.exec(l.text);
    return n ? Number(n[1] ?? n[2]) - l.page : undefined;
  };
  const pagesWith = new Map<string, Set<number>>();
  const offsets = new Map<number, number>();
  pages.forEach((lines, p) => {
    const margins = lines.filter(marginal);
    for (const k of new Set(margins.map(key))) pagesWith.set(k, (pagesWith.get(k) ?? new Set()).add(p + 1));
    for (const o of new Set(margins.map(offset))) if (o !== undefined) offsets.set(o, (offsets.get(o) ?? 0) + 1);
  });
  const numbering = [...offsets].filter(([, n]) => n >= 3).map(([o]) => o);
  const furniture = outerPageNumbers(pages, heights);
  for (const l of [...marginLineNumbers(pages), ...repeatedInPlace(pages, heights)]) furniture.add(l);
  const running = (l: Line) => {
    const on = pagesWith.get(key(l)) ?? new Set<number>();
    // A recurring line with no letter or digit is no head: a listing's closing "}" near a page's foot.
    const worded = /[\p{L}\d]/u.test(l.text);
    return PAGE_NUMBER.test(l.text) || numbering.includes(offset(l) ?? NaN) || (worded && on.size >= 2 && (on.size >= 3 || on.size === pages.length || everyOtherPage(on, pages.length)));
  };
  return pages.map((lines) => lines.filter((l) => !(marginal(l) && running(l)) && !furniture.has(l)));
}

/**
 * Page numbers set further in than a page's tenth (a thesis class's wide margins put them 11-13 %
 * up the page, 2026): a number alone on a page's lowest or highest line, in its outer fifth, that
 * runs with the page count (number minus page the same) on three pages or more.
 */
function outerPageNumbers(pages: Line[][], heights: readonly number[]): Set<Line> {
  const candidates = pages.flatMap((lines, p) => {
    const ys = lines.map((l) => l.y);
    const [low, high] = [Math.min(...ys), Math.max(...ys)];
    return lines.filter((l) => /^\d{1,4}$/.test(l.text) && ((l.y === low && l.y < heights[p]! * 0.2) || (l.y === high && l.y > heights[p]! * 0.8)));
  });
  const offsets = new Map<number, number>();
  for (const l of candidates) offsets.set(Number(l.text) - l.page, (offsets.get(Number(l.text) - l.page) ?? 0) + 1);
  return new Set(candidates.filter((l) => offsets.get(Number(l.text) - l.page)! >= 3));
}

/**
 * A head on every page of one parity but the first (a paper's title over its odd pages, its
 * authors over its even ones: ACM's six-page sample, the title on pages 3 and 5, 2026).
 */
function everyOtherPage(on: ReadonlySet<number>, count: number): boolean {
  const parity = [...on][0]! % 2;
  const expected: number[] = [];
  for (let p = 2; p <= count; p++) if (p % 2 === parity) expected.push(p);
  return expected.length >= 2 && expected.every((p) => on.has(p)) && [...on].every((p) => p % 2 === parity);
}

/**
 * A line set again, word for word (numbers aside) and where it stood, on three pages or more and
 * on half the pages, in their outer sixth or so: a banner over every page, a slide deck's header
 * under its frame's top edge (12 % down the URbeamer demo's slides: "LATEX-Kurse und Support"
 * over every slide, 2026).
 */
function repeatedInPlace(pages: Line[][], heights: readonly number[]): Line[] {
  const key = (l: Line) => placed(l, l.text.replace(/\d+/g, '#'));
  // A slide's steps count once (a frame's title over its steps is no running head).
  const steps = overlaySteps(pages);
  const outer = pages.map((lines, p) => lines.filter((l) => l.y > heights[p]! * 0.85 || l.y < heights[p]! * 0.15));
  const pagesWith = new Map<string, number>();
  for (const [p, lines] of outer.entries()) if (!steps.has(p)) for (const k of new Set(lines.map(key))) pagesWith.set(k, (pagesWith.get(k) ?? 0) + 1);
  const shown = pages.filter((lines, p) => lines.length && !steps.has(p)).length;
  // Left out of the steps too, or a step would no longer be its next page's lines over again.
  return outer.flat().filter((l) => (pagesWith.get(key(l)) ?? 0) >= Math.max(3, shown / 2));
}

/**
 * Line numbers in a page's margin (LaTeX's lineno package, a manuscript set for review: "5",
 * "10", "15" beside every fifth line, AAPM's REVTeX sample, 2026): numbers alone, left of where
 * the page's lines of text start or right of where they end, rising down each page, five or more
 * in the document.
 */
function marginLineNumbers(pages: Line[][]): Line[] {
  const found = pages.map((lines) => {
    const text = lines.filter((l) => l.text.length >= 20);
    if (!text.length) return [];
    const [left, right] = [Math.min(...text.map((l) => l.x)), Math.max(...text.map((l) => l.end))];
    const numbers = lines.filter((l) => /^\d{1,5}$/.test(l.text) && (l.end < left - l.size * 0.3 || l.x > right + l.size * 0.3));
    return numbers.every((l, i) => i === 0 || Number(l.text) > Number(numbers[i - 1]!.text)) ? numbers : [];
  });
  return found.flat().length >= 5 ? found.flat() : [];
}

/**
 * A slide shown step by step (Beamer's overlays: each step a page, the list growing by an item)
 * is read once, at its last step: a page whose every line the next page sets again, where it
 * set it, is left empty.
 */
export function withoutOverlaySteps(pages: Line[][]): Line[][] {
  const steps = overlaySteps(pages);
  return pages.map((lines, p) => (steps.has(p) ? [] : lines));
}

/** The pages (by index) whose every line the next page sets again where it stood. */
function overlaySteps(pages: Line[][]): Set<number> {
  const key = (l: Line) => placed(l, l.text);
  const steps = new Set<number>();
  pages.forEach((lines, p) => {
    const next = new Set((pages[p + 1] ?? []).map(key));
    if (lines.length && lines.every((l) => next.has(key(l)))) steps.add(p);
  });
  return steps;
}

/** A line's text where the page sets it, to the point: the same on two pages is set again there. */
function placed(line: Line, text: string): string {
  return `${Math.round(line.x)} ${Math.round(line.y)} ${text}`;
}
