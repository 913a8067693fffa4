/**
 * Main-content extraction: which parts of a page are its content, and which are navigation,
 * banners, related links, comments widgets, footers. Our own design, drawing on what
 * Readability (paragraph scores propagated to ancestors, link density) and trafilatura
 * (boilerplate by structure, keep lists/tables/code) do, tuned on the WCXB dev split by
 * principle (never by page):
 * 1. Drop what is never content: scripts, forms, navigation, hidden elements, and blocks whose
 *    names say boilerplate (share, related, cookie, newsletter…) while holding mostly links.
 * 2. Score text blocks (length, commas, few links) into their ancestors; the best-scoring
 *    container (on a product page, outside stock-headed asides: "Seller feedback"), widened to
 *    the ancestor that holds most of the page's prose, is the content.
 * 3. Siblings of that container that read like prose join it (split article bodies).
 * 4. Inside the content, prune link lists, bylines-free chrome and empty shells.
 */
import type { AnyNode, Document, Element } from 'domhandler';
import { existsOne, findAll, findOne } from 'domutils';
import { inSiteFooter, markTeasers, weight } from './candidate-weight.ts';
import { bestCandidate, scoreParagraphs } from './candidates.ts';
import { articleProse, BOILERPLATE, insideComments, isComments, removeBoilerplate, removeClosingFooter, removeComments, removeSecondary } from './boilerplate.ts';
import { removeNeverContent } from './never-content.ts';
import { removeEmptiedPanes, tabSet } from './tab-panes.ts';
import { desktopHiddenClasses } from './responsive-hiding.ts';
import { attrs, findBody, isInsideNode, linkDensity, measure, measuredText, textLength, type Stats } from './page-stats.ts';
import { removeAll } from './dom-removal.ts';
import { listingOr } from './listing.ts';
import { prunable } from './prune.ts';
import { removeOtherProducts } from './other-products.ts';
import { productDescription } from './product-description.ts';
import { withoutRepeatedSections } from './repeated-sections.ts';
import { DISCUSSION_URL, thread } from './thread.ts';
import { removeSecondarySections, secondarySections } from './secondary-sections.ts';
import { cover, widen } from './content-climb.ts';

export interface MainContent {
  /** The nodes that make up the content, in page order. */
  nodes: AnyNode[];
  /** Whether the whole (cleaned) body was used because no container stood out. */
  wholePage: boolean;
}

export function mainContent(doc: Document, include: 'main' | 'full' = 'main', url = '', article = false, product = false): MainContent {
  const body = findBody(doc);
  removeNeverContent(body, desktopHiddenClasses(doc));
  if (include === 'full') return { nodes: [...body.children], wholePage: true };
  const stats = new Map<Element, Stats>();
  measure(body, stats);
  const total = stats.get(body)?.text ?? 0;
  const discussion = DISCUSSION_URL.test(url);
  // Boilerplate blocks go before scoring (they would pull the choice towards the page's frame).
  removeBoilerplate(body, stats, discussion);
  stats.clear();
  measure(body, stats);
  scoreParagraphs(body, stats);
  markTeasers(body);
  // On a product page, a block under a stock aside heading ("Seller feedback", "Similar items") is
  // never the content, however much prose it holds (eBay, 2026: buyers' comments outscore the
  // item's short lines). Elsewhere such a heading may title the page's own feed ("Latest news",
  // "Recommended Posts" over an Invision thread's posts): the choice is left to the scores.
  const asides = product && !discussion ? secondarySections([body], { featured: false, styled: false }) : new Set<AnyNode>();
  const top = bestCandidate(body, stats, discussion, asides);
  if (!top || (stats.get(top)!.text < 200 && stats.get(top)!.text < total * 0.3)) {
    const main = declaredMain(body);
    return { nodes: wholeBody(main ?? body, stats, { linkFarms: false, product }), wholePage: !main };
  }
  const chosen = tabSet(cover(widen(top, stats), body, stats, article && !discussion));
  const root = discussion ? thread(chosen, stats) : chosen;
  let nodes = withSiblings(root, body, stats);
  // A page of items (headlines, products, topics): its content is the block of repeated items.
  nodes = listingOr(nodes, root, body, stats);
  // An article's comments are not its content; a forum thread's replies are (its opening
  // post is short, or the thread itself is inside a comment block).
  if (!discussion && !insideComments(top) && articleProse(root, stats) >= 500) for (const n of nodes) if (n.type === 'tag') removeComments(n as Element);
  // On a Q&A page the answers are the content; the comments under a question or an answer are not.
  if (discussion) for (const n of nodes) if (n.type === 'tag') removeCommentsUnderPosts(n as Element, isPost(n as Element));
  for (const n of nodes) if (n.type === 'tag') removeSecondary(n as Element);
  removeSecondarySections(nodes);
  if (product) removeOtherProducts(nodes, stats);
  const removable = nodes.flatMap((n) => (n.type === 'tag' ? prunable(n as Element, stats) : []));
  const left = nodes.reduce((n, node) => n + textLength(node), 0) - measuredText(removable, stats);
  // Nothing left of the chosen block (it was all widgets): the cleaned page is better than nothing.
  if (left < 150) return { nodes: wholeBody(body, stats, { product }), wholePage: true };
  removeAll(removable);
  removeEmptiedPanes(nodes);
  const description = product ? productDescription(nodes) : undefined;
  if (description) {
    // The product's name heads its description, wherever the shop put its <h1> (in the buy box).
    const h1 = findOne((e) => e.name === 'h1', body.children);
    return { nodes: h1 && !isInsideNode(h1, description) ? [h1, description] : [description], wholePage: false };
  }
  return { nodes: withoutRepeatedSections(nodes, stats), wholePage: false };
}

