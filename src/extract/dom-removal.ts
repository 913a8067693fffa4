/**
 * Taking nodes out of the parsed page: many at once, and without losing the line breaks the
 * blocks taken out laid out.
 */
import { Element, type AnyNode, type ParentNode } from 'domhandler';
import { BLOCK } from './html-blocks.ts';

/**
 * Removes many nodes at once: one pass over each parent's children, where removing them one by one
 * (domutils' removeElement: a search and a splice each) is quadratic in a parent with tens of
 * thousands of children.
 */
export function removeAll(nodes: readonly AnyNode[]): void {
  const byParent = new Map<ParentNode, Set<AnyNode>>();
  for (const n of nodes) {
    if (!n.parent) continue;
    const set = byParent.get(n.parent) ?? new Set<AnyNode>();
    set.add(n);
    byParent.set(n.parent, set);
  }
  for (const [parent, gone] of byParent) {
    parent.children = withBoundaries(parent.children, gone);
    relink(parent);
    for (const n of gone) n.parent = n.prev = n.next = null;
  }
}

/**
 * `children` without `gone`; where a block went from between two runs of inline content (an empty
 * <h2> between a paragraph's last sentence and a picture, on Steam's pages in 2025), an empty
 * <div> keeps the line break it laid out, or the Markdown would run both into one paragraph.
 */
function withBoundaries(children: AnyNode[], gone: Set<AnyNode>): AnyNode[] {
  const kept: AnyNode[] = [];
  // The last node kept that shows something, and whether a block went since.
  let before: AnyNode | undefined;
  let blockGone = false;
  for (const c of children) {
    if (gone.has(c)) {
      blockGone ||= isBlock(c);
      continue;
    }
    if (!blank(c)) {
      if (blockGone && !isBlock(c) && before && !isBlock(before)) kept.push(new Element('div', {}));
      before = c;
      blockGone = false;
    }
    kept.push(c);
  }
  return kept;
}

const isBlock = (node: AnyNode) => node.type === 'tag' && BLOCK.has((node as Element).name);
const blank = (node: AnyNode) => node.type === 'comment' || (node.type === 'text' && !node.data.trim());

/** After `parent.children` was rebuilt: each child's parent, previous and next links set again. */
export function relink(parent: ParentNode): void {
  parent.children.forEach((c, i, all) => {
    c.parent = parent;
    c.prev = all[i - 1] ?? null;
    c.next = all[i + 1] ?? null;
  });
}
