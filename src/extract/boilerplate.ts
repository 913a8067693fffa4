/**
 * What is not a page's content by the names sites give it: blocks named boilerplate that read
 * like it (mostly links or short), an article's comments, reviews and related items after the
 * content. (Never-content by structure: never-content.ts; pruning inside the content: prune.ts.)
 */
import type { Element } from 'domhandler';
import { existsOne, findAll, findOne, textContent } from 'domutils';
import { attrs, hasAncestor, HEADING, linkDensity, repeatedGroups, textLength, type Stats } from './page-stats.ts';
import { removeAll } from './dom-removal.ts';

/**
 * Code is kept verbatim: its highlighter's spans carry names ("hljs-comment", "token tag") that
 * would read as boilerplate, and a code comment is part of the code.
 */
export const VERBATIM = new Set(['pre', 'code']);


// Names of the frame and its widgets; a post's controls bar too (vBulletin's "postcontrols", XenForo's
// "actionBar", Discourse's "post-controls": reply, quote, like), not "controls" alone (a product's "Touch controls").
// Not a name saying what a block has ("section-with-header", "heading-2-with-jump-link", "no-sidebar"):
// github.blog's "Latest" section and EnergySage's section headings, 2026.
const BOILERPLATE_WORDS = /(^|[\s_-])(?<!(?:with|has|no|without)-)(comment|comments|disqus|share|sharing|social|related|recommend|recirc|sidebar|cookie|consent|gdpr|banner|newsletter|subscribe|subscription|promo|advert|ads?|sponsor|breadcrumbs?|pagination|pager|menu|navbar|nav|navheader|navfooter|footer|masthead|site-header|header|popup|popover|modal|overlay|toolbar|tags|tag-list|author-bio|signup|sign-up|login|outbrain|taboola|skip|offcanvas|drawer|toc|table-of-contents|print|rating|reviews-widget|most-popular|trending|more-stories|read-next|jump|loading|spinner|skeleton|postcontrols|post-controls|actionbar|action-bar|post-actions)([\s_-]|$)/i;

/**
 * A class or id naming a sidebar widget starts with it ("widget widget_recent_entries",
 * "widget-area"); page builders put the word inside every wrapper ("elementor-widget-container").
 */
export const BOILERPLATE = new RegExp(`${BOILERPLATE_WORDS.source}|(^|\\s)widgets?([\\s_-]|$)`, 'i');

export const CONTENT_HINT = /(^|[\s_-])(article|content|main|post|entry|body|text|story|prose|markdown|docs?|documentation|blog|page-content|product|description|thread|message|answer|question|review)([\s_-]|$)/i;

/**
 * Blocks named like boilerplate that read like it (mostly links, or short) are removed — unless
 * the block holds most of the page: that is a layout wrapper whose name tells where the layout
 * puts something else ("flex-wrap-footer", "has-sidebar", "row-offcanvas"), not a widget. Three
 * or more blocks of one name holding a tenth of the page or more are not widgets either: they are
 * the page's own cards ("promo cmp-promo__services" on a services index, "recirc-list" rows on a
 * recipe category) — comment blocks aside, which the comment rules judge.
 */
/** Names of the site's frame, never a page's cards however often they repeat (mega-menu panels). */
const NAVIGATION = /(^|[\s_-])(menu|megamenu|nav|navbar|header|site-header|masthead|footer|breadcrumbs?|pagination|pager|toolbar|drawer|offcanvas|skip|cookie|consent|login|signup|sign-up)([\s_-]|$)/i;

/**
 * A pop-up, a pop-over, a modal, a lightbox or an overlay is shown over the page on a trigger (a
 * timer, an exit, a click): never the page's content, however much prose it holds (Amazon preloads
 * a product's "quick view" summary, a copy of its description, in `a-popover-preload`, 2026) —
 * nor the page's cards, however many a page builder writes (Elementor's `elementor-location-popup`,
 * one per offer).
 */
