/**
 * The Markdown writer's inline runs: text, emphasis, code, links and pictures, formulas, quotations,
 * ruby, with whitespace collapsed and pieces spaced as a browser lays them out. to-markdown.ts
 * writes the blocks around them.
 */
import type { AnyNode, Element } from 'domhandler';
import { BLOCK } from './html-blocks.ts';
import { textOf } from './markdown-structure.ts';
import { absolute, altText, collapse, decorative, destination, emojiText, escapeText, imageSource, laidApart, quotedAround, wrap } from './markdown-text.ts';
import { iconMark, tickOrCross } from './table-marks.ts';
import { formula } from './math.ts';
import type { MarkdownOptions } from './to-markdown.ts';

/** Where a link goes, made absolute; none for fragment and script links (their text stays, unlinked). */
export function linkTarget(el: Element, o: MarkdownOptions): string | undefined {
  const href = absolute(el.attribs.href, o.baseUrl);
  return href && !href.startsWith('javascript:') && !/^#/.test(el.attribs.href ?? '') ? destination(href) : undefined;
}

/**
 * The emphasis an inline run already sits in: an <em> inside an <em> (or <b> in <strong>) adds
 * no mark, as Markdown cannot say "more italic" — and marks written twice over ('*****10******',
 * a WordPress footnote nested five deep, 2026) read as neither.
 */
export interface Within {
  bold?: boolean;
  italic?: boolean;
}

/** Inline content: text, emphasis, code, links and images, with whitespace collapsed. */
export function inline(nodes: readonly AnyNode[], o: MarkdownOptions, within: Within = {}): string {
  // A wide picture's own line ends where a line break already does (<img><br>): one break, not two.
  return run(nodes, o, within).replace(OWN_LINE_BREAKS, '\n');
}

/** inline()'s run, a wide picture's line breaks still marked (OWN_LINE), to be met by the breaks of the runs around it. */
function run(nodes: readonly AnyNode[], o: MarkdownOptions, within: Within): string {
  const parts: string[] = [];
  // The last characters written: what the spacing between two elements depends on.
  let tail = '';
  let afterElement = false;
  // The last piece was a subscript or superscript written onto a word ("H<sub>2</sub>O", "m<sup>2</sup>"):
  // what follows it belongs to the same word. (One opening a line is a footnote's mark: "<sup>a</sup>Adjusted".)
  let inWord = false;
  // The element written just before, with no text between (sameKindItems compares the next one to it).
  let previous: Element | undefined;
  for (const node of nodes) {
    if (node.type === 'text') {
      // A NUL in the page's text is dropped, as a browser's parser drops it (and OWN_LINE stays ours).
      const text = escapeText(collapse(node.data.replaceAll(OWN_LINE, '')));
      // Text written straight after an element ("<b class=title>Industry Competency</b>Our experts")
      // is spaced by the same rule as two elements.
      if (afterElement && !inWord && laidApart(tail, text, '#text')) parts.push(' ');
      parts.push(text);
      tail = (tail + text).slice(-3);
      afterElement = inWord = false;
      previous = undefined;
      continue;
    }
    if (node.type !== 'tag') continue;
    const el = node as Element;
    let piece = '';
    // What the reader sees of the piece, for the spacing after it: a link's text, not its "](url)".
    let seen: string | undefined;
    // A table cell's tick or cross drawn by an icon font or a style sheet is its value (table-marks.ts).
    const mark = iconMark(el);
    if (mark) piece = seen = mark;
    else switch (el.name) {
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
        seen = run(el.children, o, { ...within, bold: true });
        piece = within.bold ? seen : wrap(edgesAsBreaks(seen), '**');
        break;
      case 'em':
      case 'i':
        seen = run(el.children, o, { ...within, italic: true });
        piece = within.italic ? seen : wrap(edgesAsBreaks(seen), '*');
        break;
      case 'del':
      case 's':
      case 'strike':
        // GFM strikethrough: a struck-out price ("was €57,95") or an edit, not plain text.
        seen = run(el.children, o, within);
        piece = wrap(edgesAsBreaks(seen), '~~');
        break;
      case 'rt': {
        // A ruby's reading, drawn above its characters: in parentheses after them, as the page's
        // own <rp> fallback writes it where it has one (東<rt>とう</rt> → 東(とう)).
        seen = run(el.children, o, within);
        const fallback = el.parent?.type === 'tag' && (el.parent as Element).children.some((c) => c.type === 'tag' && (c as Element).name === 'rp');
        piece = seen.trim() && !fallback ? `(${seen})` : seen;
        break;
      }
      case 'q':
        // A browser draws an inline quotation's marks itself (the style sheet's `quotes`); they are
        // the text's — unless the page typed them around it as well (LWN, 2026: '"<q>…</q>"', its
        // style sheet drawing none).
        seen = run(el.children, o, within);
        piece = seen.trim() && !quotedAround(el) ? `“${seen}”` : seen;
        break;
      case 'code':
      case 'kbd':
      case 'samp': {
        // Zero-width spaces left out, as in code blocks (code-block.ts).
        // A line break inside is a space: a code span is one line ("<code>a<br>b</code>" was "ab").
        const code = textOf(el, '\n').replace(/\u200b/g, '').replace(/\s+/g, ' ');
        if (code.trim()) piece = code.includes('`') ? `\`\` ${code} \`\`` : `\`${code}\``;
        break;
      }
      case 'a': {
        // A wide picture inside a link is the link's text: on the link's line.
        const inner = run(el.children, o, within).replaceAll(OWN_LINE, ' ');
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
        if (src) piece = `![${escapeText(altText(el))}](${destination(src)})`;
        // A picture a column wide, written in a line of text (a photo straight after a paragraph's
        // last sentence, or before its first word): a line of its own, as the page shows it.
        if (src && Number(el.attribs.width) >= COLUMN_WIDE) piece = `${OWN_LINE}${piece}${OWN_LINE}`;
        seen = '';
        break;
      }
      default:
        piece = BLOCK.has(el.name) ? ` ${run(el.children, o, within)} ` : run(el.children, o, within);
    }
    const apart: boolean = !inWord && (laidApart(tail, piece, el.name) || sameKindItems(previous, el, tail, seen ?? piece));
    if (apart) parts.push(' ');
    parts.push(piece);
    if (piece) {
      inWord = (el.name === 'sub' || el.name === 'sup') && !apart && /[\p{L}\p{N}]$/u.test(tail);
      afterElement = true;
    }
    tail = (tail + (seen ?? piece)).slice(-3);
    if (piece) previous = el;
  }
  // Two bold runs side by side ("<b>Us$</b><b>11.99</b>") are one: '**Us$****11.99**' reads as neither
  // (nor '***Plunder*****’s strength**', the first ending in italics); so are two a space apart
  // ('**at the airport** **without stress**': one bold phrase, written as two elements).
  return parts.join('').replace(/(?<=[^*\s]\*?)\*\*( ?)\*\*(?=[^*\s])/g, '$1').replace(/[ \t]{2,}/g, ' ').replace(/ *\n */g, '\n');
}

