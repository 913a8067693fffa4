/**
 * A PDF block's lines as Markdown text (pdf-layout.ts sorts lines into blocks): words joined
 * across lines, runs in a monospaced font as code spans, bold runs bold, links as links; a
 * table's rows as GFM (its cells from pdf-table.ts); code as set, indented by its characters'
 * width.
 */
import { fencedCode } from './code-block.ts';
import { destination, escapeText, wrap } from './markdown-text.ts';
import { tableCells } from './pdf-table.ts';
import { CHINESE_JAPANESE, joinSegments, type Line, type Segment } from './pdf-lines.ts';

const WIDE_END = new RegExp(`[${CHINESE_JAPANESE}]$`, 'u');
const WIDE_START = new RegExp(`^[${CHINESE_JAPANESE}]`, 'u');
const BOLD_END = /[^\\*\s]\*\*$/;
const BOLD_START = /^\*\*[^*\s]/;
const LINK_END = /\]\(([^()\s]+)\)$/;
/** A written-out web address at a text's end, broken after a dot, slash or hyphen. */
const ADDRESS_END = /(^|\s)(https?:\/\/|www\.)[^\s]*[./-]$/;
const LINK_START = /^\[((?:\\.|[^\]\\])*)\]\(([^()\s]+)\)/;

/** Lines of text joined into one, a word hyphenated across two ("en-" "coding") made whole again. */
export function inline(lines: readonly Line[], hyphenates: boolean, bold = true): string {
  let text = '';
  for (const line of lines) {
    let piece = richText(line, bold);
    // A link over the line break is one link: the page gives each line's part an annotation of its
    // own ("[…Cash Savings, and](u) [More\]](u)" in a printed page, 2026).
    const end = LINK_END.exec(text);
    const start = LINK_START.exec(piece);
    if (end && start && end[1] === start[2]) {
      [text, piece] = [text.slice(0, -end[0].length), `${start[1]}](${start[2]})${piece.slice(start[0].length)}`];
      // An address written out, broken where the line ended, runs on where the link's own address
      // does ("https://www.ctan.org/pkg/" "lineno"; "Hybrid-" "x509-s", whose hyphen is no
      // typesetter's): no space, and a code span broken with it is one span.
      const tail = /([^\s`[\\<(]+)(`?)$/u.exec(text);
      const head = /^(`?)([^\s`\]\\>)]+)/u.exec(piece);
      if (tail && head && /[/.:?=#_-]/.test(tail[1]! + head[2]!) && end[1]!.includes(tail[1]! + head[2]!)) {
        text = tail[2] && head[1] ? text.slice(0, -1) + piece.slice(1) : text + piece;
        continue;
      }
    }
    // Bold running on from the line before is one bold run ("**…It is** **intended…**" was two).
    if (BOLD_END.test(text) && BOLD_START.test(piece)) [text, piece] = [text.slice(0, -2), piece.slice(2)];
    // An address written out and broken where TeX may break one — after a dot, slash or hyphen,
    // no hyphen added — runs on, its hyphen kept: "https://doi.org/10.1145/1188913." "1188915",
    // "data-" "umasscitationfield" (ACM's references, 2026). A capital after it opens a sentence;
    // nor does it run on into another address or a list's label ("…sharelatex.com/." "ii. Overleaf").
    if (ADDRESS_END.test(text) && /^[\p{Ll}\d]/u.test(piece) && !/^(https?:\/\/|www\.|([ivx]{1,4}|\d{1,2}|[a-z])[.)]\s)/.test(piece)) text += piece;
    else if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(piece)) text = (hyphenates ? text.slice(0, -1) : text) + piece;
    // Chinese and Japanese put no space between words: a line break between two of their characters is none.
    else if (WIDE_END.test(text) && WIDE_START.test(piece)) text += piece;
    else text = text ? `${text} ${piece}` : piece;
  }
  return text;
}

