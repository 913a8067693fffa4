/**
 * ai_overview: the generated answer above the results (2024–2026). Recognised by its heading
 * ("AI Overview" in the page's language); its text is returned as typed text_blocks
 * (heading, paragraph, list) and its cited pages as references. Pages that load the answer
 * later by script hold only a placeholder: then the block says so with an empty text.
 */
import type { Element } from 'domhandler';
import { unwrapGoogleLink } from '../links.ts';
import { answerBlocks, isSourceLink, withoutNewTab } from './answer-text.ts';
import type { Json } from './common.ts';
import { attr, closest, findAll, findFirst, textOf, type SerpDom } from './dom.ts';
import { DATE, leafLines, sections } from './sections.ts';

const AI_OVERVIEW = /^(AI Overview|Übersicht mit KI|KI-Übersicht|AI-översikt|Aperçu IA|Aperçu généré par l'IA|Vista creada con IA|Resumen creado con IA|Panoramica IA|AI による概要)$/i;

export function aiOverview(dom: SerpDom): Json {
  const section = sections(dom, AI_OVERVIEW)[0];
  if (!section) return {};
  const references = collectReferences(dom, section.root);
  const indexByLink = new Map(references.map((r) => [r.link as string, r.index as number]));
  const text_blocks = answerBlocks(dom, section.root, {
    skip: new Set(references.map((r) => r.el)),
    referenceIndex: (link) => indexByLink.get(link),
    dropText: (text) => text === section.heading || AI_OVERVIEW.test(text),
  });
  return { text_blocks, references: references.map(({ el: _el, ...r }) => r) };
}

function collectReferences(dom: SerpDom, root: Element): (Json & { el: Element })[] {
  const out: (Json & { el: Element })[] = [];
  const seen = new Set<string>();
  for (const a of findAll(root, 'a[href]')) {
    const link = unwrapGoogleLink(attr(a, 'href'), dom.url);
    // Google's own "Learn more about generative AI" help link is not a source.
    if (!link || !isSourceLink(link) || seen.has(link)) continue;
    // Some 2026 pages label their source links literally "undefined": then the link's own lines
    // read "title · date · source".
    const label = attr(a, 'aria-label');
    const lines = leafLines(a).filter((l) => !/^[·•]$/.test(l));
    const title = withoutNewTab((label !== 'undefined' ? label : '') || textOf(findFirst(a, '[role="heading"], .Nn35F, .mNme1d')) || lines[0] || '');
    if (!title) continue;
    seen.add(link);
    const item = closest(a, (e) => e.name === 'li', 4) ?? a;
    const rest = lines.slice(1).filter((l) => !title.includes(l));
    const date = rest.find((l) => DATE.test(l));
    const source = textOf(findFirst(item, '.R0r5R, cite, .KEVENd')) || rest.filter((l) => l !== date).at(-1);
    out.push({ index: out.length, title, link, ...(source ? { source } : {}), ...(date ? { date } : {}), el: item as Element });
  }
  return out;
}
