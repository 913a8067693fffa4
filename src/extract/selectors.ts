/**
 * The reader's own say over what is content, as CSS selectors: `select` names the content (a
 * site whose layout the extractor misreads, a pipeline that wants one block of every page), and
 * `remove` names what is not (a widget the rules keep). Jina Reader's X-Target-Selector and
 * X-Remove-Selector, Firecrawl's includeTags and excludeTags answer the same need.
 */
import { compile, selectAll } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { removeAll } from './dom-removal.ts';

/** Longest selector list accepted: a reader names a few blocks, not a style sheet. */
export const MAX_SELECTOR_LENGTH = 500;

/** Why a selector list cannot be used, or undefined when it can. */
export function selectorProblem(css: string): string | undefined {
  if (!css.trim()) return 'is empty';
  if (css.length > MAX_SELECTOR_LENGTH) return `is longer than ${MAX_SELECTOR_LENGTH} characters`;
  try {
    compile(css);
    return undefined;
  } catch (err) {
    return `is not a CSS selector list css-select reads (${(err as Error).message})`;
  }
}

/** Every element `css` matches goes, with what it holds. */
export function removeMatching(doc: Document, css: string): void {
  removeAll(selectAll<AnyNode, Element>(css, doc));
}

/** The elements `css` matches, in page order, those inside another match left to it (no text twice). */
export function outermostMatching(doc: Document, css: string): Element[] {
  const matched = selectAll<AnyNode, Element>(css, doc);
  const chosen = new Set<AnyNode>(matched);
  return matched.filter((el) => {
    for (let p = el.parent; p; p = p.parent) if (chosen.has(p)) return false;
    return true;
  });
}
