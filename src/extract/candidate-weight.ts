/**
 * What a container's own markup says about it, beside the prose scored into it: names that say
 * content or boilerplate, the article and main elements — unless the "article" is one teaser
 * among many — and reference lists, which are never the content.
 */
import type { Element } from 'domhandler';
import { BOILERPLATE, CONTENT_HINT } from './boilerplate.ts';
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