const POPUP = /(^|[\s_-])(popup|popover|modal|lightbox|overlay)([\s_-]|$)/i;

/**
 * A cookie or consent banner (eBay's `gdpr-banner`, 2026: a paragraph on data processing purposes
 * over 300 characters long) is the site's notice, never the page's content, however much prose it holds.
 */
const CONSENT = /(^|[\s_-])(cookies?|consent|gdpr)([\s_-]|$)/i;

/** Blocks kept as the page's cards: the pruning inside the content keeps them too. */
const CARDS = new WeakSet<Element>();

export function isCard(el: Element): boolean {
  return CARDS.has(el);
}

export function removeBoilerplate(root: Element, stats: Map<Element, Stats>, discussion = false, pageText = stats.get(root)?.text ?? 0, cardNames = new Set<string>(), legal = legalLinkHolders(root)): void {
  const named: Element[] = [];
  const gone: Element[] = [];
  // Named like boilerplate but kept for their prose: a card too if cards bear their name.
  const wordy: Element[] = [];
  // A card written as one link (Deloitte's "promo" cards, 2026: `<a class="cmp-promo-tracking">`
  // around the title and its description) is that card, not a part of it named like a widget.
  const wholeCard = cardNames.size > 0 ? (stats.get(root)?.text ?? 0) * 0.9 : Infinity;
  const visit = (parent: Element) => {
    for (const c of [...parent.children]) {
      if (c.type !== 'tag' || VERBATIM.has((c as Element).name)) continue;
      const el = c as Element;
      const s = stats.get(el)!;
      const name = attrs(el);
      // A heading is never a widget, whatever a plugin names it ("wp-block-heading toc": listed in the table of contents).
      const isNamed = BOILERPLATE.test(name) && !CONTENT_HINT.test(name) && s.text < pageText * 0.5 && !HEADING.test(el.name) && !(el.name === 'a' && s.text >= wholeCard) && !labelledField(el) && !articleHeader(el) && !cardHeader(el);
      // A <header> with a heading is an article's or a teaser's head, not the site's.
      const structural = el.name === 'aside' || (el.name === 'footer' && !postByline(el, s)) || (el.name === 'header' && !hasHeadline(el));
      if ((isNamed || structural) && (linkDensity(s) > 0.3 || s.text < 300 || POPUP.test(name) || CONSENT.test(name))) {
        // On a discussion page, comment blocks repeated as a thread are its posts, like cards.
        if (isNamed && !structural && (discussion || !isComments(el)) && !NAVIGATION.test(name) && !POPUP.test(name)) named.push(el);
        else gone.push(el);
        continue;
      }
      if (isNamed && !structural) wordy.push(el);
      if (legal.get(el) === BOTH_LEGAL_LINKS && linkDensity(s) > 0.5 && s.text < Math.min(2500, pageText * 0.5)) {
        gone.push(el);
        continue;
      }
      // Nothing inside a heading is a widget (mdBook's <h2><a class="header">).
      if (!HEADING.test(el.name) && !cardHeader(el)) visit(el);
    }
  };
  visit(root);
  removeAll(gone);
  const cardName = (el: Element) => `${el.name}.${BOILERPLATE.exec(attrs(el))![0].trim().toLowerCase()}`;
  // Cards nested in cards of their name (replies under a comment) are cards too, however few.
  const cards = new Set([...repeatedGroups(named, cardName, stats, pageText * 0.1), ...named.filter((el) => cardNames.has(cardName(el)))]);
  const names = new Set([...cardNames, ...[...cards].map(cardName)]);
  for (const el of named) {
    if (cards.has(el)) {
      CARDS.add(el);
      removeBoilerplate(el, stats, discussion, pageText, names, legal);
    }
  }
  removeAll(named.filter((el) => !cards.has(el)));
  // A block of the cards' name kept for its prose (too few links to be gathered with them: old
  // Reddit's reply thread of long comments beside one-liners, 2026; a programme card with a long
  // description) is one of them, a card — not a widget for the pruning (prune.ts) to take.
  for (const el of wordy) if (names.has(cardName(el))) CARDS.add(el);
}

