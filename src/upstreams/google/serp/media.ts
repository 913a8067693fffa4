/**
 * top_stories, inline_videos, short_videos and inline_images: carousels titled by a heading,
 * read as cards (sections.ts). Videos also sit as organic-looking cards inside a "Videos"
 * section; those are counted here, not as organic results.
 */
import { imageSource, type Json } from './common.ts';
import { attr, closest, findAll, findFirst, isInside, textOf, type SerpDom } from './dom.ts';
import { cardOf, carouselRoots, cards, isVideoCardHeading, sections, SHORT_VIDEOS, TOP_STORIES, toJson, VIDEOS, type Card } from './sections.ts';
import { isGoogleFeatureLink, unwrapGoogleLink } from '../links.ts';

const IMAGES = /^(Images|Bilder|Images for .*|Bilder zu .*|Imágenes|Immagini)$/i;

export function topStories(dom: SerpDom): Json[] {
  return sections(dom, TOP_STORIES).flatMap((s) => cards(dom, s.root)).map((c, i) => toJson(c, { position: i + 1 }));
}

export function inlineVideos(dom: SerpDom): Json[] {
  const inSections = sections(dom, VIDEOS).flatMap((s) => cards(dom, s.root));
  const seen = new Set(inSections.map((c) => c.link));
  // Video cards listed among the results, outside any titled carousel.
  const standalone = dom.headings
    .filter((h) => isVideoCardHeading(h) && !carouselRoots(dom).some((root) => isInside(h, root)))
    .map((h) => closest(h, (e) => e.name === 'a', 4))
    .map((a) => (a ? cardOf(dom, a) : undefined))
    .filter((c): c is Card => c !== undefined && !seen.has(c.link) && (seen.add(c.link), true));
  return [...inSections, ...standalone]
    .map((c, i) => {
      const { source, channel, ...rest } = toJson(c) as Json & { source?: string; channel?: string };
      // Video cards read "Platform · Channel · date".
      return { position: i + 1, ...rest, ...(source ? { platform: source } : {}), ...(channel ? { channel } : {}) };
    });
}

export function shortVideos(dom: SerpDom): Json[] {
  return sections(dom, SHORT_VIDEOS).flatMap((s) => cards(dom, s.root)).map((c, i) => toJson(c, { position: i + 1 }));
}

/** Images: the image strip links into Google Images (/imgres?imgurl=…&imgrefurl=…). */
export function inlineImages(dom: SerpDom): Json[] {
  const roots = [...sections(dom, IMAGES).map((s) => s.root), ...['iur', 'imagebox_bigimages'].map((id) => dom.byId(id)).filter((e) => e !== undefined)];
  const out: Json[] = [];
  const seen = new Set<string>();
  for (const root of roots) {
    for (const a of findAll(root, 'a[href]')) {
      const href = attr(a, 'href')!;
      let url: URL;
      try {
        url = new URL(href, dom.url);
      } catch {
        continue;
      }
      const original = url.searchParams.get('imgurl') ?? undefined;
      // Refinement chips ("clipart", "wallpaper") are searches, not images.
      if (url.pathname === '/search' && !url.searchParams.has('imgrc') && !url.searchParams.has('vhid')) continue;
      const source = url.searchParams.get('imgrefurl') ?? (url.pathname === '/imgres' ? undefined : unwrapGoogleLink(href, dom.url));
      const img = findFirst(a, 'img');
      const thumbnail = imageSource(dom, img);
      if (!thumbnail && !original) continue;
      const key = original ?? thumbnail!;
      if (seen.has(key)) continue;
      seen.add(key);
      const title = attr(img, 'alt') || textOf(a);
      out.push({
        position: out.length + 1,
        link: url.href,
        ...(source && !isGoogleFeatureLink(source) ? { source } : {}),
        ...(title ? { title } : {}),
        ...(thumbnail ? { thumbnail } : {}),
        ...(original ? { original } : {}),
      });
    }
  }
  return out;
}
