/**
 * A page of items (headlines, products, topics) has little prose: its content is the block of
 * repeated items, when that holds much more text than the prose block found — together with the
 * prose that introduces it (a category's description and subcategories) when one block holds both
 * and little else. Whatever its size, a listing the content's blocks stand on either side of is
 * the content's middle (Georg Jensen, 2026: a category's intro above its grid of one-link tiles,
 * its buying guide below).
 */
import type { AnyNode, Element } from 'domhandler';
import { uniqueSort } from 'domutils';
import { isInsideNode, measuredText, shapeOf, type Stats } from './page-stats.ts';

export function listingOr(nodes: AnyNode[], root: Element, body: Element, stats: Map<Element, Stats>): AnyNode[] {
  const listing = listingContainer(body, stats);
  if (!listing || nodes.some((n) => n === listing.el || isInsideNode(listing.el, n))) return nodes;
  if (between(listing.el, nodes)) return uniqueSort([...nodes, listing.el]);
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
