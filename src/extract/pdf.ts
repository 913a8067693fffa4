/**
 * A PDF → Markdown with pdf.js (through unpdf, without a canvas): each page's text items, with
 * their positions, sizes, font families and weights, and its links to web addresses, laid out as
 * headings, paragraphs, lists, code and links by pdf-layout.ts; the document's title, author,
 * subject, dates and language from its info, else the title from its first heading.
 * pdf.js parses on the calling thread a page at a time, yielding between pages (a 36-page manual:
 * 0.3-0.4 s, the event loop held 16-26 ms at most, 2026-11-27); the signal is checked between pages, so a long
 * document stops when the caller's time is up, and the document is always released.
 */
import { getDocumentProxy, getMeta, getResolvedPDFJS } from 'unpdf';
import { widthsTellMonospace } from './pdf-glyph-widths.ts';
import { pdfLayoutMarkdown } from './pdf-layout.ts';
import { documentLinks } from './pdf-links.ts';
import type { PdfPage, PdfTextItem } from './pdf-lines.ts';
import { drawnMarkers, mayFollowMarkers, type PdfOps } from './pdf-markers.ts';

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
  // Errors only: pdf.js writes a warning per damaged object of a file ("Warning: Indexing all PDF
  // objects", "getHexString - ignoring invalid character") to standard error, outside the
  // service's structured log, one request's worth by the dozen.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const meta = await getMeta(pdf).catch(() => ({ info: {} as Record<string, unknown> }));
    const info = (meta.info ?? {}) as Record<string, unknown>;
    // List bullets drawn as shapes (pdf-markers.ts) — a browser's print draws them so, as do
    // slide themes (TU Darmstadt's Beamer theme's squares, 2026) — are searched for in a page's
    // drawing: every page of a browser's print, else a page whose lines may follow them.
    const ops = (await getResolvedPDFJS()).OPS as unknown as PdfOps;
    const browserPrint = typeof info.Producer === 'string' && /\bSkia\b/.test(info.Producer);
    const pages: PdfPage[] = [];
    const fonts = new Map<string, FontFacts>();
    for (let n = 1; n <= pdf.numPages; n++) {
      signal?.throwIfAborted();
      pages.push({ ...(await readPage(pdf, n, ops, fonts, browserPrint)), ...(browserPrint ? {} : { listedMarkersOnly: true }) });
    }
    unmarkEqualWidthFonts(pages);
    const markdown = pdfLayoutMarkdown(pages, { hyphenates: !OWN_HYPHENS.test(`${info.Producer ?? ''} ${info.Creator ?? ''}`) });
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    const title = text(info.Title) ?? /^#{1,2} (.+)$/m.exec(markdown)?.[1]?.replace(/\\(.)/g, '$1');
    const fields = { title, author: text(info.Author), description: text(info.Subject), published_date: pdfDate(info.CreationDate), modified_date: pdfDate(info.ModDate), language: text(info.Language) };
    if (fields.modified_date === fields.published_date) fields.modified_date = undefined;
    return { markdown, pages: pdf.numPages, links: documentLinks(pages), ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v)) };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * A page's text items, links and drawn list markers. Whether a font is bold is known from its
 * name, which pdf.js gives only once a page's drawing has loaded the font (its text content names
 * a generic family): the drawing is read for a page that sets text in a font not met before —
 * fonts are the document's, so mostly its first pages (7 of the 36-page libtasn1 manual's: 340 ms
 * in all against 185 ms without, medians of 7 runs, 2026-11-27) — for every page of a browser's
 * print, which draws its list markers, and for a page whose lines may follow drawn markers
 * (pdf-markers.ts).
 */
async function readPage(pdf: PdfDocument, n: number, ops: PdfOps, fonts: Map<string, FontFacts>, browserPrint: boolean): Promise<PdfPage> {
  const page = await pdf.getPage(n);
  const content = await page.getTextContent();
  const texts = content.items.filter((item) => 'str' in item);
  const newFont = texts.some((item) => !fonts.has(item.fontName));
  const marked = browserPrint || mayFollowMarkers(texts.map((item) => ({ x: item.transform[4] as number, y: item.transform[5] as number, str: item.str, mono: content.styles[item.fontName]?.fontFamily === 'monospace' })));
  const drawing = marked || newFont ? await page.getOperatorList().catch(() => undefined) : undefined;
  if (newFont) for (const { fontName } of texts) if (!fonts.has(fontName)) fonts.set(fontName, fontFacts(loadedFontName(page.commonObjs, fontName)));
  const items: PdfTextItem[] = texts.map((item) => {
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    const font = fonts.get(item.fontName);
    const str = item.str.replace(CONTROL, '');
    return { str: font?.amsSymbols ? amsSymbolText(str) : str, x, y, width: item.width, fontSize: Math.hypot(c, d), fontFamily: content.styles[item.fontName]?.fontFamily ?? '', font: item.fontName, ...(font?.bold ? { bold: true } : {}) };
  });
  const [, bottom = 0, , top = 792] = page.view;
  // pdf.js sets `url` only for a well-formed web or mail address (never javascript:); links
  // within the document (a table of contents' entries) have none and stay text.
  const annotations = (await page.getAnnotations().catch(() => [])) as { subtype?: string; rect?: number[]; url?: string }[];
  const links = annotations.filter((a) => a.subtype === 'Link' && a.url && a.rect?.length === 4).map((a) => ({ rect: a.rect!, url: a.url! }));
  const markers = drawing && marked ? drawnMarkers(drawing.fnArray, drawing.argsArray, ops) : undefined;
  page.cleanup();
  return { items, height: top - bottom, links, ...(markers?.length ? { markers } : {}) };
}

