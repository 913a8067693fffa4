/**
 * Inside the chosen content: what to prune — link farms, widget shells, empty wrappers, calls to
 * action standing alone. Decisions read the measures taken before any removal; the caller removes.
 */
import type { Element } from 'domhandler';
import { articleHeader, BOILERPLATE, CONTENT_HINT, isCard, VERBATIM } from './boilerplate.ts';
import { withoutItemTitles } from './item-titles.ts';
import { posterAvatars } from './poster-name.ts';
import { VIDEO_LINK } from './video-embeds.ts';
import { existsOne } from 'domutils';
import { cells, layoutTable } from './markdown-structure.ts';
import { attrs, hasAncestor, HEADING, kindClasses, linkDensity, plain, repeatedGroups, plainLine, wordCount, type Stats } from './page-stats.ts';
import { authorLink, FORMATTING, INLINE, inSentence, isLinkFarm, withinSentence, wordsBeside } from './link-lists.ts';
import { colophon, pictureCredit, promoLine, STOCK_LABEL, tableOfContents, TOC_LABEL } from './stock-lines.ts';

/**
 * A carousel (ARIA's `aria-roledescription="carousel"`) whose words are nearly all links: a strip
 * of teasers pointing elsewhere — Amazon's "related Sponsored Products" under an item (2026),
 * a service page's slider of story cards, "Featured" promos — beside the content, unless it is
 * most of what the block holds. A carousel of quotes or slides with prose is content.
 */
function linkCarousel(el: Element, s: Stats, rootText: number): boolean {
  return el.attribs['aria-roledescription'] === 'carousel' && s.text > 0 && linkDensity(s) >= 0.8 && s.text < rootText * 0.5;
}

/** What shows with no text: pictures (and a <picture>'s sources), rules and line breaks. */
const MEDIA = new Set(['img', 'picture', 'source', 'video', 'hr', 'br', 'wbr']);
/** Elements that lay out even when empty: inline ones (a space inside), table cells, and media. */
const KEEPS_LAYOUT = new Set([...FORMATTING, ...MEDIA, 's', 'del', 'ins', 'label', 'time', 'td', 'th']);

