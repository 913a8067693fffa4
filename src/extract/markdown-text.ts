/**
 * The text-level pieces of the Markdown writer: how inline runs are spaced and marked, how
 * text is escaped, and what a link or a picture points to.
 */
import type { Element } from 'domhandler';
import { readEscapedTwice } from './mojibake.ts';

/**
 * Icons, spacers and tracking pixels are not pictures a reader looks at: hidden from assistive
 * technology (aria-hidden, role presentation) or declared 32 pixels or smaller on a side.
 */
export function decorative(img: Element): boolean {
  const a = img.attribs;
  const small = (v: string | undefined) => v !== undefined && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(v) && Number.parseFloat(v) <= 32;
  return a['aria-hidden'] === 'true' || a.role === 'presentation' || a.role === 'none' || small(a.width) || small(a.height);
}

/**
 * A picture's alt as a reader should get it: read once where the templates escaped it twice, and
 * without what a template wrote for a value it never had — "null", "undefined", an object turned
 * into text ("Patrick Reinhart, VP, [object Object]", Conductor 2025; alt="null", AAA 2025).
 */
export function altText(img: Element): string {
  const alt = collapse(readEscapedTwice(img.attribs.alt ?? '').replaceAll('\u0000', '')).replace(/(,\s*)?\[object Object\]/g, '').trim();
  return /^(null|undefined|NaN)$/.test(alt) ? '' : alt;
}

/**
 * An emoji or a smiley drawn as a picture (WordPress's and NodeBB's emoji images, a forum's
 * smilies) is a character of the text: its alt, the emoji or the code typed (":)", ":facepalm:"),
 * is what a browser copies and what a reader of the text needs — not a link to a 16-pixel file.
 */
export function emojiText(img: Element): string | undefined {
  const alt = (img.attribs.alt ?? '').trim();
  if (!alt || alt.length > 24) return undefined;
  if (EMOJI_ONLY.test(alt) && /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u.test(alt)) return alt;
  return SMILEY_FILE.test(imageSource(img) ?? '') && SMILEY_CODE.test(alt) ? alt : undefined;
}

