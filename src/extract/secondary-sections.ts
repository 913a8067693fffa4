/**
 * Sections a page adds after its content and heads with a stock phrase — "You may also like",
 * "Related articles", "Customers also bought", "Share this recipe", "Pin this for later!" —
 * whatever their classes say (sites name these blocks anything, but they title them the same way). Phrases that also head real content
 * ("Reviews", "See also", "Read more", "What our customers say") are not in the list; a shop's
 * "Customer reviews", "Customers say" and "Be the first to review this item" head its buyers'
 * words under the product, not the product's; so are a shop's policy panels ("Shipping & Returns",
 * "Return policy", "Payment & Security"), said the same under every product it sells, and a
 * marketplace's "Seller feedback" (on the seller, not the item), its "Product support" links, a
 * page's "Feedback" prompt, and a game store's "Recent events & announcements" feed (Steam, 2026).
 */
import type { AnyNode, Element } from 'domhandler';
import { findAll } from 'domutils';
import { hasAncestor, HEADING, isInsideNode, plainLine, shortText, textLength } from './page-stats.ts';
import { removeAll } from './dom-removal.ts';

const SECONDARY_HEADING = /^(((other|more) (posts|articles|stories|recipes|guides) )?you (may|might|will|'ll|’ll) (also )?(like|love|enjoy|be interested in)( (the following|these|this)( \w+)?)?( as well)?|((explore|browse|see|more) )?related( (products|articles|posts|stories|items|reading|content|links|news|videos|guides|questions|threads|topics|discussions|searches))?|(this is what |what )?(customers|people|others|shoppers)( like you)? (also|who) (\w+ ){0,4}(bought|viewed|purchased|like|liked|love)\b.*|frequently bought together|(your )?recently viewed( (products|items))?|similar (products|items|articles|threads|posts|questions|topics|discussions)|recommended (for you|products|posts|articles|stories|reading)|(most )?popular (posts|articles|stories|products)|more (articles|stories|posts|news)|more from [\p{L}\s&'-]{1,40}|(what's |what’s )?trending( (now|stories|articles|posts|topics|this week))?|read next|more to explore|sponsored( (content|links|posts|stories|products|articles))?|sponsored by [\p{L}\s&'’-]{1,40}|you must (log in|sign in|be logged in|register)\b.*|(start asking|ask a question) to get answers|(join|start) the (discussion|conversation)|leave a (reply|comment)|about the (author|authors|reviewer|writer|expert|editor)|meet the (author|authors|writer)|(top |verified )?customer reviews|customers say|be the first to review( this (item|product))?|write a review|reviews with images|top reviews|(customer )?ratings (and|&) reviews|share( (this|the|it))?( (recipe|post|article|story|page|guide|project))?|pin (this|it)( (recipe|post|image))?( for later)?|pin for later|complete the look|shop the look|(join|subscribe to|sign up for|get) (our|the) ([\p{L}'’]+ )?(newsletter|mailing list)|(shipping|delivery) (&|and) returns|returns? (&|and) (exchanges|refunds)|(\d+[- ]day )?returns? policy|shipping (&|and) delivery( methods| options)?|payment (&|and) security|secure (payment|checkout)|product support|seller feedback( \(?[\d,.]+\)?)?|feedback|(recent )?(events|news) (&|and) announcements)[\s:.!?…]*$/iu;

/**
 * A feed ("Latest posts") is an aside beside an article, but the page's own on a page of posts:
 * where the content lists posts of its own (<article>s) besides the feed's, the feed is more of
 * them (stackoverflow.blog's home, 2026: featured posts, releases, then "Latest articles").
 */
const FEED_HEADING = /^latest (news|posts|articles|stories)[\s:.!?…]*$/iu;

/** Featured items are an aside next to an article, but the content of a page that has no main block (a shop's home page). */
const FEATURED_HEADING = /^featured (products|posts|articles|stories)[\s:.!?…]*$/iu;

function isHeading(el: Element): boolean {
  return HEADING.test(el.name) || el.attribs.role === 'heading' || visualHeading(el);
}

/**
 * A short block styled as a heading rather than written as one ("<p><strong>YOU MIGHT ALSO
 * LIKE:</strong></p>", Stack Exchange's "<p class=\"fw-bold\">Explore related questions</p>"):
 * named a title or heading, or bold throughout.
 */
function visualHeading(el: Element): boolean {
  if (!/^(p|div|span|strong|b)$/.test(el.name)) return false;
  const named = /(^|[\s_-])(title|heading|header|hd|fw-bold|font-bold|bold)([\s_-]|$)/i.test(el.attribs.class ?? '');
  const parts = el.children.filter((c) => c.type === 'tag' || (c.type === 'text' && c.data.trim()));
  const bold = parts.length === 1 && parts[0]!.type === 'tag' && /^(strong|b)$/.test((parts[0] as Element).name);
  // Only short text is read (a big block is no heading, and reading it whole on every block would be quadratic).
  return (named || bold) && shortText(el, 60) !== undefined;
}

/** `featured`: whether "Featured products" and the like head an aside (next to a main block) or, on a page without one, its content. */
export function removeSecondarySections(nodes: AnyNode[], options: { featured?: boolean } = {}): void {
  removeAll([...secondarySections(nodes, options)]);
}

/**
 * The sections `removeSecondarySections` removes, left in place. `styled`: whether headings only
 * styled as such (a bold paragraph, a block named "title") count, and an <h1>; read over a whole
 * page, before its content is known, only headings written as h2–h6 do (a share bar named
 * "pane--title-deck" would otherwise open a section as large as the article it sits in).
 */
export function secondarySections(nodes: AnyNode[], { featured = true, styled = true }: { featured?: boolean; styled?: boolean } = {}): Set<AnyNode> {
  const headings: Element[] = [];
  const find = (el: Element) => {
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      const e = c as Element;
      if (styled ? isHeading(e) : HEADING.test(e.name) && e.name !== 'h1') {
        const texts = headingTexts(e);
        if (texts.some((text) => SECONDARY_HEADING.test(text) || FEED_HEADING.test(text) || (featured && FEATURED_HEADING.test(text)))) headings.push(e);
      } else find(e);
    }
  };
  for (const n of nodes) if (n.type === 'tag') find(n as Element);
  // Removed together at the end (one pass per parent): a page may have thousands of such headings.
  const gone = new Set<AnyNode>();
  const total = nodes.reduce((n, node) => n + textLength(node), 0);
  for (const h of headings) {
    if (hasAncestor(h, (p) => gone.has(p))) continue;
    const block = section(h, nodes, gone);
    // A heading over (nearly) all the content is its title ("Trending" over a trending list), not an aside's.
    if (block.reduce((n, node) => n + textLength(node), 0) >= total * 0.9) continue;
    if (headingTexts(h).some((text) => FEED_HEADING.test(text)) && postsBeside(block, nodes) >= 3) continue;
    for (const n of block) gone.add(n);
  }
  return gone;
}

/** How many posts (<article> elements) the content holds outside the section. */
function postsBeside(block: AnyNode[], nodes: AnyNode[]): number {
  const inBlock = (el: Element) => block.some((b) => isInsideNode(el, b));
  return findAll((e) => e.name === 'article' && !inBlock(e), nodes.filter((n) => n.type === 'tag') as Element[]).length;
}

/**
 * A heading's text, and where it is written as a title block and a subtitle block, the title's
 * alone (Zalando, 2026: <h2><div>Complete the look</div> <div>Outfit inspiration</div></h2>).
 */
function headingTexts(heading: Element): string[] {
  const text = plainLine(heading);
  const blocks = heading.children.filter((c): c is Element => c.type === 'tag' && /^(div|p|span)$/.test((c as Element).name));
  const words = heading.children.some((c) => c.type === 'text' && c.data.trim());
  return blocks.length === 2 && !words ? [text, plainLine(blocks[0]!)] : [text];
}

/** The heading's section: the largest block it opens, or else the heading and what follows it up to the next heading of its rank. */
function section(heading: Element, nodes: AnyNode[], gone: Set<AnyNode>): AnyNode[] {
  const rank = HEADING.test(heading.name) ? Number(heading.name[1]) : 6;
  let block: Element = heading;
  for (let parent = heading.parent as Element | null; parent && parent.type === 'tag' && !nodes.includes(parent); parent = parent.parent as Element | null) {
    // A block that goes on to a heading of the same rank or higher holds more than this section
    // (eBay, 2025: "People who viewed this item also viewed" opens the block that holds the item's <h1>).
    if (!opensWith(parent, heading, gone) || headingAfter(block, rank)) break;
    block = parent;
  }
  if (block !== heading) return [block];
  // A bold paragraph heads only the block right after it: its section has no heading to end at.
  const visual = !HEADING.test(heading.name) && heading.attribs.role !== 'heading';
  const following: AnyNode[] = [heading];
  for (let n = heading.next; n; n = n.next) {
    // A next heading of its rank ends it, bare or opening a block of its own (Amazon, 2026: "About
    // the Author", then a "Read more" block that opens with "<h3>Excerpt</h3>"). A block of several
    // such headings is the section's list (related posts' cards, each titled).
    if (n.type === 'tag' && (isRanked(n as Element, rank) || opensSection(n as Element, rank))) break;
    // A bold paragraph heads the blocks after it up to the first paragraph of prose (the text going on).
    if (visual && n.type === 'tag' && following.length > 1 && proseParagraph(n as Element)) break;
    following.push(n);
  }
  return following;
}

/** Whether a heading of rank `rank` or higher (h1…h`rank`) follows `el` among its siblings' subtrees. */
function headingAfter(el: Element, rank: number): boolean {
  for (let n = el.next; n; n = n.next) if (holdsHeading(n, rank)) return true;
  return false;
}

/** Whether the node is, or holds, a heading of rank `rank` or higher (h1…h`rank`). */
function holdsHeading(n: AnyNode, rank: number): boolean {
  if (n.type !== 'tag') return false;
  const e = n as Element;
  return isRanked(e, rank) || e.children.some((c) => holdsHeading(c, rank));
}

function isRanked(el: Element, rank: number): boolean {
  return HEADING.test(el.name) && Number(el.name[1]) <= rank;
}

/** A block that opens with a heading of rank `rank` or higher and holds no other: a section of its own. */
function opensSection(el: Element, rank: number): boolean {
  const ranked = findAll((e) => isRanked(e, rank), el.children);
  return ranked.length === 1 && opensWith(el, ranked[0]!, new Set());
}

function proseParagraph(el: Element): boolean {
  if (el.name !== 'p') return false;
  const text = textLength(el);
  let links = 0;
  for (const c of el.children) if (c.type === 'tag' && (c as Element).name === 'a') links += textLength(c);
  return text >= 150 && links < text * 0.3;
}

/** Whether the heading's text is the first text inside `el`. */
function opensWith(el: Element, heading: Element, gone: Set<AnyNode>): boolean {
  for (const c of el.children) {
    if (c === heading) return true;
    if (gone.has(c)) continue;
    if (c.type === 'text' && c.data.trim()) return false;
    if (c.type === 'tag') {
      if (isInsideNode(heading, c)) return opensWith(c as Element, heading, gone);
      if (textLength(c) > 0) return false;
    }
  }
  return false;
}
