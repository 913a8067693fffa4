/**
 * A table of contents' entries: a title, then its page number set apart at the right, by a dot
 * leader (". . . . . 24") or by space alone ("3.1 Fonts" … "5", the leader drawn as nothing). Such
 * a line is an entry of its own (pdf-layout.ts), never a table's row or a sentence wrapped, and its
 * leader is space.
 */
import type { Segment } from './pdf-lines.ts';

/** A run that is all leader dots. */
const DOT_LEADER = /^\s*(\.\s*){4,}$/;
/**
 * Leader dots ending a run after its words ("Styles . . . . . . ."), the title and leader set as one
 * run: six dots or more (". . . ." ends a sentence trailing off).
 */
const TRAILING_LEADER = /\s*(\.\s){5,}\.?\s*$/;
const PAGE = /^([1-9]\d{0,3}|[ivxlc]{1,7}|[IVXLC]{1,7})$/;

/** A run's text with leader dots ending it taken off, and whether it had them. */
export function withoutTrailingLeader(text: string): { text: string; leader: boolean } {
  if (DOT_LEADER.test(text)) return { text: ' ', leader: true };
  const m = TRAILING_LEADER.exec(text);
  return m && /\S/.test(text.slice(0, m.index)) ? { text: `${text.slice(0, m.index)} `, leader: true } : { text, leader: false };
}

/**
 * The line ends in a page number set apart from its words by more than three of its ems, the words
 * themselves set as a line of text: an entry whose leader is drawn as space. A table's row, which
 * has wide gaps between its other cells too ("Probabilistic   80   20   200"), is none.
 */
export function pageNumberApart(segments: readonly Segment[], size: number): boolean {
  const shown = segments.filter((s) => /\S/.test(s.text));
  const last = shown.at(-1);
  if (shown.length < 2 || !PAGE.test(last!.text.trim()) || last!.x - shown.at(-2)!.end <= size * 3) return false;
  // A title has a word in it ("O" and "x" set apart are a figure's axis labels).
  return /\p{L}{3}/u.test(shown.slice(0, -1).map((s) => s.text).join(' ')) && shown.slice(1, -1).every((s, i) => s.x - shown[i]!.end < size * 1.5);
}
