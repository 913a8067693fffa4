/**
 * The result page as a DOM, parsed once with htmlparser2 (parse5 is several times slower on these
 * 0.1–2 MB pages) and indexed while it is built: by id, by tag and by the few attributes Google's
 * blocks are recognised by. Block parsers start from the index and only ever walk their own
 * subtree, so the whole page is traversed once, however many blocks there are.
 */
import { compile, selectAll, selectOne } from 'css-select';
import { DomHandler, type Element, type AnyNode } from 'domhandler';
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { Parser } from 'htmlparser2';
import { textContent } from 'domutils';

/**
 * Attributes worth an index, each marking a kind of block or item across layouts (knowledge
 * facts, dictionary entries, questions, places). Their order is the bit order of
 * IndexingHandler's pending flags.
 */
const INDEXED_ATTRIBUTES = ['data-attrid', 'data-dobid', 'data-q', 'data-cid'] as const;
type IndexedAttribute = (typeof INDEXED_ATTRIBUTES)[number];
/** Class names indexed as hints (featured snippet passage, 2019 panel title and questions); each beside a structural way. */
const INDEXED_CLASSES = ['hgKElc', 'kno-ecr-pt', 'related-question-pair'] as const;
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

/**
 * Subtrees no block reads are not built at all: scripts and styles (thumbnails are read from the
 * raw page), SVG icons, comments. On these pages that is a large share of all nodes.
 */
const SKIPPED = new Set(['script', 'style', 'svg', 'noscript', 'template', 'head']);

/** Tags some block looks up directly; other tags are not indexed (an index costs on every node). */
const INDEXED_TAGS = new Set(['a', 'h1', 'h2', 'h3', 'textarea', 'input', 'g-tray-header']);

class IndexingHandler extends DomHandler {
  readonly ids = new Map<string, Element>();
  readonly tags = new Map<string, Element[]>([...INDEXED_TAGS].map((t) => [t, []]));
  readonly attributes = new Map<string, Element[]>(INDEXED_ATTRIBUTES.map((a) => [a, []]));
  readonly headings: Element[] = [];
  readonly classes = new Map<string, Element[]>(INDEXED_CLASSES.map((c) => [c, []]));
  private skipDepth = 0;

  // What the attributes of the element being opened said, noted as the tokenizer reports each
  // one: a switch on the name as it goes costs less than looking names up afterwards (the
  // attribute objects come in so many shapes that every lookup is a slow one).
  private pendingId: string | undefined;
  private pendingHeading = false;
  private pendingClassHit = false;
  private pendingFlags = 0;

  onattribute(name: string, value: string): void {
    switch (name) {
      case 'id':
        this.pendingId = value;
        break;
      case 'class':
        if (value.includes('hgKElc') || value.includes('kno-ecr-pt') || value.includes('related-question-pair')) this.pendingClassHit = true;
        break;
      case 'role':
        if (value === 'heading') this.pendingHeading = true;
        break;
      case 'data-attrid':
        this.pendingFlags |= 1;
        break;
      case 'data-dobid':
        this.pendingFlags |= 2;
        break;
      case 'data-q':
        this.pendingFlags |= 4;
        break;
      case 'data-cid':
        this.pendingFlags |= 8;
        break;
    }
  }

  // Runs as each element opens, so every index is in document order.
  override onopentag(name: string, attribs: Record<string, string>): void {
    const { pendingId: id, pendingHeading: heading, pendingClassHit: classHit, pendingFlags: flags } = this;
    this.pendingId = undefined;
    this.pendingHeading = this.pendingClassHit = false;
    this.pendingFlags = 0;
    if (this.skipDepth > 0 || SKIPPED.has(name)) {
      this.skipDepth++;
      return;
    }
    super.onopentag(name, attribs);
    const el = this.tagStack[this.tagStack.length - 1] as Element;
    if (INDEXED_TAGS.has(name)) this.tags.get(name)!.push(el);
    if (id !== undefined && !this.ids.has(id)) this.ids.set(id, el);
    if (classHit) for (const c of INDEXED_CLASSES) if (` ${attribs.class} `.includes(` ${c} `)) this.classes.get(c)!.push(el);
    if (flags !== 0) for (let i = 0; i < INDEXED_ATTRIBUTES.length; i++) if (flags & (1 << i)) this.attributes.get(INDEXED_ATTRIBUTES[i]!)!.push(el);
    if (heading || name === 'h3') this.headings.push(el);
  }

  override onclosetag(): void {
    if (this.skipDepth > 0) {
      this.skipDepth--;
      return;
    }
    super.onclosetag();
  }

  override ontext(data: string): void {
    if (this.skipDepth === 0) super.ontext(data.includes('&') ? decodeHTML(data) : data);
  }

  override oncomment(): void {}
  override oncommentend(): void {}
}

export function parseSerpDom(html: string, url: string): SerpDom {
  const handler = new IndexingHandler();
  const parser = new Parser(handler, { decodeEntities: false });
  parser.end(html);
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
  const c = attr(el, 'class');
  return c !== undefined && ` ${c} `.includes(` ${cls} `);
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
