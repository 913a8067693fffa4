/**
 * A PDF → Markdown with unpdf (pdf.js without a canvas): each page's text items, with their
 * positions, sizes and font families, laid out as headings, paragraphs, lists and code by
 * pdf-layout.ts; the document's title and author from its info, else the title from its first
 * heading.
 */
import { extractTextItems, getDocumentProxy, getMeta } from 'unpdf';
import { pdfLayoutMarkdown } from './pdf-layout.ts';

export interface PdfText {
  markdown: string;
  pages: number;
  title?: string;
  author?: string;
}

export async function pdfToMarkdown(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, items } = await extractTextItems(pdf);
  const heights: number[] = [];
  for (let n = 1; n <= totalPages; n++) {
    const [, bottom = 0, , top = 792] = (await pdf.getPage(n)).view;
    heights.push(top - bottom);
  }
  const markdown = pdfLayoutMarkdown(items.map((pageItems, i) => ({ items: pageItems, height: heights[i]! })));
  const meta = await getMeta(pdf).catch(() => ({ info: {} as Record<string, unknown> }));
  const info = (meta.info ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const title = text(info.Title) ?? /^#{1,2} (.+)$/m.exec(markdown)?.[1]?.replace(/\\(.)/g, '$1');
  const author = text(info.Author);
  return { markdown, pages: totalPages, ...(title ? { title } : {}), ...(author ? { author } : {}) };
}
