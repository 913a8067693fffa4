/**
 * A page → its main content as Markdown, with the page's metadata. The one entry point the
 * /web/markdown operation, the batch crawler and bench:extract share.
 */
import type { AnyNode, Document, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { documentBaseUrl } from './base-url.ts';
import { declaredCodeLanguage } from './code-block.ts';
import { withoutCdataOpeners } from './cdata.ts';
import { mainContent } from './main-content.ts';
import { prepareMath } from './math.ts';
import { removeNeverContent } from './never-content.ts';
import { desktopHiddenClasses } from './responsive-hiding.ts';
import { pageLinks, type PageLink } from './page-links.ts';
import { outermostMatching, removeMatching } from './selectors.ts';
import { relink } from './dom-removal.ts';
import { declaresArticle, declaresProduct, pageMetadata, type PageMetadata } from './metadata.ts';
import { repairMojibake } from './mojibake.ts';
import { DECLARES_SHADOW_ROOT, flattenShadowRoots } from './shadow-dom.ts';
import { unnestLinks } from './nested-links.ts';
import { withoutRepeatedBlocks } from './repeated-blocks.ts';
import { placeStreamedSegments } from './streamed-boundaries.ts';
import { toMarkdown } from './to-markdown.ts';

export interface ExtractOptions {
  /** main: the main content (default); full: the whole page converted. */
  include?: 'main' | 'full';
  /** Pictures written as `![alt](src)` (default), or left out (smaller input for a language model). */
  images?: boolean;
  /** CSS selectors naming the content: the elements they match, converted whole (`include` then has no say). */
  select?: string;
  /** CSS selectors naming what is not content: the elements they match are dropped first. */
  remove?: string;
  /** Every link on the page as well (page-links.ts), whatever the content read. */
  links?: boolean;
}

export interface Extraction {
  markdown: string;
  metadata: PageMetadata;
  /** Whether no content container stood out and the whole (cleaned) page was converted. */
  whole_page: boolean;
  /** With `select`: how many elements it matched (0: the Markdown is empty). */
  selected?: number;
  /** With `links`: every link on the page, in page order, each address once. */
  links?: PageLink[];
}

export function extractMarkdown(html: string, url: string, options: ExtractOptions = {}): Extraction {
  const repaired = repairMojibake(html);
  const doc = parseDocument(withoutCdataOpeners(repaired));
  capDepth(doc);
  placeStreamedSegments(doc);
  unnestLinks(doc);
  // Server-rendered components' shadow trees, as a browser shows them.
  if (DECLARES_SHADOW_ROOT.test(repaired)) flattenShadowRoots(doc);
  // Before anything drops hidden or aria-hidden parts: a formula's one reading may be among them.
  // (Two walks over the page, spared the pages that hold no formula.)
  if (/<math[\s>]|math\/tex/i.test(repaired)) prepareMath(doc);
  // The metadata is the page's own, whatever the reader leaves out of its content.
  // Links and pictures resolve against the page's <base href> where it has one, as in a browser.
  const baseUrl = documentBaseUrl(doc, url);
  // The page's declared code language (Stack Exchange's hidden holder), looked for only where it is written.
  const codeLanguage = repaired.includes('js-codeblock-lang') ? declaredCodeLanguage(doc) : undefined;
  const markdownOptions = { baseUrl, images: options.images ?? true, codeLanguage };
  const metadata = pageMetadata(doc, url, baseUrl);
  // The page's links are the page's, read before the reader's `remove` and whatever the content.
  const links = options.links ? { links: pageLinks(doc, url, baseUrl) } : {};
  if (options.remove) removeMatching(doc, options.remove);
  if (options.select) {
    const selected = outermostMatching(doc, options.select);
    const hidden = desktopHiddenClasses(doc);
    for (const el of selected) removeNeverContent(el, hidden);
    return { markdown: toMarkdown(selected, markdownOptions), metadata, whole_page: false, selected: selected.length, ...links };
  }
  const content = mainContent(doc, options.include ?? 'main', url, declaresArticle(doc), declaresProduct(doc));
  const markdown = toMarkdown(content.nodes, markdownOptions);
  return { markdown: options.include === 'full' ? markdown : withoutRepeatedBlocks(markdown), metadata, whole_page: content.wholePage, ...links };
}

/**
 * Chromium's parser nests elements 512 deep at most and puts deeper ones beside each other
 * (HTMLConstructionSite's maximum DOM tree depth); htmlparser2 has no such cap, and a page that
 * never closes its tags (thousands of unclosed <font> or <div>) nests deep enough to overflow the
 * stack of every tree walk. The same cap here: below depth 512 the tree is laid flat, in order.
 */
export const MAX_DEPTH = 512;

function capDepth(doc: Document): void {
  const stack: [Element, number][] = doc.children.filter((c) => c.type === 'tag').map((c) => [c as Element, 1]);
  while (stack.length) {
    const [el, depth] = stack.pop()!;
    if (depth < MAX_DEPTH) {
      for (const c of el.children) if (c.type === 'tag' || c.type === 'script' || c.type === 'style') stack.push([c as Element, depth + 1]);
      continue;
    }
    const flat: AnyNode[] = [];
    const pending: AnyNode[] = [...el.children].reverse();
    while (pending.length) {
      const n = pending.pop()!;
      flat.push(n);
      if ('children' in n && n.children.length) {
        pending.push(...[...n.children].reverse());
        n.children = [];
      }
    }
    el.children = flat;
    relink(el);
  }
}
