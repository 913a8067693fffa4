/**
 * Builds the result page's DOM (domhandler nodes, so css-select and domutils work on it) from
 * htmlparser2's events, indexing as it goes. It does less than DomHandler, on purpose — the
 * issue-6 budget is a full parse within twice a bare tokenisation of the page:
 * - no DOM for subtrees no parser reads (scripts, styles, SVG icons, comments);
 * - only the attributes some parser reads are stored (Google pages carry many per element:
 *   data-ved, jsaction… — storing them was a third of the build);
 * - no entity decoding in the tokenizer: text is decoded here and attribute values on read
 *   (attr() in dom.ts), only where they hold an '&'.
 * Every index is filled as elements open, so each is in document order.
 */
import { Document, Element, Text, type ParentNode } from 'domhandler';
import { decodeHTML } from 'entities';

/**
 * The attributes stored. A parser that starts reading another attribute adds it here
 * (serp.test.ts checks every attribute named in this folder's selectors is on the list).
 */
export const KEPT_ATTRIBUTES = new Set([
  'id', 'class', 'href', 'src', 'data-src', 'alt', 'title', 'name', 'value', 'width', 'style', 'role',
  'aria-label', 'aria-hidden', 'aria-disabled', 'aria-level', 'jscontroller', 'jsname',
  'data-hveid', 'data-initq', 'data-pcu', 'data-rw', 'data-text-ad', 'data-attrid', 'data-cid',
  'data-dobid', 'data-q', 'data-sncf', 'data-snf', 'data-wob-di', 'data-vid', 'data-language', 'data-docid', 'data-offer-id', 'data-merchant-id',
]);

/** Attributes whose elements are indexed (bit i of an element's flags = INDEXED_ATTRIBUTES[i]). */
export const INDEXED_ATTRIBUTES = ['data-attrid', 'data-dobid', 'data-q', 'data-cid'] as const;
/** Class names indexed as hints (featured snippet passage, 2019 panel title and questions). */
export const INDEXED_CLASSES = ['hgKElc', 'kno-ecr-pt', 'related-question-pair'] as const;
/** Tags some parser looks up directly. */
const INDEXED_TAGS = ['a', 'h1', 'h2', 'h3', 'textarea', 'input', 'g-tray-header'];
const SKIPPED = new Set(['script', 'style', 'svg', 'noscript', 'template', 'head']);

export class SerpTreeBuilder {
  readonly root = new Document([]);
  readonly ids = new Map<string, Element>();
  readonly tags = new Map<string, Element[]>(INDEXED_TAGS.map((t) => [t, []]));
  readonly attributes = new Map<string, Element[]>(INDEXED_ATTRIBUTES.map((a) => [a, []]));
  readonly classes = new Map<string, Element[]>(INDEXED_CLASSES.map((c) => [c, []]));
  /** h3 elements and role=heading elements. */
  readonly headings: Element[] = [];
  private readonly stack: ParentNode[] = [this.root];
  /** The element whose attributes the tokenizer is reporting (null inside skipped subtrees). */
  private opening: Element | null = null;
  private skipDepth = 0;

  onopentagname(name: string): void {
    if (this.skipDepth > 0 || SKIPPED.has(name)) {
      this.skipDepth++;
      this.opening = null;
      return;
    }
    const el = new Element(name, {});
    this.append(el);
    this.stack.push(el);
    this.opening = el;
    this.tags.get(name)?.push(el);
    if (name === 'h3') this.headings.push(el);
  }

  onattribute(name: string, value: string): void {
    const el = this.opening;
    if (el === null || !KEPT_ATTRIBUTES.has(name) || el.attribs[name] !== undefined) return;
    el.attribs[name] = value;
    switch (name) {
      case 'id':
        if (!this.ids.has(value)) this.ids.set(value, el);
        break;
      case 'class':
        for (const c of INDEXED_CLASSES) if (value.includes(c) && ` ${value} `.includes(` ${c} `)) this.classes.get(c)!.push(el);
        break;
      case 'role':
        if (value === 'heading' && el.name !== 'h3') this.headings.push(el);
        break;
      case 'data-attrid':
      case 'data-dobid':
      case 'data-q':
      case 'data-cid':
        this.attributes.get(name)!.push(el);
        break;
    }
  }

  onclosetag(): void {
    this.opening = null;
    if (this.skipDepth > 0) this.skipDepth--;
    else if (this.stack.length > 1) this.stack.pop();
  }

  ontext(data: string): void {
    if (this.skipDepth > 0) return;
    const text = data.includes('&') ? decodeHTML(data) : data;
    const parent = this.stack[this.stack.length - 1]!;
    const last = parent.children[parent.children.length - 1];
    if (last && last.type === 'text') (last as Text).data += text;
    else this.append(new Text(text));
  }

  private append(node: Element | Text): void {
    const parent = this.stack[this.stack.length - 1]!;
    const prev = parent.children[parent.children.length - 1];
    if (prev) {
      prev.next = node;
      node.prev = prev;
    }
    node.parent = parent;
    parent.children.push(node);
  }
}
