/**
 * A PDF → Markdown with pdf.js (through unpdf, without a canvas): each page's text items, with
 * their positions, sizes and font families, and its links to web addresses, laid out as
 * headings, paragraphs, lists, code and links by pdf-layout.ts; the document's title and author
 * from its info, else the title from its first heading.
 * pdf.js parses on the calling thread a page at a time, yielding between pages (a 36-page manual:
 * 0.5 s, the event loop held 18 ms at most); the signal is checked between pages, so a long
 * document stops when the caller's time is up, and the document is always released.
 */
import { getDocumentProxy, getMeta } from 'unpdf';
import { pdfLayoutMarkdown } from './pdf-layout.ts';
import type { PdfPage, PdfTextItem } from './pdf-lines.ts';

export interface PdfText {
  markdown: string;
  pages: number;
  title?: string;
  author?: string;
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export async function pdfToMarkdown(bytes: Uint8Array, signal?: AbortSignal): Promise<PdfText> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      signal?.throwIfAborted();
      pages.push(await readPage(pdf, n));
    }
    const markdown = pdfLayoutMarkdown(pages);
    const meta = await getMeta(pdf).catch(() => ({ info: {} as Record<string, unknown> }));
    const info = (meta.info ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    const title = text(info.Title) ?? /^#{1,2} (.+)$/m.exec(markdown)?.[1]?.replace(/\\(.)/g, '$1');
    const author = text(info.Author);
    return { markdown, pages: pdf.numPages, ...(title ? { title } : {}), ...(author ? { author } : {}) };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function readPage(pdf: PdfDocument, n: number): Promise<PdfPage> {
  const page = await pdf.getPage(n);
  const content = await page.getTextContent();
  const items: PdfTextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    items.push({ str: item.str, x, y, width: item.width, fontSize: Math.hypot(c, d), fontFamily: content.styles[item.fontName]?.fontFamily ?? '' });
  }
  const [, bottom = 0, , top = 792] = page.view;
  // pdf.js sets `url` only for a well-formed web or mail address (never javascript:); links
  // within the document (a table of contents' entries) have none and stay text.
  const annotations = (await page.getAnnotations().catch(() => [])) as { subtype?: string; rect?: number[]; url?: string }[];
  const links = annotations.filter((a) => a.subtype === 'Link' && a.url && a.rect?.length === 4).map((a) => ({ rect: a.rect!, url: a.url! }));
  page.cleanup();
  return { items, height: top - bottom, links };
}
