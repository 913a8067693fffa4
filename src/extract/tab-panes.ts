/**
 * Tab sets no name or role marks as such: panes shown one at a time, the hidden ones content a
 * reader opens with a click (never-content.ts keeps them), and the whole set the content when it
 * is chosen from one of its panes (main-content.ts).
 */
import type { AnyNode, Element } from 'domhandler';
import { findAll } from 'domutils';
import { attrs, HEADING, isHidden, textLength } from './page-stats.ts';
import { removeAll } from './dom-removal.ts';

/**
 * A tab panel no name marks as one: in a block named for tabs, the hidden one of sibling blocks
 * sharing a class, one of which is shown (2026: Newegg's `tab-panes`, Specs and Warranty in
 * `<div class="tab-pane" style="display:none">` beside the shown Overview; Birdbuddy's shop,
 * "Add-ons" in `<div class="products-content" style="display: none">` beside "Feeders").
 */
export function unnamedTabPanel(el: Element): boolean {
  const parent = el.parent as Element | null;
  // A tab set has a handful of panes (and reading all siblings of each of thousands would be quadratic).
  if (!parent || parent.type !== 'tag' || parent.children.length > 100 || !/(^|[\s_-])tabs?([\s_-]|$)/i.test(attrs(parent))) return false;
  const classes = new Set((el.attribs.class ?? '').split(/\s+/).filter(Boolean));
  return parent.children.some((c) => c !== el && c.type === 'tag' && !isHidden(c as Element) && ((c as Element).attribs.class ?? '').split(/\s+/).some((k) => classes.has(k)));
}

/** Hidden panes kept as content, for the page being read. */
const KEPT_PANES = new WeakSet<Element>();

export function keepPane(el: Element): void {
  KEPT_PANES.add(el);
}

/**
 * Content chosen inside one pane of a tab set is the tab set: its hidden panes hold the same kind
 * of thing (Birdbuddy's shop, 2026: the "Feeders" pane shown, "Add-ons" hidden beside it).
 */
export function tabSet(chosen: Element): Element {
  let pane = chosen;
  for (let up = 0; up < 4 && pane.parent?.type === 'tag'; up++, pane = pane.parent as Element) {
    if ((pane.parent as Element).children.some((c) => c !== pane && c.type === 'tag' && KEPT_PANES.has(c as Element))) return pane.parent as Element;
  }
  return chosen;
}

/**
 * A kept pane the cleaning left holding only its heading — its reviews or comments gone (Newegg's
 * "Customer Reviews of …" over "There are no reviews yet", 2026) — goes with them.
 */
export function removeEmptiedPanes(nodes: readonly AnyNode[]): void {
  const panes = findAll((el) => KEPT_PANES.has(el), nodes.filter((n): n is Element => n.type === 'tag'));
  removeAll(panes.filter((pane) => pane.children.some((c) => c.type === 'tag') && pane.children.every((c) => textLength(c) === 0 || (c.type === 'tag' && HEADING.test(c.name)))));
}
