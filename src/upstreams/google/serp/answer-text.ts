/**
 * The text of a generated answer (AI Overview, AI Mode) as SerpApi's typed text_blocks:
 * heading, paragraph, list (items with their own snippet), table (rows of cells) and
 * code_block, each with the indexes of the references its citation chips point at. Read by
 * structure (role=heading, ul/ol/li, table, pre/code, the innermost text-holding block) since
 * the answer's class names are generated per release.
 */
import type { AnyNode, Element } from 'domhandler';
import { isGoogleFeatureLink, unwrapGoogleLink } from '../links.ts';
import type { Json } from './common.ts';
import { attr, findAll, type SerpDom } from './dom.ts';

// Spans are inline: a paragraph is often several spans (text, highlights, citation chips) in a div.
const BLOCK = new Set(['div', 'p', 'li', 'ul', 'ol', 'h2', 'h3', 'h4', 'h5', 'table', 'pre', 'blockquote', 'section']);
/** Google's dialogs and menus (feedback, share) live inside the answer's markup. */
const CHROME = new Set(['g-dialog', 'g-popup', 'g-menu', 'g-bottom-sheet', 'dialog', 'button']);
/** Screen-reader echoes and UI words that are not the answer (2024–2026, several languages). */
const NOT_ANSWER = /^(You said:|Show all|Show more|Alle anzeigen|Visa alla|Tümünü göster|Kopyala|Copy|Kopieren|AI responses may include mistakes|KI-Antworten können Fehler enthalten|Yapay zeka yanıtlarında hatalar|Generative AI is experimental|Positive feedback|Thank you Your feedback|Access this menu with|AI can make mistakes|Yapay zeka hata yapabil)/;

export interface AnswerOptions {
  /** Elements not to read (the reference list, the answer's own title). */
  skip: Set<Element>;
  /** The index of the reference a link points at, if it is one. */
  referenceIndex(link: string): number | undefined;
  /** Texts to drop wherever they appear (the section's heading). */
  dropText?: (text: string) => boolean;
}