/**
 * The cleaned body, its stock-headed asides ("People who viewed this item also viewed") dropped
 * and its link farms pruned — unless that leaves next to nothing: a page made only of link lists
 * (a category index, a directory) has those lists as its content.
 */
function wholeBody(body: Element, stats: Map<Element, Stats>, options: { linkFarms?: boolean; product?: boolean } = {}): AnyNode[] {
  // With no main block to go by, a block named "related" holding half the page is the page (a listing).
  removeSecondary(body, textLength(body) * 0.5);
  removeClosingFooter(body);
  removeSecondarySections([body], { featured: false });
  if (options.product) removeOtherProducts([body], stats);
  const removable = prunable(body, stats, options);
  if (textLength(body) - measuredText(removable, stats) >= 150) removeAll(removable);
  return [...body.children];
}

/**
 * The page's own word for its main content — its one <main> (or role="main") — when no block
 * stands out by its prose (a shop's grid, a product page of short lines) and it holds at least
 * half the page's text: what lies outside it is the site's frame. (Some pages put only their top
 * stories in <main> and the feed after it: those hold less.)
 */
function declaredMain(body: Element): Element | undefined {
  const mains = findAll((e) => e.name === 'main' || e.attribs.role === 'main', body.children);
  if (mains.length !== 1) return undefined;
  const text = textLength(mains[0]!);
  return text >= 150 && text >= textLength(body) * 0.5 ? mains[0] : undefined;
}

/**
 * Siblings of the content root that read like prose belong to it (split bodies, sections). A page
 * built as a stack of sections straight under <body> (landing and service pages), none holding
 * most of the prose, takes every prose section of the stack. The site's footer never joins, its
 * prose and all (PCMag, 2026: the publisher's pitch and copyright beside a buying guide).
 */
function withSiblings(root: Element, body: Element, stats: Map<Element, Stats>): AnyNode[] {
  const parent = root.parent as Element | null;
  if (!parent || parent.type !== 'tag') return [root];
  const rs = stats.get(root)!;
  const threshold = Math.max(10, (rs.score + weight(root)) * 0.2);
  const stacked = parent === body && rs.prose < stats.get(body)!.prose * 0.7;
  const nodes: AnyNode[] = [];
  let afterRoot = false;
  for (const c of parent.children) {
    if (c === root) {
      nodes.push(c);
      afterRoot = true;
      continue;
    }
    if (c.type !== 'tag' || isComments(c as Element) || inSiteFooter(c as Element)) continue;
    const el = c as Element;
    const s = stats.get(el)!;
    const score = (s.score + weight(el)) * (1 - linkDensity(s));
    const prose = (el.name === 'p' || el.name === 'ul' || el.name === 'ol' || el.name === 'table' || el.name === 'pre' || /^h[2-6]$/.test(el.name)) && s.text > 40 && linkDensity(s) < 0.25;
    if (score >= threshold || prose || (stacked && isProseSection(el, stats)) || (!afterRoot && contentHeader(el, stats))) nodes.push(el);
  }
  return nodes;
}

/**
 * The content's own header, before it: the page's headline with the prose that opens the content
 * under it (MDN, 2026: `<div class="layout__header">` holds the <h1> and the guide's first
 * paragraphs, `<div class="layout__body">` the rest).
 */
function contentHeader(el: Element, stats: Map<Element, Stats>): boolean {
  const s = stats.get(el)!;
  return s.prose >= 300 && linkDensity(s) < 0.3 && existsOne((e) => e.name === 'h1', el.children);
}

/** A section of a stacked page: prose with few links, not the page frame nor a promo or comments block. */
function isProseSection(el: Element, stats: Map<Element, Stats>): boolean {
  const s = stats.get(el)!;
  return s.prose >= 150 && linkDensity(s) < 0.3 && !/^(header|footer|aside|nav)$/.test(el.name) && !BOILERPLATE.test(attrs(el)) && !isComments(el);
}

/** A question or an answer of a Q&A page (Stack Exchange's div.question, div.answer). */
function isPost(el: Element): boolean {
  return /(^|[\s_-])(answer|question)([\s_-]|$)/i.test(attrs(el));
}

function removeCommentsUnderPosts(el: Element, underPost: boolean): void {
  const gone: Element[] = [];
  for (const c of el.children) {
    if (c.type !== 'tag') continue;
    const child = c as Element;
    if (underPost && isComments(child)) gone.push(child);
    else removeCommentsUnderPosts(child, underPost || isPost(child));
  }
  removeAll(gone);
}
