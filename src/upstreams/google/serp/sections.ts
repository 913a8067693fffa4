/**
 * Titled sections ("Top stories", "Videos", "Short videos", "Images", "Places"…) and the cards
 * inside them. A section is recognised by its visible heading, in the languages of the locales
 * we see most (the class names around it change every few months; the words do not), and its
 * cards are read generically: the link, its heading, and the short lines around it classified
 * by shape (a date, a duration, a source).
 */
import type { Element } from 'domhandler';
import { isGoogleFeatureLink, unwrapGoogleLink } from '../links.ts';
import { imageSource, type Json } from './common.ts';
import { attr, closest, findAll, findFirst, hasClass, isInside, textOf, type SerpDom } from './dom.ts';

const SECTION_ROOT = (e: Element) =>
  e.name === 'g-section-with-header' || hasClass(e, 'MjjYud') || hasClass(e, 'ULSxyf') || hasClass(e, 'hlcw0c') || hasClass(e, 'vtSz8d') || e.attribs.jscontroller === 'HWk0Gf';

/** Sections of the results column whose heading matches `title`, each with its heading text. */
export function sections(dom: SerpDom, title: RegExp): { root: Element; heading: string }[] {
  const out: { root: Element; heading: string }[] = [];
  const seen = new Set<Element>();
  for (const { el: h, text } of sectionHeadings(dom)) {
    if (!title.test(text)) continue;
    const root = closest(h, SECTION_ROOT, 15) ?? closest(h, (e) => e.attribs['data-hveid'] !== undefined, 6);
    // A heading whose nearest block holds results titled by h3 is a tab or a label (the 2024
    // whole-page panel's "Videos" tab), not a carousel's title: carousel cards are not h3s.
    if (!root || seen.has(root) || root.attribs.id === 'rso' || dom.byTag('h3').filter((h3) => isInside(h3, root)).length >= 3) continue;
    seen.add(root);
    out.push({ root, heading: text });
  }
  return out;
}

/** Short headings of the page with their text, computed once per page for every section kind. */
function sectionHeadings(dom: SerpDom): { el: Element; text: string }[] {
  let list = headingCache.get(dom);
  if (!list) {
    list = [];
    for (const el of [...dom.headings, ...dom.byTag('h1'), ...dom.byTag('h2'), ...dom.byTag('g-tray-header')]) {
      const text = textOf(el);
      if (text && text.length <= 60) list.push({ el, text });
    }
    headingCache.set(dom, list);
  }
  return list;
}

const headingCache = new WeakMap<SerpDom, { el: Element; text: string }[]>();

export const TOP_STORIES = /^(Top stories|Schlagzeilen|Top-Meldungen|Toppnyheter|Nyheter|À la une|Principales noticias|Notizie principali|Principais notícias|News)$/i;
export const VIDEOS = /^(Videos?|Vidéos|Vídeos|Videor|Trailers & clips)$/i;
export const SHORT_VIDEOS = /^(Short videos|Kurze Videos|Korta videor|Vidéos courtes|Videos cortos)$/i;

/** The carousels of the page (top stories, videos, short videos): their cards are not organic results. */
export function carouselRoots(dom: SerpDom): Element[] {
  let roots = carouselCache.get(dom);
  if (!roots) {
    roots = [TOP_STORIES, VIDEOS, SHORT_VIDEOS].flatMap((re) => sections(dom, re).map((s) => s.root));
    carouselCache.set(dom, roots);
  }
  return roots;
}

const carouselCache = new WeakMap<SerpDom, Element[]>();

export const DATE = /\b(ago|vor|sedan|il y a|hace|fa)\b|^\d{1,2} (min|mins|hours?|days?|weeks?|months?|years?)\b|^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}$|^\d{1,2}[. ] ?\w{3,}\.? \d{4}$|^\d{4}-\d{2}-\d{2}$|^(yesterday|gestern|igår|hier|ayer)$/i;
const DURATION = /^(\d{1,2}:)?\d{1,2}:\d{2}$/;

export interface Card {
  title: string;
  link: string;
  source?: string;
  channel?: string;
  date?: string;
  duration?: string;
  thumbnail?: string;
  /** The card's element, for block-specific extras. */
  el: Element;
}

