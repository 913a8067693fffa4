/**
 * DOM → Markdown, our own serializer (the converter runs on every page: it must be fast, and
 * its rules are part of the product). GFM: ATX headings, lists (nested, ordered with their
 * start), tables, fenced code with the language when the markup names it, blockquotes,
 * name–value definition lists as "**name:** value" items, task lists as "- [x]", no runs of blank
 * lines. Its blocks, here; the inline runs inside them (emphasis, strikethrough, links and images
 * made absolute, no empty links, formulas), in markdown-inline.ts.
 */
import type { AnyNode, Element } from 'domhandler';
import { BLOCK } from './html-blocks.ts';
import { codeBlock } from './code-block.ts';
import { cells, definitionPairs, holdsBlock, layoutTable, listItems } from './markdown-structure.ts';
import { collapse, definitionLine, escapeLineStarts, escapeText, hardBreaks, itemBlocks, readable, RULE, withoutStrayRules } from './markdown-text.ts';
import { gridRows } from './table-grid.ts';
import { isHidden } from './page-stats.ts';
import { inline, linkTarget } from './markdown-inline.ts';
import { TASK_STATE } from './task-lists.ts';

export interface MarkdownOptions {
  /** Resolves relative link and image targets. */
  baseUrl: string;
  /** Whether pictures are written (default true). */
  images?: boolean;
  /** The language of code blocks whose markup names none, where the page declares one (code-block.ts). */
  codeLanguage?: string;
}

export function toMarkdown(nodes: readonly AnyNode[], options: MarkdownOptions): string {
  const out: string[] = [];
  for (const node of nodes) block(node, out, options, 0);
  return tidyLines(withoutStrayRules(out).join('\n\n')).trim();
}

/**
 * Trailing blanks go, but for the hard breaks we wrote (two spaces after text), and runs of blank
 * lines become one — outside fenced code, which stays as the page wrote it: its blank lines are
 * the code's (two between a Python module's functions, PEP 8).
 */
function tidyLines(markdown: string): string {
  const lines: string[] = [];
  // The open fence as its line starts (a list's indent or a quote's marks, then ``` or ~~~~).
  let fence = '';
  for (const line of markdown.split('\n')) {
    if (fence) {
      lines.push(line.trimEnd());
      if (line.trimEnd() === fence) fence = '';
      continue;
    }
    const tidy = /\S {2}$/.test(line) ? line : line.trimEnd();
    if (tidy === '' && lines.at(-1) === '') continue;
    lines.push(tidy);
    fence = FENCE_OPENING.exec(tidy)?.[1] ?? '';
  }
  return lines.join('\n');
}