/**
 * A site footer no name or element marks (FlexiSpot's `<div class="us-fotter">`, 2026: a typo
 * no word list foresees; Framer's unnamed blocks): a link-dense block holding the site's legal
 * links, "Privacy Policy" and "Terms & Conditions". Its holders are marked once per page, from
 * the legal links up (cards judged inside share the page's marks).
 */
const PRIVACY_LINK = /^\s*privacy( policy| notice| statement)?\s*$/i;
const TERMS_LINK = /^\s*terms( (of|&|and) [\w\s&]+)?\s*$/i;
const BOTH_LEGAL_LINKS = 3;

function legalLinkHolders(root: Element): Map<Element, number> {
  const holders = new Map<Element, number>();
  for (const a of findAll((e) => e.name === 'a', root.children)) {
    const text = textContent(a);
    const mark = PRIVACY_LINK.test(text) ? 1 : TERMS_LINK.test(text) ? 2 : 0;
    if (mark === 0) continue;
    for (let p = a.parent; p && p.type === 'tag' && p !== root; p = p.parent) holders.set(p as Element, (holders.get(p as Element) ?? 0) | mark);
  }
  return holders;
}

const FOOTER_NAME = /(^|[\s_-])footer([\s_-]|$)/i;

/**
 * The footer that closes the page — a <footer>, or a block named "footer", with nothing but a few
 * words after it and no <h1>, <main> or <article> inside — when no content block stood out and
 * the whole page is read: the site's frame still, however much prose it holds (a design studio's
 * addresses and pitch, 2026) and however few links the boilerplate rules found in it (HackerNoon's
 * link columns). Not a block holding half the page or more: a wrapper named for the footer it
 * holds ("site-with-footer").
 */
export function removeClosingFooter(body: Element): void {
  const page = textLength(body);
  const footer = findOne((el) => (el.name === 'footer' || FOOTER_NAME.test(attrs(el))) && textLength(el) < page * 0.5 && !existsOne((e) => e.name === 'h1' || e.name === 'main' || e.name === 'article' || e.attribs.role === 'main', el.children) && textAfter(el, body) < 100, body.children);
  if (footer) removeAll([footer]);
}

function textAfter(el: Element, body: Element): number {
  let after = 0;
  for (let cur: Element | null = el; cur && cur !== body && cur.type === 'tag'; cur = cur.parent as Element | null) {
    for (let n = cur.next; n; n = n.next) after += textLength(n);
  }
  return after;
}

/**
 * A <header> inside an <article> holding a heading is that article's head (its title, as HTML
 * defines it), whatever its class says ("Excerpt-Header" over each post of a blog archive, 2026).
 */
export function articleHeader(el: Element): boolean {
  return el.name === 'header' && hasHeadline(el) && hasAncestor(el.parent!, (a) => a.name === 'article');
}

/**
 * A block named a header inside a link, holding a heading, is a whole-card link's head, and all
 * it holds the card's (We Work Remotely, 2026: each job an <a> round a "new-listing__header" of
 * its title and a "new-listing__header__icons" of its age): the site's header is in no link.
 */
function cardHeader(el: Element): boolean {
  return /header/i.test(el.attribs.class ?? '') && hasAncestor(el.parent!, (a) => a.name === 'a') && hasHeadline(el);
}

/**
 * A short <footer> inside an <article> holding a <time> is the post's byline line (github.blog's
 * cards, 2026: the writer's name and the date), not a site footer.
 */
function postByline(el: Element, s: Stats): boolean {
  return s.text < 200 && existsOne((e) => e.name === 'time', el.children) && hasAncestor(el.parent!, (a) => a.name === 'article');
}

