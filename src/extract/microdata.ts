/**
 * What a page declares in schema.org microdata on the elements that show it, read where its
 * meta tags and JSON-LD say nothing: the published date (microdataDate) and the author
 * (microdataAuthor), for the page metadata (metadata.ts).
 */
import type { Document, Element } from 'domhandler';
import { findOne, textContent } from 'domutils';
import { asName } from './byline-name.ts';

const oneLine = (v: string | undefined) => v?.replace(/\s+/g, ' ').trim();

/**
 * A date marked with microdata on the element that shows it (`<abbr itemprop="datePublished"
 * title="2025-12-19T15:18:00-05:00">December 19, 2025</abbr>`, Blogger, 2025): its machine value
 * (content, datetime or title), else its text. Not on a discussion, where every post marks its own.
 */
export function microdataDate(doc: Document): string | undefined {
  const el = findOne((e) => e.name !== 'meta' && e.attribs.itemprop === 'datePublished', doc.children);
  return el ? [el.attribs.content, el.attribs.datetime, el.attribs.title, textContent(el)].map(oneLine).find(Boolean) : undefined;
}

// The items whose author is the page's: the article, the post or question a thread opens with,
// the page itself. A review's, a comment's or an answer's author, a book's in a list, is not.
const PAGE_ITEMS = /^(Article|NewsArticle|BlogPosting|TechArticle|ScholarlyArticle|Report|\w+NewsArticle|DiscussionForumPosting|SocialMediaPosting|Question|QAPage|WebPage|ItemPage|CreativeWork|Blog|Recipe|HowTo)$/;

/**
 * The author microdata names, as a Person's name inside it (`<span itemprop="author" itemscope
 * itemtype="https://schema.org/Person"><meta itemprop="name" content="Alphabyte1">`, Nairaland's
 * first post, 2026) or as the element's own text: the first author of an item that is the page's
 * (an article, a thread's opening post), not of a review or a comment. What it holds must read as a
 * name (asName): a template that marked its title as the Person's name names no one.
 */
export function microdataAuthor(doc: Document): string | undefined {
  const el = findOne((e) => /(^|\s)author(\s|$)/.test(e.attribs.itemprop ?? '') && PAGE_ITEMS.test(ownerType(e)), doc.children);
  if (!el) return undefined;
  const name = el.attribs.itemscope === undefined ? el : (findOne((e) => e.attribs.itemprop === 'name', el.children) ?? undefined);
  const value = oneLine(name && (name.attribs.content ?? textContent(name)));
  return value ? asName(value) : undefined;
}

/** The schema.org type of the item a property belongs to (its nearest itemscope), "WebPage" where it stands outside every item. */
function ownerType(el: Element): string {
  for (let p = el.parent; p && p.type === 'tag'; p = p.parent) {
    const owner = p as Element;
    if (owner.attribs.itemscope !== undefined) return (owner.attribs.itemtype ?? '').trim().split(/\s+/)[0]!.replace(/^https?:\/\/schema\.org\//, '');
  }
  return 'WebPage';
}
