/**
 * What is never a page's content, by structure and by the names sites give it: scripts, forms,
 * navigation, hidden elements, blocks named boilerplate that read like it (mostly links or
 * short), an article's comments, reviews and related items after the content, link farms and
 * empty shells inside it.
 */
import type { Element } from 'domhandler';
import { removeElement } from 'domutils';
import { attrs, isHidden, linkDensity, plain, textLength, type Stats } from './page-stats.ts';

/**
 * Code is kept verbatim: its highlighter's spans carry names ("hljs-comment", "token tag") that
 * would read as boilerplate, and a code comment is part of the code.
 */
const VERBATIM = new Set(['pre', 'code']);

export const NEVER_CONTENT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'canvas', 'iframe', 'object', 'embed', 'link', 'meta', 'input', 'select', 'textarea', 'button', 'nav', 'dialog', 'form', 'head', 'title']);

const BOILERPLATE_WORDS = /(^|[\s_-])(comment|comments|disqus|share|sharing|social|related|recommend|recirc|sidebar|cookie|consent|gdpr|banner|newsletter|subscribe|subscription|promo|advert|ads?|sponsor|breadcrumbs?|pagination|pager|menu|navbar|nav|footer|masthead|site-header|header|popup|modal|overlay|toolbar|tags|tag-list|author-bio|signup|sign-up|login|outbrain|taboola|skip|offcanvas|drawer|toc|table-of-contents|print|rating|reviews-widget|most-popular|trending|more-stories|read-next|jump|loading|spinner|skeleton)([\s_-]|$)/i;

/**
 * A class or id naming a sidebar widget starts with it ("widget widget_recent_entries",
 * "widget-area"); page builders put the word inside every wrapper ("elementor-widget-container").
 */
export const BOILERPLATE = new RegExp(`${BOILERPLATE_WORDS.source}|(^|\\s)widgets?([\\s_-]|$)`, 'i');

export const CONTENT_HINT = /(^|[\s_-])(article|content|main|post|entry|body|text|story|prose|markdown|docs?|documentation|blog|page-content|product|description|thread|message|answer|question|review)([\s_-]|$)/i;

/**
 * `pageText` is the body's text length: a hidden element holding most of it is the page itself,
 * hidden until scripts run (a flash-of-unstyled-content guard, a React streaming boundary
 * `<div hidden id="S:0">` swapped in by script) — kept, as a browser would end up showing it;
 * a hidden dialog (a "republish this article" modal holding a copy of it) is not.
 */
export function removeNeverContent(root: Element, pageText = textLength(root), reveal = hiddenHoldsPage(root, pageText)): void {
  for (const c of [...root.children]) {
    if (c.type === 'comment' || c.type === 'directive' || c.type === 'cdata') {
      removeElement(c);
      continue;
    }
    if (c.type === 'script' || c.type === 'style') {
      removeElement(c);
      continue;
    }
    if (c.type !== 'tag') continue;
    const el = c as Element;
    const role = el.attribs.role ?? '';
    // Some sites serve their whole content to non-script readers inside <noscript> (Discourse).
    if (el.name === 'noscript' && textLength(el) > 500) {
      removeNeverContent(el, pageText, reveal);
      continue;
    }
    if (isHidden(el) && !NEVER_CONTENT.has(el.name) && (revealedPage(el, role, pageText) || collapsedPanel(el, role) || (reveal && !role && !/modal|popup|dialog|drawer|menu|nav/i.test(attrs(el))))) {
      removeNeverContent(el, pageText, reveal);
      continue;
    }
    // An accordion's toggle carries the title of the panel it opens ("How much does the program
    // cost?"): its text is content, the button is not.
    if (el.name === 'button' && !isHidden(el) && panelToggle(el)) {
      removeNeverContent(el, pageText, reveal);
      el.name = 'div';
      continue;
    }
    if (NEVER_CONTENT.has(el.name) || isHidden(el) || /^(navigation|banner|contentinfo|search|dialog|alert|complementary)$/.test(role)) {
      // A form that wraps the whole page (ASP.NET) is kept: its content is the page; so is one
      // with text and no visible controls (forum software wraps posts in forms).
      const formText = el.name === 'form' ? textLength(el) : 0;
      if (formText > 2000 || (formText > 200 && !hasFields(el))) {
        removeNeverContent(el, pageText, reveal);
        continue;
      }
      removeElement(el);
      continue;
    }
    removeNeverContent(el, pageText, reveal);
  }
}

