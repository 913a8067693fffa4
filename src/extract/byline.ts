/**
 * Who wrote the page, when its meta tags and JSON-LD do not say: the byline the page shows,
 * found as Readability finds it — an element named for its author ("byline", "author-name",
 * itemprop="author") holding a short line —, a link to the writer's page (/author/jane-doe/),
 * or the element after a lead-in standing alone ("Written by"), and read as a name. A page that
 * shows several people's bylines (a blog's index, a shop's reviews) names no one author; on a
 * discussion the first poster is the page's author.
 */
import type { AnyNode, Document, Element } from 'domhandler';
import { findOne } from 'domutils';
import { asName, THREAD_STARTER } from './byline-name.ts';
import { nameAfterDate, nameBeforeDate } from './dates.ts';
import { hasAncestor, shortText, writesOwnText } from './page-stats.ts';

// Elements named for the writer; on a forum for the poster (Flarum's server-rendered view writes
// <h3 class="PostUser-name">, 2026).
const AUTHOR_NAME = /(^|[\s_-])(byline|by-line|author|authors|author-name|authorname|author-link|writer|posted-by|postedby|p-author|article-author|post-author|entry-author|username|user-name|postuser)([\s_-]|$)/i;
const NOT_A_BYLINE = /(^|[\s_-])(bio|box|description|avatar|image|img|photo|picture|title|job|role|position|designation|occupation|credentials?|social|follow|more|date|time)([\s_-]|$)/i;
/** A block named for its date too ("publish-date-author"): the date comes first in it. */
const NAMED_FOR_DATE = /(^|[\s_-])(date|time)([\s_-]|$)/i;
/**
 * Blocks whose bylines are other people's: buyers' reviews, testimonials, comments under an
 * article — also where a plugin's prefix runs into the word (Joomla's "jcomments-latest" sidebar, 2025).
 */
const OTHERS = /(^|[\s_-])(reviews?|testimonials?|comments?|commentlist|ratings?|quotes?)([\s_-]|$)|\Bcomments([\s_-]|$)/i;
/** A link to a writer's page (WordPress's /author/jane-doe/, /authors/trevor-jackins): its text is a byline. */
const AUTHOR_PAGE = /\/(author|authors|writers?|contributors?)\/[\w%.-]+\/?(\?.*)?$/i;
/**
 * A link to a member's profile on the site, as forum software writes it (NodeBB's /user/julian,
 * vBulletin's member.php?u=224387, phpBB's memberlist.php?mode=viewprofile&u=2, Discourse's
 * /u/name): on a discussion, the poster's name. Not the account pages (/user/login), nor a profile
 * on another site (the footer's YouTube channel, /user/NBFonline).
 */
export const PROFILE_PAGE = /\/(users?|u|members?|profiles?)\/(?!(log[-_]?in|log[-_]?out|sign[-_]?in|sign[-_]?up|register|password|account|new|edit|settings)\b)[\w%.-]+\/?(\?.*)?$|(^|\/)member\.php\?(.*&)?u=\d|[?&]mode=viewprofile\b|(^|\/)profile\.php\?(.*&)?id=\d/i;

/** The page's shown byline, as a name ("By Sara Brown | March 3, 2025" → "Sara Brown"). */
export function shownByline(doc: Document, discussion: boolean, pageUrl?: string): string | undefined {
  const pageHost = pageUrl ? URL.parse(pageUrl)?.hostname : undefined;
  const names: string[] = [];
  // A name found on an element counts once, and only where the byline is the page's own.
  const found = (name: string | undefined, el: Element) => {
    if (name && !names.includes(name) && !hasAncestor(el, othersOrHidden)) names.push(name);
  };
  const visit = (nodes: AnyNode[]) => {
    for (const n of nodes) {
      if (n.type !== 'tag' || names.length >= 3) continue;
      const el = n as Element;
      const attrs = el.attribs.class || el.attribs.id || el.attribs.itemprop ? `${el.attribs.class ?? ''} ${el.attribs.id ?? ''} ${el.attribs.itemprop ?? ''}` : '';
      // A line that says it outright, named by nothing ("<h3>Written by Cassidy Horton</h3>").
      const stated = statedByline(el, discussion);
      if (stated) {
        found(stated, el);
        continue;
      }
      // On a discussion, a poster's card written as a definition list: the name, then their counts —
      // read as a whole where nothing inside it is named for the poster (phpBB's "username" link is).
      const card = discussion ? posterCardName(el) : undefined;
      if (card) {
        const before = names.length;
        visit(el.children);
        if (names.length === before) found(bylineOf(card), el);
        continue;
      }
      // A lead-in standing alone ("<p>Written by</p><p>Edzel Tabing</p>"): the name is the next element's.
      const labelled = leadIn(el);
      if (labelled) {
        found(bylineOf(labelled), el);
        continue;
      }
      // "author-title" is a job title, "card-author-name title" the name shown as a title.
      const authorLink = el.name === 'a' && (AUTHOR_PAGE.test(el.attribs.href ?? '') || (discussion && profileLink(el, pageHost)));
      if (!authorLink && (!attrs || !AUTHOR_NAME.test(attrs) || (NOT_A_BYLINE.test(attrs) && !/(^|[\s_-])name([\s_-]|$)/i.test(attrs)))) {
        // A block named for its date and its author together holds both, the date first
        // ("publish-date-author": "Dec. 19, 2025 · Niko Matsakis on behalf of …", Rust's blog, 2025).
        const dated = attrs && AUTHOR_NAME.test(attrs) && NAMED_FOR_DATE.test(attrs) ? nameAfterDate(shortText(el, 120) ?? '') : undefined;
        if (dated) found(dated, el);
        else visit(el.children);
        continue;
      }
      // The innermost byline holds the name alone (a poster's card: the name, then "Messages 196").
      const before = names.length;
      visit(el.children);
      if (names.length === before) found(bylineOf(el) ?? firstLineName(el), el);
    }
  };
  visit(doc.children);
  return discussion || names.length < 3 ? names[0] : undefined;
}

