/**
 * knowledge_graph: the entity panel (right-hand #rhs on desktop, inline on mobile and in the
 * 2024 whole-page layout). Every part carries a data-attrid (title, subtitle, description,
 * kc:/… facts) that has held since 2017; facts become one key each ("born", "height") with
 * `<key>_links` for the links in their value, as SerpApi does.
 */
import type { Element } from 'domhandler';
import type { Json } from './common.ts';
import { attr, closest, findAll, findFirst, hasClass, textOf, type SerpDom } from './dom.ts';
import type { ApiLinks } from './api-links.ts';
import { leafLines } from './sections.ts';
import { unwrapGoogleLink } from '../links.ts';

export function knowledgeGraph(dom: SerpDom, api: ApiLinks): Json {
  const marked = dom.withAttribute('data-attrid');
  // The title: data-attrid="title" (2020–2026), the .kno-ecr-pt heading before that (2019).
  const titleEl = marked.find((e) => e.attribs['data-attrid'] === 'title' && textOf(e)) ?? dom.withClass('kno-ecr-pt')[0];
  if (!titleEl) return {};
  // The panel: the nearest block around the title that also holds its description and facts
  // (the class names of panels changed with every layout; the facts' data-attrid did not).
  const parts = marked.filter((e) => /^(kc|ss|hw):\/|^description$/.test(e.attribs['data-attrid']!));
  const wanted = Math.min(3, parts.length);
  const root =
    closest(titleEl, (e) => ['rso', 'center_col', 'search', 'main'].includes(e.attribs.id ?? '') ? false : parts.filter((p) => isWithin(p, e)).length >= wanted && wanted > 0, 25) ??
    closest(titleEl, (e) => e.attribs.id === 'rhs' || hasClass(e, 'kp-wholepage') || hasClass(e, 'kp-blk'), 30) ??
    titleEl;
  const within = marked.filter((e) => isWithin(e, root));
  const get = (id: string) => within.find((e) => e.attribs['data-attrid'] === id);
  const title = textOf(titleEl);
  // The subtitle line may lead with the rating ("4.8 · 267,582 Google reviews · Park in New York"): the type is its last part.
  const subtitle = get('subtitle');
  const type = subtitle ? (leafLines(subtitle).at(-1) ?? '') : '';
  const descriptionEl = get('description') ?? findFirst(root, '.kno-rdesc');
  const descriptionSpan = descriptionEl ? findFirst(descriptionEl, 'span') : undefined;
  const description = textOf(descriptionSpan ?? descriptionEl).replace(/\s*(Wikipedia|Wikipédia)$/, '');
  const sourceAnchor = findAll(descriptionEl, 'a[href]').at(-1);
  const website = findAll(root, 'a[href]').find((a) => /^(Website|Webseite|Webbplats|Site web|Sitio web)$/i.test(textOf(a)));
  const kgmid = /[?&](?:kgmid|mid)=(\/[mg]\/[\w-]+)/.exec(decodeURIComponent(attr(findFirst(root, 'a[href*="mid="]'), 'href') ?? ''))?.[1];
  const out: Json = {
    title,
    ...(type ? { type } : {}),
    ...(kgmid ? { kgmid, knowledge_graph_search_link: `https://www.google.com/search?kgmid=${encodeURIComponent(kgmid)}`, serpapi_knowledge_graph_search_link: api.searchLink(title) } : {}),
    ...(website ? { website: unwrapGoogleLink(attr(website, 'href'), dom.url) } : {}),
    ...(description ? { description } : {}),
    ...(sourceAnchor && description ? { source: { name: textOf(sourceAnchor), link: unwrapGoogleLink(attr(sourceAnchor, 'href'), dom.url) } } : {}),
  };
  for (const fact of within) {
    const id = fact.attribs['data-attrid']!;
    if (!/^(kc|ss|hw):\//.test(id)) continue;
    const [label, ...rest] = textOf(fact).split(/:\s+/);
    const value = rest.join(': ').trim();
    if (!label || !value || label.length > 40) continue;
    const key = label.toLowerCase().normalize('NFKD').replace(/[^\w]+/g, '_').replace(/^_|_$/g, '');
    if (!key || key in out) continue;
    out[key] = value;
    const links = findAll(fact, 'a[href]').map((a) => ({ text: textOf(a), link: unwrapGoogleLink(attr(a, 'href'), dom.url) })).filter((l) => l.text && l.link && l.text !== label);
    if (links.length) out[`${key}_links`] = links;
  }
  return out;
}

function isWithin(el: Element, root: Element): boolean {
  for (let cur: Element | null = el; cur; cur = cur.parent as Element | null) if (cur === root) return true;
  return false;
}

