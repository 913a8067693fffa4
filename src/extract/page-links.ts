/**
 * Every link on a page, for crawling from it (`links=all` on /web/markdown, as Firecrawl's
 * `links` format): each `<a href>` and image-map `<area href>` in page order — navigation and
 * footer included, the main content having no say — made absolute against the page's base URL,
 * each address once (its first text kept). Only web addresses (http, https); a link to a place
 * on the page itself (`#top`, a script's `#` — written as a fragment, as the Markdown reads it,
 * whatever the base) and links inside a <template> (markup a script may stamp out, not yet on
 * the page) are left out.
 */
import type { AnyNode, Document, Element } from 'domhandler';
import { textContent } from 'domutils';
import { documentBaseUrl } from './base-url.ts';
import { altText } from './markdown-text.ts';

export interface PageLink {
  url: string;
  /** What the link shows: its text, else its picture's alt, else its aria-label or title ('' if none). */
  text: string;
  /** Its rel, where it has one ("nofollow", "sponsored ugc"): what search engines are told about it. */
  rel?: string;
}

export function pageLinks(doc: Document, pageUrl: string, base = documentBaseUrl(doc, pageUrl)): PageLink[] {
  const here = withoutFragment(pageUrl);
  const seen = new Set<string>();
  const links: PageLink[] = [];
  const stack: AnyNode[] = [...doc.children].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
    const el = node as Element;
    if (el.name === 'template') continue;
    const href = el.attribs.href?.trim();
    if ((el.name === 'a' || el.name === 'area') && href !== undefined && !href.startsWith('#')) {
      const url = URL.parse(href, base);
      if (url && (url.protocol === 'http:' || url.protocol === 'https:') && !seen.has(url.href) && !(url.hash && withoutFragment(url.href) === here)) {
        seen.add(url.href);
        const rel = el.attribs.rel?.trim().toLowerCase().replace(/\s+/g, ' ');
        links.push({ url: url.href, text: linkText(el), ...(rel ? { rel } : {}) });
      }
    }
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  }
  return links;
}

function linkText(el: Element): string {
  const text = textContent(el).replace(/\s+/g, ' ').trim();
  if (text) return text;
  const alt = findAlt(el);
  return (alt ?? el.attribs['aria-label'] ?? el.attribs.title ?? el.attribs.alt ?? '').replace(/\s+/g, ' ').trim();
}

function findAlt(el: Element): string | undefined {
  for (const c of el.children) {
    if (c.type !== 'tag') continue;
    const child = c as Element;
    const alt = child.name === 'img' ? altText(child) : findAlt(child);
    if (alt) return alt;
  }
  return undefined;
}

function withoutFragment(url: string): string {
  const i = url.indexOf('#');
  return i < 0 ? url : url.slice(0, i);
}
