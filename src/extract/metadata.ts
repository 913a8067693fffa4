/**
 * Page metadata for /web/markdown: title, description, author, published date, language and
 * canonical URL, from the sources sites actually fill (Open Graph, JSON-LD, meta names, <time>),
 * in that order of trust.
 */
import type { Document, Element } from 'domhandler';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { documentBaseUrl } from './base-url.ts';
import { collapse } from './markdown-text.ts';
import { readEscapedTwice } from './mojibake.ts';
import { firstOwnTitle, headline, headlineH1, homePageTitle, titledH1, withoutSiteName } from './page-title.ts';
import { findBody, hasAncestor, isAuthorLink } from './page-stats.ts';
import { headlineByline, shownByline } from './byline.ts';
import { isPlaceholderName } from './byline-name.ts';
import { DISCUSSION_URL } from './thread.ts';
import { firstPostDate, headlineTime, isoDate, namedDate, shownDate, threadStartedDate, urlDate } from './dates.ts';
import { microdataAuthor, microdataDate } from './microdata.ts';
import { articleAuthor, authorOf, imageOf, isArticle, jsonLd, jsonLdItems, str, threadStarter } from './json-ld.ts';

export interface PageMetadata {
  title?: string;
  description?: string;
  author?: string;
  published_date?: string;
  /** When the page says it was last changed (article:modified_time, JSON-LD dateModified), as published_date is written. */
  modified_date?: string;
  language?: string;
  canonical_url?: string;
  site_name?: string;
  /** The picture the page chose to stand for it in previews (og:image, twitter:image, JSON-LD image), absolute. */
  image?: string;
}

export function pageMetadata(doc: Document, finalUrl: string, baseUrl = documentBaseUrl(doc, finalUrl)): PageMetadata {
  const metas = findAll((e) => e.name === 'meta', doc.children);
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const m = metas.find((e) => (getAttributeValue(e, 'property') ?? getAttributeValue(e, 'name') ?? getAttributeValue(e, 'itemprop'))?.toLowerCase() === key);
      const v = m && getAttributeValue(m, 'content')?.trim();
      if (v) return v;
    }
    return undefined;
  };
  const ldItems = jsonLdItems(doc);
  const ld = jsonLd(ldItems);
  // The document's <title>, not an inline SVG's (a share icon's "LinkedIn" written before it in a page without a <head>).
  const titleEl = findOne((e) => e.name === 'title' && !hasAncestor(e, (a) => a.name === 'svg'), doc.children);
  // Every <h1>, read once: the first for the site-name split; all to find the headline and a lone headline.
  const h1s = findAll((e) => e.name === 'h1', doc.children);
  const h1 = h1s[0] ?? null;
  // The page's titles, which tell its headline <h1>. The date shown by the headline is read by the
  // one they repeat where there is one: a publication's name may be the first <h1> (Substack,
  // 2025), but a teaser's <h1> on a shop's home page is no headline (its date is the post's).
  const titles = [meta('og:title', 'twitter:title'), titleEl ? textContent(titleEl) : undefined];
  const titled = titledH1(h1s, titles);
  const discussion = DISCUSSION_URL.test(finalUrl);
  const article = declaresArticle(doc);
  const html = findOne((e) => e.name === 'html', doc.children);
  const canonical = findAll((e) => e.name === 'link' && /\bcanonical\b/i.test(getAttributeValue(e, 'rel') ?? ''), doc.children)[0];
  const time = findOne((e) => e.name === 'time' && getAttributeValue(e, 'datetime') !== undefined, doc.children);
  const absolute = (href: string | undefined, base = finalUrl) => (href ? URL.parse(href, base)?.href : undefined);
  const out: PageMetadata = {
    title: firstOwnTitle([meta('og:title'), meta('twitter:title'), str(ld.headline), clean(titleEl ? textContent(titleEl) : undefined), clean(h1 ? textContent(h1) : undefined)], meta('og:site_name', 'application-name'), finalUrl),
    description: meta('og:description', 'description', 'twitter:description') ?? str(ld.description),
    author: pageAuthor(
      [...['author', 'article:author', 'parsely-author', 'sailthru.author', 'cxenseparse:author', 'dc.creator'].map((key) => meta(key)), citationAuthors(metas), authorOf(ld.author, ldItems), authorOf(articleAuthor(ldItems), ldItems), authorOf(threadStarter(ldItems), ldItems), writtenBy(meta), relAuthor(doc, article), microdataAuthor(doc)],
      () => shownByline(doc, discussion, finalUrl) ?? (declaresProduct(doc) ? undefined : headlineByline(headlineH1(h1s, titles, meta('og:site_name')), article || titled !== undefined)),
      [meta('og:site_name', 'application-name'), authorOf(ld.publisher, ldItems), URL.parse(finalUrl)?.hostname],
      discussion,
    ),
    published_date: isoDate(meta('article:published_time', 'datepublished', 'pubdate', 'date', 'dc.date', 'parsely-pub-date', 'published', 'publish-date', 'publish_date', 'published-date', 'dcterms.date', 'dcterms.created', 'citation_publication_date', 'citation_date') ?? str(ld.datePublished) ?? (discussion ? undefined : microdataDate(doc)) ?? headlineTime(titled) ?? (discussion ? threadStartedDate(doc) : undefined) ?? (time ? getAttributeValue(time, 'datetime') : undefined)) ?? shownDate(titled ?? h1) ?? (article ? namedDate(doc) : undefined) ?? urlDate(finalUrl) ?? (discussion ? firstPostDate(findBody(doc)) : undefined),
    modified_date: isoDate(meta('article:modified_time', 'og:updated_time', 'datemodified') ?? str(ld.dateModified)),
    language: html ? (getAttributeValue(html, 'lang') ?? getAttributeValue(html, 'xml:lang'))?.trim() || undefined : undefined,
    // A <link>'s href resolves against the page's <base href>, as in a browser; Open Graph's URLs are meant absolute.
    canonical_url: (canonical ? absolute(getAttributeValue(canonical, 'href'), baseUrl) : absolute(meta('og:url'))) ?? finalUrl,
    site_name: meta('og:site_name', 'application-name'),
    image: absolute(meta('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src') ?? imageOf(ld.image, ldItems)),
  };
  out.title = headline(h1s, discussion || article, out.site_name) ?? homePageTitle(withoutSiteName(out.title, out.site_name, clean(h1 ? textContent(h1) : undefined), URL.parse(finalUrl)?.hostname), out.site_name);
  // Each value on one line, single-spaced: pages write their tags across lines and with runs of
  // spaces ("Mark SubbaRao\n\t\n\t\t and Jonas Jaegermeyer", a description's double spaces).
  // A text escaped twice by the site's templates (og:description "you&amp;#039;re") is read once
  // more; not an address, whose "&amp;" may be the page's own.
  const oneLine = (k: string, v: string | number | undefined) => {
    if (typeof v !== 'string') return v;
    const text = k === 'canonical_url' || k === 'image' ? v : readEscapedTwice(v);
    // Zero-width characters beside spaces or punctuation go, as in the Markdown's text.
    return collapse(text).trim();
  };
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, oneLine(k, v)] as const).filter(([, v]) => v)) as PageMetadata;
}

