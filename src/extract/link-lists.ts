/**
 * Which links read as a menu and which as words of the text: link farms (menus, tag clouds) and
 * links inside a sentence, as prune.ts judges them.
 */
import type { AnyNode, Element } from 'domhandler';
import { existsOne } from 'domutils';
import { HEADING, isAuthorLink, linkDensity, plain, wordCount, type Stats } from './page-stats.ts';

/** Inline formatting: laid out inside a line of text. */
export const FORMATTING = ['b', 'strong', 'i', 'em', 'u', 'span', 'font', 'small', 'sup', 'sub', 'mark', 'abbr', 'cite', 'q'];
/** What a line of text is written with: formatting and links. */
export const INLINE = new Set([...FORMATTING, 'a']);

/**
 * Menus and tag clouds: mostly links, and short ones. A list of linked headlines (a listing's
 * items, ~40+ characters each) is content.
 */
export function isLinkFarm(el: Element, s: Stats): boolean {
  const isList = el.name === 'ul' || el.name === 'ol';
  // One link alone is a menu item only when it is short ("Register", "Start free trial"); a
  // card's title link ("Ion Luxury Adventure Hotel") is not.
  const shortLinks = s.linkCount > 0 && s.links / s.linkCount < 30 && (s.linkCount > 1 || wordCount(el) <= 3);
  return s.text > 0 && linkDensity(s) > (isList ? 0.6 : 0.5) && shortLinks && s.text < 1500 && !/^(pre|code|table|h[1-6])$/.test(el.name) && !inSentence(el) && !linksInProse(el) && !sectionHead(el, s) && !(s.linkCount === 1 && authorLink(el));
}

/** A writer's name marked as the author's link (rel="author", a post card's byline, github.blog 2026): no button, no menu. */
export function authorLink(el: Element): boolean {
  return existsOne(isAuthorLink, [el]);
}

/**
 * A heading and one link beside it ("Latest" and "View all", github.blog 2026) is a section's
 * head, its link judged alone: no menu. (A menu's heading stands over several links.)
 */
function sectionHead(el: Element, s: Stats): boolean {
  return s.linkCount === 1 && existsOne((e) => HEADING.test(e.name) && !existsOne((a) => a.name === 'a', e.children), el.children);
}

/**
 * A paragraph whose links are held together by words ("Contact <a>info@example.com</a> or call
 * <a>555-1234</a>.") is a sentence, however much of it the links take: a menu's links stand
 * apart, between them at most a separator, before them at most a label ("Download RSS feed: <a>News
 * Articles</a> / <a>Audio</a>").
 */
function linksInProse(el: Element): boolean {
  if (el.name !== 'p') return false;
  let before = '';
  let after = 0;
  let linked = false;
  const visit = (node: AnyNode): void => {
    if (node.type === 'text') {
      if (linked) after += (node.data.match(/\p{L}{2,}/gu) ?? []).length;
      else before += node.data;
    } else if (node.type === 'tag') {
      if ((node as Element).name === 'a') linked = true;
      else for (const c of (node as Element).children) visit(c);
    }
  };
  visit(el);
  const label = /:\s*$/.test(before);
  return after + (label ? 0 : (before.match(/\p{L}{2,}/gu) ?? []).length) >= 3;
}

/**
 * A link inside a sentence, words on both sides ("lists individual <b><a>programming
 * languages</a></b>. Articles about…") or words before it and the sentence's stop after it,
 * stands neither alone nor in a menu.
 */
export function inSentence(el: Element): boolean {
  if (!INLINE.has(el.name)) return false;
  // Emphasis wrapped round the link ("in <b><a>interior design trends</a></b> for 2025") is part of its line.
  let line = el;
  while (!wordsBeside(line, 'prev') && !wordsBeside(line, 'next') && line.parent?.type === 'tag' && FORMATTING.includes((line.parent as Element).name)) line = line.parent as Element;
  return withinSentence(line);
}

/** Words before `line` and words or the sentence's stop after it: its last words may be the link ("a more intimate and <a>organic atmosphere</a>."). */
export function withinSentence(line: Element): boolean {
  const after = line.next ? plain(line.next).trimStart() : '';
  return wordsBeside(line, 'prev') && (wordsBeside(line, 'next') || /^[.,;:!?)]/.test(after));
}

/** Words in the text written beside `el` in its line (text nodes and inline elements, up to the first block). */
export function wordsBeside(el: Element, side: 'prev' | 'next'): boolean {
  for (let n = el[side]; n; n = n[side]) {
    if (n.type === 'tag' && !INLINE.has((n as Element).name)) return false;
    if (/\p{L}/u.test(plain(n))) return true;
  }
  return false;
}
