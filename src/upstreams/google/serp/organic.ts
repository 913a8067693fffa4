/**
 * organic_results: found by structure — a link holding a heading (h3, or role=heading in the
 * basic layout), leading off Google, in a card that shows the site's address — not by the
 * generated class names, which change every few months. Class names appear only as hints with a
 * structural fallback beside them.
 */
import type { Element } from 'domhandler';
import { isGoogleFeatureLink, unwrapGoogleLink } from '../links.ts';
import { attr, closest, findAll, findFirst, hasClass, isInside, parseCount, textOf, type SerpDom } from './dom.ts';
import { NON_ORGANIC, resultsColumn, thumbnailFor, type Json } from './common.ts';
import { carouselRoots, isVideoCardHeading } from './sections.ts';

const CARD_CLASSES = ['tF2Cxc', 'Ww4FFb', 'MjjYud', 'g', 'ZINbbc', 'Gx5Zad', 'xpd', 'ezO2md', 'N54PNb'];

/** `extend` adds a vertical's own fields to each result, from the result's card. */
export function organicResults(dom: SerpDom, extend?: (card: Element, result: Json) => Json): Json[] {
  const column = resultsColumn(dom);
  const results: Json[] = [];
  const seenCards = new Set<Element>();
  for (const heading of dom.headings) {
    if (column && !isInside(heading, column)) continue;
    const a = closest(heading, (e) => e.name === 'a', 6);
    if (!a) continue;
    const link = unwrapGoogleLink(attr(a, 'href'), dom.url);
    // Organic results lead off Google; links into Google's own features are blocks of their own.
    if (!link || isGoogleFeatureLink(link)) continue;
    if (closest(a, (e) => NON_ORGANIC(e)) !== undefined) continue;
    if (isVideoCardHeading(heading) || carouselRoots(dom).some((root) => isInside(a, root))) continue;
    const card = closest(a, (e) => e.attribs['data-hveid'] !== undefined || CARD_CLASSES.some((c) => hasClass(e, c)), 12);
    if (!card || seenCards.has(card)) continue;
    // Organic cards show the site's address (cite, the mobile layout's role=text line, or the
    // basic layout's address line); carousels and widgets do not.
    const address = displayedLink(dom, card);
    const title = textOf(heading);
    if (!title || !address) continue;
    seenCards.add(card);
    const result = organicResult(dom, card, a, title, link, address, results.length + 1);
    results.push(extend ? extend(card, result) : result);
  }
  return results;
}

const LOOKS_LIKE_ADDRESS = /^(https?:\/\/|www\.)|^[\w-]+(\.[\w-]+)+( › |\/|$)| › /;

function displayedLink(dom: SerpDom, card: Element): string | undefined {
  for (const el of findAll(card, 'cite, [role="text"], .UPmit, .qzEoUe')) {
    const text = textOf(el);
    if (el.name === 'cite' ? text : LOOKS_LIKE_ADDRESS.test(text)) return text;
  }
  return undefined;
}

function organicResult(dom: SerpDom, card: Element, a: Element, title: string, link: string, displayed: string, position: number): Json {
  // The innermost candidate: the basic layout nests its snippet and sitelinks lines in one outer block.
  const candidates = findAll(card, '.VwiC3b, [data-sncf="1"], [data-snf="nke7rc"], .BNeawe.s3v9rd, .yDYNvb, .lEBKkf, .FrIlee');
  const snippetNode = candidates.find((c) => !candidates.some((o) => o !== c && isInside(o, c)));
  const dateNode = snippetNode ? findFirst(snippetNode, '.YrbPuc, .LEwnzc, .MUxGbd.wuQ4Ob') : undefined;
  const date = textOf(dateNode).replace(/\s*[—-]\s*$/, '');
  let snippet = textOf(snippetNode);
  if (date && snippet.startsWith(date)) snippet = snippet.slice(date.length).replace(/^\s*[—-]\s*/, '');
  snippet = snippet.replace(/\s*Read more$/, '');
  const favicon = attr(findFirst(a, 'img'), 'src');
  const source = textOf(findFirst(card, '.VuuXrf, .BTu2cd, .GkAmnd'));
  const thumbnail = thumbnailFor(dom, card, a);
  const href = attr(a, 'href');
  const redirect = href?.startsWith('/url?') ? new URL(href, dom.url).href : undefined;
  return {
    position,
    title,
    link,
    ...(redirect ? { redirect_link: redirect } : {}),
    displayed_link: displayed,
    ...(source ? { source } : {}),
    ...(favicon?.startsWith('data:image') || favicon?.startsWith('http') ? { favicon } : {}),
    ...(thumbnail ? { thumbnail } : {}),
    ...(date ? { date } : {}),
    ...(snippet ? { snippet, snippet_highlighted_words: highlighted(dom, snippetNode) } : {}),
    ...richSnippet(dom, card),
    ...sitelinks(dom, card, a, link, snippetNode),
  };
}

function highlighted(dom: SerpDom, node: Element | undefined): string[] {
  if (!node) return [];
  return findAll(node, 'em, b').map((e) => textOf(e)).filter(Boolean);
}

/** The rating line ("Rating: 4.7 · 12,496 votes · 30 min") as SerpApi's rich_snippet.bottom. */
function richSnippet(dom: SerpDom, card: Element): Json {
  const stars = findFirst(card, '[role="img"][aria-label*="out of"], [aria-label^="Rated"]');
  if (!stars) return {};
  const line = textOf(stars.parent);
  if (!line) return {};
  const extensions = line.split(/\s*·\s*/).map((s) => s.trim()).filter(Boolean);
  const rating = /([\d.,]+)/.exec(extensions.find((e) => /\d/.test(e)) ?? '')?.[1];
  const votes = extensions.find((e) => /vote|review|röst|omdöme|Bewertung|Rezension|avis/i.test(e));
  return {
    rich_snippet: {
      bottom: {
        extensions,
        detected_extensions: {
          ...(rating ? { rating: Number(rating.replace(',', '.')) } : {}),
          ...(votes ? { votes: parseCount(votes) } : {}),
        },
      },
    },
  };
}

/**
 * Sitelinks: further heading links in the card are "expanded" sitelinks (each with its own
 * snippet); other plain links to other pages of the result, outside the snippet, are "inline".
 */
function sitelinks(dom: SerpDom, card: Element, main: Element, mainLink: string, snippetNode: Element | undefined): Json {
  const expanded: Json[] = [];
  const inline: Json[] = [];
  const seen = new Set([mainLink]);
  for (const el of findAll(card, 'a[href]')) {
    if (el === main || isInside(el, main) || (snippetNode && isInside(el, snippetNode))) continue;
    const link = unwrapGoogleLink(attr(el, 'href'), dom.url);
    if (!link || isGoogleFeatureLink(link) || seen.has(link)) continue;
    const heading = findFirst(el, 'h3, [role="heading"]') ?? closest(el, (e) => e.name === 'h3', 3);
    const title = textOf(heading ?? el);
    if (!title || (findFirst(el, 'img') && !heading)) continue;
    seen.add(link);
    if (heading) {
      const box = closest(el, (e) => findAll(e, 'h3, [role="heading"]').length === 1 && textOf(e).length > title.length + 20, 5);
      const snippet = box ? textOf(box).replace(title, '').trim() : '';
      expanded.push({ title, link, ...(snippet ? { snippet } : {}) });
    } else {
      inline.push({ title, link });
    }
  }
  if (expanded.length === 0 && inline.length === 0) return {};
  return { sitelinks: { ...(expanded.length ? { expanded } : {}), ...(inline.length ? { inline } : {}) } };
}