/** The cards of a section: one per distinct link leading off Google that carries a title. */
export function cards(dom: SerpDom, root: Element): Card[] {
  const out: Card[] = [];
  const seen = new Set<string>();
  for (const a of findAll(root, 'a[href]')) {
    const card = cardOf(dom, a);
    if (!card || seen.has(card.link)) continue;
    seen.add(card.link);
    out.push(card);
  }
  return out;
}

/**
 * A video card outside any titled carousel (2023–2024 pages list them among the results): a
 * link whose role=heading holds the whole card, the platform's name in a <cite> included.
 */
export function isVideoCardHeading(heading: Element): boolean {
  return heading.attribs.role === 'heading' && findFirst(heading, 'cite') !== undefined && leafLines(heading).length >= 2;
}

/** The card a link stands for: its title, link and the short lines around it read by shape. */
export function cardOf(dom: SerpDom, a: Element): Card | undefined {
  const link = unwrapGoogleLink(attr(a, 'href'), dom.url);
  if (!link || isGoogleFeatureLink(link)) return undefined;
  const headingEl = findFirst(a, '[role="heading"], h3');
  const lines = leafLines(a);
  // Video cards (2023–2024) put the whole card inside their role=heading: the title is its first line.
  const headingLines = headingEl ? leafLines(headingEl) : [];
  const label = labelParts(attr(a, 'aria-label'));
  // Video cards put the whole card inside their heading ("Title", "YouTube · Channel", "date"):
  // the title is the first line when the others are such details.
  const detailsInHeading = headingEl !== undefined && (isVideoCardHeading(headingEl) || headingLines.slice(1).some((l) => DATE.test(l) || / · /.test(l)));
  const title = (detailsInHeading ? headingLines[0] : textOf(headingEl)) || label.title || longest(lines);
  if (!title) return undefined;
  const rest = lines.filter((l) => l !== title && !title.includes(l) && l !== '·' && l.length < 80);
  const date = rest.find((l) => DATE.test(l));
  const duration = rest.find((l) => DURATION.test(l));
  const names = rest.filter((l) => l !== date && l !== duration && !/^[·•|]+$/.test(l) && !/^\d+$/.test(l) && !/ views?$|Aufrufe|visningar/i.test(l) && !/^(Video|Live|LIVE|Videos?)$/.test(l));
  const img = findAll(a, 'img').find((i) => !hasClass(i, 'YQ4gaf') || (attr(i, 'width') ?? '99') > '40') ?? findFirst(a, 'img');
  const thumbnail = imageSource(dom, img);
  const source = names[0]?.replace(/\s*·\s*$/, '') ?? label.platform;
  const channel = names[1]?.replace(/^·\s*/, '') ?? label.channel;
  return {
    title,
    link,
    ...(source ? { source } : {}),
    ...(channel ? { channel } : {}),
    ...(date ? { date } : {}),
    ...(duration ? { duration } : {}),
    ...(thumbnail ? { thumbnail } : {}),
    el: a,
  };
}

/**
 * Video links' accessible labels read "<title> by <channel>. Play on <platform>. <duration>"
 * (2023–2024, desktop and mobile): split, so that the title is only the title.
 */
function labelParts(label: string | undefined): { title?: string; channel?: string; platform?: string } {
  if (!label) return {};
  const m = /^(.*?)\s+by\s+(.+?)\.\s+Play on\s+([^.]+)\./.exec(label);
  return m ? { title: m[1], channel: m[2], platform: m[3] } : { title: label };
}

/** The element's short text runs, each as its reader sees it (one per innermost text-holding element). */
export function leafLines(el: Element): string[] {
  const lines: string[] = [];
  const walk = (node: Element) => {
    let own = '';
    for (const c of node.children) {
      if (c.type === 'text') own += c.data;
      else if (c.type === 'tag') {
        if (own.trim()) lines.push(own.replace(/\s+/g, ' ').trim());
        own = '';
        walk(c as Element);
      }
    }
    if (own.trim()) lines.push(own.replace(/\s+/g, ' ').trim());
  };
  walk(el);
  return lines;
}

function longest(lines: string[]): string {
  return lines.reduce((a, b) => (b.length > a.length ? b : a), '');
}

export function toJson(card: Card, extra: Json = {}): Json {
  const { el: _el, ...rest } = card;
  return { ...rest, ...extra };
}
