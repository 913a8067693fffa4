/**
 * Responsive sites write a section twice — a desktop and a mobile version, one hidden by a class
 * we cannot see: inside the chosen content, a later section with the same text as an earlier
 * one, long enough not to be a shared label or spec line, is a copy and goes.
 */
import type { AnyNode, Element } from 'domhandler';
import { hasAncestor, isInsideNode, plainLine, type Stats } from './page-stats.ts';
import { removeAll } from './dom-removal.ts';

const MIN_SECTION = 100;

/** `nodes` with the copies removed (a copy may be one of `nodes` itself). */
export function withoutRepeatedSections(nodes: AnyNode[], stats: Map<Element, Stats>): AnyNode[] {
  // Sections long enough, in page order; only those sharing their measured length with another
  // can be copies, and only their text is built (it is costly on big pages).
  const sections: Element[] = [];
  const collect = (el: Element) => {
    const text = stats.get(el)?.text ?? 0;
    if (text < MIN_SECTION) return;
    // A wrapper round one element with all its text is compared as that element (its text is
    // built once, not once per wrapper level).
    const tags = el.children.filter((c) => c.type === 'tag');
    if (tags.length !== 1 || stats.get(tags[0] as Element)?.text !== text) sections.push(el);
    for (const c of el.children) if (c.type === 'tag') collect(c as Element);
  };
  for (const n of nodes) if (n.type === 'tag') collect(n as Element);
  const lengths = new Map<number, number>();
  for (const el of sections) lengths.set(stats.get(el)!.text, (lengths.get(stats.get(el)!.text) ?? 0) + 1);
  const seen = new Map<string, Element>();
  const removed = new Set<Element>();
  for (const el of sections) {
    if (lengths.get(stats.get(el)!.text)! < 2 || hasAncestor(el, (p) => removed.has(p))) continue;
    const text = plainLine(el);
    const first = seen.get(text);
    if (!first) seen.set(text, el);
    else if (!isInsideNode(el, first)) removed.add(el);
  }
  removeAll([...removed]);
  return nodes.filter((n) => !removed.has(n as Element));
}
