/**
 * The shopping vertical (udm=28): shopping_results read as product cards — an element holding
 * one price (or a price and the old price), a link and a title — and filters, the links that
 * carry a `shoprs` token, each with a ready link to our API for the filtered search. By shape,
 * not class names: the 2025–2026 grid (`liKJmf`/`gkQHve`/`lmQWe`) and the product ads of the
 * web page (2024: `pla-unit`) share none, but both show a price, a merchant and a title.
 */
import type { Element } from 'domhandler';
import { isGoogleFeatureLink, unwrapGoogleLink } from '../links.ts';
import type { ApiLinks } from './api-links.ts';
import { imageSource, resultsColumn, safeUrl, type Json } from './common.ts';
import { attr, closest, findAll, findFirst, isInside, textOf, type SerpDom } from './dom.ts';
import { leafLines } from './sections.ts';

const PRICE = /^(?:(?:US|CA|A|NZ|R|HK|S)?[$€£¥₹₺]|[A-Z]{3}\s)\s?\d[\d.,\s]*(?:\s?[€$£])?$|^\d[\d.,\s]*\s?(?:€|kr|zł|Kč|₺|TL|CHF|Ft|lei|₽)$/;
const RATING = /^\d[.,]\d$/;
const REVIEWS = /^\(?([\d.,]+\s?[KkM]?)\)?$/;
const DELIVERY = /shipping|delivery|Versand|Lieferung|frakt|leverans|livraison|envío|consegna|kargo/i;

export function shoppingResults(dom: SerpDom, api: ApiLinks): Json {
  // The whole page: product ads sit above the results column, the grid inside it.
  const column = dom.byId('main') ?? resultsColumn(dom);
  const prices = column ? priceElements(column) : [];
  const cards = new Map<Element, Element[]>();
  for (const price of prices) {
    const card = cardAround(price, prices);
    if (card) cards.set(card, [...(cards.get(card) ?? []), price]);
  }
  const results: Json[] = [];
  const seen = new Set<string>();
  for (const [card, cardPrices] of cards) {
    // Hover cards repeat a product inside its own card: keep the outermost.
    if ([...cards.keys()].some((other) => other !== card && isInside(card, other))) continue;
    const product = productOf(dom, card, cardPrices);
    if (!product) continue;
    const key = `${product.title}|${product.price}`;
    if (seen.has(key)) continue;
    seen.add(key);
    results.push({ position: results.length + 1, ...product });
  }
  const filters = shoppingFilters(dom, api);
  return { shopping_results: results, ...(filters.length ? { filters } : {}) };
}

function priceElements(root: Element): Element[] {
  const out: Element[] = [];
  const walk = (el: Element) => {
    for (const c of el.children) {
      if (c.type === 'text' && PRICE.test(c.data.trim()) && el.children.every((o) => o === c || o.type !== 'text' || !o.data.trim())) out.push(el);
      else if (c.type === 'tag') walk(c as Element);
    }
  };
  walk(root);
  return out;
}

/** The smallest block around a price that holds a link and a title but no other product's price. */
function cardAround(price: Element, prices: Element[]): Element | undefined {
  let best: Element | undefined;
  for (let cur = price.parent as Element | null, i = 0; cur && i < 10; cur = cur.parent as Element | null, i++) {
    if (cur.type !== 'tag') break;
    const inside = prices.filter((p) => isInside(p, cur!));
    if (inside.length > 2 || (inside.length === 2 && !looksLikeOldPrice(inside))) break;
    if (findFirst(cur, 'a[href]') && (findFirst(cur, 'img') || findFirst(cur, '[role="heading"], h3'))) best = cur;
  }
  return best;
}

function looksLikeOldPrice(pair: Element[]): boolean {
  return pair.some((p) => closest(p, (e) => /line-through/.test(e.attribs.style ?? '') || e.name === 's' || e.name === 'del', 3) !== undefined) || amount(textOf(pair[0])) !== amount(textOf(pair[1]));
}

