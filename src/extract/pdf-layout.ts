/**
 * A PDF's lines (pdf-lines.ts) as Markdown, read from how the page sets them: text larger than
 * the body's is a heading (the larger, the higher; pdf-headings.ts), lines in a monospaced font
 * are code (fenced, indented as set) or inline code, lines opening with a bullet or a number are
 * list items, rows whose cells line up in columns are a table (pdf-table.ts), and the rest are
 * paragraphs — broken where the page leaves more space than between lines, indents a first line
 * or ends one short after a full stop, and joined across a page or column break, or around the
 * footnotes and captions set in its way, when a sentence runs on. A word the typesetter
 * hyphenated at a line's end is joined again (a browser's print hyphenates none: its line-end
 * hyphens are the words' own).
 * Each page is marked with an HTML comment (`<!-- page 3 -->`) at its first block's start, so
 * a reader can cite it; Markdown viewers do not show it.
 */
import { escapeLineStarts } from './markdown-text.ts';
import { columnRight, rejoinedAroundAsides } from './pdf-asides.ts';
import { headingLevels } from './pdf-headings.ts';
import { codeBlock, inline, tableBlock } from './pdf-inline.ts';
import { tableRuns } from './pdf-table.ts';
import { BULLET, bodySize, ESCAPED_BULLET, halfPoint, leading, pageLines, type Line, type PdfPage } from './pdf-lines.ts';
import { withoutOverlaySteps, withoutRunningHeads } from './pdf-running-heads.ts';

type Kind = 'paragraph' | 'heading' | 'code' | 'bullet' | 'ordered' | 'table';

export interface Block {
  kind: Kind;
  lines: Line[];
  /** The leftmost start and rightmost end of its lines. */
  left: number;
  right: number;
  /** A table whose cells wrap onto several lines: its columns (pdf-table.ts). */
  wrapped?: readonly number[];
  /** A heading's level where its size does not give it (pdf-headings.ts). */
  level?: number;
}

