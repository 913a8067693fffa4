/**
 * A page of items (headlines, products, topics) has little prose: its content is the block of
 * repeated items, when that holds much more text than the prose block found — together with the
 * prose that introduces it (a category's description and subcategories) when one block holds both
 * and little else. Whatever its size, a listing the content's blocks stand on either side of is
 * the content's middle (Georg Jensen, 2026: a category's intro above its grid of one-link tiles,
 * its buying guide below). A blog archive's description and the posts listed right under it are
 * the archive, however short the posts' entries.
 */
import type { AnyNode, Element } from 'domhandler';
import { findOne, uniqueSort } from 'domutils';
import { hasAncestor, isInsideNode, measuredText, shapeOf, textLength, type Stats } from './page-stats.ts';

// WordPress themes name the block over a category's or tag's posts so (Genesis
// "archive-description taxonomy-description", 2026); shops reuse the names for a category's intro.
const ARCHIVE_DESCRIPTION = /\b(archive|category|term|taxonomy)[-_]description\b/i;

export function listingOr(nodes: AnyNode[], root: Element, body: Element, stats: Map<Element, Stats>): AnyNode[] {
  const listing = listingContainer(body, stats);
  if (!listing || nodes.some((n) => n === listing.el || isInsideNode(listing.el, n))) return nodes;
  if (between(listing.el, nodes) || introducesPosts(nodes, listing.el)) return uniqueSort([...nodes, listing.el]);
  const proseText = measuredText(nodes, stats);
  if (listing.text <= Math.max(800, proseText * 3)) return nodes;
  const both = commonAncestor(listing.el, root);
  return both && both !== body && stats.get(both)!.text <= (stats.get(listing.el)!.text + proseText) * 2 ? [both] : [listing.el];
}

/**
 * The element whose children repeat one shape (same tag and first class), each holding a link
 * and some text — a listing's items — with the most text in them.
 */
function listingContainer(root: Element, stats: Map<Element, Stats>): { el: Element; text: number } | undefined {
  let best: { el: Element; text: number } | undefined;
  const visit = (el: Element) => {
    const groups = new Map<string, { count: number; text: number }>();
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      const child = c as Element;
      const s = stats.get(child);
      if (!s || s.linkCount === 0 || s.text < 30) continue;
      const key = shapeOf(child);
      const g = groups.get(key) ?? { count: 0, text: 0 };
      g.count++;
      g.text += s.text;
      groups.set(key, g);
    }
    for (const g of groups.values()) if (g.count >= 4 && (!best || g.text > best.text)) best = { el, text: g.text };
    for (const c of el.children) if (c.type === 'tag') visit(c as Element);
  };
  visit(root);
  return best;
}

/** Whether the element lies after the first of the nodes and before the last, in page order. */
function between(el: Element, nodes: AnyNode[]): boolean {
  // (uniqueSort puts nodes in page order, an ancestor before what it holds.)
  return nodes.length >= 2 && uniqueSort([nodes[0]!, el, nodes.at(-1)!])[1] === el;
}

function commonAncestor(a: Element, b: Element): Element | undefined {
  for (let cur: Element | null = a; cur && cur.type === 'tag'; cur = cur.parent as Element | null) if (isInsideNode(b, cur)) return cur;
  return undefined;
}

/**
 * Whether the content is an archive's description and the listing, next in the page (no more than
 * a line of text between them), lists posts (<article> elements): a blog category's intro and its
 * entries (goingzerowaste, confessionsofafitfoodie, 2026: each entry only a title). A shop's
 * product grid under its category intro is left to the sizes, as shops' pages differ on it.
 */
function introducesPosts(nodes: AnyNode[], listing: Element): boolean {
  const isDescription = (el: Element) => ARCHIVE_DESCRIPTION.test(el.attribs.class ?? '');
  let description: Element | undefined;
  for (const n of nodes) {
    if (n.type !== 'tag') continue;
    if (hasAncestor(n, isDescription)) description = n as Element;
    else description = findOne(isDescription, [n]) ?? description;
  }
  if (!description || uniqueSort([description, listing])[0] !== description) return false;
  const posts = listing.children.filter((c) => c.type === 'tag' && (c as Element).name === 'article');
  return posts.length >= 4 && textBetween(description, listing) <= 100;
}

/** The length of the text after `a` (and outside it) and before `b`, where `b` comes later in the page. */
function textBetween(a: Element, b: Element): number {
  let text = 0;
  for (let cur: AnyNode | null = a; cur && cur.type === 'tag'; cur = cur.parent) {
    for (let next = cur.next; next; next = next.next) {
      if (next.type === 'tag' && isInsideNode(b, next)) return text + textBefore(b, next as Element);
      text += textLength(next);
    }
  }
  return Infinity;
}

/** The length of the text inside `container` before `el`, which it holds. */
function textBefore(el: Element, container: Element): number {
  let text = 0;
  for (let cur: AnyNode = el; cur !== container && cur.parent; cur = cur.parent) for (let prev = cur.prev; prev; prev = prev.prev) text += textLength(prev);
  return text;
}
