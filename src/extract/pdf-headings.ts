/**
 * A PDF's headings (pdf-layout.ts finds its blocks): text set larger than the body's is a heading,
 * its level by its size; a numbered section's title set bold at the body's size is one too, a
 * level below the sized ones.
 */
import type { Block } from './pdf-layout.ts';
import { halfPoint, type Line } from './pdf-lines.ts';

/**
 * A section's number and title: "1. Introduction", "2.1 Setup", "A. Background", "IV. Results"
 * (a number, then a capital). Its depth is its number's parts.
 */
const NUMBERED_TITLE = /^(\d{1,2}(?:\.\d{1,2}){0,3}\.?|[A-Z]\.|[IVX]{1,4}\.)\s+\p{Lu}/u;
/** The unnumbered sections of a paper or report, as they head it alone on their line. */
const SECTION_NAME = /^(Abstract|Summary|Introduction|Background|Methods?|Results|Discussion|Conclusions?|Acknowledge?ments?|References|Bibliography|Appendix(\s+[A-Z\d]+)?)$/;
/**
 * A title in capitals, a word of three letters or more in it: a manual page's sections ("NAME",
 * "SEE ALSO", groff's man macros, 2026), a report's or a contract's ("TERMS AND CONDITIONS");
 * not a table's column letters ("A B C").
 */
const CAPITALS = /^(?=.*\p{Lu}{3})[\p{Lu}\d\s&,'’()/-]+$/u;

/**
 * Heading levels by size: the largest heading size is level 1, the next level 2, and so on. A
 * numbered section's title set bold at the body's size, alone in its block — Elsevier's
 * "**1. Introduction**", AIAA's "**A. Background**" —, or a section's name or a title in capitals
 * so set, heads the text after it, a level below the sized headings (level 3 at least: the
 * document's title and its parts keep the first two), deeper for each part of its number. Not a
 * line ending in a page's number or a full stop (a table of contents' entry, a bold sentence),
 * nor one that is a link (a printed page's list of related posts: "8 Tested Fintech SEO
 * Strategies…").
 */
export function headingLevels(blocks: Block[]): Map<number, number> {
  for (const b of blocks) {
    // Three lines or more of large text, or a long one, is a lead paragraph, not a heading.
    if (b.kind === 'heading' && (b.lines.length > 3 || b.lines.reduce((n, l) => n + l.text.length, 0) > 200)) b.kind = 'paragraph';
  }
  const sizes = [...new Set(blocks.filter((b) => b.kind === 'heading').map((b) => halfPoint(b.lines[0]!.size)))].sort((a, b) => b - a);
  const base = Math.max(3, sizes.length + 1);
  blocks.forEach((b, i) => {
    const title = boldTitle(b);
    // Titles one under the other with nothing between are a list of them (a contents page's); a
    // bold line of another kind under one is its first words ("SYNOPSIS" over "**Traditional usage**").
    const next = blocks[i + 1];
    if (!title || !next || boldTitle(next)) return;
    b.kind = 'heading';
    b.level = Math.min(6, base + (title !== true ? title[1]!.replace(/\.$/, '').split('.').length - 1 : 0));
  });
  return new Map(sizes.map((s, i) => [s, Math.min(i + 1, 6)]));
}

/** A block that is a section's title set bold at the body's size: its number's match, or true for a title unnumbered. */
function boldTitle(b: Block): RegExpExecArray | true | undefined {
  const line = b.lines[0]!;
  if ((b.kind !== 'paragraph' && b.kind !== 'ordered') || b.lines.length > 1 || !line.bold || line.leader || line.text.length > 80 || linked(line)) return undefined;
  if (/[\d.,;:]$/.test(line.text) && !/^\S+\.$/.test(line.text)) return undefined;
  return NUMBERED_TITLE.exec(line.text) ?? ((SECTION_NAME.test(line.text) || CAPITALS.test(line.text)) || undefined);
}

/** Some of the line's text is a link's. */
function linked(line: Line): boolean {
  return line.segments.some((s) => s.href && /\S/.test(s.text));
}
