/**
 * The result page as a DOM, parsed once with htmlparser2 (parse5 is several times slower on these
 * 0.1–2 MB pages) and indexed while it is built: by id, by tag and by the few attributes Google's
 * blocks are recognised by. Block parsers start from the index and only ever walk their own
 * subtree, so the whole page is traversed once, however many blocks there are.
 */
import { compile, selectAll, selectOne } from 'css-select';
import type { Element, AnyNode } from 'domhandler';
import { decodeHTMLAttribute } from 'entities';
import { Parser } from 'htmlparser2';
import { textContent } from 'domutils';
import { INDEXED_ATTRIBUTES, INDEXED_CLASSES, SerpTreeBuilder } from './tree-builder.ts';

type IndexedAttribute = (typeof INDEXED_ATTRIBUTES)[number];
type IndexedClass = (typeof INDEXED_CLASSES)[number];

export interface SerpDom {
  /** The page's URL: relative links resolve against it. */
  url: string;
  byId(id: string): Element | undefined;
  byTag(tag: string): readonly Element[];
  withAttribute(name: IndexedAttribute): readonly Element[];
  withClass(name: IndexedClass): readonly Element[];
  /** h3 elements and role=heading elements, in document order: the titles of results and blocks. */
  headings: readonly Element[];
  /** The page's source, for the few values Google leaves only in inline scripts (thumbnails). */
  html: string;
}

export function parseSerpDom(html: string, url: string): SerpDom {
  const handler = new SerpTreeBuilder();
  // Without entity decoding: the builder decodes text, attr() attribute values (see tree-builder.ts).
  new Parser(handler, { decodeEntities: false }).end(html);
  return {
    url,
    byId: (id) => handler.ids.get(id),
    byTag: (tag) => handler.tags.get(tag) ?? [],
    withAttribute: (name) => handler.attributes.get(name)!,
    headings: handler.headings,
    withClass: (name) => handler.classes.get(name)!,
    html,
  };
}

/** Visible text with whitespace collapsed (scripts and styles excluded). */
export function textOf(node: AnyNode | undefined | null): string {
  if (!node) return '';
  return visibleText(node).replace(/\s+/g, ' ').trim();
}

function visibleText(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type === 'script' || node.type === 'style') return '';
  if (node.type === 'tag') {
    let out = '';
    for (const child of node.children) out += visibleText(child);
    // Block-level boundaries keep words apart ("Title" + "Snippet" must not run together).
    return BLOCK_TAGS.has(node.name) ? ` ${out} ` : out;
  }
  return node.type === 'root' ? textContent(node) : '';
}

const BLOCK_TAGS = new Set(['div', 'p', 'li', 'br', 'h1', 'h2', 'h3', 'h4', 'td', 'tr', 'table', 'ul', 'ol', 'section']);

/** An attribute's value, entities decoded (the DOM keeps values as written, see IndexingHandler). */
export function attr(el: AnyNode | undefined, name: string): string | undefined {
  const value = el && el.type === 'tag' ? (el as Element).attribs[name] : undefined;
  return value !== undefined && value.includes('&') ? decodeHTMLAttribute(value) : value;
}

export function hasClass(el: AnyNode, cls: string): boolean {
  const c = el.type === 'tag' ? (el as Element).attribs.class : undefined;
  if (c === undefined) return false;
  // Whole-word match without building strings: this runs for every ancestor of every candidate.
  for (let at = c.indexOf(cls); at >= 0; at = c.indexOf(cls, at + 1)) {
    const before = at === 0 ? 32 : c.charCodeAt(at - 1);
    const after = at + cls.length === c.length ? 32 : c.charCodeAt(at + cls.length);
    if ((before === 32 || before === 9 || before === 10) && (after === 32 || after === 9 || after === 10)) return true;
  }
  return false;
}

/** The nearest ancestor (or the element itself) for which `test` holds, at most `limit` levels up. */
export function closest(el: AnyNode, test: (e: Element) => boolean, limit = 64): Element | undefined {
  let cur: AnyNode | null = el;
  for (let i = 0; cur && i <= limit; i++, cur = cur.parent) {
    if (cur.type === 'tag' && test(cur as Element)) return cur as Element;
  }
  return undefined;
}

export function isInside(el: AnyNode, container: AnyNode | undefined): boolean {
  if (!container) return false;
  for (let cur: AnyNode | null = el; cur; cur = cur.parent) if (cur === container) return true;
  return false;
}

/** Parses "1,234", "1.234", "12K", "3.4M" and the like into a number; undefined when there is none. */
export function parseCount(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const m = /(\d[\d.,\s\u00a0\u202f]*)\s*([KkMm]|Tsd\.?|Mio\.?)?/.exec(raw);
  if (!m) return undefined;
  const suffix = m[2]?.toLowerCase();
  if (suffix) {
    const n = Number(m[1]!.trim().replace(',', '.'));
    return Number.isFinite(n) ? Math.round(n * (suffix.startsWith('m') ? 1e6 : 1e3)) : undefined;
  }
  const digits = m[1]!.replace(/[^\d]/g, '');
  return digits ? Number(digits) : undefined;
}

/*
 * Selector queries within a subtree. css-select compiles a selector into a matcher; compiling
 * is the costly part, so each selector is compiled once per process and reused on every page.
 */
type CompiledQuery = ReturnType<typeof compile<AnyNode, Element>>;
const compiled = new Map<string, CompiledQuery>();

function query(selector: string): CompiledQuery {
  let q = compiled.get(selector);
  if (!q) {
    q = compile<AnyNode, Element>(selector);
    compiled.set(selector, q);
  }
  return q;
}

/** Every descendant of `root` (not `root` itself) matching `selector`, in document order. */
export function findAll(root: AnyNode | undefined, selector: string): Element[] {
  return root ? selectAll<AnyNode, Element>(query(selector), root) : [];
}

/** The first descendant of `root` matching `selector`. */
export function findFirst(root: AnyNode | undefined, selector: string): Element | undefined {
  return root ? (selectOne<AnyNode, Element>(query(selector), root) ?? undefined) : undefined;
}
