/**
 * A page's JSON-LD, read once: its objects (top level and @graph members), the one describing
 * the content, and the names and pictures they give — directly or by `@id` reference elsewhere in
 * the graph, as Yoast writes them. (Used by metadata.ts and the page-type checks.)
 */
import type { Document, Element } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';

const JSON_LD = new WeakMap<Document, Record<string, unknown>[]>();

/** The page's JSON-LD objects, top level and @graph members (read once per page: the metadata, the article and product checks all ask). */
export function jsonLdItems(doc: Document): Record<string, unknown>[] {
  const known = JSON_LD.get(doc);
  if (known) return known;
  const items: Record<string, unknown>[] = [];
  JSON_LD.set(doc, items);
  for (const script of findAll((e: Element) => e.name === 'script' && getAttributeValue(e, 'type') === 'application/ld+json', doc.children)) {
    try {
      const data = parseLenient(textContent(script));
      const all = (Array.isArray(data) ? data : [data]).flatMap((d) => (d && typeof d === 'object' && '@graph' in d ? ((d as { '@graph': unknown[] })['@graph'] ?? []) : [d]));
      for (const d of all) if (d && typeof d === 'object') items.push(d as Record<string, unknown>);
    } catch {
      // Broken JSON-LD is common; the meta tags still count.
    }
  }
  return items;
}

/**
 * JSON as pages write it: a line break or tab typed raw inside a string (an "articleBody" pasted
 * whole, GameFAQs 2024) is invalid JSON; read as a space, the rest of the object is not lost.
 */
function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' ')) as unknown;
  }
}

const ARTICLE_TYPES = new Set(['Article', 'NewsArticle', 'BlogPosting', 'TechArticle', 'ScholarlyArticle', 'Report', 'AnalysisNewsArticle', 'OpinionNewsArticle', 'ReportageNewsArticle']);

/** Whether a JSON-LD object is an article (Article, NewsArticle, BlogPosting…; one type or several). */
export function isArticle(item: Record<string, unknown>): boolean {
  return [item['@type']].flat().some((t) => typeof t === 'string' && ARTICLE_TYPES.has(t));
}

/** The first JSON-LD object that describes the page's content (Article, BlogPosting, Product…). */
export function jsonLd(items: Record<string, unknown>[]): Record<string, unknown> {
  for (const item of items) if ('headline' in item || 'datePublished' in item) return item;
  return {};
}

/** A non-empty string value, trimmed. */
export function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/** A JSON-LD author: a name, a Person (or several), or a reference (`{"@id": …}`) to a Person elsewhere in the graph (Yoast). */
export function authorOf(v: unknown, items: Record<string, unknown>[]): string | undefined {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((a) => authorOf(a, items)).filter(Boolean).join(', ') || undefined;
  if (!v || typeof v !== 'object') return undefined;
  if ('name' in v) return str((v as { name: unknown }).name);
  const id = (v as { '@id'?: unknown })['@id'];
  const person = typeof id === 'string' ? items.find((item) => item['@id'] === id && 'name' in item) : undefined;
  return person ? str(person.name) : undefined;
}

/** A JSON-LD image: a URL, an ImageObject (its url or contentUrl), a reference to one elsewhere in the graph (Yoast), or the first of several. */
export function imageOf(v: unknown, items: Record<string, unknown>[]): string | undefined {
  if (typeof v === 'string') return str(v);
  if (Array.isArray(v)) return imageOf(v[0], items);
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  const direct = str(o.url) ?? str(o.contentUrl);
  if (direct) return direct;
  const target = typeof o['@id'] === 'string' ? items.find((item) => item['@id'] === o['@id'] && item !== o) : undefined;
  return target ? (str(target.url) ?? str(target.contentUrl)) : undefined;
}

/**
 * The author of the page's article where the first JSON-LD object describing the page names
 * none (Yoast's WebPage, with its dates, comes before the Article a second script declares).
 */
export function articleAuthor(items: Record<string, unknown>[]): unknown {
  return items.find((item) => item.author && isArticle(item))?.author;
}

/**
 * Who opened the thread a Q&A or discussion page declares as its main entity (Discourse's
 * QAPage > Question, 2024-26): the page's author, as a forum's readers name it. (Only the author:
 * the page's own shown date, in its own time zone, stays the date.)
 */
export function threadStarter(items: Record<string, unknown>[]): unknown {
  for (const item of items) {
    const main = item.mainEntity;
    if (main && typeof main === 'object' && !Array.isArray(main) && 'author' in main) return (main as { author: unknown }).author;
  }
  return undefined;
}
