/**
 * ai_overview: the generated answer above the results (2024–2026). Recognised by its heading
 * ("AI Overview" in the page's language); its text is returned as typed text_blocks
 * (heading, paragraph, list) and its cited pages as references. Pages that load the answer
 * later by script hold only a placeholder: then the block says so with an empty text.
 */
import type { Element } from 'domhandler';
import { isGoogleFeatureLink, unwrapGoogleLink } from '../links.ts';
import type { Json } from './common.ts';
import { attr, closest, findAll, findFirst, textOf, type SerpDom } from './dom.ts';
import { sections } from './sections.ts';

const AI_OVERVIEW = /^(AI Overview|Übersicht mit KI|KI-Übersicht|AI-översikt|Aperçu IA|Aperçu généré par l'IA|Vista creada con IA|Resumen creado con IA|Panoramica IA|AI による概要)$/i;
const BLOCK = new Set(['div', 'p', 'span', 'li', 'ul', 'ol', 'h3', 'h4', 'table']);

export function aiOverview(dom: SerpDom): Json {
  const section = sections(dom, AI_OVERVIEW)[0];
  if (!section) return {};
  const root = section.root;
  const references = collectReferences(dom, root);
  const refEls = new Set(references.map((r) => r.el));
  const blocks: Json[] = [];
  const walk = (el: Element) => {
    if (refEls.has(el) || el.attribs['aria-hidden'] === 'true' || el.attribs.style?.includes('display:none')) return;
    if (el.name === 'ul' || el.name === 'ol') {
      // The cited pages are a list too; they are the references, not the answer's text.
      const items = el.children.filter((li): li is Element => li.type === 'tag' && (li as Element).name === 'li' && !refEls.has(li as Element) && findAll(li, 'a[href]').length < 2);
      const list = items.map((li) => ({ snippet: textOf(li) })).filter((i) => i.snippet && !/^(Show all|Alle anzeigen|Visa alla)$/.test(i.snippet));
      if (list.length) blocks.push({ type: 'list', list });
      return;
    }
    // Text is read once, at the innermost block (reading it at every level was quadratic).
    const childBlocks = el.children.filter((c) => c.type === 'tag' && BLOCK.has((c as Element).name));
    if (childBlocks.length === 0 || (el.name === 'span' && childBlocks.every((c) => (c as Element).name === 'span'))) {
      const text = textOf(el);
      // The mobile page repeats the query for screen readers ("You said: …", 2026-06).
      if (!text || text === section.heading || AI_OVERVIEW.test(text) || /^You said:/.test(text)) return;
      const isHeading = el.attribs.role === 'heading' || el.name === 'h3' || el.name === 'h4' || (text.length < 80 && !/[.!?:]$/.test(text) && /^(strong|b)$/.test((el.children.find((c) => c.type === 'tag') as Element | undefined)?.name ?? ''));
      if (text.length < 25 && !isHeading) return;
      blocks.push(isHeading ? { type: 'heading', snippet: text } : { type: 'paragraph', snippet: text });
      return;
    }
    for (const c of el.children) if (c.type === 'tag') walk(c as Element);
  };
  walk(root);
  return {
    text_blocks: dedupe(blocks),
    references: references.map(({ el: _el, ...r }) => r),
  };
}

function collectReferences(dom: SerpDom, root: Element): (Json & { el: Element })[] {
  const out: (Json & { el: Element })[] = [];
  const seen = new Set<string>();
  for (const a of findAll(root, 'a[href]')) {
    const link = unwrapGoogleLink(attr(a, 'href'), dom.url);
    // Google's own "Learn more about generative AI" help link is not a source.
    if (!link || isGoogleFeatureLink(link) || /(^|\.)support\.google\./.test(new URL(link).hostname) || seen.has(link)) continue;
    const title = attr(a, 'aria-label') || textOf(findFirst(a, '[role="heading"], .Nn35F, .mNme1d')) || textOf(a);
    if (!title) continue;
    seen.add(link);
    const item = closest(a, (e) => e.name === 'li', 4) ?? a;
    const source = textOf(findFirst(item, '.R0r5R, cite, .KEVENd'));
    out.push({ index: out.length, title, link, ...(source ? { source } : {}), el: item as Element });
  }
  return out;
}

function dedupe(blocks: Json[]): Json[] {
  const seen = new Set<string>();
  return blocks.filter((b) => {
    const key = JSON.stringify(b);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
