/**
 * DOM → Markdown, our own serializer (the converter runs on every page: it must be fast, and
 * its rules are part of the product). GFM: ATX headings, lists (nested, ordered with their
 * start), tables, fenced code with the language when the markup names it, blockquotes,
 * strikethrough, name–value definition lists as "**name:** value" items, links and images made
 * absolute, no empty links, no runs of blank lines.
 */
import type { AnyNode, Element } from 'domhandler';
import { BLOCK } from './html-blocks.ts';
import { codeBlock } from './code-block.ts';
import { cells, definitionPairs, holdsBlock, layoutTable, listItems, textOf } from './markdown-structure.ts';
import { absolute, collapse, decorative, definitionLine, destination, escapeLineStarts, escapeText, HARD_BREAK, hardBreaks, emojiText, imageSource, itemBlocks, laidApart, quotedAround, RULE, tickOrCross, withoutStrayRules, wrap } from './markdown-text.ts';
import { gridRows } from './table-grid.ts';
import { formula } from './math.ts';
import { TASK_STATE } from './task-lists.ts';

export interface MarkdownOptions {
  /** Resolves relative link and image targets. */
  baseUrl: string;
  /** Whether pictures are written (default true). */
  images?: boolean;
}

export function toMarkdown(nodes: readonly AnyNode[], options: MarkdownOptions): string {
  const out: string[] = [];
  for (const node of nodes) block(node, out, options, 0);
  return withoutStrayRules(out)
    .join('\n\n')
    // Trailing blanks go, but for the hard breaks we wrote (two spaces after text).
    .replace(/[ \t]+\n/g, (blanks, at: number, all: string) => (blanks === HARD_BREAK && /\S/.test(all[at - 1] ?? '') ? blanks : '\n'))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

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
      pushNonEmpty(out, codeBlock(el));
      return;
    case 'table': {
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

/** Where a link goes, made absolute; none for fragment and script links (their text stays, unlinked). */
function linkTarget(el: Element, o: MarkdownOptions): string | undefined {
  const href = absolute(el.attribs.href, o.baseUrl);
  return href && !href.startsWith('javascript:') && !/^#/.test(el.attribs.href ?? '') ? destination(href) : undefined;
}

/** A paragraph of text and inline marks: a line of it that opens like a block's marker is escaped. */
function pushParagraph(out: string[], text: string): void {
  if (text) out.push(hardBreaks(escapeLineStarts(text)));
}

function pushNonEmpty(out: string[], text: string): void {
  if (text.trim()) out.push(text);
}

/**
 * The emphasis an inline run already sits in: an <em> inside an <em> (or <b> in <strong>) adds
 * no mark, as Markdown cannot say "more italic" — and marks written twice over ('*****10******',
 * a WordPress footnote nested five deep, 2026) read as neither.
 */
interface Within {
  bold?: boolean;
  italic?: boolean;
}

/** Inline content: text, emphasis, code, links and images, with whitespace collapsed. */
function inline(nodes: readonly AnyNode[], o: MarkdownOptions, within: Within = {}): string {
  const parts: string[] = [];
  // The last characters written: what the spacing between two elements depends on.
  let tail = '';
  let afterElement = false;
  // The last piece was a subscript or superscript written onto a word ("H<sub>2</sub>O", "m<sup>2</sup>"):
  // what follows it belongs to the same word. (One opening a line is a footnote's mark: "<sup>a</sup>Adjusted".)
  let inWord = false;
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = escapeText(collapse(node.data));
      // Text written straight after an element ("<b class=title>Industry Competency</b>Our experts")
      // is spaced by the same rule as two elements.
      if (afterElement && !inWord && laidApart(tail, text, '#text')) parts.push(' ');
      parts.push(text);
      tail = (tail + text).slice(-3);
      afterElement = inWord = false;
      continue;
    }
    if (node.type !== 'tag') continue;
    const el = node as Element;
    let piece = '';
    // What the reader sees of the piece, for the spacing after it: a link's text, not its "](url)".
    let seen: string | undefined;
    switch (el.name) {
      case 'br':
        piece = '\n';
        break;
      case 'math': {
        // Written as the page's TeX (math.ts), not escaped: `$…$` holds TeX, not Markdown. A
        // formula set apart is on a line of its own, as GitHub reads `$$…$$`.
        const f = formula(el);
        piece = f?.tex ? (f.block ? `\n$$${f.tex}$$\n` : `$${f.tex}$`) : '';
        break;
      }
      case 'strong':
      case 'b':
        seen = inline(el.children, o, { ...within, bold: true });
        piece = within.bold ? seen : wrap(seen, '**');
        break;
      case 'em':
      case 'i':
        seen = inline(el.children, o, { ...within, italic: true });
        piece = within.italic ? seen : wrap(seen, '*');
        break;
      case 'del':
      case 's':
      case 'strike':
        // GFM strikethrough: a struck-out price ("was €57,95") or an edit, not plain text.
        seen = inline(el.children, o, within);
        piece = wrap(seen, '~~');
        break;
      case 'rt': {
        // A ruby's reading, drawn above its characters: in parentheses after them, as the page's
        // own <rp> fallback writes it where it has one (東<rt>とう</rt> → 東(とう)).
        seen = inline(el.children, o, within);
        const fallback = el.parent?.type === 'tag' && (el.parent as Element).children.some((c) => c.type === 'tag' && (c as Element).name === 'rp');
        piece = seen.trim() && !fallback ? `(${seen})` : seen;
        break;
      }
      case 'q':
        // A browser draws an inline quotation's marks itself (the style sheet's `quotes`); they are
        // the text's — unless the page typed them around it as well (LWN, 2026: '"<q>…</q>"', its
        // style sheet drawing none).
        seen = inline(el.children, o, within);
        piece = seen.trim() && !quotedAround(el) ? `“${seen}”` : seen;
        break;
      case 'code':
      case 'kbd':
      case 'samp': {
        // Zero-width spaces left out, as in code blocks (code-block.ts).
        const code = textOf(el).replace(/\u200b/g, '').replace(/\s+/g, ' ');
        if (code.trim()) piece = code.includes('`') ? `\`\` ${code} \`\`` : `\`${code}\``;
        break;
      }
      case 'a': {
        const inner = inline(el.children, o, within);
        const text = inner.trim();
        const href = linkTarget(el, o);
        // No empty links; fragment and script links keep only their text. Spaces at the ends of
        // the link text ("<a>new report </a>from") stay, outside the brackets.
        if (!text) {
          piece = /\s/.test(inner) ? ' ' : '';
          break;
        }
        const link = href ? `[${text.replace(/\n+/g, ' ')}](${href})` : text;
        piece = `${/^\s/.test(inner) ? ' ' : ''}${link}${/\s$/.test(inner) ? ' ' : ''}`;
        seen = inner;
        break;
      }
      case 'img': {
        // A table cell's tick or cross is its value, an emoji picture a character of the text:
        // kept as text whatever the images option and the icon's size.
        const mark = tickOrCross(el) ?? emojiText(el);
        if (mark) {
          piece = seen = mark;
          break;
        }
        const src = decorative(el) || o.images === false ? undefined : absolute(imageSource(el), o.baseUrl);
        // imageSource() never gives a data: URI (an inline placeholder, not a picture to link to).
        if (src) piece = `![${escapeText(collapse(el.attribs.alt ?? '').trim())}](${destination(src)})`;
        seen = '';
        break;
      }
      default:
        piece = BLOCK.has(el.name) ? ` ${inline(el.children, o, within)} ` : inline(el.children, o, within);
    }
    const apart: boolean = !inWord && laidApart(tail, piece, el.name);
    if (apart) parts.push(' ');
    parts.push(piece);
    if (piece) {
      inWord = (el.name === 'sub' || el.name === 'sup') && !apart && /[\p{L}\p{N}]$/u.test(tail);
      afterElement = true;
    }
    tail = (tail + (seen ?? piece)).slice(-3);
  }
  // Two bold runs side by side ("<b>Us$</b><b>11.99</b>") are one: '**Us$****11.99**' reads as neither
  // (nor '***Plunder*****’s strength**', the first ending in italics); so are two a space apart
  // ('**at the airport** **without stress**': one bold phrase, written as two elements).
  return parts.join('').replace(/(?<=[^*\s]\*?)\*\*( ?)\*\*(?=[^*\s])/g, '$1').replace(/[ \t]{2,}/g, ' ').replace(/ *\n */g, '\n');
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