function panelToggle(el: Element): boolean {
  return (hasHeadline(el) || /accordion|faq|question|collaps/i.test(attrs(el))) && textLength(el) >= 12;
}

/**
 * Pages that reveal their content by script, block by block ("defer-block" sections shown on
 * load): when hidden blocks hold four fifths of the page's text, they are the page.
 */
function hiddenHoldsPage(root: Element, pageText: number): boolean {
  let hidden = 0;
  const visit = (el: Element) => {
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      const e = c as Element;
      if (isHidden(e) && !NEVER_CONTENT.has(e.name)) hidden += textLength(e);
      else if (!NEVER_CONTENT.has(e.name)) visit(e);
    }
  };
  visit(root);
  return pageText > 0 && hidden > pageText * 0.8;
}

/** Visible form controls: inputs other than hidden ones, text areas, selects, buttons. */
function hasFields(el: Element): boolean {
  for (const c of el.children) {
    if (c.type !== 'tag') continue;
    const e = c as Element;
    if ((e.name === 'input' && e.attribs.type !== 'hidden') || e.name === 'textarea' || e.name === 'select' || e.name === 'button') return true;
    if (hasFields(e)) return true;
  }
  return false;
}

function revealedPage(el: Element, role: string, pageText: number): boolean {
  return !role && !/modal|popup|dialog/i.test(attrs(el)) && (/^S:\d+$/.test(el.attribs.id ?? '') || textLength(el) > pageText * 0.5);
}

/**
 * A collapsed accordion or tab panel (FAQ answers, "read more" sections) is content a reader
 * opens with a click: labelled by its toggle, or named so, and prose rather than links.
 */
function collapsedPanel(el: Element, role: string): boolean {
  const panel = role === 'region' || role === 'tabpanel' || el.attribs['aria-labelledby'] !== undefined || /accordion|collaps|panel|tab-?content|faq|answer/i.test(attrs(el));
  if (!panel || /modal|popup|dialog|menu|nav/i.test(attrs(el))) return false;
  const text = textLength(el);
  return text > 0 && linkText(el) < text * 0.3;
}

function linkText(el: Element): number {
  let n = 0;
  for (const c of el.children) if (c.type === 'tag') n += (c as Element).name === 'a' ? textLength(c) : linkText(c as Element);
  return n;
}

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

/** Blocks kept as the page's cards: the pruning inside the content keeps them too. */
const CARDS = new WeakSet<Element>();

export function removeBoilerplate(root: Element, stats: Map<Element, Stats>, pageText = stats.get(root)?.text ?? 0): void {
  const named: Element[] = [];
  const visit = (parent: Element) => {
    for (const c of [...parent.children]) {
      if (c.type !== 'tag' || VERBATIM.has((c as Element).name)) continue;
      const el = c as Element;
      const s = stats.get(el)!;
      const name = attrs(el);
      // A heading is never a widget, whatever a plugin names it ("wp-block-heading toc": listed in the table of contents).
      const isNamed = BOILERPLATE.test(name) && !CONTENT_HINT.test(name) && s.text < pageText * 0.5 && !/^h[1-6]$/.test(el.name);
      // A <header> with a heading is an article's or a teaser's head, not the site's.
      const structural = el.name === 'aside' || el.name === 'footer' || (el.name === 'header' && !hasHeadline(el));
      if ((isNamed || structural) && (linkDensity(s) > 0.3 || s.text < 300)) {
        if (isNamed && !structural && !isComments(el) && !NAVIGATION.test(name)) named.push(el);
        else removeElement(el);
        continue;
      }
      // Nothing inside a heading is a widget (mdBook's <h2><a class="header">).
      if (!/^h[1-6]$/.test(el.name)) visit(el);
    }
  };
  visit(root);
  const groups = new Map<string, { count: number; text: number }>();
  const key = (el: Element) => `${el.name}.${BOILERPLATE.exec(attrs(el))![0].trim().toLowerCase()}`;
  for (const el of named) {
    const g = groups.get(key(el)) ?? { count: 0, text: 0 };
    g.count++;
    g.text += stats.get(el)!.text;
    groups.set(key(el), g);
  }
  for (const el of named) {
    const g = groups.get(key(el))!;
    if (g.count >= 3 && g.text >= pageText * 0.1) {
      CARDS.add(el);
      removeBoilerplate(el, stats, pageText);
    } else removeElement(el);
  }
}