const EMOJI_ONLY = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u200d\ufe0f\u20e3#*0-9]+$/u;
const SMILEY_FILE = /(^|[/_.-])(smilies|smileys?|emoticons?|emojis?|twemoji)([/_.-]|$)/i;
const SMILEY_CODE = /^(:[\w+-]+:|[:;=8xX][-'^o]?[()DPpOo3\][|\\/*@$]+|<3|\^_?\^)$/;

/**
 * A lazy-loaded picture keeps its real source in a data attribute until it scrolls into view
 * (data-src, data-lazy-src, data-original, a cache plugin's data-wpfc-original-src), or in its
 * <picture>'s sources; its src is a placeholder (a blurred thumbnail, a grey pixel, a
 * "placeholder.svg") or missing. A picture with nothing but a placeholder is none.
 */
export function imageSource(img: Element): string | undefined {
  for (const [name, value] of Object.entries(img.attribs)) if (/^data-([\w-]*-)?(src|original)$/.test(name) && url(value)) return url(value);
  const src = url(img.attribs.src);
  if (src && !PLACEHOLDER.test(src)) return src;
  const picture = img.parent?.type === 'tag' && (img.parent as Element).name === 'picture' ? (img.parent as Element).children : [];
  for (const el of [img, ...picture.filter((c): c is Element => c.type === 'tag' && (c as Element).name === 'source')]) {
    // A srcset's first candidate: "url 1x, url 2x" → url.
    const first = url((el.attribs['data-srcset'] || el.attribs.srcset)?.split(',')[0]?.trim().split(/\s+/)[0]);
    if (first && !PLACEHOLDER.test(first)) return first;
  }
  // A name that reads like a placeholder's on a picture the page sizes as a picture, with nothing
  // to replace it, is the picture ("Collections-TilePromo-4Grid-1x1_…jpg", 1600 wide: a square
  // tile, beside a srcset of unfilled Liquid, Allbirds 2025); a spacer is sized 1 or not at all.
  const sized = (name: string) => Number(img.attribs[name]) > 16;
  return src && sized('width') && sized('height') ? src : undefined;
}

/**
 * A source attribute's URL, unless empty, an inline data: URI (a placeholder, not a picture to
 * link to), or a value no script filled in: "null" or "undefined" written by a template
 * (iRobot's `src="null"` beside a good srcset, 2025), an unfilled binding ("{{ image }}").
 */
function url(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && !v.startsWith('data:') && !UNFILLED.test(v) ? v : undefined;
}

const UNFILLED = /^(null|undefined|#|about:blank)$|\{\{|\$\{|<%/i;

/** A placeholder's file name: what a lazy loader shows until the real picture comes. */
const PLACEHOLDER = /\/[^/?#]*(placeholder|blank|spacer|transparent|1x1|pixel)[^/?#]*\.(gif|png|svg|webp|jpe?g)([?#]|$)/i;

/**
 * A URL as a Markdown link destination: parentheses percent-encoded, as a ")" inside the URL
 * (a CDN's "filters:format(webp)", "/wiki/Mercury_(planet)") would end the destination early for
 * most Markdown readers.
 */
export function destination(url: string): string {
  return url.replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/**
 * Two code spans written side by side (keys: <kbd>F</kbd><kbd>TAB</kbd>) are a space apart:
 * "`F``TAB`" would read as one span holding backticks.
 *
 * Two inline elements (or an element and the text after it) written without a space between
 * them, where a word would end in lower case or a sentence end and the next begin in upper case
 * ("The North Face" + "Wawona 6 Tent", "<b>Industry Competency</b>Our experts"), are laid out
 * apart by the site's style sheet (a brand above a product name, a title above its text): they
 * are two words, not one.
 */
export function laidApart(tail: string, piece: string, name: string): boolean {
  if (!tail || !piece) return false;
  return (
    (tail.endsWith('`') && piece.startsWith('`')) ||
    (/[\p{Ll}\p{N}]$/u.test(tail) && /^[[*_]*\p{Lu}/u.test(piece)) ||
    // A sentence's or a title's end before a capital ("…licensed there?" + "The policies").
    (/\p{L}[*_]*[.?!:][*_]*$/u.test(tail) && /^[[*_]*\p{Lu}\p{Ll}/u.test(piece)) ||
    // A label's colon before its value ("<b>Audio cable:</b>1.2 m", "Headphones:" + "18 cm").
    (/\p{L}[*_]*:[*_]*$/u.test(tail) && /^[[*_]*[\p{L}\p{N}]/u.test(piece) && name !== 'sup' && name !== 'sub') ||
    // A brand in capitals before a name ("HOKA" + "Clifton 10"); a count badge after a label
    // ("Adhesives" + "704") — not a superscript or subscript ("m" + "2", "CO" + "2").
    (/\p{Lu}{2}$/u.test(tail) && /^[[*_]*\p{Lu}\p{Ll}/u.test(piece)) ||
    (/\p{L}$/u.test(tail) && /^\d[\d,.]*\s*$/.test(piece) && name !== 'sup' && name !== 'sub')
  );
}

export function wrap(text: string, mark: string): string {
  let t = text.trim();
  if (!t) return text;
  // Emphasis on no words — a bold comma ("blocks<b>,</b> Nethermind"), a symbol ("Fortune<b>®</b>"),
  // a picture alone — shows nothing a reader could tell, and CommonMark cannot close a mark after
  // punctuation that a letter follows: "blocks**,** Nethermind" is printed with its asterisks.
  if (!/[\p{L}\p{N}]/u.test(t.replace(/!\[(?:\\.|[^\]\\])*\]\([^)]*\)/g, ''))) return text;
  // A word's apostrophe inside the mark, its "s" after it ("<b>The Photographers’ Gallery’</b>s"):
  // the apostrophe goes after the mark, which can then close before the letter.
  const apostrophe = /(?<=\p{L})[’']$/u.test(t) ? t.slice(-1) : '';
  if (apostrophe) t = t.slice(0, -1);
  // Likewise a sentence's punctuation opening the mark ("real<b>: Those cups…</b>"): it goes before it.
  const opening = /^[,.;:!?]+\s+/.exec(t)?.[0] ?? '';
  t = t.slice(opening.length);
  // Bold inside bold is bold (<strong><strong>Key</strong></strong> would write '****Key****');
  // italics already around the whole text are not doubled.
  if (mark === '**') t = t.replace(/\*\*/g, '');
  else if (/^\*[^*]/.test(t) && /[^*]\*$/.test(t)) return text;
  // A line break at either end (<em>Chosen by Dawn<br></em>You'd…) stays outside the marks, a break.
  const lead = /^\s*\n/.test(text) ? '\n' : text.startsWith(' ') ? ' ' : '';
  const trail = /\n\s*$/.test(text) ? '\n' : text.endsWith(' ') ? ' ' : '';
  return `${lead}${opening}${mark}${t}${mark}${apostrophe}${trail}`;
}

export function collapse(s: string): string {
  // A text of zero-width characters alone (Webflow's spacer paragraph "<p>&zwj;</p>", 2025)
  // shows nothing: it is whitespace. Inside words they stay (emoji sequences, Persian's ZWNJ).
  if (INVISIBLE_ONLY.test(s)) return s.replace(INVISIBLE_ONLY, ' ');
  // A zero-width space (or a stray byte-order mark) beside a space, a punctuation mark or the
  // text's ends marks no break a reader could see: editors leave them at paragraph starts
  // ("\u200bPersonalization has become…", 44 of 1,497 WCXB pages, 2026), where they only split a
  // word for a language model. Between two letters it stays: the word break Thai and Khmer write.
  // So does a joiner (ZWJ, ZWNJ, word joiner) beside a space or a punctuation mark, which joins
  // nothing (Webflow ends paragraphs with "&zwj;", 2025); between an emoji and the next, or
  // inside a Persian word, it is part of what is written and stays.
  // A soft hyphen shows only where the line happens to break; in the Markdown it would split the
  // word for every search and tokenizer ("finan\u00adcial", a site's hyphenation filter, 2025).
  return s.replace(/\s+/g, ' ').replace(/\u00ad/g, '').replace(STRAY_ZERO_WIDTH, '').replace(STRAY_JOINER, '').replace(/[\u200b\ufeff]{2,}/g, '\u200b');
}

const STRAY_ZERO_WIDTH = /(?<=^|[\s\p{P}\p{S}])[\u200b\ufeff]+|[\u200b\ufeff]+(?=$|[\s\p{P}\p{S}])/gu;

const STRAY_JOINER = /(?<=^|[\s\p{P}])[\u200c\u200d\u2060]+|[\u200c\u200d\u2060]+(?=$|[\s\p{P}])/gu;

const INVISIBLE_ONLY = /^[\s\u200b-\u200d\u2060\ufeff]+$/;

/**
 * The characters of a page's text that Markdown would read as marks are escaped, so the text
 * reads as the page shows it: square brackets ("[File: Reuters]" in a picture's alt text would
 * end a link's text early), asterisks (footnote marks "*Terms apply", a tracking parameter
 * "_gl=1*i7e7j5*_ga" shown as a link's text would turn into emphasis), backticks (an apostrophe
 * typed as "Model`s" would open a code span) and underscores at a word's edge ("_Float16");
 * an underscore inside a word (snake_case) never marks emphasis, and stays bare. So are a "<"
 * that Markdown would open raw HTML with (MDN's title "<table>: The Table element" would become
 * a table, Rust's "FromIterator<A>" an <a> element, both hidden from the reader) and an "&" that
 * would start a character reference (a page showing "&amp;" as text).
 */
export function escapeText(s: string): string {
  return s.replace(/[[\]*`]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|<(?=[A-Za-z/!?])|&(?=#?\w+;)/gu, '\\$&');
}

/**
 * A paragraph's line that opens with what Markdown reads as a block's marker — a dash between a
 * byline and a date, a step's number ("1." over a picture), a year ending a sentence ("2024. A
 * year of…"), "> 50 users" — is text on the page: its marker is escaped, so it is not read as a
 * list, heading or quote. So is a line of "=" or "-" alone (a post's banner frame, a sum's rule,
 * 2026), which would turn the line above into a heading, and one opening with "~~~" (a shop's
 * description divider), which would open a code block running to the end of the page.
 * (Paragraphs are built from text and inline marks only: none of ours opens a line so.)
 */
export function escapeLineStarts(paragraph: string): string {
  return paragraph
    .replace(/^([ \t]*)(\d{1,9})([.)])(?=[ \t]|$)/gm, '$1$2\\$3')
    .replace(/^([ \t]*)([-+]|#{1,6})(?=[ \t]|$)/gm, '$1\\$2')
    .replace(/^([ \t]*)>/gm, '$1\\>')
    .replace(/^([ \t]*)(?=(=+|-+)[ \t]*$|~{3})/gm, '$1\\');
}

/** A thematic break (<hr>), as a block of its own. */
export const RULE = '---';

/**
 * A rule separates blocks: none opens or closes the text, and two never follow each other (what
 * stood between them was pruned, or was a copy left out). Given the Markdown's top-level blocks.
 */
export function withoutStrayRules(blocks: readonly string[]): string[] {
  const kept = blocks.filter((b, i) => b !== RULE || (i > 0 && i < blocks.length - 1 && blocks[i - 1] !== RULE));
  while (kept.at(-1) === RULE) kept.pop();
  return kept;
}

export function absolute(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return undefined;
  }
}

/** A name–value pair as a list item: "- **Seat:** 20'' H". */
export function definitionLine(term: string, value: string): string {
  const name = term.replace(/\n+/g, ' ').replace(/\s*:$/, '');
  if (!name) return value ? `- ${value}` : '';
  return `- ${wrap(`${name}:`, '**')}${value ? ` ${value.replace(/\n+/g, ' ')}` : ''}`;
}

/**
 * A line break the page shows (a <br>, two blocks of one list item) written as CommonMark's hard
 * break, two spaces before the newline: a bare newline is a soft break, which renderers show as a
 * space ("BOOK: By Dec 31 TRAVEL: Through Mar 31" on one line). Spaces rather than a backslash,
 * because spaces that end a paragraph are dropped, where a backslash would be printed.
 */
export const HARD_BREAK = '  \n';

/** A paragraph's lone newlines (its <br>s) as hard breaks; two in a row already end the paragraph. */
export function hardBreaks(paragraph: string): string {
  return paragraph.replace(/(?<=[^\n])\n(?=[^\n])/g, HARD_BREAK);
}

/**
 * A list item's blocks, each on a line of its own: between two paragraphs a hard break, as a bare
 * newline would run them together; a heading, list, table, quote or code block starts its own line
 * anyway. Text after a list, a table or a quote is set a blank line apart, as on the next line it
 * would read as more of that block (a shop card's title under its list of photos, 2026); so is a
 * rule, which straight under a line of text would underline it into a heading.
 */
export function itemBlocks(parts: string[]): string {
  const prose = (part: string) => part !== RULE && !/^([-*+] |\d+[.)] |#{1,6} |\||```|~~~|>)/.test(part);
  const absorbing = (part: string) => /^([-*+] |\d+[.)] |\||>)/.test(part);
  const between = (before: string, part: string) => (part === RULE ? '\n\n' : !prose(part) ? '\n' : prose(before) ? HARD_BREAK : absorbing(before) ? '\n\n' : '\n');
  return parts.map((part, i) => (i === 0 ? part : `${between(parts[i - 1]!, part)}${part}`)).join('');
}

const QUOTE_MARK = /["“”'‘’«»„]/;

/** Whether the text just before and just after an element are quotation marks. */
export function quotedAround(el: Element): boolean {
  const before = el.prev?.type === 'text' ? el.prev.data : '';
  const after = el.next?.type === 'text' ? el.next.data : '';
  return QUOTE_MARK.test(before.slice(-1)) && QUOTE_MARK.test(after.slice(0, 1));
}

/** Markdown's text as a reader sees it: link and image targets left out ("[text](url)" -> "[text]"). */
export function readable(markdown: string): string {
  return markdown.replace(/\]\([^)]*\)/g, ']');
}
