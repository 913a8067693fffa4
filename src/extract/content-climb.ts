/**
 * From the best-scoring block to the content's root: the climb through the ancestors that add
 * prose rather than links (widen), then, on pages that spread their prose over many blocks, until
 * the root holds most of the page's prose (cover).
 */
import type { Element } from 'domhandler';
import { findAll } from 'domutils';
import { contentEdges } from './candidate-weight.ts';
import { hasAncestor, linkDensity, type Stats } from './page-stats.ts';

/**
 * The top candidate often holds only part of the prose (one of several sections, a post among
 * posts): climb while the parent adds prose rather than links, and holds much more text.
 */
export function widen(top: Element, stats: Map<Element, Stats>): Element {
  let cur = top;
  for (let i = 0; i < 6; i++) {
    const parent = cur.parent as Element | null;
    if (!parent || parent.type !== 'tag' || parent.name === 'body' || parent.name === 'html') break;
    const ps = stats.get(parent)!;
    const cs = stats.get(cur)!;
    const added = ps.text - cs.text;
    const addedLinks = ps.links - cs.links;
    // The parent's extra text must be prose (few links) and worth it, and the parent must not
    // be the page frame (huge link share).
    if (added <= 0) {
      cur = parent;
      continue;
    }
    if (addedLinks / added > 0.35 || linkDensity(ps) > 0.4 || ps.score < cs.score * 0.5) break;
    if (added > cs.text * 0.2 || parentSiblingsAreParagraphs(parent, cur, stats)) cur = parent;
    else break;
  }
  return cur;
}

function parentSiblingsAreParagraphs(parent: Element, child: Element, stats: Map<Element, Stats>): boolean {
  let prose = 0;
  for (const c of parent.children) {
    if (c === child || c.type !== 'tag') continue;
    const s = stats.get(c as Element)!;
    if (s.text > 80 && linkDensity(s) < 0.2) prose++;
  }
  return prose >= 2;
}

/**
 * Forums, listings and service pages spread their prose over many sibling blocks (posts,
 * items, sections) of which the best-scoring one is only a part: climb until the root holds
 * most of the page's prose, as long as the climb does not take in mostly links, nor leaves what
 * the page marks as its content's outer edge. `article`: the page says it is an article (and is
 * no discussion).
 */
export function cover(root: Element, body: Element, stats: Map<Element, Stats>, article: boolean): Element {
  const total = stats.get(body)!.prose;
  // An article is one block of prose: on a page that says it is one, when the block found holds
  // half the page's prose, the rest is its frame's (author bios, disclaimers, related posts).
  // Only its opening may lie apart, before it (an intro in a section of its own).
  const framed = article && stats.get(root)!.prose >= total * 0.5;
  const edges = contentEdges(body);
  let cur = root;
  // Prose written inside a link is a card's (a newsletter's issues, each a whole-card <a> round
  // a heading and a paragraph, stackoverflow.blog, 2026): when the block found is such a card,
  // its fellow cards' words are prose to climb through, not links.
  // (The prose inside links is counted once for the root, then the step's new siblings only.)
  let linkProse = proseInLinks(root, stats);
  const inCard = hasAncestor(root, (e) => e.name === 'a') || linkProse >= stats.get(root)!.prose * 0.5;
  while (stats.get(cur)!.prose < total * 0.7 && !edges.has(cur)) {
    const parent = cur.parent as Element | null;
    if (!parent || parent.type !== 'tag' || parent === body || !stats.has(parent)) break;
    const ps = stats.get(parent)!;
    if (inCard) linkProse = parent.name === 'a' ? ps.prose : linkProse + siblingsLinkProse(cur, stats);
    // The share of the parent's text in links, prose inside links (cards' words) not counted.
    const density = inCard ? (ps.text === 0 ? 0 : (ps.links - linkProse) / ps.text) : linkDensity(ps);
    if (density > 0.5) break;
    // (A wrapper around the block alone, holding nothing else, is climbed through.)
    if (framed && ps.text > stats.get(cur)!.text && siblingProse(cur, 'prev', stats) <= siblingProse(cur, 'next', stats)) break;
    cur = parent;
  }
  return cur;
}

/** The prose inside the links of `el`'s siblings. */
function siblingsLinkProse(el: Element, stats: Map<Element, Stats>): number {
  let prose = 0;
  for (const c of el.parent!.children) if (c !== el && c.type === 'tag') prose += proseInLinks(c as Element, stats);
  return prose;
}

/** The prose inside the block's links. */
function proseInLinks(el: Element, stats: Map<Element, Stats>): number {
  let prose = 0;
  for (const a of findAll((e) => e.name === 'a', [el])) prose += stats.get(a)?.prose ?? 0;
  return prose;
}

function siblingProse(el: Element, side: 'prev' | 'next', stats: Map<Element, Stats>): number {
  let prose = 0;
  for (let n = el[side]; n; n = n[side]) if (n.type === 'tag') prose += stats.get(n as Element)?.prose ?? 0;
  return prose;
}