const ORDERED = /^\d{1,2}[.)]\s+/;
const SENTENCE_END = /[.!?:;]["'’”)\]]*$/u;
/**
 * A reference list entry's label opening a line: "[12] E. Witten", "[Knu84] D. E. Knuth" — not
 * a citation a sentence wrapped to a line's start: "[26] and [25] and …".
 */
const REFERENCE_LABEL = /^\[(\d{1,3}|\p{Lu}[\p{L}+.-]{0,8}\d{2}[a-z]?)\]\s+(?!\p{Ll})/u;
/** A section's number opening a line: "11.2.", "11.2.1", "A.3." (not a decimal: "3.5 million"). */
const SECTION_NUMBER = /^([A-Z]|\d{1,3})(\.\d{1,3})+\.\s|^\d{1,3}(\.\d{1,3}){2,}\.?\s/;

export interface LayoutOptions {
  /**
   * Whether the typesetter breaks words at a line's end with a hyphen (TeX does): then "en-" +
   * "coding" is one word. A browser breaks lines only at spaces and after a word's own hyphens
   * (CSS hyphens: manual), so in its print "professional-" + "level" keeps its hyphen.
   */
  hyphenates?: boolean;
}

export function pdfLayoutMarkdown(pages: readonly PdfPage[], options: LayoutOptions = {}): string {
  const hyphenates = options.hyphenates ?? true;
  const raw = pages.map((p, i) => pageLines(p, i + 1));
  const lines = withoutOverlaySteps(withoutRunningHeads(raw, pages.map((p) => p.height), bodySize(raw.flat()))).flat();
  // Measured again without the page furniture: a slide deck's small heads and feet on every
  // slide can outweigh its few lines of text (Tsinghua's Beamer example: 6 pt over 11 pt, 2026).
  const body = bodySize(lines);
  const lead = leading(lines, body);
  // A table's rows are one block; the text between tables is read as usual.
  const blocks: Block[] = [];
  let from = 0;
  for (const { start, end, wrapped } of [...tableRuns(lines), { start: lines.length, end: lines.length }]) {
    blocks.push(...toBlocks(lines.slice(from, start), body, lead));
    const rows = lines.slice(start, end);
    if (rows.length) blocks.push({ kind: 'table', lines: rows, left: Math.min(...rows.map((l) => l.x)), right: Math.max(...rows.map((l) => l.end)), wrapped });
    from = end;
  }
  const levels = headingLevels(blocks);
  const out: { kind: Kind; text: string }[] = [];
  let marked = 0;
  for (const b of rejoinedAroundAsides(blocks, lines, body)) {
    const page = b.lines[0]!.page;
    if (pages.length > 1 && page > marked) {
      out.push({ kind: 'paragraph', text: `<!-- page ${page} -->` });
      marked = page;
    }
    out.push({ kind: b.kind, text: blockMarkdown(b, levels, hyphenates) });
  }
  // Items of one list stay together; every other block stands apart.
  return out.map((b, i) => (i === 0 ? '' : (b.kind === 'bullet' || b.kind === 'ordered') && b.kind === out[i - 1]!.kind ? '\n' : '\n\n') + b.text).join('');
}

function kindOf(line: Line, body: number): Kind {
  if (line.mono) return 'code';
  if (line.size >= body * 1.15) return 'heading';
  if (BULLET.test(line.text)) return 'bullet';
  return ORDERED.test(line.text) ? 'ordered' : 'paragraph';
}

function toBlocks(lines: readonly Line[], body: number, lead: number): Block[] {
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const block = blocks.at(-1);
    if (!block || startsBlock(line, lines[i - 1]!, block, lead)) {
      blocks.push({ kind: kindOf(line, body), lines: [line], left: line.x, right: line.end });
      continue;
    }
    // Run on onto the next page, a paragraph's measure is that page's column's (where the lines
    // starting with it end): from a page's right column to the next's left, every line would be
    // short of the first's right edge (ACM's two-sided sample, 2026).
    const moved = line.page !== lines[i - 1]!.page && block.kind !== 'code';
    block.lines.push(line);
    block.left = Math.min(block.left, line.x);
    block.right = moved ? columnRight(lines, line) : Math.max(block.right, line.end);
  }
  return blocks;
}

function startsBlock(line: Line, prev: Line, block: Block, lead: number): boolean {
  if (line.mono !== prev.mono || Math.abs(line.size - prev.size) > 0.5 || prev.leader) return true;
  const gap = prev.y - line.y;
  // A new page or column (the text goes back up): the block runs on if its sentence does.
  if (line.page !== prev.page || gap < -line.size * 0.5) return !runsOn(line, prev, block);
  if (line.mono) return gap > lead * 3.5;
  // A heading too long for one line wraps, its lines as far apart as its own size sets them — more
  // than the body's leading — while headings stacked on a title page stand further apart.
  if (block.kind === 'heading') return gap > line.size * 1.5;
  // Lines that are each one link, to different places, are entries (a table of contents'), not a
  // sentence wrapped: each stands alone.
  const link = linkOf(line);
  const before = linkOf(prev);
  if (link && before && link !== before) return true;
  if (gap > lead * 1.4) return true;
  // A word broken over the lines ("Re-" + "dundancy") runs on, wherever the next line starts (an
  // item's text wrapped back under its bullet: ACM's CCS concepts, 2026).
  if (/\p{L}-$/u.test(prev.text) && /^\p{Ll}/u.test(line.text)) return false;
  // Lines that each open with a section's number are entries (a table of contents set without
  // dot leaders, LibreOffice's export of PostgreSQL's chapter page, 2026), not a sentence wrapped.
  if (SECTION_NUMBER.test(line.text) && SECTION_NUMBER.test(prev.text)) return true;
  // A reference list's entries each open with their label ("[12]", "[Knu84]") and stand alone;
  // an entry's lines run on however they are set (hanging under its label or not).
  if (REFERENCE_LABEL.test(block.lines[0]!.text)) return REFERENCE_LABEL.test(line.text);
  // So are lines that each open with a bold term and a colon ("**Best for Customer Service:**
  // National", a printed page's list, 2026) after a block opening so.
  if (opensWithTerm(line) && opensWithTerm(block.lines[0]!)) return true;
  const marked = BULLET.test(line.text) || ORDERED.test(line.text);
  if (marked) return BULLET.test(line.text) || block.kind === 'ordered' || SENTENCE_END.test(prev.text) || prev.end < block.right - line.size * 4;
  // An item's text wraps under its words, right of its bullet.
  if (block.kind === 'bullet' || block.kind === 'ordered') return line.x <= block.lines[0]!.x + line.size * 0.3;
  // A paragraph ends with a line cut short after a full stop; before an indented line (a first
  // line), a full stop or a short line is enough. A short line alone is not: ragged-right text
  // (a printed web page) wraps long words early.
  const short = prev.end < block.right - line.size * 4;
  // A block's one line so far is no measure of itself: before an indented line, a line less than
  // half as long as it is a title of its own (a manual page's "Option styles" over its indented
  // paragraph, groff, 2026), not a signature's first line wrapped (Texinfo's).
  const shortOfNext = block.lines.length === 1 && prev.end < line.end - line.size * 4 && prev.end - prev.x < (line.end - line.x) / 2;
  if (line.x > block.left + line.size * 0.8) return short || shortOfNext || SENTENCE_END.test(prev.text);
  return short && SENTENCE_END.test(prev.text);
}

