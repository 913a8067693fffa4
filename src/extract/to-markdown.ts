/**
 * DOM → Markdown, our own serializer (the converter runs on every page: it must be fast, and
 * its rules are part of the product). GFM: ATX headings, lists (nested, ordered with their
 * start), tables, fenced code with the language when the markup names it, blockquotes, links
 * and images made absolute, no empty links, no runs of blank lines.
 */
import type { AnyNode, Element } from 'domhandler';
import { BLOCK } from './html-blocks.ts';
import { codeBlock } from './code-block.ts';


export interface MarkdownOptions {
  /** Resolves relative link and image targets. */
  baseUrl: string;
}

export function toMarkdown(nodes: readonly AnyNode[], options: MarkdownOptions): string {
  const out: string[] = [];
  for (const node of nodes) block(node, out, options, 0);
  return out
    .join('\n\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Appends the Markdown blocks of `node` to `out`. */
function block(node: AnyNode, out: string[], o: MarkdownOptions, depth: number): void {
  if (node.type === 'text') {
    const t = escapeBrackets(collapse(node.data));
    if (t.trim()) out.push(t.trim());
    return;
  }
  if (node.type !== 'tag') return;
  const el = node as Element;
  const name = el.name;
  if (/^h[1-6]$/.test(name)) {
    const text = inline(el.children, o).trim();
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
    case 'table':
      pushNonEmpty(out, table(el, o));
      return;
    case 'blockquote': {
      const inner: string[] = [];
      childBlocks(el, inner, o, depth);
      const text = inner.join('\n\n').trim();
      if (text) out.push(text.split('\n').map((l) => (l ? `> ${l}` : '>')).join('\n'));
      return;
    }
    case 'hr':
      out.push('---');
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
    if (text) out.push(text);
    return;
  }
  childBlocks(el, out, o, depth);
}

/** An element's children as blocks: runs of inline nodes become paragraphs between the blocks. */
function childBlocks(el: Element, out: string[], o: MarkdownOptions, depth: number): void {
  let run: AnyNode[] = [];
  const flush = () => {
    const text = inline(run, o).trim();
    if (text) out.push(text);
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
    const [first, ...rest] = text!.split('\n');
    inner[at] = `${hashes ?? ''}[${first}](${href})${rest.length ? `\n${rest.join('\n')}` : ''}`;
  }
  out.push(...inner);
}

/** Where a link goes, made absolute; none for fragment and script links (their text stays, unlinked). */
function linkTarget(el: Element, o: MarkdownOptions): string | undefined {
  const href = absolute(el.attribs.href, o.baseUrl);
  return href && !href.startsWith('javascript:') && !/^#/.test(el.attribs.href ?? '') ? destination(href) : undefined;
}

/**
 * Icons, spacers and tracking pixels are not pictures a reader looks at: hidden from assistive
 * technology (aria-hidden, role presentation) or declared 32 pixels or smaller on a side.
 */
function decorative(img: Element): boolean {
  const a = img.attribs;
  const small = (v: string | undefined) => v !== undefined && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(v) && Number.parseFloat(v) <= 32;
  return a['aria-hidden'] === 'true' || a.role === 'presentation' || a.role === 'none' || small(a.width) || small(a.height);
}

/**
 * A lazy-loaded picture keeps its real source in a data attribute until it scrolls into view;
 * its src is a placeholder (a blurred thumbnail, a grey pixel) or missing.
 */
function imageSource(img: Element): string | undefined {
  const a = img.attribs;
  return [a['data-src'], a['data-lazy-src'], a['data-original'], a.src].find((s) => s?.trim() && !s.startsWith('data:'));
}

/**
 * A URL as a Markdown link destination: parentheses percent-encoded, as a ")" inside the URL
 * (a CDN's "filters:format(webp)", "/wiki/Mercury_(planet)") would end the destination early for
 * most Markdown readers.
 */
function destination(url: string): string {
  return url.replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** A block, or an inline element with a block inside (a link too: see cardLink). */
function holdsBlock(node: AnyNode): boolean {
  if (node.type !== 'tag') return false;
  const el = node as Element;
  return BLOCK.has(el.name) || el.children.some(holdsBlock);
}

function pushNonEmpty(out: string[], text: string): void {
  if (text.trim()) out.push(text);
}

/** Inline content: text, emphasis, code, links and images, with whitespace collapsed. */
function inline(nodes: readonly AnyNode[], o: MarkdownOptions): string {
  const parts: string[] = [];
  // The last characters written: what the spacing between two elements depends on.
  let tail = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      const text = escapeBrackets(collapse(node.data));
      parts.push(text);
      tail = (tail + text).slice(-3);
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
      case 'strong':
      case 'b':
        seen = inline(el.children, o);
        piece = wrap(seen, '**');
        break;
      case 'em':
      case 'i':
        seen = inline(el.children, o);
        piece = wrap(seen, '*');
        break;
      case 'code':
      case 'kbd':
      case 'samp': {
        const code = textOf(el).replace(/\s+/g, ' ');
        if (code.trim()) piece = code.includes('`') ? `\`\` ${code} \`\`` : `\`${code}\``;
        break;
      }
      case 'a': {
        const inner = inline(el.children, o);
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
        const src = decorative(el) ? undefined : absolute(imageSource(el), o.baseUrl);
        if (src && !src.startsWith('data:')) piece = `![${escapeBrackets(collapse(el.attribs.alt ?? '').trim())}](${destination(src)})`;
        seen = '';
        break;
      }
      default:
        piece = BLOCK.has(el.name) ? ` ${inline(el.children, o)} ` : inline(el.children, o);
    }
    if (laidApart(tail, piece, el.name)) parts.push(' ');
    parts.push(piece);
    tail = (tail + (seen ?? piece)).slice(-3);
  }
  // Two bold runs side by side ("<b>Us$</b><b>11.99</b>") are one: '**Us$****11.99**' reads as neither.
  return parts.join('').replace(/(?<=[^*\s])\*\*\*\*(?=[^*\s])/g, '').replace(/[ \t]{2,}/g, ' ').replace(/ *\n */g, '\n');
}

/**
 * Two code spans written side by side (keys: <kbd>F</kbd><kbd>TAB</kbd>) are a space apart:
 * "`F``TAB`" would read as one span holding backticks.
 *
 * Two inline elements written without a space between them, where a word would end in lower case
 * and the next begin in upper case ("The North Face" + "Wawona 6 Tent"), are laid out apart by
 * the site's style sheet (a brand above a product name): they are two words, not one.
 */
function laidApart(tail: string, piece: string, name: string): boolean {
  if (!tail || !piece) return false;
  return (
    (tail.endsWith('`') && piece.startsWith('`')) ||
    (/[\p{Ll}\p{N}]$/u.test(tail) && /^[[*_]*\p{Lu}/u.test(piece)) ||
    // A brand in capitals before a name ("HOKA" + "Clifton 10"); a count badge after a label
    // ("Adhesives" + "704") — not a superscript or subscript ("m" + "2", "CO" + "2").
    (/\p{Lu}{2}$/u.test(tail) && /^[[*_]*\p{Lu}\p{Ll}/u.test(piece)) ||
    (/\p{L}$/u.test(tail) && /^\d[\d,.]*$/.test(piece) && name !== 'sup' && name !== 'sub')
  );
}

function wrap(text: string, mark: string): string {
  let t = text.trim();
  if (!t) return text;
  // Bold inside bold is bold (<strong><strong>Key</strong></strong> would write '****Key****');
  // italics already around the whole text are not doubled.
  if (mark === '**') t = t.replace(/\*\*/g, '');
  else if (/^\*[^*]/.test(t) && /[^*]\*$/.test(t)) return text;
  const lead = text.startsWith(' ') ? ' ' : '';
  const trail = text.endsWith(' ') ? ' ' : '';
  return `${lead}${mark}${t}${mark}${trail}`;
}

function list(el: Element, o: MarkdownOptions, depth: number): string {
  const ordered = el.name === 'ol';
  let n = Number(el.attribs.start ?? 1) || 1;
  const lines: string[] = [];
  for (const li of el.children) {
    if (li.type !== 'tag') continue;
    const item = li as Element;
    if (item.name !== 'li') {
      // Lists nested without an <li> (common markup slip) stay lists.
      if (item.name === 'ul' || item.name === 'ol') lines.push(indent(list(item, o, depth + 1), '  '));
      continue;
    }
    // The item is one block: its inline runs stay on one line (<strong>Body:</strong> Alder).
    const parts: string[] = [];
    block(item, parts, o, depth + 1);
    const body = parts.join('\n').trim();
    if (!body) continue;
    const marker = ordered ? `${n++}. ` : '- ';
    const [first, ...rest] = body.split('\n');
    lines.push(marker + first + (rest.length ? `\n${indent(rest.join('\n'), ' '.repeat(marker.length))}` : ''));
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
  const rows: string[][] = [];
  const visit = (node: Element) => {
    for (const c of node.children) {
      if (c.type !== 'tag') continue;
      const e = c as Element;
      if (e.name === 'tr') rows.push(e.children.filter((td) => td.type === 'tag' && /^t[dh]$/.test((td as Element).name)).map((td) => inline((td as Element).children, o).replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim()));
      else if (e.name !== 'table') visit(e);
    }
  };
  visit(el);
  const width = Math.max(0, ...rows.map((r) => r.length));
  const filled = rows.filter((r) => r.some((c) => c));
  if (width === 0 || filled.length === 0) return '';
  // A one-column "table" is layout, not data: its cells are paragraphs.
  if (width === 1) return filled.map((r) => r[0]).join('\n\n');
  const pad = (r: string[]) => `| ${[...r, ...Array(width - r.length).fill('')].join(' | ')} |`;
  return [pad(filled[0]!), `|${' --- |'.repeat(width)}`, ...filled.slice(1).map(pad)].join('\n');
}

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ');
}

/**
 * Square brackets in text are escaped: "[File: Reuters]" in a picture's alt text, or
 * "[Catalogue no. 110]" opening a link's text, would end or open a link's text early.
 */
function escapeBrackets(s: string): string {
  return s.replace(/[[\]]/g, '\\$&');
}

function textOf(el: AnyNode): string {
  if (el.type === 'text') return el.data;
  if (el.type !== 'tag') return '';
  return (el as Element).children.map(textOf).join('');
}

export function absolute(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return undefined;
  }
}