export function prunable(root: Element, stats: Map<Element, Stats>, options: { linkFarms?: boolean } = {}): Element[] {
  const found: Element[] = [];
  const farms: Element[] = [];
  // What is prunable inside each link farm: pruned too when the farm stays (as the listing).
  const insideFarm = new Map<Element, Element[]>();
  // Short lone links, judged together once all are found: calls to action, or a list's titles.
  const lone: Element[] = [];
  const insideLone = new Map<Element, Element[]>();
  // Each parent's children counted by shape, once per parent (cardSiblings).
  const cards = new Map<Element, Map<string, Siblings>>();
  const rootText = stats.get(root)?.text ?? 0;
  // Inside a link farm short links alone in their block are its items, not calls to action.
  // Inside a card (`inCard`) its lists of links are the card's own, not menus.
  const visit = (parent: Element, into: Element[], inFarm = false, inCard = false) => {
    for (const c of parent.children) {
      if (c.type !== 'tag' || !stats.has(c as Element) || VERBATIM.has((c as Element).name)) continue;
      const el = c as Element;
      const s = stats.get(el)!;
      const name = attrs(el);
      let avatars: Element[] | undefined;
      const named = BOILERPLATE.test(name) && !CONTENT_HINT.test(name) && linkDensity(s) > 0.2 && s.text < rootText * 0.5 && !isCard(el) && !HEADING.test(el.name) && !articleHeader(el);
      // A sharing widget's label, its buttons being pictures ("If you like it, please share it!", class "ssba-share-text").
      const shareLabel = s.text > 0 && s.text <= 60 && SHARING.test(name) && !isCard(el) && !HEADING.test(el.name);
      // An empty inline element or table cell still lays out: "<a>Private clouds</a><b> </b>are"
      // is two words, and a row keeps its columns.
      const empty = s.text === 0 && !hasMedia(el) && !KEEPS_LAYOUT.has(el.name);
      // Calls to action ("Book Now", "Get started", "Skip to content") styled as buttons.
      const button = s.text <= 30 && (el.name === 'a' || el.name === 'span' || el.name === 'div') && (/(^|[\s_-])(btn|button|cta)([\s_-]|$)/i.test(name) || el.attribs.role === 'button');
      if (named || shareLabel || empty || button || linkCarousel(el, s, rootText) || stockLabel(el, s) || tableOfContents(el, s) || colophon(el, s) || pictureCredit(el, s) || promoLine(el, s)) into.push(el);
      // A link to an embedded video stands alone where the player stood (video-embeds.ts): no button, no menu.
      else if (s.linkCount > 0 && s.linkCount <= 3 && (el.attribs[VIDEO_LINK] !== undefined || existsOne((e) => e.attribs[VIDEO_LINK] !== undefined, el.children))) visit(el, into, inFarm, inCard);
      else if (!inFarm && (avatars = posterAvatars(el, s))) into.push(...avatars);
      // A list of short links among lists of its shape that read as content (a changelog's
      // contributors, each over the pull requests they wrote) is one of them, not a button row.
      else if (!inFarm && callToAction(el, s) && !(/^(ul|ol)$/.test(el.name) && itemAmongItems(el, stats, cards))) {
        // Kept if it turns out to be an item's title: then the stock labels and widgets inside it
        // go ("See all reviews" beside a section's heading); its links are the title, as in a farm.
        lone.push(el);
        const inside: Element[] = [];
        insideLone.set(el, inside);
        visit(el, inside, true, inCard);
      } else if (!inFarm && !inCard && isLinkFarm(el, s)) {
        // A card among cards is kept, its links its own; what stands alone inside it is judged as anywhere.
        if (itemAmongItems(el, stats, cards)) {
          visit(el, into, false, true);
          continue;
        }
        farms.push(el);
        const inside: Element[] = [];
        insideFarm.set(el, inside);
        visit(el, inside, true);
      } else if (!HEADING.test(el.name) && !dataTable(el)) visit(el, into, inFarm, inCard || (!inFarm && cardAmongLinkCards(el, stats, cards)));
    }
  };
  visit(root, found);
  const calls = new Set(withoutItemTitles(lone, shape));
  for (const el of lone) found.push(...(calls.has(el) ? [el] : (insideLone.get(el) ?? [])));
  if (options.linkFarms === false) return [...found, ...farms.flatMap((el) => insideFarm.get(el) ?? [])];
  // Three or more link lists of one shape, holding a tenth of the text or more, are the listing
  // itself (an index's letters, a directory's sections, a news list's rows), not a menu dropped
  // into the text nor a site footer's link columns.
  const listing = repeatedGroups(farms, shape, stats, rootText * 0.1);
  return [...found, ...farms.filter((el) => !listing.has(el)), ...[...listing].flatMap((el) => insideFarm.get(el) ?? [])];
}

/**
 * Short links standing alone in their block ("Get started", "Book now · See plans", "Reply
 * With Quote") are buttons, whatever their classes: a block whose only text is one to three
 * links of a few words each. A heading's, a list item's or a table cell's links are not.
 */
function callToAction(el: Element, s: Stats): boolean {
  if (s.linkCount === 0 || s.linkCount > 3 || s.text === 0 || s.links !== s.text || s.text > 30 * s.linkCount) return false;
  if (hasAncestor(el, (cur) => /^(h[1-6]|li|td|th|dt|dd|figcaption|table)$/.test(cur.name))) return false;
  if (inSentence(el)) return false;
  if (authorLink(el)) return false;
  return wordCount(el) <= 4 * s.linkCount;
}

/**
 * A stock label standing alone in its block — a call to action written as text in a card
 * ("Learn More", "Read more ›"), a loader's "Loading...", a widget's "3 Likes", an ad's
 * "Sponsored", a sharing widget's "Share" or "Like this:" — is the frame's, not a line of the
 * content. The same words inside a sentence are content.
 */
