/**
 * The choice of the block the content grows from: Readability-style paragraph scores carried up
 * to their ancestors, and the best-scoring container — weighed by what its markup says, never in
 * a reference list, the site's footer or a stock-headed aside, and outside comment blocks unless
 * those hold far more.
 */
import type { AnyNode, Element } from 'domhandler';
import { inReferences, inSiteFooter, weight } from './candidate-weight.ts';
import { insideComments } from './boilerplate.ts';
import { hasAncestor, linkDensity, ownText, PARAGRAPH, type Stats } from './page-stats.ts';

/** Readability-style: each paragraph's score goes to its parent, half to its grandparent, a third above. */
export function scoreParagraphs(root: Element, stats: Map<Element, Stats>): void {
  const visit = (el: Element) => {
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      const child = c as Element;
      const isParagraph = PARAGRAPH.has(child.name) || ((child.name === 'div' || child.name === 'section' || child.name === 'span') && ownText(child) >= 40);
      if (isParagraph) {
        const s = stats.get(child)!;
        if (s.text >= 25) {
          const points = (1 + s.marks + Math.min(Math.floor(s.text / 100), 3)) * (1 - linkDensity(s));
          let ancestor = child.parent as Element | null;
          for (let level = 1; ancestor && ancestor.type === 'tag' && level <= 5; level++, ancestor = ancestor.parent as Element | null) {
            const st = stats.get(ancestor);
            if (!st) break;
            st.score += points / (level === 1 ? 1 : level === 2 ? 2 : level * 3);
          }
        }
      }
      visit(child);
    }
  };
  visit(root);
}

export function bestCandidate(root: Element, stats: Map<Element, Stats>, discussion: boolean, asides: Set<AnyNode>): Element | undefined {
  let best: Element | undefined;
  let bestScore = 0;
  // Outside comment blocks, kept apart: a long comment thread outscores a short article.
  let bestOutside: Element | undefined;
  let bestOutsideScore = 0;
  for (const [el, s] of stats) {
    if (s.score <= 0 || el === root || inReferences(el) || inSiteFooter(el) || (asides.size > 0 && hasAncestor(el, (a) => asides.has(a)))) continue;
    const score = (s.score + weight(el)) * (1 - linkDensity(s));
    if (score > bestScore) {
      best = el;
      bestScore = score;
    }
    if (score > bestOutsideScore && !insideComments(el)) {
      bestOutside = el;
      bestOutsideScore = score;
    }
  }
  return bestOutside && (bestOutsideScore >= bestScore * 0.3 || (!discussion && stats.get(bestOutside)!.prose >= 1000)) ? bestOutside : best;
}
