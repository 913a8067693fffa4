/**
 * A link written inside a link (`<a href=1><span><a href=2>curio cabinet</a></span></a>`, seen in
 * Target's category copy, 2025) is not nested in a browser: the HTML parser closes the outer link
 * where the inner one opens (the adoption agency algorithm), so the words link to the inner
 * target. htmlparser2 keeps the nesting, which would be written `[[curio cabinet](2)](1)`, and
 * makes the pair look like a lone call to action. The outer link is unwrapped: its words stay,
 * each inner link keeps its own target.
 */
import type { AnyNode, Document, Element } from 'domhandler';
import { relink } from './dom-removal.ts';

export function unnestLinks(doc: Document): void {
  const outer = new Set<Element>();
  const stack: [AnyNode, Element | undefined][] = doc.children.map((c) => [c, undefined]);
  while (stack.length) {
    const [n, link] = stack.pop()!;
    if (n.type !== 'tag') continue;
    const el = n as Element;
    if (el.name === 'a' && link) outer.add(link);
    const inside = el.name === 'a' ? el : link;
    for (const c of el.children) stack.push([c, inside]);
  }
  for (const a of outer) {
    const parent = a.parent;
    if (!parent) continue;
    parent.children.splice(parent.children.indexOf(a), 1, ...a.children);
    relink(parent);
  }
}
