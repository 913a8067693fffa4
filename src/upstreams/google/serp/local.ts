/**
 * local_results + local_map: the "Places" pack. Each place carries its CID in data-cid (the
 * stable marker, 2019–2024); its short lines are read by shape — "4.3", "(398)", "$$",
 * the type, the address, the hours — because the classes around them change.
 */
import type { Json } from './common.ts';
import { imageSource } from './common.ts';
import { attr, closest, findFirst, textOf, type SerpDom } from './dom.ts';
import { leafLines } from './sections.ts';

export function localResults(dom: SerpDom): Json {
  const places: Json[] = [];
  const seen = new Set<string>();
  for (const el of dom.withAttribute('data-cid')) {
    const cid = el.attribs['data-cid']!;
    // A place's CID is a 64-bit number (17–20 digits); video cards carry short data-cid values too.
    if (seen.has(cid) || !/^\d{12,}$/.test(cid)) continue;
    const item = closest(el, (e) => e.attribs.jscontroller !== undefined || e.attribs['data-hveid'] !== undefined, 6) ?? el;
    const title = textOf(findFirst(item, '[role="heading"], .dbg0pd, .OSrXXb'));
    if (!title) continue;
    seen.add(cid);
    places.push({ position: places.length + 1, title, place_id: cid, ...placeDetails(leafLines(item).filter((l) => l !== title)) });
  }
  if (places.length === 0) return {};
  const map = dom.byTag('a').find((a) => /\/maps\b|tbm=lcl|udm=1\b/.test(attr(a, 'href') ?? '') && findFirst(a, 'img') !== undefined);
  return {
    ...(map ? { local_map: { link: new URL(attr(map, 'href')!, dom.url).href, ...(imageSource(dom, findFirst(map, 'img')) ? { image: imageSource(dom, findFirst(map, 'img')) } : {}) } } : {}),
    local_results: { places },
  };
}

const RATING = /^\d[.,]\d$/;
const REVIEWS = /^\(([\d.,\s]+[KkM]?)\)$/;
const PRICE = /^([$€£¥₹]{1,4}|[$€£]\d[\d–-]*)$/;
const HOURS = /\b(Open|Closed|Opens|Closes|Geöffnet|Geschlossen|Öppet|Stängt|Ouvert|Fermé|Abierto|Cerrado)\b/i;

function placeDetails(lines: string[]): Json {
  const clean = lines.map((l) => l.replace(/^[·⋅]\s*|\s*[·⋅]$/g, '').trim()).filter((l) => l && !/^[·⋅]+$/.test(l));
  const rating = clean.find((l) => RATING.test(l));
  const reviews = clean.find((l) => REVIEWS.test(l));
  const price = clean.find((l) => PRICE.test(l));
  const hours = clean.find((l) => HOURS.test(l));
  const rest = clean.filter((l) => l !== rating && l !== reviews && l !== price && l !== hours && !/^(Website|Directions|Route|Wegbeschreibung|Vägbeskrivning|Itinéraire|Cómo llegar)$/i.test(l));
  const reviewCount = reviews ? REVIEWS.exec(reviews)![1]! : undefined;
  return {
    ...(rating ? { rating: Number(rating.replace(',', '.')) } : {}),
    ...(reviewCount ? { reviews_original: reviews, reviews: parseReviews(reviewCount) } : {}),
    ...(price ? { price } : {}),
    ...(rest[0] ? { type: rest[0] } : {}),
    ...(rest[1] ? { address: rest[1] } : {}),
    ...(hours ? { hours } : {}),
    ...(rest.length > 2 ? { extensions: rest.slice(2) } : {}),
  };
}

function parseReviews(raw: string): number {
  const m = /([\d.,]+)\s*([KkM])?/.exec(raw)!;
  if (!m[2]) return Number(m[1]!.replace(/[^\d]/g, ''));
  return Math.round(Number(m[1]!.replace(',', '.')) * (m[2].toLowerCase() === 'k' ? 1e3 : 1e6));
}