/**
 * pdf.js calls a font monospaced when the widths the PDF lists for its characters are all equal
 * (pdf.js 5's evaluator, 2026) — as they are in a subset holding only digits, which most faces set
 * at one width, or a single glyph: a superscript "2", TeX's raised "A" in "LaTeX", an integral
 * sign (AIAA's template: "m/s`2`", "L`A`TEX"). A font is taken for monospaced only where the
 * characters the document sets in it would differ in width in a proportional face; in others its
 * text takes the kind of the line it is on (pdf-lines.ts).
 */
function unmarkEqualWidthFonts(pages: PdfPage[]): void {
  const chars = new Map<string, Set<string>>();
  const monospaced = pages.flatMap((page) => page.items.filter((item) => item.fontFamily === 'monospace' && item.font));
  for (const item of monospaced) {
    const set = chars.get(item.font!) ?? chars.set(item.font!, new Set()).get(item.font!)!;
    for (const c of item.str) set.add(c);
  }
  for (const item of monospaced) if (!widthsTellMonospace(chars.get(item.font!)!)) item.monoUntold = true;
}

/**
 * Writers that break lines only at a word's own hyphen unless told otherwise (hyphenation is off
 * by default): a browser's print (Chromium's Skia/PDF), HTML-to-PDF engines (CSS's `hyphens` is
 * `manual` unless a style sheet says otherwise: WeasyPrint, wkhtmltopdf, Prince), LibreOffice
 * and Word. Their line-end hyphens stay ("future-ready" was "futureready" in LibreOffice's and
 * WeasyPrint's exports, 2026); TeX's and InDesign's, which hyphenate by default, and unknown
 * writers' are undone.
 */
const OWN_HYPHENS = /\b(Skia|WeasyPrint|wkhtmltopdf|Prince|LibreOffice|OpenOffice|Microsoft.{0,3}Word)\b/i;

/**
 * Control characters a page's text can hold — an icon font's glyph with no Unicode of its own comes
 * out as U+0000 (a button's arrow before "Try Adobe Premiere", Chromium's print, 2026) — are
 * nothing a reader sees, and NUL breaks tools downstream. Tabs and line ends stay (and become spaces).
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** What a font's name tells, read once per font: its weight, and whether it is AMS's symbol font. */
interface FontFacts {
  bold: boolean;
  amsSymbols: boolean;
}

function fontFacts(name: string): FontFacts {
  return { bold: boldFontName(name), amsSymbols: /^([A-Z]{6}\+)?MSAM\d+$/.test(name) };
}

/**
 * Text set in AMS's symbol font MSAM, which has no Unicode map: pdf.js reads a character's code in
 * the font's own encoding, and \blacktriangleright, the bullet of Beamer's default itemize, is at
 * "I" (FU Berlin's deck: "leichter erweiterbar I Bessere Steuerung", 2026).
 */
function amsSymbolText(text: string): string {
  return text.replace(/I/g, '▸');
}

/** The font's own name ("LCHKSO+CMB10") once the page's drawing has loaded it; '' if it is not there. */
function loadedFontName(objs: { has(id: string): boolean; get(id: string): unknown }, id: string): string {
  try {
    return objs.has(id) ? String((objs.get(id) as { name?: unknown }).name ?? '') : '';
  } catch {
    return '';
  }
}

/**
 * Whether a font's name says bold: "Arial-BoldMT", "Calibri,Bold", "NimbusSanL-Bold", a semibold
 * or black weight, Times substitutes' "Medi" (NimbusRomNo9L-Medi), and TeX's Computer Modern bold
 * faces (CMBX12, CMB10, CMSSBX10), their subset prefix ("LCHKSO+") set aside.
 */
export function boldFontName(name: string): boolean {
  const base = name.replace(/^[A-Z]{6}\+/, '');
  return /bold|black|heavy|semibold|demi|-medi\b|^CMBX|^CMB\d|^CMSSBX/i.test(base);
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
