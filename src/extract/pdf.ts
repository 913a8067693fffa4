/**
 * A PDF → Markdown text with unpdf (pdf.js without a canvas): one section per page, text
 * joined into paragraphs where pdf.js reports line ends; the document's title from its info.
 */
import { extractText, getDocumentProxy, getMeta } from 'unpdf';

export interface PdfText {
  markdown: string;
  pages: number;
  title?: string;
  author?: string;
}

export async function pdfToMarkdown(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const meta = await getMeta(pdf).catch(() => ({ info: {} as Record<string, unknown> }));
  const info = (meta.info ?? {}) as Record<string, unknown>;
  const pages = (text as string[]).map((t) =>
    t
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      // A line break inside a sentence is layout; a break after a sentence end or a blank line is a paragraph.
      .replace(/([^.!?:\n])\n(?=[a-zà-ÿ])/g, '$1 ')
      .trim(),
  );
  const markdown = pages
    .map((t, i) => (totalPages > 1 ? `<!-- page ${i + 1} -->\n\n${t}` : t))
    .filter((t) => t.trim())
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
  const title = typeof info.Title === 'string' && info.Title.trim() ? info.Title.trim() : undefined;
  const author = typeof info.Author === 'string' && info.Author.trim() ? info.Author.trim() : undefined;
  return { markdown, pages: totalPages, ...(title ? { title } : {}), ...(author ? { author } : {}) };
}