function stockLabel(el: Element, s: Stats): boolean {
  // (Not an <h1>: a page's title may be the words, "Contact Us" over a contact page.)
  if (s.text === 0 || s.text > 25 || !/^(p|div|span|a|strong|b|h[2-6])$/.test(el.name)) return false;
  const text = plainLine(el);
  if (!TOC_LABEL.test(text) && !STOCK_LABEL.test(text)) return false;
  // On a line of its own: an inline label with words beside it ("<b>FREE Shipping</b> on orders") is part of a line.
  if (!INLINE.has(el.name)) return true;
  if (wordsBeside(el, 'prev') || wordsBeside(el, 'next')) return false;
  // So is one that a link or emphasis wraps alone, in a sentence: "To apply, <a><b>click here</b></a>."
  // (Not a teaser's "… <a><span>Read more</span></a>" after its excerpt: nothing follows it.)
  let line = el;
  while (line.parent?.type === 'tag' && INLINE.has((line.parent as Element).name) && plain(line.parent).trim() === plain(line).trim()) line = line.parent as Element;
  return line === el || !withinSentence(line);
}

function shape(el: Element): string {
  const parent = el.parent as Element | null;
  return `${parent?.name ?? ''}.${parent?.attribs?.class ?? ''}>${el.name}.${kindClasses(el)}`;
}

const SHARING = /(^|[\s_-])(share|sharing|social)([\s_-]|$)/i;

const STRUCTURED = new Set(['ul', 'ol', 'dl', 'li', 'tr', 'td', 'th', 'article']);

/**
 * One card of a list whose other cards read as text ("Vibe Marketplace by Greta · Sell what you
 * ship, instantly · Freelance • No-Code", where the others' taglines are longer) is a card too,
 * not a menu: three or more siblings of its shape, most of them no link farm.
 */
function itemAmongItems(el: Element, stats: Map<Element, Stats>, cache: Map<Element, Map<string, Siblings>>): boolean {
  const s = cardSiblings(el, stats, cache);
  return !!s && s.same >= 3 && s.farms < s.same * 0.5;
}

/**
 * The other way round: one card that reads as text among cards that read as link lists (GitHub's
 * topic page, 2026: a repository whose description outweighs its links among nineteen whose links
 * outweigh theirs) is a card like them: its title's links and its tag list are its own, not
 * menus to prune, as they are in the other cards.
 */
function cardAmongLinkCards(el: Element, stats: Map<Element, Stats>, cache: Map<Element, Map<string, Siblings>>): boolean {
  const s = cardSiblings(el, stats, cache);
  return !!s && s.same >= 3 && s.farms >= s.same * 0.5;
}

interface Siblings {
  /** Siblings of the card's shape, the card among them. */
  same: number;
  /** How many of those read as link farms. */
  farms: number;
}

/**
 * The siblings of `el`'s card shape. A parent's children are counted by shape in one pass, the
 * first time one of them asks (a list may hold thousands, each of its own shape).
 */
function cardSiblings(el: Element, stats: Map<Element, Stats>, cache: Map<Element, Map<string, Siblings>>): Siblings | undefined {
  const parent = el.parent as Element | null;
  // Cards are named for what they are, or are lists, list items or table cells: plain blocks with
  // no name (a paragraph of social links among paragraphs of prose) are not.
  if (!parent || parent.type !== 'tag' || (!el.attribs.class?.trim() && !STRUCTURED.has(el.name))) return undefined;
  let byShape = cache.get(parent);
  if (!byShape) {
    byShape = new Map();
    for (const c of parent.children) {
      if (c.type !== 'tag') continue;
      const key = cardKey(c as Element);
      const siblings = byShape.get(key) ?? { same: 0, farms: 0 };
      const cs = stats.get(c as Element);
      siblings.same++;
      if (cs && isLinkFarm(c as Element, cs)) siblings.farms++;
      byShape.set(key, siblings);
    }
    cache.set(parent, byShape);
  }
  return byShape.get(cardKey(el));
}

/** A card's shape among its siblings: its element and its whole class list. */
const cardKey = (el: Element) => `${el.name}.${el.attribs.class ?? ''}`;

/**
 * A table of data is kept or dropped whole: a row of it is no menu, though its cells are mostly
 * links (a release table's download links, a schedule's teams): pruning rows breaks its grid.
 */
function dataTable(el: Element): boolean {
  return el.name === 'table' && !layoutTable(cells(el));
}

export function hasMedia(el: Element): boolean {
  for (const c of el.children) {
    if (c.type !== 'tag') continue;
    const e = c as Element;
    if (MEDIA.has(e.name) || hasMedia(e)) return true;
  }
  return false;
}
