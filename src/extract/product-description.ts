/**
 * On a page that declares one product, the product's description — a block the shop names so
 * ("product__description", WooCommerce's "tab-description", Sweetwater's `<article class="desc">`,
 * Thomann's "product-text"), prose with few links — is the page's content when it holds at least
 * half of what was found: the rest is the shop's frame around it (the buy box's price and
 * variants, delivery and payment notes, a sales pitch for the shop's own staff, cross-sells).
 * A short description beside a few lines of buy box is not enough to judge by (under 400
 * characters), and a description that is a minor part of a long page (a feature tour, a
 * specifications table) leaves the page as it was. The page's `<h1>`, the product's name, is
 * read before the description (main-content.ts).
 */
import type { AnyNode, Element } from 'domhandler';
import { findAll } from 'domutils';
import { attrs, linkDensity, measure, type Stats } from './page-stats.ts';

const DESCRIPTION = /(^|[\s_-])(desc|description|product-text)([\s_-]|$)/i;
const MIN_TEXT = 400;
const MIN_SHARE = 0.5;

/** The description block among the content's nodes, when it is the content; else undefined. */
export function productDescription(nodes: AnyNode[]): Element | undefined {
  const stats = new Map<Element, Stats>();
  let total = 0;
  for (const n of nodes) {
    if (n.type === 'tag') total += measure(n as Element, stats).text;
    else if (n.type === 'text') total += n.data.replace(/\s+/g, ' ').trim().length;
  }
  let best: { el: Element; text: number } | undefined;
  for (const n of nodes) {
    if (n.type !== 'tag') continue;
    for (const el of findAll((e) => DESCRIPTION.test(attrs(e)), [n as Element])) {
      const s = stats.get(el)!;
      if (s.text >= MIN_TEXT && linkDensity(s) < 0.2 && (!best || s.text > best.text)) best = { el, text: s.text };
    }
  }
  return best && best.text >= total * MIN_SHARE ? best.el : undefined;
}
