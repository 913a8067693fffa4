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
 * nested table, a rule (<hr>) or several paragraphs (old sites' columns, e-mail-style layouts,
 * a forum post's title ruled off from its message) — is read as its cells' blocks in order:
 * one GFM row could not hold them. Given the table's own cells.
 */
export function layoutTable(tableCells: readonly Element[]): boolean {
  return tableCells.some((cell) => {
    let paragraphs = 0;
    const visit = (node: Element): boolean => {
      for (const c of node.children) {
        if (c.type !== 'tag') continue;
        const e = c as Element;
        if (/^(h[1-6]|ul|ol|table|pre|blockquote|dl|hr)$/.test(e.name)) return true;
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

/**
 * A definition list of name–value pairs (a spec sheet: <dt>Seat</dt><dd>20'' H X 24'' W</dd>),
 * pairs wrapped in a <div> each or not (HTML allows both): its pairs when every term is followed
 * by one value and both are short inline text, else undefined (a glossary whose definitions are
 * paragraphs is written as blocks).
 */
export function definitionPairs(dl: Element): [Element, Element][] | undefined {
  const parts: Element[] = [];
  for (const c of dl.children) {
    if (c.type === 'text' && c.data.trim()) return undefined;
    if (c.type !== 'tag') continue;
    const e = c as Element;
    if (e.name === 'div') for (const k of e.children) {
      if (k.type === 'text' && k.data.trim()) return undefined;
      if (k.type === 'tag') parts.push(k as Element);
    }
    else parts.push(e);
  }
  const pairs: [Element, Element][] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const [term, value] = [parts[i]!, parts[i + 1]];
    if (term.name !== 'dt' || value?.name !== 'dd' || ![term, value].every(shortInline)) return undefined;
    pairs.push([term, value]);
  }
  return pairs.length ? pairs : undefined;
}

function shortInline(el: Element): boolean {
  return !el.children.some(holdsBlock) && textOf(el).replace(/\s+/g, ' ').trim().length <= 200;
}

/** All the text under a node, as written (no whitespace collapsed); each <br> read as `lineBreak`. */
export function textOf(node: AnyNode, lineBreak = ''): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  return (node as Element).name === 'br' ? lineBreak : (node as Element).children.map((c) => textOf(c, lineBreak)).join('');
}
