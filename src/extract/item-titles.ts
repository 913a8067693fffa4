/**
 * Which short lone links are a list's item titles rather than calls to action: prune.ts finds
 * the links standing alone in their blocks, this judges them together, by their shape and words.
 */
import type { Element } from 'domhandler';
import { existsOne, findOne } from 'domutils';
import { plainLine } from './page-stats.ts';

/**
 * Short lone links of one shape, three or more, with words that differ from one to the next, are
 * the titles of a list's items (a launch list's product names, a directory's entries), not calls
 * to action: those repeat the same words on every card ("Learn more", "Book now").
 */
export function withoutItemTitles(lone: Element[], shape: (el: Element) => string): Element[] {
  const groups = new Map<string, Element[]>();
  for (const el of lone) {
    const key = shape(el);
    const group = groups.get(key);
    if (group) group.push(el);
    else groups.set(key, [el]);
  }
  const titles = new Set<Element>();
  for (const group of groups.values()) {
    if (group.length < 3) continue;
    const texts = group.map(plainLine);
    const most = (count: number) => count >= group.length * 0.8;
    const distinct = most(new Set(texts.map((t) => t.toLowerCase())).size);
    const names = most(group.filter((el, i) => isName(el, texts[i]!)).length);
    // Each title heads its own item, apart from the next by the item's picture or words; links
    // written one after another are a menu ("About Us", "Code of conduct", "Donate").
    const members = new Set(group);
    // (A card holding its picture beside its title is an item apart, however close the next card.)
    const apart = most(group.filter((el) => { const next = nextElement(el); return !next || !members.has(next) || existsOne((e) => e.name === 'img', el.children); }).length);
    if (distinct && names && apart) for (const el of group) titles.add(el);
  }
  return lone.filter((el) => !titles.has(el));
}

function nextElement(el: Element): Element | undefined {
  for (let n = el.next; n; n = n.next) if (n.type === 'tag') return n as Element;
  return undefined;
}

/**
 * A title names a thing: it opens with a word (or a count of things, "5 Ways to Go Plastic
 * Free") and is no order ("Shop TomboyX", "Browse bond funds"), no price ("$80 at Maisonette", "Used for $471.95"), no date ("Posted April 18, 2024")
 * and no person's profile (a poster's name links to /profile/…; prune.ts keeps it with the post
 * it heads): those vary from card to card too, and are no item's title.
 */
function isName(el: Element, text: string): boolean {
  const link = el.name === 'a' ? el : findOne((e) => e.name === 'a', el.children);
  return /^([\p{L}\p{N}]\S|\p{N}\s+\p{L})/u.test(text) && !ORDER.test(text) && !PRICE.test(text) && !DATE.test(text) && !PROFILE.test(link?.attribs.href ?? '');
}

export const ORDER = /^(shop|buy|get|browse|start|check|see|view|read|learn|go|visit|order|book|compare|try|download|explore|discover|find|join|sign|subscribe|add|save|watch|listen|contact|call|request|apply|posted|reply|quote|share|more)\b/i;
const PRICE = /[$€£¥₹]\s?\d|\d\s?(€|£|usd|eur|gbp)\b/i;
const DATE = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d|\d{1,2}\/\d{1,2}\/\d{2,4}/i;
const PROFILE = /\/(profiles?|members?|users?|u|authors?|in)\//i;
