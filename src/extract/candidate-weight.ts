/**
 * What a container's own markup says about it, beside the prose scored into it: names that say
 * content or boilerplate, the article and main elements — unless the "article" is one teaser
 * among many — reference lists and the site's footer, which are never the content, and the edges
 * of the content the page marks (its one <main>, <article> or product).
 */
import type { AnyNode, Element } from 'domhandler';
import { BOILERPLATE, CONTENT_HINT } from './boilerplate.ts';
import { findAll } from 'domutils';
import { attrs, hasAncestor, repeatedShapes } from './page-stats.ts';

/**
 * <article> elements written three or more times in one shape are teasers (a blog's latest posts
 * on a landing page), not the page's article: they get no article weight.
 */
const TEASERS = new WeakSet<Element>();

export function markTeasers(body: Element): void {
  for (const el of repeatedShapes(body, (e) => e.name === 'article')) TEASERS.add(el);
}

export function weight(el: Element): number {
  const name = attrs(el);
  let w = 0;
  if (CONTENT_HINT.test(name)) w += 25;
  if (BOILERPLATE.test(name)) w -= 25;
  if ((el.name === 'article' && !TEASERS.has(el)) || el.name === 'main' || el.attribs.role === 'main' || el.attribs.itemprop === 'articleBody') w += 30;
  return w;
}

/**
 * A reference list (Wikipedia's "reflist", footnotes, a bibliography) is an appendix to the
 * content, never the content: its entries, punctuated like prose, outscore a text broken up by
 * headings and tables of links.
 */
const REFERENCES = /(^|[\s_-])(references|reflist|mw-references|footnotes|endnotes|citations|bibliography)([\s_-]|$)/i;

export function inReferences(el: Element): boolean {
  return hasAncestor(el, (cur) => REFERENCES.test(attrs(cur)));
}

/**
 * The site's <footer> — one no <article> or <main> holds — is never the content, whatever prose
 * it holds (a firm's "about us", a legal notice, a disclaimer written as paragraphs); an article's
 * own footer, or an article teased inside the site's footer, is judged as any block is.
 */
export function inSiteFooter(el: Element): boolean {
  let footer = false;
  for (let cur: AnyNode | null = el; cur && cur.type === 'tag'; cur = cur.parent) {
    const name = (cur as Element).name;
    if (name === 'article' || name === 'main') return false;
    if (name === 'footer') footer = true;
  }
  return footer;
}

/**
 * What the page itself marks as its content's outer edge, which the climb toward more prose never
 * leaves (what lies beyond is the site's frame: testimonials, "Google reviews", related products,
 * footers): its one <main>, its one <article>, and a product page's product — the block named
 * `product` (its only one, or, beside related products' cards of that name, the one holding the
 * page's one <h1>, its title; WooCommerce's `div#product-N.product`, Shopify themes' `.product`).
 */
export function contentEdges(body: Element): Set<Element> {
  // One walk over the page, collecting the four kinds of element the edges are chosen from.
  const mains: Element[] = [];
  const articles: Element[] = [];
  const products: Element[] = [];
  const titles: Element[] = [];
  findAll((e) => {
    if (e.name === 'main' || e.attribs.role === 'main') mains.push(e);
    if (e.name === 'article') articles.push(e);
    if (e.name === 'h1') titles.push(e);
    if (PRODUCT.test(e.attribs.class ?? '')) products.push(e);
    return false;
  }, body.children);
  const product = products.length <= 1 ? products[0] : titles.length === 1 ? namedProductAbove(titles[0]!, body) : undefined;
  const edges = new Set<Element>();
  for (const edge of [mains.length === 1 ? mains[0] : undefined, articles.length === 1 ? articles[0] : undefined, product]) if (edge) edges.add(edge);
  return edges;
}

const PRODUCT = /(^|\s)product(\s|$)/;

function namedProductAbove(title: Element, body: Element): Element | undefined {
  for (let cur = title.parent; cur && cur !== body && cur.type === 'tag'; cur = cur.parent) if (PRODUCT.test((cur as Element).attribs.class ?? '')) return cur as Element;
  return undefined;
}
