/**
 * The AI Mode page (udm=50, 2025–2026): the generated answer as text_blocks with
 * reference_indexes, the cited pages as references, and the follow-up prompts the page offers.
 * Recognised by structure, not class names (the captures we hold have them stripped or
 * generated): the answer is the smallest block holding every citation chip; the references are
 * the lists whose items open with their link (the sources panel), then any chip not listed.
 */
import type { Element } from 'domhandler';
import { unwrapGoogleLink } from '../links.ts';
import { answerBlocks, isSourceLink, opensWithLink, withoutNewTab } from './answer-text.ts';
import type { Json } from './common.ts';
import { attr, closest, findAll, isInside, textOf, type SerpDom } from './dom.ts';
import { DATE, leafLines } from './sections.ts';

interface Reference {
  index: number;
  title: string;
  link: string;
  snippet?: string;
  source?: string;
  date?: string;
}

export function aiMode(dom: SerpDom): Json {
  // The answer sits in #main (the 2026 page leaves #center_col empty).
  const scope = dom.byId('main') ?? dom.byId('center_col');
  const anchors = scope ? findAll(scope, 'a[href]') : [...dom.byTag('a')];
  const lists = new Set<Element>();
  const references: Reference[] = [];
  const byLink = new Map<string, Reference>();
  const add = (ref: Omit<Reference, 'index'>) => {
    if (byLink.has(ref.link)) return;
    const full = { index: references.length, ...ref };
    references.push(full);
    byLink.set(ref.link, full);
  };
  // The sources panel: list items that open with their link.
  for (const a of anchors) {
    const li = closest(a, (e) => e.name === 'li', 3);
    const link = unwrapGoogleLink(attr(a, 'href'), dom.url);
    if (!li || !link || !isSourceLink(link) || !opensWithLink(li) || findAll(li, 'a[href]')[0] !== a) continue;
    lists.add(li.parent as Element);
    add(listedReference(li, a, link));
  }
  // Citation chips in the answer: links outside those lists.
  const chips = anchors.filter((a) => {
    const link = unwrapGoogleLink(attr(a, 'href'), dom.url);
    return link !== undefined && (isSourceLink(link) || link.includes('/goto?')) && ![...lists].some((l) => isInside(a, l));
  });
  for (const a of chips) {
    const link = unwrapGoogleLink(attr(a, 'href'), dom.url)!;
    add(chipReference(a, link));
  }
  const root = lowestCommonAncestor(chips) ?? scope;
  if (!root) return { text_blocks: [], references: [] };
  const text_blocks = answerBlocks(dom, root, { skip: lists, referenceIndex: (link) => byLink.get(link)?.index });
  const prompts = followUps(dom, anchors);
  return { text_blocks, references, ...(prompts.length ? { follow_up_prompts: prompts } : {}) };
}

/** A sources-panel item: "title", "date — snippet", "source" lines beside the (often empty) link. */
function listedReference(li: Element, a: Element, link: string): Omit<Reference, 'index'> {
  const lines = leafLines(li);
  const label = withoutNewTab(attr(a, 'aria-label') ?? '');
  const title = textOf(a) || lines[0] || label;
  const rest = lines.filter((l) => l !== title && !label.startsWith(l));
  // "21 Oca 2026 — snippet…": a short date (any language: it holds a year or reads "… ago") first.
  const dated = rest.find((l) => / — /.test(l) && (DATE.test(l.split(' — ')[0]!) || /^[^—]{3,20}\b(19|20)\d\d$/.test(l.split(' — ')[0]!)));
  const snippetLine = dated ?? rest.find((l) => l.length > 40);
  const date = dated?.split(' — ')[0];
  const snippet = dated ? dated.split(' — ').slice(1).join(' — ') : snippetLine;
  const source = rest.filter((l) => l !== snippetLine && l.length < 60 && !/^\d+ (site|sites|Websites?)$/i.test(l)).at(-1);
  return { title: title || label, link, ...(snippet ? { snippet } : {}), ...(source ? { source } : {}), ...(date ? { date } : {}) };
}

/** A citation chip: its label reads "Source (+2) - Title. Related results" (2026, localised). */
function chipReference(a: Element, link: string): Omit<Reference, 'index'> {
  const label = attr(a, 'aria-label') ?? '';
  const m = /^(.*?)(?:\s*\(\+\d+\))?\s+-\s+(.+?)(?:\.\s*[^.]{0,40})?$/.exec(label);
  const source = m?.[1] || leafLines(a)[0];
  const title = m?.[2] ?? (withoutNewTab(label) || source || link);
  return { title, link, ...(source ? { source } : {}) };
}

function lowestCommonAncestor(nodes: Element[]): Element | undefined {
  if (nodes.length === 0) return undefined;
  const path = (n: Element) => {
    const out: Element[] = [];
    for (let cur: Element | null = n; cur; cur = cur.parent as Element | null) out.unshift(cur);
    return out;
  };
  let common = path(nodes[0]!);
  for (const n of nodes.slice(1)) {
    const p = path(n);
    let i = 0;
    while (i < common.length && i < p.length && common[i] === p[i]) i++;
    common = common.slice(0, i);
  }
  return common.at(-1);
}

/**
 * Suggested next questions: links that start another AI Mode search (udm=50) whose text is the
 * question they ask (the tab bar's "AI Mode" link carries the current query instead).
 */
function followUps(dom: SerpDom, anchors: Element[]): string[] {
  const out = new Set<string>();
  for (const a of anchors) {
    const href = attr(a, 'href') ?? '';
    if (!/[?&]udm=50\b/.test(href)) continue;
    const q = new URL(href, dom.url).searchParams.get('q')?.trim();
    const text = textOf(a);
    if (q && text && text.toLowerCase() === q.toLowerCase() && text.length > 8) out.add(text);
  }
  return [...out];
}