export function answerBlocks(dom: SerpDom, root: Element, options: AnswerOptions): Json[] {
  const blocks: Json[] = [];
  const refs = (el: Element) => {
    const indexes = new Set<number>();
    for (const a of findAll(el, 'a[href]')) {
      const link = unwrapGoogleLink(attr(a, 'href'), dom.url);
      const index = link ? options.referenceIndex(link) : undefined;
      if (index !== undefined) indexes.add(index);
    }
    return indexes.size ? { reference_indexes: [...indexes].sort((x, y) => x - y) } : {};
  };
  const hidden = (el: Element) =>
    options.skip.has(el) || CHROME.has(el.name) || el.attribs['aria-hidden'] === 'true' || el.attribs.role === 'dialog' || el.attribs.role === 'button' || el.name === 'h1' || /display:\s*none/.test(el.attribs.style ?? '');
  // The text a reader sees: hidden parts (placeholders, dialogs) left out.
  const visibleText = (el: Element): string => {
    let out = '';
    for (const c of el.children) {
      if (c.type === 'text') out += c.data;
      else if (c.type === 'tag' && !hidden(c as Element)) out += BLOCK.has((c as Element).name) ? ` ${visibleText(c as Element)} ` : visibleText(c as Element);
    }
    return out;
  };
  const text = (el: Element) => visibleText(el).replace(/\s+/g, ' ').trim();
  const keep = (text: string) => text && !NOT_ANSWER.test(text) && !options.dropText?.(text);
  const walk = (el: Element): void => {
    if (hidden(el)) return;
    if (el.name === 'ul' || el.name === 'ol') {
      const items = el.children.filter((li): li is Element => li.type === 'tag' && (li as Element).name === 'li');
      // A list of the cited pages (each item opens with its link) is the references, not text.
      if (items.length > 0 && items.every(opensWithLink)) return;
      const list = el.children
        .filter((li): li is Element => li.type === 'tag' && (li as Element).name === 'li' && !hidden(li as Element))
        .map((li) => ({ snippet: text(li), ...refs(li) }))
        .filter((item) => keep(item.snippet));
      if (list.length) blocks.push({ type: 'list', list });
      return;
    }
    if (el.name === 'table') {
      const rows = findAll(el, 'tr').map((tr) => tr.children.filter((c) => c.type === 'tag' && /^t[dh]$/.test((c as Element).name)).map((c) => text(c as Element)));
      if (rows.length) blocks.push({ type: 'table', table: rows, ...refs(el) });
      return;
    }
    if (el.name === 'pre') {
      const code = findAll(el, 'code')[0] ?? el;
      const language = /language-([\w+#-]+)/.exec(attr(code, 'class') ?? '')?.[1] ?? attr(el, 'data-language');
      blocks.push({ type: 'code_block', ...(language ? { language } : {}), code: textContent(code) });
      return;
    }
    // Text is read once, at the innermost block (reading it at every level was quadratic).
    const childBlocks = el.children.filter((c) => c.type === 'tag' && BLOCK.has((c as Element).name) && !hidden(c as Element));
    if (childBlocks.length === 0) {
      const snippet = text(el);
      if (!keep(snippet)) return;
      const firstTag = el.children.find((c) => c.type === 'tag') as Element | undefined;
      const innerHeading = findAll(el, '[role="heading"]')[0];
      const isHeading =
        el.attribs.role === 'heading' ||
        /^h[2-5]$/.test(el.name) ||
        (innerHeading !== undefined && text(innerHeading) === snippet) ||
        (snippet.length < 80 && !/[.!?:]$/.test(snippet) && /^(strong|b)$/.test(firstTag?.name ?? ''));
      if (snippet.length < 25 && !isHeading) return;
      blocks.push(isHeading ? { type: 'heading', snippet } : { type: 'paragraph', snippet, ...refs(el) });
      return;
    }
    // Mixed content: runs of text and inline elements between the blocks are paragraphs too.
    let run: AnyNode[] = [];
    const flush = () => {
      const snippet = run.map((n) => (n.type === 'text' ? n.data : n.type === 'tag' ? visibleText(n as Element) : '')).join('').replace(/\s+/g, ' ').trim();
      if (snippet.length >= 25 && keep(snippet)) {
        const inlineRefs = run.filter((n): n is Element => n.type === 'tag').map((n) => refs(n).reference_indexes ?? []).flat();
        blocks.push({ type: 'paragraph', snippet, ...(inlineRefs.length ? { reference_indexes: [...new Set(inlineRefs)].sort((x, y) => x - y) } : {}) });
      }
      run = [];
    };
    for (const c of el.children) {
      if (c.type === 'tag' && (BLOCK.has((c as Element).name) || hidden(c as Element))) {
        flush();
        walk(c as Element);
      } else run.push(c);
    }
    flush();
  };
  walk(root);
  return dedupe(blocks);
}

/**
 * Whether a list item is a cited page rather than answer text: the item opens with its link, as
 * the link itself or the first child of its first block (sources panels, 2025–2026). Answer items
 * that start with a linked name wrap it in inline text (strong, span) and do not count.
 */
export function opensWithLink(li: Element): boolean {
  const firstTag = (el: Element) => el.children.find((c) => c.type === 'tag' || (c.type === 'text' && c.data.trim())) as Element | undefined;
  const first = firstTag(li);
  if (!first || first.type !== 'tag') return false;
  if (first.name === 'a') return true;
  const inner = first.name === 'div' ? firstTag(first) : undefined;
  return inner !== undefined && inner.type === 'tag' && inner.name === 'a';
}

/** A code block's text as written: line breaks kept. */
function textContent(el: Element): string {
  let out = '';
  for (const c of el.children) out += c.type === 'text' ? c.data : c.type === 'tag' ? ((c as Element).name === 'br' ? '\n' : textContent(c as Element)) : '';
  return out;
}

function dedupe(blocks: Json[]): Json[] {
  const seen = new Set<string>();
  return blocks.filter((b) => {
    const key = JSON.stringify(b);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A link counts as a cited page when it leaves Google (Google's own help pages are not sources). */
export function isSourceLink(link: string): boolean {
  return !isGoogleFeatureLink(link) && !/^https?:\/\/(support|policies)\.google\./.test(link);
}

/** Link labels end with "Opens in new tab." in the page's language (2025–2026): not part of the title. */
export function withoutNewTab(label: string): string {
  return label.replace(/\.?\s*(Opens in (a )?new (tab|window)|In neuem Tab öffnen|Wird in neuem Tab geöffnet|Yeni sekmede açılır|Öppnas i en ny flik|S'ouvre dans un nouvel onglet|Se abre en una pestaña nueva)\.?$/i, '').trim();
}