/** The line opens with bold words ending in a colon, a term it defines: "**Note:**", "**Best for Prepaid Car Rentals:**". */
function opensWithTerm(line: Line): boolean {
  let term = '';
  for (const s of line.segments) {
    if (/\S/.test(s.text) && !s.bold) break;
    term += s.text;
  }
  return term.length <= 60 && /\S:\s*$/.test(term);
}

/** The one web address all of a line's text links to, if it does. */
function linkOf(line: Line): string | undefined {
  const shown = line.segments.filter((s) => /\S/.test(s.text));
  const href = shown[0]?.href;
  return href && shown.every((s) => s.href === href) ? href : undefined;
}

function runsOn(line: Line, prev: Line, block: Block): boolean {
  if (line.mono) return block.kind === 'code';
  if (block.kind === 'heading' || block.kind === 'code') return false;
  // A numbered entry of one line (a table of contents' last) ends where its page does.
  if (block.lines.length === 1 && SECTION_NUMBER.test(prev.text)) return false;
  if (BULLET.test(line.text) || ORDERED.test(line.text) || REFERENCE_LABEL.test(line.text) || SENTENCE_END.test(prev.text)) return false;
  // A list item's words (often a name, with no full stop) run on only where the next page takes
  // them up in lower case: a paragraph opening there follows the list ("- `draftwatermark`" then
  // "Additional features… may require", the uothesis manual, 2026).
  const item = block.kind === 'bullet' || block.kind === 'ordered';
  return !item || line.page === prev.page || /^\p{Ll}/u.test(line.text) || /[,–—-]$/u.test(prev.text);
}

function blockMarkdown(b: Block, levels: Map<number, number>, hyphenates: boolean): string {
  switch (b.kind) {
    case 'code':
      return codeBlock(b.lines, b.left);
    case 'heading':
      // A heading is set bold already: its bold writes no marks. A mark drawn before it is an
      // icon (HashiCorp's docs, 2026: a heading's anchor link), never a list's bullet.
      return `${'#'.repeat(b.level ?? levels.get(halfPoint(b.lines[0]!.size)) ?? 6)} ${inline(b.lines, hyphenates, false).replace(ESCAPED_BULLET, '')}`;
    case 'bullet':
      return `- ${inline(b.lines, hyphenates).replace(ESCAPED_BULLET, '')}`;
    case 'table':
      return tableBlock(b.lines, b.wrapped);
    case 'ordered':
      return inline(b.lines, hyphenates).replace(/^(\d{1,2})\\?([.)])\s*/, '$1$2 ');
    default:
      return escapeLineStarts(inline(b.lines, hyphenates));
  }
}
