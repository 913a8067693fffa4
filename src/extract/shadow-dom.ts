/**
 * Declarative shadow DOM: a `<template shadowrootmode="open">` first among an element's children
 * (HTML, 2023; Chromium before 124 read `shadowroot="open"`) is that element's shadow tree. Server-
 * rendered web components ship their markup this way (Lit SSR on MDN, Salesforce's navigation,
 * Etsy's icons, 2026). A browser shows the shadow tree in the host's place; the host's own
 * children show only where a <slot> takes them (by their slot="name", or the unnamed slot), and a
 * slot no child fills shows its own content. We read the page as shown: the flattened tree.
 */
import type { AnyNode, Document, Element, ParentNode } from 'domhandler';
import { relink } from './dom-removal.ts';

/** Whether the page's markup holds a declarative shadow root at all (spares the walk on every other page). */
export const DECLARES_SHADOW_ROOT = /<template[^>]*\sshadowroot(mode)?\s*=/i;

export function flattenShadowRoots(doc: Document): void {
  flatten(doc);
}

function flatten(parent: ParentNode): void {
  for (const c of parent.children) {
    if (c.type !== 'tag') continue;
    const el = c as Element;
    const root = shadowTemplate(el);
    if (root) {
      const light = el.children.filter((n) => n !== root);
      el.children = fillSlots(root.children, light);
      relink(el);
    }
    // The host's new children may hold hosts of their own (components inside components).
    flatten(el);
  }
}

/** The element's shadow root's template: only the first child <template> that declares one counts. */
function shadowTemplate(el: Element): Element | undefined {
  if (el.name === 'template') return undefined;
  for (const c of el.children) {
    if (c.type !== 'tag') continue;
    const child = c as Element;
    if (child.name === 'template' && (child.attribs.shadowrootmode !== undefined || child.attribs.shadowroot !== undefined)) return child;
  }
  return undefined;
}

/**
 * The shadow tree's nodes with each of its slots replaced by the host's children assigned to it
 * (or by its fallback content): a slot lays out as its contents, nothing of its own. Slots belong
 * to the nearest shadow root: a nested host's template keeps its own.
 */
function fillSlots(shadow: readonly AnyNode[], light: readonly AnyNode[]): AnyNode[] {
  const assigned = new Map<string, AnyNode[]>();
  for (const n of light) {
    const name = n.type === 'tag' ? ((n as Element).attribs.slot ?? '') : '';
    // Only elements and text take a slot (comments never show).
    if (n.type !== 'tag' && n.type !== 'text') continue;
    const nodes = assigned.get(name);
    if (nodes) nodes.push(n);
    else assigned.set(name, [n]);
  }
  const fill = (nodes: readonly AnyNode[]): AnyNode[] =>
    nodes.flatMap((n) => {
      if (n.type !== 'tag') return [n];
      const el = n as Element;
      if (el.name === 'slot') {
        // The first slot of a name takes its nodes; a second of that name shows its fallback.
        const nodes = assigned.get(el.attribs.name ?? '');
        assigned.delete(el.attribs.name ?? '');
        return nodes ?? fill(el.children);
      }
      // A nested host: its light children fill our slots; its template's slots are its own.
      const template = shadowTemplate(el);
      el.children = template ? [template, ...fill(el.children.filter((k) => k !== template))] : fill(el.children);
      relink(el);
      return [el];
    });
  return fill(shadow);
}
