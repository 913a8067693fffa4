/**
 * Line numbers before a code listing's lines, set in the text's face rather than the code's (the
 * doc package's numbered macrocode in a .dtx's manual, the listings package's numbers=left): a
 * line reading "12 \RequirePackage{tikz}" is a line of code whose number is no part of it, and a
 * blank line of the listing shows only its number. Left out, so the listing reads as code and
 * copies as it runs; so are the names a .dtx's manual sets in the margin beside its code
 * ("\AorE" left of the line defining it), which the code says again.
 */
import type { Line, Segment } from './pdf-lines.ts';

const NUMBER = /^\d{1,5}$/;
const shown = (s: Segment) => /\S/.test(s.text);
// A sign set in the math font among the code ("x_hist(2) − x_hist(1)") is the code's.
const code = (s: Segment) => s.mono || s.monoUntold || /^[^\p{L}\d]{1,2}$/u.test(s.text.trim());

/** The page's lines with listing numbers left out: numbered code lines become code lines. */
export function withoutListingNumbers(lines: Line[]): Line[] {
  const numbered = new Map<Line, { number: number; at: number }>();
  for (const line of lines) {
    if (line.mono) continue;
    const at = line.segments.findIndex((s) => NUMBER.test(s.text.trim()));
    if (at < 0) continue;
    const [before, after] = [line.segments.slice(0, at).filter(shown), line.segments.slice(at + 1).filter(shown)];
    const x = line.segments[at]!.x;
    if (!before.every((s) => s.mono && s.end < x) || !after.some((s) => s.mono) || !after.every(code)) continue;
    numbered.set(line, { number: Number(line.segments[at]!.text.trim()), at });
  }
  if (numbered.size < 2) return lines;
  const column = Math.min(...[...numbered].map(([line, { at }]) => line.segments[at]!.x));
  const margin = new Set(lines.filter((line) => line.mono && line.end < column));
  // A number alone between the numbers before and after it is the listing's blank line.
  const blank = new Set(lines.filter((line, i) => {
    if (!NUMBER.test(line.text)) return false;
    const before = numbered.get(lines[i - 1]!)?.number;
    const after = lines.slice(i + 1).find((l) => !NUMBER.test(l.text) && !margin.has(l));
    const n = Number(line.text);
    return before !== undefined && before < n && (after === undefined || (numbered.get(after)?.number ?? -1) > n);
  }));
  for (const [line, { at }] of numbered) {
    line.segments = line.segments.slice(at + 1).filter((s, i) => i > 0 || shown(s));
    line.mono = true;
    line.bold = false;
    line.x = line.segments[0]!.x;
    line.text = line.text.slice(line.text.indexOf(line.segments[0]!.text.trim()));
  }
  return lines.filter((line) => !blank.has(line) && !margin.has(line));
}
