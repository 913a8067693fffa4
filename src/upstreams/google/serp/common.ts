/**
 * Site knowledge shared by the block parsers: where the results column is, which containers are
 * not organic results, and how Google delivers thumbnails (as data URLs set by inline scripts).
 */
import type { Element } from 'domhandler';
import { attr, findAll, hasClass, isInside, type SerpDom } from './dom.ts';

export type Json = Record<string, unknown>;

/** The column that holds the results: #rso (JS layouts), #search, else the whole body. */
export function resultsColumn(dom: SerpDom): Element | undefined {
  return dom.byId('rso') ?? dom.byId('search') ?? dom.byId('main') ?? undefined;
}

// The 2024 "whole-page" panel layout puts the organic results inside #kp-wp-tab-overview, so the
// panel wrappers are not on this list; its right-hand column (#rhs) is.
const NON_ORGANIC_IDS = new Set(['tads', 'tadsb', 'bottomads', 'rhs', 'botstuff', 'tvcap']);
const NON_ORGANIC_TAGS = new Set(['g-section-with-header', 'g-scrolling-carousel', 'related-question-pair', 'g-accordion-expander', 'g-inner-card', 'block-component', 'g-expandable-container']);

/** Containers whose links are ads, "People also ask", carousels or panels — never organic results. */
export function NON_ORGANIC(e: Element): boolean {
  return (
    NON_ORGANIC_TAGS.has(e.name) ||
    (e.attribs.id !== undefined && NON_ORGANIC_IDS.has(e.attribs.id)) ||
    e.attribs['data-text-ad'] !== undefined ||
    e.attribs['data-q'] !== undefined ||
    e.attribs.jscontroller === 'rTuANe' ||
    hasClass(e, 'related-question-pair') ||
    hasClass(e, 'uEierd')
  );
}

/**
 * Thumbnails are placeholders (a 1×1 gif) whose real data URL an inline script sets later:
 * `var s='data:image/jpeg;base64,…';var ii=['dimg_15'];_setImagesSrc(ii,s)` (seen 2023–2026).
 * The map is built once per page, on first use.
 */
export function imageSources(dom: SerpDom): Map<string, string> {
  const cached = imageCache.get(dom);
  if (cached) return cached;
  const map = new Map<string, string>();
  // indexOf finds each assignment fast; the small regex then reads it in place.
  const html = dom.html;
  const re = /var s='(data:image\/[^']+)';var ii=\[([^\]]+)\]/y;
  for (let at = html.indexOf("var s='data:image"); at >= 0; at = html.indexOf("var s='data:image", at + 16)) {
    re.lastIndex = at;
    const m = re.exec(html);
    if (!m) continue;
    const src = m[1]!.replace(/\\x3d/g, '=');
    for (const id of m[2]!.split(',')) map.set(id.trim().replace(/^'|'$/g, ''), src);
  }
  imageCache.set(dom, map);
  return map;
}

const imageCache = new WeakMap<SerpDom, Map<string, string>>();

/** The real source of an <img>: its script-set data URL, data-src, or a non-placeholder src. */
export function imageSource(dom: SerpDom, img: Element | undefined): string | undefined {
  if (!img) return undefined;
  const id = attr(img, 'id');
  const fromScript = id ? imageSources(dom).get(id) : undefined;
  if (fromScript) return fromScript;
  const src = attr(img, 'data-src') ?? attr(img, 'src');
  if (!src || src.startsWith('data:image/gif')) return undefined;
  return src.startsWith('/') ? new URL(src, dom.url).href : src;
}

/** The result's thumbnail: an image in the card outside the title link (which holds the favicon). */
export function thumbnailFor(dom: SerpDom, card: Element, titleLink: Element): string | undefined {
  const imgs = findAll(card, 'img').filter((img) => !isInside(img, titleLink) && attr(img, 'id')?.startsWith('dimg_'));
  return imageSource(dom, imgs[0]);
}

export function safeUrl(href: string, base: string): URL | undefined {
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}
