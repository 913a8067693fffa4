/**
 * Page metadata for /web/markdown: title, description, author, published date, language and
 * canonical URL, from the sources sites actually fill (Open Graph, JSON-LD, meta names, <time>),
 * in that order of trust.
 */
import type { Document, Element } from 'domhandler';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';

export interface PageMetadata {
  title?: string;
  description?: string;
  author?: string;
  published_date?: string;
  language?: string;
  canonical_url?: string;
  site_name?: string;
}

export function pageMetadata(doc: Document, finalUrl: string): PageMetadata {
  const metas = findAll((e) => e.name === 'meta', doc.children);
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const m = metas.find((e) => (getAttributeValue(e, 'property') ?? getAttributeValue(e, 'name') ?? getAttributeValue(e, 'itemprop'))?.toLowerCase() === key);
      const v = m && getAttributeValue(m, 'content')?.trim();
      if (v) return v;
    }
    return undefined;
  };
  const ld = jsonLd(doc);
  const titleEl = findOne((e) => e.name === 'title', doc.children);
  const h1 = findOne((e) => e.name === 'h1', doc.children);
  const html = findOne((e) => e.name === 'html', doc.children);
  const canonical = findAll((e) => e.name === 'link' && /\bcanonical\b/i.test(getAttributeValue(e, 'rel') ?? ''), doc.children)[0];
  const time = findOne((e) => e.name === 'time' && getAttributeValue(e, 'datetime') !== undefined, doc.children);
  const absolute = (href: string | undefined) => {
    try {
      return href ? new URL(href, finalUrl).href : undefined;
    } catch {
      return undefined;
    }
  };
  const out: PageMetadata = {
    title: meta('og:title', 'twitter:title') ?? str(ld.headline) ?? clean(titleEl ? textContent(titleEl) : undefined) ?? clean(h1 ? textContent(h1) : undefined),
    description: meta('og:description', 'description', 'twitter:description') ?? str(ld.description),
    author: meta('author', 'article:author', 'parsely-author', 'dc.creator') ?? authorOf(ld.author),
    published_date: meta('article:published_time', 'datepublished', 'pubdate', 'date', 'dc.date', 'parsely-pub-date') ?? str(ld.datePublished) ?? (time ? getAttributeValue(time, 'datetime') : undefined),
    language: html ? (getAttributeValue(html, 'lang') ?? getAttributeValue(html, 'xml:lang'))?.trim() || undefined : undefined,
    canonical_url: absolute(canonical ? getAttributeValue(canonical, 'href') : meta('og:url')) ?? finalUrl,
    site_name: meta('og:site_name', 'application-name'),
  };
  out.title = withoutSiteName(out.title, out.site_name, clean(h1 ? textContent(h1) : undefined));
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v)) as PageMetadata;
}

/** "Headline | Site name" → "Headline" when the page's <h1> or site name shows which part is the site. */
function withoutSiteName(title: string | undefined, site: string | undefined, h1: string | undefined): string | undefined {
  if (!title) return title;
  if (h1 && h1.length >= 10 && title.startsWith(h1) && /^\s*[|\-–—:·]/.test(title.slice(h1.length))) return h1;
  const m = /^(.*\S)\s+[|\-–—·]\s+([^|\-–—·]+)$/.exec(title);
  if (m && site && m[2]!.trim().toLowerCase() === site.toLowerCase()) return m[1];
  return title;
}

function clean(s: string | undefined): string | undefined {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t || undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

function authorOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map(authorOf).filter(Boolean).join(', ') || undefined;
  if (v && typeof v === 'object' && 'name' in v) return str((v as { name: unknown }).name);
  return undefined;
}

/** The first JSON-LD object that describes the page's content (Article, BlogPosting, Product…). */
function jsonLd(doc: Document): Record<string, unknown> {
  for (const item of jsonLdItems(doc)) if ('headline' in item || 'datePublished' in item) return item;
  return {};
}

/** The page's JSON-LD objects, top level and @graph members. */
function jsonLdItems(doc: Document): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  for (const script of findAll((e: Element) => e.name === 'script' && getAttributeValue(e, 'type') === 'application/ld+json', doc.children)) {
    try {
      const data = JSON.parse(textContent(script)) as unknown;
      const all = (Array.isArray(data) ? data : [data]).flatMap((d) => (d && typeof d === 'object' && '@graph' in d ? ((d as { '@graph': unknown[] })['@graph'] ?? []) : [d]));
      for (const d of all) if (d && typeof d === 'object') items.push(d as Record<string, unknown>);
    } catch {
      // Broken JSON-LD is common; the meta tags still count.
    }
  }
  return items;
}

const ARTICLE_TYPES = new Set(['Article', 'NewsArticle', 'BlogPosting', 'TechArticle', 'ScholarlyArticle', 'Report', 'AnalysisNewsArticle', 'OpinionNewsArticle', 'ReportageNewsArticle']);

/** Whether the page says it is an article (Open Graph type "article", or a JSON-LD Article, NewsArticle, BlogPosting…). */
export function declaresArticle(doc: Document): boolean {
  const og = findAll((e) => e.name === 'meta' && getAttributeValue(e, 'property')?.toLowerCase() === 'og:type', doc.children)[0];
  if (og && getAttributeValue(og, 'content')?.trim().toLowerCase() === 'article') return true;
  return jsonLdItems(doc).some((item) => [item['@type']].flat().some((t) => typeof t === 'string' && ARTICLE_TYPES.has(t)));
}
