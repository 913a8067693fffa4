/**
 * related_searches ("Related searches", "People also search for": the block at the foot of the
 * page, #bres / #brs, links back into /search) and related_questions ("People also ask":
 * elements carrying the question in data-q, stable since 2021; the answer is loaded on click,
 * so only what the page already holds is returned).
 */
import { isGoogleFeatureLink, unwrapGoogleLink } from '../links.ts';
import { attr, closest, findAll, findFirst, textOf, type SerpDom } from './dom.ts';
import { safeUrl, type Json } from './common.ts';
import type { ApiLinks } from './api-links.ts';

/** "See more", "View 15+ more": links to more of a list, not related searches. */
const MORE = /^(See more|View \d+\+? more|Mehr anzeigen|Weitere anzeigen|Visa fler|Voir plus|Ver más)/i;

export function relatedSearches(dom: SerpDom, api: ApiLinks): Json[] {
  // #brs: "Searches related to …" (2019); #bres: the same block since (with "People also search for").
  const box = dom.byId('brs') ?? dom.byId('bres');
  if (!box) return [];
  const out: Json[] = [];
  const seen = new Set<string>();
  for (const a of findAll(box, 'a[href]')) {
    const href = attr(a, 'href')!;
    const url = safeUrl(href, dom.url);
    const query = url?.pathname === '/search' ? url.searchParams.get('q') : null;
    const text = textOf(a);
    if (!url || !query || !text || seen.has(query) || MORE.test(text)) continue;
    seen.add(query);
    out.push({ block_position: 1, query: text, link: url.href, serpapi_link: api.searchLink(query) });
  }
  return out;
}

export function relatedQuestions(dom: SerpDom, api: ApiLinks): Json[] {
  const out: Json[] = [];
  const seen = new Set<string>();
  if (dom.withAttribute('data-q').length === 0) {
    // 2019: no data-q; the question is the pair's clickable line, its answer is loaded on click.
    for (const pair of dom.withClass('related-question-pair')) {
      const question = textOf(findFirst(pair, '[jsname="xXq91c"], .cbphWd'));
      if (!question || seen.has(question)) continue;
      seen.add(question);
      out.push({ question, serpapi_link: api.searchLink(question) });
    }
    return out;
  }
  for (const el of dom.withAttribute('data-q')) {
    const question = attr(el, 'data-q')!.trim();
    if (!question || seen.has(question)) continue;
    seen.add(question);
    // The answer panel, when the page holds it, is the question's pair container minus the question.
    const pair = closest(el, (e) => e.name === 'related-question-pair' || e.attribs.jsname === 'yEVEwb' || e.attribs['data-initq'] !== undefined, 6) ?? el;
    const link = findAll(pair, 'a[href]').map((a) => unwrapGoogleLink(attr(a, 'href'), dom.url)).find((l) => l && !isGoogleFeatureLink(l));
    const anchor = link ? findAll(pair, 'a[href]').find((a) => unwrapGoogleLink(attr(a, 'href'), dom.url) === link) : undefined;
    const title = textOf(findFirst(anchor, 'h3, [role="heading"]'));
    const snippetNode = findFirst(pair, '.wDYxhc, [data-attrid="wa:/description"], .hgKElc');
    const snippet = textOf(snippetNode);
    out.push({
      question,
      ...(snippet ? { snippet } : {}),
      ...(title ? { title } : {}),
      ...(link ? { link, displayed_link: textOf(findFirst(pair, 'cite')) || undefined } : {}),
      serpapi_link: api.searchLink(question),
    });
  }
  return out;
}
