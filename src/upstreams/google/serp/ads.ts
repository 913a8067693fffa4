/**
 * ads: text ads above (#tads) and below (#tadsb, #bottomads) the results, each marked with
 * data-text-ad (2019–2026). The landing page is the link's data-pcu or plain href; the Google
 * click-tracking URL (aclk) becomes tracking_link.
 */
import type { Element } from 'domhandler';
import { type Json } from './common.ts';
import { attr, closest, findAll, findFirst, textOf, type SerpDom } from './dom.ts';
import { leafLines } from './sections.ts';

export function ads(dom: SerpDom): Json[] {
  const out: Json[] = [];
  const blocks: [string, Element | undefined][] = [
    ['top', dom.byId('tads')],
    ['bottom', dom.byId('tadsb') ?? dom.byId('bottomads')],
  ];
  for (const [blockPosition, container] of blocks) {
    if (!container) continue;
    const items = findAll(container, '[data-text-ad]');
    for (const ad of items.length ? items : findAll(container, '.uEierd')) {
      const parsed = parseAd(dom, ad as Element);
      if (parsed) out.push({ position: out.length + 1, block_position: blockPosition, ...parsed });
    }
  }
  return out;
}

function parseAd(dom: SerpDom, ad: Element): Json | undefined {
  const heading = findAll(ad, '[role="heading"]').find((h) => !closest(h, (e) => e.attribs.role === 'list', 6)) ?? findFirst(ad, 'h3');
  const anchor = heading ? closest(heading, (e) => e.name === 'a', 6) : undefined;
  if (!heading || !anchor) return undefined;
  const href = attr(anchor, 'href') ?? '';
  const isClick = /\/aclk|googleadservices\.com/.test(href);
  const link = attr(anchor, 'data-pcu')?.split(',')[0] ?? (isClick ? undefined : href);
  const tracking = attr(anchor, 'data-rw') ?? (isClick ? new URL(href, dom.url).href : undefined);
  const displayed = textOf(findFirst(ad, '[role="text"], .x2VHCd, .Zu0yb, cite'));
  const title = textOf(heading);
  const description = textOf(findFirst(ad, '.MUxGbd.yDYNvb, .Va3FIb.r025kc, .yDYNvb')) || leafLines(ad).filter((l) => l.length > 60 && l !== title)[0];
  const sitelinks = findAll(ad, 'a[href]')
    .filter((a) => a !== anchor && !closest(a, (e) => e === anchor) && textOf(a) && !findFirst(a, 'img, g-img'))
    .map((a) => ({ title: textOf(a), link: attr(a, 'data-pcu')?.split(',')[0] ?? attr(a, 'href') }));
  const source = textOf(findFirst(anchor, '.OSrXXb span, .VuuXrf'));
  return {
    title,
    ...(link ? { link } : {}),
    ...(displayed ? { displayed_link: displayed } : {}),
    ...(tracking ? { tracking_link: tracking } : {}),
    ...(source && source !== title ? { source } : {}),
    ...(description ? { description } : {}),
    ...(sitelinks.length ? { sitelinks } : {}),
  };
}