/**
 * The first source that names someone: a profile URL (Facebook's, in article:author) or a name
 * left at a default ("admin", "undefined") names no one, an account's login gives way to the
 * byline shown (isAccountName), and the site's own name (its publisher,
 * its host: "Cleveland Clinic" on health.clevelandclinic.org) gives way to a person's name found
 * after it — it is the author only when nothing else is said.
 */
function pageAuthor(declared: (string | undefined)[], shown: () => string | undefined, site: (string | undefined)[], discussion: boolean): string | undefined {
  // A byline's lead-in left in a declared name ("By Arlene Marturano", a JSON-LD Person's name) is no part of it.
  const names = declared.map((a) => a?.replace(/(^|,\s*)[Bb][Yy]\s+(?=\p{Lu})/gu, '$1')).filter((a): a is string => !!a && !/^(https?:\/\/|www\.)/i.test(a) && !isPlaceholderName(a));
  const squeeze = (s: string) => s.toLowerCase().replace(/\b(inc|ltd|llc|gmbh|co)\b\.?/g, '').replace(/[^\p{L}\p{N}]+/gu, '');
  const siteKeys = site.filter((s): s is string => !!s).map(squeeze).filter(Boolean);
  const isSite = (name: string) => siteKeys.some((key) => key === squeeze(name) || (squeeze(name).length >= 4 && key.includes(squeeze(name))));
  // In a discussion the poster is known by a handle, whatever it looks like.
  const isAccount = (name: string) => !discussion && isAccountName(name);
  // The page is read for a byline only when its declarations name no one but the site, or an account.
  if (names.every((name) => isSite(name) || isAccount(name))) {
    const byline = shown();
    if (byline) names.push(byline);
  }
  const person = names.find((name) => !isSite(name) && !isAccount(name)) ?? names.find((name) => !isSite(name));
  // The same name written again further on ("Dan Davies" publishing as "Dan Davies") is the first.
  const same = person && names.find((name) => name !== person && (squeeze(person).includes(squeeze(name)) || squeeze(name).includes(squeeze(person))));
  return same && names.indexOf(same) < names.indexOf(person) ? same : (person ?? names[0]);
}

