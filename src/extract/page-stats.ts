/**
 * What the extractor measures on a page: per element, the length of its text, of the text in its
 * links and of its prose (paragraph-like blocks with few links), in one bottom-up pass.
 */
import type { AnyNode, Document, Element, ParentNode } from 'domhandler';
import { appendChild, findAll } from 'domutils';
import { removeAll } from './dom-removal.ts';
import { BLOCK } from './html-blocks.ts';

export const HEADING = /^h[1-6]$/;

export const PARAGRAPH = new Set(['p', 'pre', 'td', 'blockquote', 'li', 'dd', 'h2', 'h3', 'h4', 'h5', 'h6', 'figcaption']);

export interface Stats {
  text: number;
  links: number;
  score: number;
  /** Text of the prose blocks inside (paragraph-like, few links): what content is made of. */
  prose: number;
  /** Number of links inside. */
  linkCount: number;
  /** Punctuation marks inside (commas, full stops…): how sentence-like the text is. */
  marks: number;
}

/**
 * The page's <body>, holding everything a browser would show: markup a page writes after
 * </body> or </html> (an early, stray closing tag — htmlparser2 then leaves the rest outside)
 * is moved into it, as browsers do.
 */
export function findBody(doc: Document): Element {
  // A page may hold more than one <body> (an embed pasted into <head> with its own html/body):
  // the page's is the one with the most text.
  const bodies: Element[] = [];
  const find = (nodes: AnyNode[]) => {
    for (const n of nodes) {
      if (n.type !== 'tag') continue;
      if ((n as Element).name === 'body') bodies.push(n as Element);
      find((n as Element).children);
    }
  };
  find(doc.children);
  const body = bodies.reduce<Element | undefined>((best, b) => (!best || textLength(b) > textLength(best) ? b : best), undefined);
  // A page that writes no <body> of its own (tags omitted, as HTML allows) may still hold one: an
  // e-mail pasted into a forum signature. That small body is not the page's.
  if (!body) return doc as unknown as Element;
  // The usual case, <html><body> at the top of the document, costs no measuring.
  const pageLevel = body.parent === doc || (body.parent?.type === 'tag' && (body.parent as Element).name === 'html' && body.parent.parent === doc);
  if (!pageLevel && textLength(body) < doc.children.reduce((n, c) => n + textLength(c), 0) / 2) return doc as unknown as Element;
  const moved: AnyNode[] = [];
  for (const level of [doc.children, (body.parent as Element | null)?.children ?? []]) {
    for (const n of level) {
      if (n === body || (n.type !== 'tag' && n.type !== 'text') || (n.type === 'tag' && /^(html|head|body)$/.test((n as Element).name))) continue;
      // Never move the body into itself (a stray <body> inside the content).
      if (n.type === 'tag' && isInsideNode(body, n as Element)) continue;
      if (n.type === 'text' && !n.data.trim()) continue;
      moved.push(n);
    }
  }
  removeAll(moved);
  for (const n of moved) appendChild(body, n);
  return body;
}

export function attrs(el: Element): string {
  return `${el.attribs.id ?? ''} ${el.attribs.class ?? ''} ${el.attribs.role ?? ''}`;
}

/** Text only screen readers get ("Opens in a new window", "Rated 4.5 out of 5"): the utility classes sites and frameworks use (Foundation's `show-for-sr`). */
const SCREEN_READER_ONLY = /(^|\s)([\w-]*[_-])?(sr-only|sr-text|visually-hidden|visuallyhidden|screen-reader-text|screen-reader-only|screenreader-only|assistive-text|a11y-hidden|u-hidden-visually|hide-visually|hidden-visually|hiddenvisually|screenreader|element-invisible|offscreen|clipped|show-for-sr)(--[\w-]+)?(\s|$)/i;

/** Whether the element is text for screen readers only, never shown on screen (nor revealed by any script). */
export function screenReaderOnly(el: Element): boolean {
  return SCREEN_READER_ONLY.test(el.attribs.class ?? '');
}

