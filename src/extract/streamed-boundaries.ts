/**
 * React's streaming server rendering (React 18+, seen on Wayfair, Zalando, Best Buy… 2025) sends
 * a page in pieces: where a part is not ready it writes a placeholder — `<template id="B:1">`
 * after a `<!--$?-->` comment, followed by a fallback (a loading skeleton) up to `<!--/$-->`, or
 * a bare `<template id="P:1">` — and later, at the end of the body, the part itself in
 * `<div hidden id="S:1">` with a script call (`$RC("B:1","S:1")`, `$RS("S:1","P:1")`) that moves
 * it into place. A browser runs those calls; here the same moves are made on the tree, so the
 * part is read where it belongs (a product's specifications under its title, not after the
 * footer) and its skeleton is not read at all. Ids are React's, in hex ("S:2e").
 *
 * Marko's async fragments (eBay, 2026) do the same with other names: the placeholder, holding a
 * loading skeleton, is `<span id="afbrwwebph16">`; the part, later in the body, `<div
 * id="afbrwweb16" style="display:none">`; `$afbrwweb(16)` puts the part's children in the
 * placeholder's stead.
 */
import type { AnyNode, Comment, Document, Element, ParentNode } from 'domhandler';
import { textContent } from 'domutils';
import { relink } from './dom-removal.ts';
import { LOADER_LINE } from './widget-lines.ts';

const SEGMENT_ID = /^S:([0-9a-f]+)$/;
const MARKO_PART_ID = /^(af\w*?)(\d+)$/;
const MARKO_PLACEHOLDER_ID = /^af\w*?ph\d+$/;

export function placeStreamedSegments(doc: Document): void {
  const segments: Element[] = [];
  const parts: Element[] = [];
  const placeholders = new Map<string, Element>();
  const stack: AnyNode[] = [...doc.children];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type !== 'tag') continue;
    const el = n as Element;
    const id = el.attribs.id ?? '';
    if ((el.name === 'template' && /^[BP]:[0-9a-f]+$/.test(id)) || MARKO_PLACEHOLDER_ID.test(id)) placeholders.set(id, el);
    else if (el.name === 'div' && el.attribs.hidden !== undefined && SEGMENT_ID.test(id)) segments.push(el);
    else if (el.name === 'div' && MARKO_PART_ID.test(id) && /display\s*:\s*none/i.test(el.attribs.style ?? '')) parts.push(el);
    for (const c of el.children) stack.push(c);
  }
  // Every move is recorded first and each parent rebuilt once: a page may stream thousands of parts.
  const replaced = new Map<AnyNode, AnyNode[]>();
  for (const segment of segments) {
    const key = SEGMENT_ID.exec(segment.attribs.id!)![1];
    const boundary = placeholders.get(`B:${key}`);
    const slot = boundary ?? placeholders.get(`P:${key}`);
    // No placeholder in the capture (its script never arrived): the segment stays where it is.
    if (!slot?.parent) continue;
    if (boundary) for (const n of fallback(boundary)) replaced.set(n, []);
    replaced.set(slot, [...segment.children]);
    replaced.set(segment, []);
  }
  for (const part of parts) {
    const [, prefix, key] = MARKO_PART_ID.exec(part.attribs.id!)!;
    const slot = placeholders.get(`${prefix}ph${key}`);
    if (!slot?.parent) continue;
    replaced.set(slot, [...part.children]);
    replaced.set(part, []);
  }
  // A segment's own children are rebuilt where they land, not in the segment, which leaves the tree.
  const parents = new Set<ParentNode>();
  for (const n of replaced.keys()) if (n.parent && !replaced.has(n.parent)) parents.add(n.parent);
  // A part may hold another part's placeholder, even as its direct child: replacements nest.
  const expanding = new Set<AnyNode>();
  const expand = (n: AnyNode): AnyNode[] => {
    const by = replaced.get(n);
    if (!by) return [n];
    // A part holding its own placeholder (never in a real page) is dropped, not expanded forever.
    if (expanding.has(n)) return [];
    expanding.add(n);
    const out = by.flatMap(expand);
    expanding.delete(n);
    return out;
  };
  for (const parent of parents) {
    parent.children = parent.children.flatMap(expand);
    relink(parent);
  }
}

/**
 * The skeleton a boundary shows until its part arrives: the template's siblings up to the
 * boundary's closing `<!--/$-->`. A page saved without its comments has no such marks: then only
 * an element straight after the template that says it is one ("Loading paragraph...", "Loading
 * image...", The Motley Fool 2026) is taken for the skeleton — a boundary may have none, and what
 * follows it is the page's.
 */
function fallback(template: Element): AnyNode[] {
  const nodes: AnyNode[] = [];
  let depth = 0;
  for (let n = template.next; n; n = n.next) {
    if (n.type === 'comment') {
      const data = (n as Comment).data;
      if (data === '/$') {
        if (depth === 0) return nodes;
        depth--;
      } else if (data.startsWith('$')) depth++;
    }
    nodes.push(n);
  }
  const next = nodes.find((n) => n.type !== 'text' || /\S/.test(n.data));
  return next?.type === 'tag' && LOADER_LINE.test(textContent(next).trim()) ? [next] : [];
}