export function hasHeadline(el: Element): boolean {
  for (const c of el.children) {
    if (c.type !== 'tag') continue;
    if (HEADING.test((c as Element).name) || hasHeadline(c as Element)) return true;
  }
  return false;
}

/**
 * An item's field written as a label and its value, no link in it (arXiv's listing, 2026: `<div
 * class="list-comments"><span class="descriptor">Comments:</span> 10 pages, 4 figures</div>`):
 * what the item says about itself, whatever the block is named — not a widget, nor a counter
 * ("Comments: 3").
 */
function labelledField(el: Element): boolean {
  const first = el.children.find((c) => c.type === 'tag' || (c.type === 'text' && c.data.trim()));
  if (first?.type !== 'tag' || !/^(span|strong|b|em|label|dt)$/.test((first as Element).name)) return false;
  const text = textContent(el).trim();
  if (text.length > 300 || existsOne((e) => e.name === 'a', el.children)) return false;
  const label = textContent(first).trim();
  return /^\p{Lu}[\p{L} ]{0,30}:$/u.test(label) && /\p{L}/u.test(text.slice(text.indexOf(label) + label.length));
}

export const COMMENTS = /(^|[\s_-])(comments?|commentlist|comment-list|comments-area|respond|discussion|disqus_thread|replies)([\s_-]|$)/i;

export function isComments(el: Element): boolean {
  return COMMENTS.test(attrs(el));
}

export function insideComments(el: Element): boolean {
  return hasAncestor(el, isComments);
}

/** Prose of the root outside comment blocks. */
export function articleProse(root: Element, stats: Map<Element, Stats>): number {
  let comments = 0;
  const visit = (el: Element) => {
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      if (isComments(c as Element)) comments += stats.get(c as Element)?.prose ?? 0;
      else visit(c as Element);
    }
  };
  visit(root);
  return (stats.get(root)?.prose ?? 0) - comments;
}

export function removeComments(root: Element): void {
  const gone: Element[] = [];
  for (const c of root.children) {
    if (c.type !== 'tag' || VERBATIM.has((c as Element).name)) continue;
    if (isComments(c as Element) && !labelledField(c as Element)) gone.push(c as Element);
    else removeComments(c as Element);
  }
  removeAll(gone);
}

/**
 * Blocks that follow the content but are not it, however much prose they hold: customer
 * reviews under a product, related and recommended items, "also bought" carousels, a forum
 * poster's signature and details (XenForo's "userExtras", vBulletin's "userinfo_extra" and
 * "userstats", MyBB's "author_statistics": joined, posts, threads, reactions), a writer's bio
 * under the article ("author-bio", "about-the-author", "author-description", "author-box"), fine
 * print ("disclaimer", "fine-print": Samsung's footnotes under each feature). (Not
 * "newsletter": newsletter sites name their posts so — signup boxes are short, and the
 * boilerplate rules take them.)
 */
export const SECONDARY = /(^|[\s_-])(reviews|customer-?reviews|reviewsmedley|review-list|related|related-posts|related-products|recommended|recommendations|also-?viewed|also-?bought|similar-products|similar|more-from|you-may-also-like|upsell|cross-?sell|signature|signatures|userextras|usertitle|postprofile|userinfo_extra|userstats|author_statistics|author[-_]*bio|about[-_]?the[-_]?author|author[-_]?box|author-description|bio-box|disclaimers?|fine-?print)([\s_-]|$)/i;

export function removeSecondary(root: Element, most = Infinity): void {
  const gone: Element[] = [];
  for (const c of root.children) {
    if (c.type !== 'tag' || VERBATIM.has((c as Element).name)) continue;
    const el = c as Element;
    // A block written as an <article> is a post, whatever its classes say; one holding `most` of
    // the text or more is the page's content, whatever its name.
    if (SECONDARY.test(attrs(el)) && el.name !== 'article' && textLength(el) < most) gone.push(el);
    else removeSecondary(el, most);
  }
  removeAll(gone);
}