function productOf(dom: SerpDom, card: Element, prices: Element[]): Json | undefined {
  const anchors = findAll(card, 'a[href]').map((a) => ({ a, link: unwrapGoogleLink(attr(a, 'href'), dom.url) })).filter((x) => x.link);
  const productPage = anchors.find((x) => /\/shopping\/product\/|[?&]prds=|ibp=oshop/.test(x.link!));
  const merchant = anchors.find((x) => !isGoogleFeatureLink(x.link!) && !/\/aclk|googleadservices/.test(x.link!));
  const heading = findFirst(card, '[role="heading"], h3');
  const lines = leafLines(card);
  const label = merchant ? attr(merchant.a, 'aria-label') : undefined;
  const title = (heading ? textOf(heading) : '') || label || lines.filter((l) => !PRICE.test(l)).sort((x, y) => y.length - x.length)[0];
  if (!title) return undefined;
  const price = textOf(prices[0]);
  const oldPrice = prices[1] ? textOf(prices[1]) : undefined;
  const afterPrice = lines.slice(lines.indexOf(price) + 1);
  const fromLabel = findAll(card, '[aria-label^="From "]')[0];
  const source = (fromLabel ? attr(fromLabel, 'aria-label')!.replace(/^From /, '') : undefined) ?? afterPrice.find((l) => !PRICE.test(l) && !RATING.test(l) && !REVIEWS.test(l) && !DELIVERY.test(l) && l.length < 40 && l !== title && !/^[·•]$/.test(l));
  const rating = lines.find((l) => RATING.test(l));
  const reviewsLine = rating ? lines[lines.indexOf(rating) + 1] : undefined;
  const reviews = reviewsLine && REVIEWS.test(reviewsLine) ? REVIEWS.exec(reviewsLine)![1] : undefined;
  const delivery = lines.find((l) => DELIVERY.test(l));
  const productId = attr(card, 'data-docid') ?? findAll(card, '[data-docid], [data-offer-id], [data-cid]').map((e) => attr(e, 'data-docid') ?? attr(e, 'data-offer-id') ?? attr(e, 'data-cid'))[0] ?? (productPage ? /\/product\/(\d+)/.exec(productPage.link!)?.[1] : undefined);
  // The product's picture, not the merchant's icon: a shopping thumbnail, else an image of some size.
  const images = findAll(card, 'img');
  const picture = images.find((img) => /encrypted-tbn\d\.gstatic\.com\/shopping/.test(attr(img, 'data-src') ?? attr(img, 'src') ?? '')) ?? images.find((img) => Number(attr(img, 'width') ?? 0) >= 60 && imageSource(dom, img));
  const thumbnail = imageSource(dom, picture);
  return {
    title,
    ...(productId ? { product_id: productId } : {}),
    ...(merchant ? { link: merchant.link } : {}),
    ...(productPage ? { product_link: productPage.link } : {}),
    ...(source ? { source } : {}),
    price,
    ...(amount(price) !== undefined ? { extracted_price: amount(price) } : {}),
    ...(oldPrice ? { old_price: oldPrice, extracted_old_price: amount(oldPrice) } : {}),
    ...(rating ? { rating: Number(rating.replace(',', '.')) } : {}),
    ...(reviews ? { reviews: reviewCount(reviews) } : {}),
    ...(delivery ? { delivery } : {}),
    ...(thumbnail ? { thumbnail } : {}),
  };
}

/** "$1,299.00" → 1299, "1.299,00 €" → 1299, "12,99 €" → 12.99. */
export function amount(price: string): number | undefined {
  const digits = price.replace(/[^\d.,]/g, '');
  if (!digits) return undefined;
  const lastSep = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  const decimals = lastSep >= 0 && digits.length - lastSep - 1 <= 2 ? digits.slice(lastSep + 1) : '';
  const whole = (decimals ? digits.slice(0, lastSep) : digits).replace(/[.,]/g, '');
  const n = Number(decimals ? `${whole}.${decimals}` : whole);
  return Number.isFinite(n) ? n : undefined;
}

function reviewCount(raw: string): number {
  const m = /([\d.,]+)\s?([KkM])?/.exec(raw)!;
  if (!m[2]) return Number(m[1]!.replace(/[^\d]/g, ''));
  return Math.round(Number(m[1]!.replace(',', '.')) * (m[2].toLowerCase() === 'k' ? 1e3 : 1e6));
}

/** Filter links carry the filtered search's `shoprs` token; grouped by the block they sit in. */
function shoppingFilters(dom: SerpDom, api: ApiLinks): Json[] {
  const groups = new Map<Element | undefined, Json[]>();
  for (const a of dom.byTag('a')) {
    const url = safeUrl(attr(a, 'href') ?? '', dom.url);
    const shoprs = url?.searchParams.get('shoprs');
    const query = url?.searchParams.get('q');
    if (!url || !shoprs || !query) continue;
    const text = (attr(a, 'aria-label') ?? '').replace(/^Filter by\s+|\.$/g, '') || textOf(a);
    if (!text) continue;
    const group = closest(a, (e) => findAll(e, 'a[href*="shoprs="]').length >= 2, 6);
    const options = groups.get(group) ?? [];
    options.push({ text, shoprs, link: url.href, serpapi_link: api.filteredLink(query, { shoprs }) });
    groups.set(group, options);
  }
  return [...groups.entries()].map(([group, options]) => {
    const heading = group ? textOf(findFirst(group, '[role="heading"], h2, h3')) : '';
    return { type: heading || 'Filters', options };
  });
}

