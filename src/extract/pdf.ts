/**
 * A PDF → Markdown with unpdf (pdf.js without a canvas): each page's text items, with their
 * positions, sizes and font families, and its links to web addresses, laid out as headings,
 * paragraphs, lists, code and links by pdf-layout.ts; the document's title and author from its
 * info, else the title from its first heading.
 */
import { extractTextItems, getDocumentProxy, getMeta } from 'unpdf';
import { pdfLayoutMarkdown } from './pdf-layout.ts';
import type { PdfPage } from './pdf-lines.ts';

export interface PdfText {
  markdown: string;
  pages: number;
  title?: string;
  author?: string;
}

export async function pdfToMarkdown(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, items } = await extractTextItems(pdf);
  const pages: PdfPage[] = [];
  for (let n = 1; n <= totalPages; n++) {
    const page = await pdf.getPage(n);
    const [, bottom = 0, , top = 792] = page.view;
    // pdf.js sets `url` only for a well-formed web or mail address (never javascript:); links
    // within the document (a table of contents' entries) have none and stay text.
    const annotations = (await page.getAnnotations().catch(() => [])) as { subtype?: string; rect?: number[]; url?: string }[];
    const links = annotations.filter((a) => a.subtype === 'Link' && a.url && a.rect?.length === 4).map((a) => ({ rect: a.rect!, url: a.url! }));
    pages.push({ items: items[n - 1] ?? [], height: top - bottom, links });
  }
  const markdown = pdfLayoutMarkdown(pages);
  const meta = await getMeta(pdf).catch(() => ({ info: {} as Record<string, unknown> }));
  const info = (meta.info ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const title = text(info.Title) ?? /^#{1,2} (.+)$/m.exec(markdown)?.[1]?.replace(/\\(.)/g, '$1');
  const author = text(info.Author);
  return { markdown, pages: totalPages, ...(title ? { title } : {}), ...(author ? { author } : {}) };
}