export function hasHeadline(el: Element): boolean {
  for (const c of el.children) {
    if (c.type !== 'tag') continue;
    if (/^h[1-6]$/.test((c as Element).name) || hasHeadline(c as Element)) return true;
  }
  return false;
}

export const COMMENTS = /(^|[\s_-])(comments?|commentlist|comment-list|comments-area|respond|discussion|disqus_thread|replies)([\s_-]|$)/i;

export function isComments(el: Element): boolean {
  return COMMENTS.test(attrs(el));
}

export function insideComments(el: Element): boolean {
  for (let cur: Element | null = el; cur && cur.type === 'tag'; cur = cur.parent as Element | null) if (isComments(cur)) return true;
  return false;
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
  for (const c of [...root.children]) {
    if (c.type !== 'tag' || VERBATIM.has((c as Element).name)) continue;
    if (isComments(c as Element)) removeElement(c);
    else removeComments(c as Element);
  }
}

/**
 * Blocks that follow the content but are not it, however much prose they hold: customer
 * reviews under a product, related and recommended items, "also bought" carousels, a forum
 * poster's signature and details (XenForo's "userExtras": joined, messages, reactions). (Not
 * "newsletter": newsletter sites name their posts so — signup boxes are short, and the
 * boilerplate rules take them.)
 */
export const SECONDARY = /(^|[\s_-])(reviews|customer-?reviews|reviewsmedley|review-list|related|related-posts|related-products|recommended|recommendations|also-?viewed|also-?bought|similar-products|similar|more-from|you-may-also-like|upsell|cross-?sell|signature|signatures|userextras|usertitle|postprofile)([\s_-]|$)/i;

export function removeSecondary(root: Element): void {
  for (const c of [...root.children]) {
    if (c.type !== 'tag' || VERBATIM.has((c as Element).name)) continue;
    const el = c as Element;
    // A block written as an <article> is a post, whatever its classes say.
    if (SECONDARY.test(attrs(el)) && el.name !== 'article') removeElement(el);
    else removeSecondary(el);
  }
}

const KEEPS_LAYOUT = new Set(['b', 'strong', 'i', 'em', 'u', 'span', 'font', 'small', 'sup', 'sub', 'mark', 'abbr', 'cite', 'q', 's', 'del', 'ins', 'label', 'time', 'td', 'th']);

