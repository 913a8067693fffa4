/**
 * How the Markdown writer reads an element's structure: which elements hold blocks, which items
 * a list has, and whether a table holds data or lays out a page.
 */
import type { AnyNode, Element } from 'domhandler';
import { BLOCK } from './html-blocks.ts';

/**
 * A list's items: its <li> children, and those of an element slipped between the list and its
 * items (<ul><p><li>…</li></p>: old hand-written pages), which a browser shows all the same.
 */
export function listItems(el: Element): Element[] {
  const items: Element[] = [];
  for (const c of el.children) {
    if (c.type !== 'tag') continue;
    const e = c as Element;
    if (e.name === 'li' || e.name === 'ul' || e.name === 'ol') items.push(e);
    else if (e.children.some((k) => k.type === 'tag' && (k as Element).name === 'li')) items.push(...listItems(e));
  }
  return items;
}

/** A table's own cells, row by row (not those of tables nested in them). */
export function cells(table: Element): Element[] {
  const found: Element[] = [];
  const visit = (node: Element) => {
    for (const c of node.children) {
      if (c.type !== 'tag') continue;
      const e = c as Element;
      if (e.name === 'td' || e.name === 'th') found.push(e);
      else if (e.name !== 'table') visit(e);
    }
  };
  visit(table);
  return found;
}

/**
 * A table that lays out a page rather than holding data — a cell holds headings, lists, a
 * nested table or several paragraphs (old sites' columns, e-mail-style layouts) — is read as
 * its cells' blocks in order: one GFM row could not hold them. Given the table's own cells.
 */
export function layoutTable(tableCells: readonly Element[]): boolean {
  return tableCells.some((cell) => {
    let paragraphs = 0;
    const visit = (node: Element): boolean => {
      for (const c of node.children) {
        if (c.type !== 'tag') continue;
        const e = c as Element;
        if (/^(h[1-6]|ul|ol|table|pre|blockquote|dl)$/.test(e.name)) return true;
        if ((e.name === 'p' || e.name === 'div') && e.children.some((k) => k.type === 'text' && k.data.trim()) && ++paragraphs >= 2) return true;
        if (visit(e)) return true;
      }
      return false;
    };
    return visit(cell);
  });
}

/** A block, or an inline element with a block inside (a link too: see cardLink). */
export function holdsBlock(node: AnyNode): boolean {
  if (node.type !== 'tag') return false;
  const el = node as Element;
  return BLOCK.has(el.name) || el.children.some(holdsBlock);
}