/**
 * A poster's card written as a definition list, the name its term and their standing its values
 * (FluxBB's "<dl><dt><strong>chunix64</strong></dt><dd>Member</dd><dd>Registered: 2025-10-30</dd>
 * <dd>Posts: 1</dd>", Arch Linux's forums, 2025): the term naming them.
 */
function posterCardName(el: Element): Element | undefined {
  if (el.name !== 'dl') return undefined;
  const items = el.children.filter((c): c is Element => c.type === 'tag');
  const term = items[0]?.name === 'dt' ? items[0] : undefined;
  return term && items.some((dd) => dd.name === 'dd' && POSTER_COUNT.test(shortText(dd, 60) ?? '')) ? term : undefined;
}

const POSTER_COUNT = /^(registered|joined|posts|messages|member since)\b\s*:/i;

/** Whether a link goes to a member's profile on the page's own site (a relative link does). */
function profileLink(el: Element, pageHost: string | undefined): boolean {
  const href = el.attribs.href ?? '';
  const host = /^(https?:)?\/\//i.test(href) ? URL.parse(href, 'https://x/')?.hostname : pageHost;
  return !!pageHost && host === pageHost && PROFILE_PAGE.test(href);
}

/** The words before "by" that open a byline ("Written by", "Article by"), for both ways a page writes one. */
const LEAD_IN_WORDS = ['written', 'posted', 'authored', 'words', 'article'];
/** A lead-in alone in its element ("Written by", "Author:"), any case. */
const LEAD_IN = new RegExp(`^\\s*((${LEAD_IN_WORDS.join('|')}) by|author)\\s*:?\\s*$`, 'i');
/** A lead-in and a name on one line: its first letter in either case, the name's a capital. */
const STATED_BYLINE = new RegExp(`^(${LEAD_IN_WORDS.map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`).join('|')}) by:?\\s+\\p{Lu}`, 'u');

/**
 * The element after a byline's lead-in written as an element of its own ("Written by", "Article by",
 * "Author:"), when that is all the element says.
 */
function leadIn(el: Element): Element | undefined {
  if (el.children.some((c) => c.type === 'tag' && !/^(span|strong|b|em|i)$/.test((c as Element).name))) return undefined;
  if (!LEAD_IN.test(shortText(el, 30) ?? '')) return undefined;
  let next = el.next;
  while (next && next.type !== 'tag') next = next.next;
  return next as Element | undefined;
}

/**
 * A short line of inline text opening with "Written by", "Posted by", "Authored by", "Words by" or
 * "Article by" and a name — on a discussion also "Started by", the thread's opener (SMF's "Started
 * by Biology Forums, June 04, 2024, 11:23:55 AM" over the posts, 2024).
 */
function statedByline(el: Element, discussion: boolean): string | undefined {
  if (el.children.some((c) => c.type === 'tag' && !/^(span|strong|b|em|i|a|address)$/.test((c as Element).name))) return undefined;
  const text = shortText(el, 80);
  return text && (STATED_BYLINE.test(text) || (discussion && THREAD_STARTER.test(text))) ? asName(text.replace(THREAD_STARTER, '')) : undefined;
}

/**
 * Bylines that are not the page's: inside a form, a menu or a template, or other people's blocks.
 * A <noscript> holding a page's worth of text is the page as served to readers without scripts
 * (Discourse's crawler view, 2024-26: each post's `itemprop="author"`), read as the content is.
 */
function othersOrHidden(el: Element): boolean {
  if (el.name === 'noscript') return shortText(el, 500) !== undefined;
  if (/^(head|form|nav|button|select|template)$/.test(el.name)) return true;
  // The classes of <html> and <body> name the kind of page ("comments-page", old Reddit's thread, 2026), not a block in it.
  return el.name !== 'body' && el.name !== 'html' && OTHERS.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`);
}

