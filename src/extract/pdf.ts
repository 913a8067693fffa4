/**
 * A PDF → Markdown with pdf.js (through unpdf, without a canvas): each page's text items, with
 * their positions, sizes and font families, and its links to web addresses, laid out as
 * headings, paragraphs, lists, code and links by pdf-layout.ts; the document's title, author,
 * subject, dates and language from its info, else the title from its first heading.
 * pdf.js parses on the calling thread a page at a time, yielding between pages (a 36-page manual:
 * 0.5 s, the event loop held 18 ms at most); the signal is checked between pages, so a long
 * document stops when the caller's time is up, and the document is always released.
 */
import { getDocumentProxy, getMeta, getResolvedPDFJS } from 'unpdf';
import { pdfLayoutMarkdown } from './pdf-layout.ts';
import { documentLinks } from './pdf-links.ts';
import type { PdfPage, PdfTextItem } from './pdf-lines.ts';
import { drawnMarkers, type PdfOps } from './pdf-markers.ts';

export interface PdfText {
  markdown: string;
  pages: number;
  title?: string;
  author?: string;
  /** The document's subject (its info's Subject). */
  description?: string;
  /** When the document was made and last changed (CreationDate, ModDate), as ISO 8601 instants. */
  published_date?: string;
  modified_date?: string;
  /** The language its catalog declares (/Lang), as a BCP 47 tag. */
  language?: string;
  /** Its links to web addresses, each once, with the words under it. */
  links: { url: string; text: string }[];
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export async function pdfToMarkdown(bytes: Uint8Array, signal?: AbortSignal): Promise<PdfText> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const meta = await getMeta(pdf).catch(() => ({ info: {} as Record<string, unknown> }));
    const info = (meta.info ?? {}) as Record<string, unknown>;
    // A browser's print draws list bullets as shapes (pdf-markers.ts); reading the pages' drawing
    // costs about a third more time (the printed go.dev tutorial: 456 vs 351 ms), so only
    // documents a browser printed (Chromium's Skia/PDF) are read for them.
    const ops = typeof info.Producer === 'string' && /\bSkia\b/.test(info.Producer) ? ((await getResolvedPDFJS()).OPS as unknown as PdfOps) : undefined;
    const pages: PdfPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      signal?.throwIfAborted();
      pages.push(await readPage(pdf, n, ops));
    }
    const markdown = pdfLayoutMarkdown(pages);
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    const title = text(info.Title) ?? /^#{1,2} (.+)$/m.exec(markdown)?.[1]?.replace(/\\(.)/g, '$1');
    const fields = { title, author: text(info.Author), description: text(info.Subject), published_date: pdfDate(info.CreationDate), modified_date: pdfDate(info.ModDate), language: text(info.Language) };
    if (fields.modified_date === fields.published_date) fields.modified_date = undefined;
    return { markdown, pages: pdf.numPages, links: documentLinks(pages), ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function readPage(pdf: PdfDocument, n: number, ops: PdfOps | undefined): Promise<PdfPage> {
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
  const drawing = ops ? await page.getOperatorList().catch(() => undefined) : undefined;
  const markers = drawing && ops ? drawnMarkers(drawing.fnArray, drawing.argsArray, ops) : undefined;
  page.cleanup();
  return { items, height: top - bottom, links, ...(markers?.length ? { markers } : {}) };
}

/**
 * A PDF date ("D:20220429171908Z", Chromium's "D:20261127112302+00'00'") as ISO 8601; the fields
 * after the year are optional, and a time without a zone is written without one (PDF 32000-1,
 * 7.9.4).
 */
export function pdfDate(value: unknown): string | undefined {
  const m = typeof value === 'string' ? /^(?:D:)?(\d{4})(\d\d)?(\d\d)?(\d\d)?(\d\d)?(\d\d)?(?:(Z)|([+-])(\d\d)'?(\d\d)?'?)?/.exec(value.trim()) : null;
  if (!m) return undefined;
  const [, year, month, day, hour, minute = '00', second = '00', utc, sign, zoneHour, zoneMinute = '00'] = m;
  // As precise as the document is, no more: "D:2024" is the year 2024, not its first day.
  if (!month || !day) return month ? `${year}-${month}` : year;
  const date = `${year}-${month}-${day}`;
  if (!hour) return date;
  const zone = utc ? 'Z' : sign ? `${sign}${zoneHour}:${zoneMinute}` : '';
  return `${date}T${hour}:${minute}:${second}${zone}`;
}
