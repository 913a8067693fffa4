/**
 * pagination: Google's own page links (the numbered table at the foot of the page, or a
 * "Next" link in layouts without one), and serpapi_pagination: the same pages as links to our
 * API (zero-based `page`). Links are recognised by their target (/search with a `start`) rather
 * than by the table's class names.
 */
import { attr, findAll, textOf, type SerpDom } from './dom.ts';
import { safeUrl, type Json } from './common.ts';
import type { ApiLinks } from './api-links.ts';

const NEXT = /^(Next|Nächste|Weiter|Nästa|Suivant|Siguiente|Successiva|Avanti|Próxima|More results|Mehr Ergebnisse)/i;

export function pagination(dom: SerpDom, api: ApiLinks): Json {
  // The page links sit at the foot: #botstuff (2020–2026), #foot / #navcnt (before).
  const containers = ['botstuff', 'foot'].map((id) => dom.byId(id)).filter((e) => e !== undefined);
  const anchors = containers.length ? [...new Set(containers.flatMap((c) => findAll(c, 'a[href]')))] : [...dom.byTag('a')];
  const pageUrl = safeUrl(dom.url, 'https://www.google.com/');
  const perPage = Number(pageUrl?.searchParams.get('num') ?? 10) || 10;
  const current = Math.floor(Number(pageUrl?.searchParams.get('start') ?? 0) / perPage) + 1;
  const others: Record<string, string> = {};
  let next: string | undefined;
  for (const a of anchors) {
    const href = attr(a, 'href')!;
    const url = safeUrl(href, dom.url);
    if (!url || url.pathname !== '/search' || !url.searchParams.has('start')) continue;
    const text = textOf(a);
    const label = attr(a, 'aria-label') ?? '';
    if (attr(a, 'id') === 'pnnext' || NEXT.test(text) || NEXT.test(label)) next ??= url.href;
    else if (/^\d+$/.test(text) && Number(text) !== current) others[text] ??= url.href;
  }
  if (!next && Object.keys(others).length === 0) return {};
  const nextPage = next ? pageNumber(next, perPage) : undefined;
  const apiOthers = Object.fromEntries(Object.entries(others).map(([n, _u]) => [n, api.pageLink(Number(n) - 1)]));
  return {
    pagination: { current, ...(next ? { next } : {}), ...(Object.keys(others).length ? { other_pages: others } : {}) },
    serpapi_pagination: {
      current,
      ...(nextPage ? { next_link: api.pageLink(nextPage - 1), next: api.pageLink(nextPage - 1) } : {}),
      ...(Object.keys(apiOthers).length ? { other_pages: apiOthers } : {}),
    },
  };
}

function pageNumber(link: string, perPage: number): number | undefined {
  const start = safeUrl(link, 'https://www.google.com/')?.searchParams.get('start');
  return start === null || start === undefined ? undefined : Math.floor(Number(start) / perPage) + 1;
}