function bylineOf(el: Element): string | undefined {
  // Read only as far as a byline goes: a block named "author" may hold a whole bio.
  const text = shortText(el, 100);
  return text ? asName(text) : undefined;
}

/** A person's name as written: two to four capitalised words, perhaps with a particle ("Ludwig van Beethoven"). */
const WRITTEN_AS_NAME = /^\p{Lu}[\p{L}'’.-]*(\s+((de|da|di|du|van|von|der|den|la|le|bin|al)\s+)?\p{Lu}[\p{L}'’.-]*){1,3}$/u;

/**
 * An author's block too long to be a byline (the name over a bio: Webflow's "blog_author-text",
 * 2026) names its author in its first lines: the first of them, within three, that is written as
 * a person's name (two to four capitalised words) — not a label ("Read the bio", "Skip to
 * Content") nor a wrapper's first line (a whole page's block named for its author's card).
 */
function firstLineName(el: Element): string | undefined {
  if (shortText(el, 1000) === undefined) return undefined;
  let lines = 0;
  let name: string | undefined;
  const visit = (e: Element): void => {
    for (const c of e.children) {
      if (name || lines >= 3 || c.type !== 'tag') continue;
      const child = c as Element;
      if (writesOwnText(child)) {
        lines++;
        const text = shortText(child, 60);
        const candidate = text ? asName(text) : undefined;
        name = candidate && WRITTEN_AS_NAME.test(candidate) ? candidate : undefined;
      } else visit(child);
    }
  };
  visit(el);
  return name;
}

/**
 * A byline written as a line of its own under the headline, named by nothing ("<p>By Amy
 * Wilhelm</p>", "by <a>Marketing Team</a>", "<span>By</span><span>Daryl Austin</span>"): among the
 * few elements after the page's <h1>, before its text begins, the first whose short text opens
 * with "By". (Not on a product page, where "By" introduces the brand.) Under the headline of an
 * article (`isArticle`: the page declares one, or its titles repeat its <h1>) also a byline
 * written date first (nameAfterDate) or name, role and date (nameBeforeDate): under a listing's
 * heading that is an item's ("Dec 9, 2025 | Chalkbeat Philadelphia", the outlet), as is any line
 * after an item's linked title. A line may run on to the writer's role, to 100 characters.
 */
export function headlineByline(h1: Element | null, isArticle = false): string | undefined {
  if (!h1) return undefined;
  let seen = 0;
  let paragraphs = 0;
  for (let el = nextElement(h1, true); el && seen < 30; el = nextElement(el, false)) {
    seen++;
    // A linked heading under the page's is an item's title (a listing's teaser): what follows is its byline.
    if (/^h[2-6]$/.test(el.name) && findOne((e) => e.name === 'a', el.children)) return undefined;
    const text = shortText(el, 100);
    if (text === undefined) {
      // A block of the page's text: the byline, if any, came before it — or after the
      // standfirst, the one paragraph under the headline that sums the story up.
      if (el.name === 'p' && ++paragraphs > 1) return undefined;
      continue;
    }
    // Read from the innermost element that opens with "By": its block may run the writer's role on ("By Preetam JinkaCo-founder").
    if (findOne((e) => { const line = shortText(e, 80); return !!line && /^by\b/i.test(line) && asName(line) !== undefined; }, el.children)) continue;
    if (/^by\b/i.test(text) && !hasAncestor(el, othersOrHidden)) return asName(text);
    const dated = isArticle ? (nameAfterDate(text) ?? nameBeforeDate(el, text)) : undefined;
    if (dated && !hasAncestor(el, othersOrHidden)) return dated;
  }
  return undefined;
}

/** The element after `el` in document order: its first child element (unless `skipInside`), else the next element after it or an ancestor. */
function nextElement(el: Element, skipInside: boolean): Element | undefined {
  if (!skipInside) {
    const child = el.children.find((c) => c.type === 'tag');
    if (child) return child as Element;
  }
  for (let cur: Element | null = el; cur; cur = cur.parent as Element | null) {
    for (let n = cur.next; n; n = n.next) if (n.type === 'tag') return n as Element;
    if (!cur.parent || cur.parent.type !== 'tag') return undefined;
  }
  return undefined;
}
