/**
 * Where each character of a PDF text item stands. pdf.js gives an item's width, not its glyphs':
 * characters are placed by their share of it, each share weighted by the character's width in
 * Helvetica (its font metrics, in thousandths of an em) — narrow "i", "l", ".", "/" and spaces,
 * wide "m", "W" — which is closer for any proportional face than an equal share each (a link over
 * "9.6" in "13 / 12 / 11 / 10 / 9.6" was placed a character off). Monospaced text takes equal shares.
 */

/** Helvetica's widths of the printable ASCII characters, space (32) to tilde (126). */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space to /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 to ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ to O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P to _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` to o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p to ~
];

function glyphWidth(c: string): number {
  const code = c.codePointAt(0)!;
  if (code >= 32 && code <= 126) return HELVETICA[code - 32]!;
  // Wide scripts (CJK, Hangul, full-width forms) take a whole em; others an average letter's.
  if ((code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xff60)) return 1000;
  return c === '\u00a0' ? 278 : 556;
}

/**
 * Where each character starts, from `x`, in an item `width` wide: n + 1 positions, the last its end.
 */
export function characterStarts(chars: readonly string[], x: number, width: number, mono = false): number[] {
  const weights = chars.map((c) => (mono ? 1 : glyphWidth(c)));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const starts = [x];
  for (const w of weights) starts.push(starts.at(-1)! + (w / total) * width);
  return starts;
}

/**
 * Whether a font that sets every one of these characters equally wide is monospaced: only where
 * a proportional face would set some of them at different widths ("i" and "m"). Digits (tabular
 * figures in most faces), one character alone, or wide scripts' characters are as wide as each
 * other in any face, so equal widths say nothing of them.
 */
export function widthsTellMonospace(chars: Iterable<string>): boolean {
  let first: number | undefined;
  for (const c of chars) {
    if (!/\S/u.test(c)) continue;
    const width = glyphWidth(c);
    if (first === undefined) first = width;
    else if (width !== first) return true;
  }
  return false;
}