/**
 * Bootstrap's and BigCommerce's hiding utility (`.hide { display: none !important }`), written
 * as a class of its own (not a responsive variant such as `hide-on-mobile`): what it hides is shown
 * only by a click or by script (colour swatch data, a location's
 * overlay). Tab and accordion panels hidden this way are judged as panels (never-content.ts).
 */
const HIDE_CLASS = /(^|\s)hide(\s|$)/;

/**
 * Hidden from everyone — `hidden`, a `popover` (shown only when opened), a hiding class or
 * style, an Alpine.js element both cloaked and shown on a condition (`x-cloak` hides it until the
 * script starts, `x-show` then shows it only when its state says: Mumsnet's "You've subscribed!",
 * Plausible's price for the other billing period, 2026 — a cloaked wrapper alone is shown).
 * aria-hidden is not: it hides from screen readers what sighted readers see twice (a teaser's
 * image link and its title link), and on this benchmark keeping it wins.
 */
export function isHidden(el: Element): boolean {
  return el.attribs.hidden !== undefined || (el.attribs['x-cloak'] !== undefined && el.attribs['x-show'] !== undefined) || el.attribs.popover !== undefined || HIDE_CLASS.test(el.attribs.class ?? '') || screenReaderOnly(el) || /display\s*:\s*none|visibility\s*:\s*hidden/i.test(el.attribs.style ?? '');
}

export function textLength(node: AnyNode): number {
  if (node.type === 'text') return node.data.replace(/\s+/g, ' ').trim().length;
  // A page with no <body> is read from its document node, which counts as an element here.
  if (node.type !== 'tag' && node.type !== 'root') return 0;
  let n = 0;
  for (const c of (node as Element).children) n += textLength(c);
  return n;
}

const PUNCTUATION = /[,.;:!?，。、]/g;

/** Text and link-text lengths of every element, bottom-up, in one pass. */
export function measure(el: Element, stats: Map<Element, Stats>): Stats {
  let text = 0;
  let links = 0;
  let linkCount = 0;
  let marks = 0;
  for (const c of el.children) {
    if (c.type === 'text') {
      text += c.data.replace(/\s+/g, ' ').trim().length;
      marks += c.data.match(PUNCTUATION)?.length ?? 0;
    } else if (c.type === 'tag') {
      const s = measure(c as Element, stats);
      text += s.text;
      marks += s.marks;
      const isLink = (c as Element).name === 'a';
      links += isLink ? s.text : s.links;
      linkCount += isLink ? 1 : s.linkCount;
    }
  }
  let prose = 0;
  for (const c of el.children) if (c.type === 'tag') prose += stats.get(c as Element)!.prose;
  const s = { text, links, score: 0, prose, linkCount, marks };
  if ((PARAGRAPH.has(el.name) || ownText(el) >= 40) && text >= 25 && links / text < 0.3 && prose < text * 0.5) s.prose = text;
  stats.set(el, s);
  return s;
}

/** The text length the measures give the elements among `nodes` (other nodes count nothing). */
export function measuredText(nodes: readonly AnyNode[], stats: Map<Element, Stats>): number {
  let n = 0;
  for (const node of nodes) if (node.type === 'tag') n += stats.get(node as Element)?.text ?? 0;
  return n;
}

export function linkDensity(s: Stats): number {
  return s.text === 0 ? 0 : s.links / s.text;
}

export function ownText(el: Element): number {
  let n = 0;
  for (const c of el.children) if (c.type === 'text') n += c.data.trim().length;
  return n;
}

export function plain(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  return (node as Element).children.map(plain).join('');
}

/** The node's text as one line: its runs of whitespace (line breaks included) one space each, none at its ends. */
export function plainLine(node: AnyNode): string {
  return plain(node).replace(/\s+/g, ' ').trim();
}

/** The elements below `root` that `pick` takes and that come three or more times in one shape (tag and first class). */
export function repeatedShapes(root: ParentNode, pick: (el: Element) => boolean): Element[] {
  const byShape = new Map<string, Element[]>();
  for (const el of findAll(pick, root.children)) {
    const group = byShape.get(shapeOf(el)) ?? [];
    group.push(el);
    byShape.set(shapeOf(el), group);
  }
  return [...byShape.values()].filter((group) => group.length >= 3).flat();
}