/** Inside the content: link farms, widget shells and empty wrappers go. */
/** What to prune (decisions read the measures taken before any removal; the caller removes). */
export function prunable(root: Element, stats: Map<Element, Stats>, options: { linkFarms?: boolean } = {}): Element[] {
  const found: Element[] = [];
  const farms: Element[] = [];
  const rootText = stats.get(root)?.text ?? 0;
  const visit = (parent: Element) => {
    for (const c of parent.children) {
      if (c.type !== 'tag' || !stats.has(c as Element) || VERBATIM.has((c as Element).name)) continue;
      const el = c as Element;
      const s = stats.get(el)!;
      const name = attrs(el);
      const named = BOILERPLATE.test(name) && !CONTENT_HINT.test(name) && linkDensity(s) > 0.2 && s.text < rootText * 0.5 && !CARDS.has(el) && !/^h[1-6]$/.test(el.name);
      // An empty inline element or table cell still lays out: "<a>Private clouds</a><b> </b>are"
      // is two words, and a row keeps its columns.
      const empty = s.text === 0 && !hasMedia(el) && !KEEPS_LAYOUT.has(el.name);
      // Calls to action ("Book Now", "Get started", "Skip to content") styled as buttons.
      const button = s.text <= 30 && (el.name === 'a' || el.name === 'span' || el.name === 'div') && (/(^|[\s_-])(btn|button|cta)([\s_-]|$)/i.test(name) || el.attribs.role === 'button');
      if (named || empty || button || callToAction(el, s)) found.push(el);
      else if (isLinkFarm(el, s)) farms.push(el);
      else if (!/^h[1-6]$/.test(el.name)) visit(el);
    }
  };
  visit(root);
  // Three or more link lists of one shape, holding a tenth of the text or more, are the listing
  // itself (an index's letters, a directory's sections, a news list's rows), not a menu dropped
  // into the text nor a site footer's link columns.
  if (options.linkFarms === false) return found;
  const shapes = new Map<string, { count: number; text: number }>();
  for (const el of farms) {
    const g = shapes.get(shape(el)) ?? { count: 0, text: 0 };
    g.count++;
    g.text += stats.get(el)!.text;
    shapes.set(shape(el), g);
  }
  for (const el of farms) {
    const g = shapes.get(shape(el))!;
    if (g.count < 3 || g.text < rootText * 0.1) found.push(el);
  }
  return found;
}

/**
 * Short links standing alone in their block ("Get started", "Book now · See plans", "Reply
 * With Quote") are buttons, whatever their classes: a block whose only text is one to three
 * links of a few words each. A heading's, a list item's or a table cell's links are not.
 */
function callToAction(el: Element, s: Stats): boolean {
  if (s.linkCount === 0 || s.linkCount > 3 || s.text === 0 || s.links !== s.text || s.text > 30 * s.linkCount) return false;
  for (let cur: Element | null = el; cur && cur.type === 'tag'; cur = cur.parent as Element | null) if (/^(h[1-6]|li|td|th|dt|dd|figcaption|table)$/.test(cur.name)) return false;
  if (inSentence(el)) return false;
  return plain(el).trim().split(/\s+/).length <= 4 * s.linkCount;
}

/**
 * A link inside a sentence, words on both sides ("lists individual <b><a>programming
 * languages</a></b>. Articles about…"), stands neither alone nor in a menu.
 */
function inSentence(el: Element): boolean {
  return INLINE.has(el.name) && wordsBeside(el, 'prev') && wordsBeside(el, 'next');
}

const INLINE = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 'span', 'font', 'small', 'mark', 'abbr', 'cite', 'q', 'sup', 'sub']);

/** Words in the text written beside `el` in its line (text nodes and inline elements, up to the first block). */
function wordsBeside(el: Element, side: 'prev' | 'next'): boolean {
  for (let n = el[side]; n; n = n[side]) {
    if (n.type === 'tag' && !INLINE.has((n as Element).name)) return false;
    if (/\p{L}/u.test(plain(n))) return true;
  }
  return false;
}

function shape(el: Element): string {
  const parent = el.parent as Element | null;
  return `${parent?.name ?? ''}.${parent?.attribs?.class ?? ''}>${el.name}.${el.attribs.class ?? ''}`;
}

/**
 * Menus and tag clouds: mostly links, and short ones. A list of linked headlines (a listing's
 * items, ~40+ characters each) is content.
 */
function isLinkFarm(el: Element, s: Stats): boolean {
  const isList = el.name === 'ul' || el.name === 'ol';
  const shortLinks = s.linkCount > 0 && s.links / s.linkCount < 30;
  return s.text > 0 && linkDensity(s) > (isList ? 0.6 : 0.5) && shortLinks && s.text < 1500 && !/^(pre|code|table|h[1-6])$/.test(el.name) && !inSentence(el);
}

export function hasMedia(el: Element): boolean {
  for (const c of el.children) {
    if (c.type !== 'tag') continue;
    const e = c as Element;
    if (e.name === 'img' || e.name === 'picture' || e.name === 'video' || e.name === 'hr' || e.name === 'br' || hasMedia(e)) return true;
  }
  return false;
}
