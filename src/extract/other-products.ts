/**
 * A page that declares one product describes that product; the other products it shows under it
 * — a grid of its model's other finishes (Thomann), "Recommended Accessories" (B&H), a "complete
 * the look" strip — are offers beside the content, however their blocks are named. An offer is a
 * short block with a link and a price; three or more siblings of one shape, nearly all offers, are
 * such a strip. Only on a declared product page: on a listing, priced cards are the content.
 * A block named as a comparison (iFixit's `ComponentSectionProductComparison`, 2026: the kit
 * beside three others, their prices, reviews and bit counts) sets the product beside the shop's
 * other models: an offer of those too, unless it holds most of the content (a product block a
 * theme marks `compare-enabled`); short "Compare" controls and compare-at prices are not it. In
 * an article a comparison is content; it is judged only here.
 */
import type { AnyNode, Element } from 'domhandler';
import { attrs, measuredText, plain, shapeOf, type Stats } from './page-stats.ts';
import { removeAll } from './dom-removal.ts';

/** A price as shops write it: a currency sign or code before or after the amount ("$5.00", "£ 675", "19,99 €"). */
const PRICE = /([$£€¥₹]|\b(USD|EUR|GBP|CHF|AUD|CAD)\b)\s?\d|\d[\d.,]*\s?([€₽]|zł|kr|Kč|\b(USD|EUR|GBP|CHF)\b)/;

const COMPARISON = /compar(e|ison)/i;

function isComparison(el: Element): boolean {
  const name = attrs(el);
  return COMPARISON.test(name) && !/price/i.test(name);
}

function isOffer(el: Element, stats: Map<Element, Stats>): boolean {
  const s = stats.get(el);
  return !!s && s.linkCount > 0 && s.text > 0 && s.text <= 400 && PRICE.test(plain(el));
}

export function removeOtherProducts(nodes: AnyNode[], stats: Map<Element, Stats>): void {
  const gone: AnyNode[] = [];
  const comparisons = new Set<Element>();
  let offerText = 0;
  const visit = (el: Element) => {
    const byShape = new Map<string, Element[]>();
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      const child = c as Element;
      if (isComparison(child) && stats.get(child)!.text >= 200) {
        comparisons.add(child);
        continue;
      }
      const group = byShape.get(shapeOf(child)) ?? [];
      group.push(child);
      byShape.set(shapeOf(child), group);
    }
    const offers = new Set<Element>();
    for (const group of byShape.values()) {
      const priced = group.filter((c) => isOffer(c, stats));
      if (priced.length >= 3 && priced.length >= group.length * 0.8) for (const c of group) offers.add(c);
    }
    for (const c of offers) gone.push(c);
    offerText += [...offers].reduce((n, c) => n + stats.get(c)!.text, 0);
    for (const c of el.children) if (c.type === 'tag' && !offers.has(c as Element) && !comparisons.has(c as Element)) visit(c as Element);
  };
  for (const n of nodes) if (n.type === 'tag') visit(n as Element);
  const content = measuredText(nodes, stats);
  removeAll([...comparisons].filter((c) => stats.get(c)!.text < content * 0.5));
  // Offers that make up most of the content are what the page is (a shop's grid declaring one product).
  if (offerText < content * 0.5) removeAll(gone);
}