/**
 * A login rather than a name: an e-mail address, a number (an account's id), or a handle with a
 * dot or underscore and no capital ("andrew.keaveney") — what WordPress declares as the author
 * when the writer never set a display name (2025), while the byline on the page shows the name.
 * It is the author only when the page shows no other name (and in a discussion, where a poster is
 * known by a handle, always).
 */
function isAccountName(name: string): boolean {
  const t = name.trim();
  return /^[^\s@]+@[^\s@]+\.\w+$/.test(t) || /^[\d\s_.-]+$/.test(t) || /^[a-z\d]+([._][a-z\d]+)+$/.test(t);
}

function clean(s: string | undefined): string | undefined {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t || undefined;
}

/** Yoast's reading aid for link previews: twitter:label1 "Written by", twitter:data1 the name. */
function writtenBy(meta: (...keys: string[]) => string | undefined): string | undefined {
  for (const n of [1, 2]) if (meta(`twitter:label${n}`)?.toLowerCase() === 'written by') return meta(`twitter:data${n}`);
  return undefined;
}

/**
 * The byline's link marked rel="author" (HTML's own way to name a page's author) — its name,
 * not a link's label ("View more posts", WordPress themes 2025). On a page that is no article,
 * links to three writers or more are a feed's bylines (a blog's or a news site's front page,
 * 2026): none is the page's author.
 */
function relAuthor(doc: Document, article: boolean): string | undefined {
  const links = findAll(isAuthorLink, doc.children);
  if (!article && new Set(links.map((a) => clean(textContent(a)))).size >= 3) return undefined;
  const link = links[0];
  const name = clean(link ? textContent(link) : undefined);
  return name && name.length <= 80 && !/\b(view|more|all|posts|articles|profile|see)\b/i.test(name) ? name : undefined;
}

/**
 * A paper's authors as scholarly meta tags name them, one `citation_author` each (Highwire
 * Press's tags, which Google Scholar reads: arXiv, PubMed Central, journals), in order, each
 * written "Last, First" turned to "First Last".
 */
function citationAuthors(metas: Element[]): string | undefined {
  const names = metas
    .filter((m) => getAttributeValue(m, 'name')?.toLowerCase() === 'citation_author')
    .map((m) => (getAttributeValue(m, 'content') ?? '').trim().replace(/^([^,]+),\s*([^,]+)$/, '$2 $1'))
    .filter(Boolean);
  return names.length ? names.join(', ') : undefined;
}

/** Whether the page says it is an article (Open Graph type "article", or a JSON-LD Article, NewsArticle, BlogPosting…). */
export function declaresArticle(doc: Document): boolean {
  const og = findAll((e) => e.name === 'meta' && getAttributeValue(e, 'property')?.toLowerCase() === 'og:type', doc.children)[0];
  if (og && getAttributeValue(og, 'content')?.trim().toLowerCase() === 'article') return true;
  return jsonLdItems(doc).some(isArticle);
}

/**
 * Whether the page describes one product (one JSON-LD or microdata Product). Open Graph's type
 * "product" is not enough: Apple's "Buy Mac" page (2026) declares it over a grid of models. Nor is
 * a JSON-LD Product with nothing to buy or identify — no offers, SKU, GTIN, MPN or variants,
 * a name, a description and an aggregate rating: the badge a category or service page wears for
 * its stars in search results (esprit-barbecue.fr's "Barbecue charbon" category, a New Jersey
 * mover's services, 2026).
 */
export function declaresProduct(doc: Document): boolean {
  const products = jsonLdItems(doc).filter((item) => [item['@type']].flat().some((t) => t === 'Product' || t === 'ProductGroup'));
  const micro = findAll((e) => /schema\.org\/Product$/i.test(e.attribs.itemtype ?? ''), doc.children).length;
  if (products.length > 1 || micro > 1) return false;
  if (products.length === 1) return PRODUCT_IDENTITY.some((key) => key in products[0]!);
  return micro === 1;
}

const PRODUCT_IDENTITY = ['offers', 'sku', 'gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'mpn', 'productID', 'hasVariant'];