/** A line's text in Markdown: its characters escaped, its monospaced runs as code spans, its bold ones bold. */
function richText(line: Line, bold: boolean): string {
  const runs: Segment[][] = [];
  for (const s of line.segments) {
    const last = runs.at(-1);
    if (last && (!/\S/.test(s.text) || (last[0]!.mono === s.mono && last[0]!.href === s.href && !last[0]!.bold === !s.bold))) last.push(s);
    else runs.push([s]);
  }
  const pieces = runs.map((run) => {
    const text = joinSegments(run, line.size);
    // Quotation marks set in the code font around plain words (texinfo's "pkix.asn") are not code.
    const code = run[0]!.mono && /\S/.test(text) && !/^\s*["'“”‘’]+\s*$/u.test(text);
    const shown = code ? codeSpan(text) : bold && run[0]!.bold ? wrap(escapeText(text), '**') : escapeText(text);
    const href = run[0]!.href;
    return { x: run[0]!.x, end: run.at(-1)!.end, mono: false, text: href && /\S/.test(text) ? `${/^\s/.test(shown) ? ' ' : ''}[${shown.trim()}](${destination(href)})${/\s$/.test(shown) ? ' ' : ''}` : shown };
  });
  return joinSegments(pieces, line.size).trim();
}

/** A table's rows as GFM, its first row the head (set bold or not, a head's text is not marked bold). */
export function tableBlock(rows: readonly Line[], wrapped?: readonly number[]): string {
  const cells = tableCells(rows, wrapped).map((row, r) => row.map((segments) => (segments.length ? richText({ ...rows[wrapped ? 0 : r]!, segments }, r > 0).replace(/\|/g, '\\|') : '')));
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  const head = line(cells[0]!);
  const rule = `|${' --- |'.repeat(cells[0]!.length)}`;
  // A row that repeats a head of different cells opens a table of its own (two tables of one
  // shape set one under the other, or a head a browser repeats over a table's part on the next page).
  const repeats = (row: string[]) => new Set(cells[0]).size > 1 && line(row) === head;
  return [head, rule, ...cells.slice(1).map((row) => (repeats(row) ? `\n${head}\n${rule}` : line(row)))].join('\n');
}

function codeSpan(text: string): string {
  const code = text.trim();
  const ticks = code.includes('`') ? '``' : '`';
  const pad = ticks === '``' ? ' ' : '';
  return `${/^\s/.test(text) ? ' ' : ''}${ticks}${pad}${code}${pad}${ticks}${/\s$/.test(text) ? ' ' : ''}`;
}

/**
 * Code as set: each run placed at the column its position gives in the font's character width,
 * and the blank lines the page leaves between lines kept (two at most).
 */
export function codeBlock(lines: readonly Line[], left: number): string {
  const shown = lines.flatMap((l) => l.segments.filter((s) => /\S/.test(s.text)));
  const widths = shown.map((s) => (s.end - s.x) / s.text.length).filter((w) => w > 0).sort((a, c) => a - c);
  const char = widths[Math.floor(widths.length / 2)] ?? lines[0]!.size * 0.6;
  const gaps = lines.slice(1).map((l, i) => lines[i]!.y - l.y).filter((g) => g > 0);
  const step = gaps.length ? gaps.reduce((a, g) => Math.min(a, g)) : lines[0]!.size * 1.2;
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (i > 0 && line.page === lines[i - 1]!.page) {
      const blank = Math.min(2, Math.max(0, Math.round((lines[i - 1]!.y - line.y) / step) - 1));
      for (let k = 0; k < blank; k++) out.push('');
    }
    let text = '';
    let end = -Infinity;
    for (const s of line.segments) {
      if (!/\S/.test(s.text)) continue;
      const column = Math.round((s.x - left) / char);
      if (column > text.length) text += ' '.repeat(column - text.length);
      else if (s.x - end > char * 0.5 && !/\s$/.test(text) && !/^\s/.test(s.text)) text += ' ';
      text += s.text;
      end = s.end;
    }
    out.push(text.replace(/\s+$/, ''));
  });
  // A listing that sets every line one space in (the DocBook spec's, through dblatex) is not indented.
  const indent = out.filter((l) => l).reduce((n, l) => Math.min(n, /^ */.exec(l)![0].length), Infinity);
  return fencedCode(out.map((l) => l.slice(indent)).join('\n'));
}