/**
 * An element's kind as repeated blocks share it: its tag and first class ("div.post", "li."), of
 * the classes that name a kind (kindClasses).
 */
export function shapeOf(el: Element): string {
  return `${el.name}.${(el.attribs.class ?? '').split(/\s+/).find(namesKind) ?? ''}`;
}

/**
 * An element's classes but those naming the one item rather than its kind: a long number in them
 * (an id; a utility class's "top-2.5" is a kind), or its categories and tags (WordPress writes
 * each post's "post-37400 category-minimalism tag-plastic" on the post's block, 2026).
 */
export function kindClasses(el: Element): string {
  return (el.attribs.class ?? '').split(/\s+/).filter(namesKind).join(' ');
}

function namesKind(cls: string): boolean {
  return cls !== '' && !/\d{4,}|^(category|tag)-/.test(cls);
}

/** A link marked as the author's (rel="author", HTML's own way to name a writer). */
export function isAuthorLink(el: Element): boolean {
  return el.name === 'a' && /(^|\s)author(\s|$)/i.test(el.attribs.rel ?? '');
}

/** Whether `node` or one of its ancestor elements passes `test` (the nearest first). */
export function hasAncestor(node: AnyNode, test: (el: Element) => boolean): boolean {
  for (let cur: AnyNode | null = node; cur; cur = cur.parent) if (cur.type === 'tag' && test(cur as Element)) return true;
  return false;
}

/** Whether `el` is `container` or inside it. */
export function isInsideNode(el: Element, container: AnyNode): boolean {
  for (let cur: AnyNode | null = el; cur; cur = cur.parent) if (cur === container) return true;
  return false;
}

/**
 * Of `els`, those in a group of three or more sharing `key` and holding `minText` or more text
 * between them: blocks of one kind repeated through a page (its cards, an index's lists).
 */
export function repeatedGroups(els: readonly Element[], key: (el: Element) => string, stats: Map<Element, Stats>, minText: number): Set<Element> {
  const keys = els.map(key);
  const groups = new Map<string, { count: number; text: number }>();
  els.forEach((el, i) => {
    const g = groups.get(keys[i]!) ?? { count: 0, text: 0 };
    g.count++;
    g.text += stats.get(el)!.text;
    groups.set(keys[i]!, g);
  });
  return new Set(els.filter((_, i) => groups.get(keys[i]!)!.count >= 3 && groups.get(keys[i]!)!.text >= minText));
}

export function wordCount(node: AnyNode): number {
  return plain(node).trim().split(/\s+/).length;
}

/** Whether the element writes words of its own (a line), not only holds elements that do (a block around lines). */
export function writesOwnText(el: Element): boolean {
  return el.children.some((c) => c.type === 'text' && /\S/.test(c.data));
}

/** Text a reader never reads as text: code run, styles, and the letters a picture draws (an avatar's initials, "CM"). */
const UNREAD = new Set(['script', 'style', 'svg']);

/**
 * The element's text when it is at most `max` characters (and not empty), else undefined — read
 * only as far as needed, so asking it of every element of a page stays linear. Blocks and line
 * breaks part words, as a browser shows them ("<div>By</div><div>Summer Swann</div>" reads "By
 * Summer Swann", not "BySummer Swann"). What a reader does not read as text (UNREAD) is not
 * part of it.
 */
export function shortText(el: Element, max: number): string | undefined {
  let text = '';
  const visit = (n: AnyNode): boolean => {
    if (n.type === 'text') text += n.data;
    else if (n.type === 'tag' && !UNREAD.has((n as Element).name)) {
      const parts = BLOCK.has((n as Element).name) || (n as Element).name === 'br';
      if (parts) text += ' ';
      for (const c of (n as Element).children) if (!visit(c)) return false;
      if (parts) text += ' ';
    }
    return text.length <= max * 4 || text.replace(/\s+/g, ' ').trim().length <= max;
  };
  if (!visit(el)) return undefined;
  const t = text.replace(/\s+/g, ' ').trim();
  return t && t.length <= max ? t : undefined;
}