const FENCE_OPENING = /^((?:\s*>)*\s*(?:```|~~~~))[^`~]*$/;

/** Appends the Markdown blocks of `node` to `out`. */
function block(node: AnyNode, out: string[], o: MarkdownOptions, depth: number): void {
  if (node.type === 'text') {
    const t = escapeText(collapse(node.data));
    pushParagraph(out, t.trim());
    return;
  }
  if (node.type !== 'tag') return;
  const el = node as Element;
  const name = el.name;
  if (/^h[1-6]$/.test(name)) {
    // A heading is set bold: bold inside it adds nothing to read ("## **Conclusion**", on 233 of
    // WCXB's 1,497 pages), only marks to skip.
    const text = inline(el.children, o, { bold: true }).trim();
    if (text) out.push(`${'#'.repeat(Number(name[1]))} ${text.replace(/\n+/g, ' ')}`);
    return;
  }
  switch (name) {
    case 'ul':
    case 'ol':
      pushNonEmpty(out, list(el, o, depth));
      return;
    case 'pre':
      pushNonEmpty(out, codeBlock(el, o.codeLanguage));
      return;
    case 'table': {
      // Its caption titles it, on a line of its own above it (a GFM table has no place for one) —
      // unless it is there for screen readers only (a row of logos' "visually-hidden" caption).
      const caption = el.children.find((c) => c.type === 'tag' && (c as Element).name === 'caption') as Element | undefined;
      if (caption && !isHidden(caption)) childBlocks(caption, out, o, depth);
      const own = cells(el);
      if (layoutTable(own)) for (const cell of own) childBlocks(cell, out, o, depth);
      else pushNonEmpty(out, table(el, o));
      return;
    }
    case 'blockquote': {
      const inner: string[] = [];
      childBlocks(el, inner, o, depth);
      const text = inner.join('\n\n').trim();
      if (text) out.push(text.split('\n').map((l) => (l ? `> ${l}` : '>')).join('\n'));
      return;
    }
    case 'dl': {
      const pairs = definitionPairs(el);
      if (!pairs) break;
      pushNonEmpty(out, pairs.map(([term, value]) => definitionLine(inline(term.children, o).trim(), inline(value.children, o).trim())).filter(Boolean).join('\n'));
      return;
    }
    case 'hr':
      out.push(RULE);
      return;
    case 'br':
      return;
  }
  if (name === 'a' && el.children.some(holdsBlock)) {
    cardLink(el, out, o, depth);
    return;
  }
  if (name === 'a' || !el.children.some(holdsBlock)) {
    // A link, or an element holding only inline content: one paragraph. (An inline element
    // holding blocks — a <span> around an <h3> — is laid out as blocks, so it is read as such.)
    const text = inline(BLOCK.has(name) ? el.children : [el], o).trim();
    pushParagraph(out, text);
    return;
  }
  childBlocks(el, out, o, depth);
}

/** An element's children as blocks: runs of inline nodes become paragraphs between the blocks. */
function childBlocks(el: Element, out: string[], o: MarkdownOptions, depth: number): void {
  let run: AnyNode[] = [];
  const flush = () => {
    const text = inline(run, o).trim();
    pushParagraph(out, text);
    run = [];
  };
  for (const c of el.children) {
    if (holdsBlock(c)) {
      flush();
      block(c, out, o, depth);
    } else run.push(c);
  }
  flush();
}

/**
 * A card written as one link around its blocks (<a><h3>Title</h3><p>Summary</p></a>) is laid out
 * as blocks: its blocks are written as such, the link on its first heading (else its first line),
 * not run together into one line with the cards beside it.
 */
function cardLink(el: Element, out: string[], o: MarkdownOptions, depth: number): void {
  const inner: string[] = [];
  childBlocks(el, inner, o, depth);
  const href = linkTarget(el, o);
  const heading = inner.findIndex((b) => /^#{1,6} /.test(b));
  // Else the first paragraph of plain text (not a list, a quote, a table, code or a link already).
  const at = heading >= 0 ? heading : inner.findIndex((b) => !/^([-*>|!]|```|\d+\. )/.test(b));
  if (href && at >= 0 && !inner[at]!.includes('](')) {
    const [, hashes, text] = /^(#{1,6} )?([\s\S]*)$/.exec(inner[at]!)!;
    // The link on its first line; the break after it (a hard break, or the paragraph's end) stays.
    const end = /( {2})?\n/.exec(text!)?.index ?? text!.length;
    inner[at] = `${hashes ?? ''}[${text!.slice(0, end)}](${href})${text!.slice(end)}`;
  }
  out.push(...inner);
}

/** A paragraph of text and inline marks: a line of it that opens like a block's marker is escaped. */
function pushParagraph(out: string[], text: string): void {
  if (!text) return;
  const shown = text.includes('![') ? undefined : readable(text).replace(/\\/g, '');
  // A line drawn as Markdown draws a rule ("___", "* * *") is one, written as such; "***" may be
  // a third footnote's mark (after "*" and "**"), so asterisks count run together only past three.
  if (shown && /^(?:([-_])( *\1){2,}|\*( +\*){2,}|\*{4,})$/.test(shown)) out.push(RULE);
  else if (shown === undefined || !NOTHING_TO_READ.test(shown)) out.push(hardBreaks(escapeLineStarts(text)));
}

/**
 * Punctuation alone is no paragraph: a separator whose neighbours went ("·" between a byline and
 * a date no longer there, a "|" or "•"), a tooltip's "?", an icon font's private-use glyph — the
 * layout's marks, left on lines of their own. Not a footnote's mark ("*", "**", "†"), which the
 * note beside it answers; nor a symbol ("→", "×", "★", a line of "=" typed as text).
 */
const NOTHING_TO_READ = /^[[\p{P}\p{Co}\p{Cf}\p{Z}\s\|]--[*†‡]]*$/v;

function pushNonEmpty(out: string[], text: string): void {
  if (text.trim()) out.push(text);
}

function list(el: Element, o: MarkdownOptions, depth: number): string {
  const ordered = el.name === 'ol';
  let n = Number(el.attribs.start ?? 1) || 1;
  const lines: string[] = [];
  for (const item of listItems(el)) {
    if (item.name !== 'li') {
      // Lists nested without an <li> (common markup slip) stay lists.
      if (item.name === 'ul' || item.name === 'ol') lines.push(indent(list(item, o, depth + 1), '  '));
      continue;
    }
    // The item is one block: its inline runs stay on one line (<strong>Body:</strong> Alder).
    const parts: string[] = [];
    block(item, parts, o, depth + 1);
    const body = itemBlocks(parts).trim();
    if (!body) continue;
    // A task list's item says whether its box is ticked (task-lists.ts).
    const task = item.attribs[TASK_STATE];
    const marker = ordered ? `${n++}. ` : '- ';
    const [first, ...rest] = body.split('\n');
    lines.push(marker + (task !== undefined ? `[${task}] ` : '') + first + (rest.length ? `\n${indent(rest.join('\n'), ' '.repeat(marker.length))}` : ''));
  }
  return lines.join('\n');
}

function indent(text: string, pad: string): string {
  return text
    .split('\n')
    .map((l) => (l ? pad + l : l))
    .join('\n');
}

function table(el: Element, o: MarkdownOptions): string {
  const cellRows: Element[][] = [];
  const visit = (node: Element) => {
    for (const c of node.children) {
      if (c.type !== 'tag') continue;
      const e = c as Element;
      if (e.name === 'tr') cellRows.push(e.children.filter((td) => td.type === 'tag' && /^t[dh]$/.test((td as Element).name)) as Element[]);
      else if (e.name !== 'table') visit(e);
    }
  };
  visit(el);
  const rows = gridRows(cellRows, (td) => inline(td.children, o).replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim());
  const width = Math.max(0, ...rows.map((r) => r.length));
  const filled = rows.filter((r) => r.some((c) => c));
  if (width === 0 || filled.length === 0) return '';
  // A one-column "table" is layout, not data: its cells are paragraphs. So is a one-row one (a
  // row of logos, a picture beside its caption): a GFM table needs a header row and data rows.
  if (width === 1) return filled.map((r) => r[0]).join('\n\n');
  if (filled.length === 1) return filled[0]!.filter(Boolean).join('\n\n');
  const pad = (r: string[]) => `| ${[...r, ...Array(width - r.length).fill('')].join(' | ')} |`;
  return [pad(filled[0]!), `|${' --- |'.repeat(width)}`, ...filled.slice(1).map(pad)].join('\n');
}