/** The declared width (CSS pixels) from which a picture fills a line of text: a column is 600-800 wide. */
const COLUMN_WIDE = 300;
/** Marks the line breaks around a wide picture until the run is joined: NUL, which a browser drops from a page's text, and so do we. */
const OWN_LINE = '\u0000';
/** A wide picture's line break at either end of an emphasised run: a line break, which wrap() leaves outside the marks. */
const edgesAsBreaks = (text: string) => text.replace(/^\u0000+/, '\n').replace(/\u0000+$/, '\n');
/** A wide picture's break with the spaces and line breaks around it: one line break. */
const OWN_LINE_BREAKS = /[ \t]*(\n[ \t]*)?\u0000[\s\u0000]*/g;

/**
 * Two elements side by side with no space between, which the style sheet sets apart as items of a
 * list: two links to different places (Steam, 2026: tags "PvP" and "Multiplayer"), or two
 * elements of one class each holding a number's end or start (IMDb, 2026:
 * <span class="cli-title-metadata-item">2026</span><span class="…-item">1h 54m</span> shows
 * "2026 1h 54m", not "20261h"). Not two runs of letters of one class: a word processor's text
 * runs split words anywhere ("child" + "ren", Word's NormalTextRun spans).
 */
function sameKindItems(previous: Element | undefined, el: Element, tail: string, piece: string): boolean {
  if (!previous || previous.name !== el.name) return false;
  if (!/[\p{L}\p{N}]{2}$/u.test(tail) || !/^[\p{L}\p{N}]{2}/u.test(piece)) return false;
  if (el.name === 'a') return previous.attribs.href !== el.attribs.href;
  return !!el.attribs.class && previous.attribs.class === el.attribs.class && (/\d$/.test(tail) || /^\d/.test(piece));
}
