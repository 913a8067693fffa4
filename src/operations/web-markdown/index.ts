/**
 * GET /api/v1/web/markdown — the page's main content as clean Markdown (src/extract/): the
 * navigation, banners, related links, comment widgets and footers removed, for reading and LLM
 * input; `include=full` converts the whole page instead. The page is fetched like /web/html
 * and rendered in Chromium when it is a client-side app shell (render=auto) or when asked
 * (render=always, or wait_for an element a script adds). A PDF is laid out as Markdown (src/extract/pdf-layout.ts).
 * `select` / `remove` (CSS) let the reader name the content. `data` carries the page's metadata.
 */
import { Type } from '@sinclair/typebox';
import { AppError, findAppError } from '../../errors.ts';
import { decodeBody } from '../../fetch/charset.ts';
import { looksLikeAppShell, thinContent, visibleLength } from '../../extract/app-shell.ts';
import { fencedCode } from '../../extract/code-block.ts';
import { pdfToMarkdown } from '../../extract/pdf.ts';
import { MAX_SELECTOR_LENGTH, selectorProblem } from '../../extract/selectors.ts';
import { defineOperation } from '../define.ts';
import { commonParams, enumParam } from '../params.ts';
import { crawlCacheIdentity, crawlUrlParam, fetchCrawlTarget, header, precheckCrawlUrl, targetStatus } from '../web-html/index.ts';

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)/i;

/** JSON and XML, named as such or as a flavour of them (application/ld+json, application/rss+xml, text/xml). */
const DATA_TYPES = /^(?:application\/(?:[\w.-]+\+)?(json|xml)|text\/(xml))(?=\s*(;|$))/i;

export default defineOperation({
  id: 'markdown',
  path: 'web/markdown',
  tag: 'Web crawl',
  summary: 'Main content of a page as Markdown',
  description:
    'Fetches the URL (rendering it in headless Chromium when it is a client-side app, render=auto) and returns its main content as GitHub-flavoured Markdown — headings, lists, tables, code blocks with their language, strikethrough, spec sheets as name: value items, absolute links and images — without navigation, ads, related links, comment widgets or footers, plus the page metadata (title, description, author, published date, language, canonical URL). include=full converts the whole page. PDF targets are converted to Markdown from their layout: headings by type size, lists, code set in a monospaced font, paragraphs rejoined across lines and pages, running heads and page numbers left out, each page marked by an HTML comment. JSON and XML come back whole as a fenced code block. images=none leaves pictures out; select and remove (CSS selectors) name the content, or what is not, where the reader knows the page better.',
  example: { url: 'https://example.com/' },
  cost: 2,
  params: Type.Object(
    {
      url: crawlUrlParam,
      render: Type.Optional(
        enumParam(['auto', 'always', 'never'], {
          default: 'auto',
          description: 'auto: render in Chromium only when the raw page is a client-side app shell with little text, or when its main content comes out next to empty (under 250 characters) from a page that runs scripts; always: render first; never: raw HTML only.',
        }),
      ),
      include: Type.Optional(enumParam(['main', 'full'], { default: 'main', description: 'main: the main content only; full: the whole page converted (beyond the spec).' })),
      images: Type.Optional(enumParam(['keep', 'none'], { default: 'keep', description: 'keep: pictures as ![alt](absolute src); none: no pictures, for smaller language-model input — an image link keeps no empty link behind (beyond the spec).' })),
      wait_for: Type.Optional(
        Type.String({ minLength: 1, maxLength: 500, description: 'CSS selector to wait for in Chromium before the page is read (content a script adds late): the page is rendered, as with render=always (not with render=never); data.wait_for_found says whether it appeared within the render timeout. Beyond the spec, as on /web/rendered-html.' }),
      ),
      select: Type.Optional(
        Type.String({ minLength: 1, maxLength: MAX_SELECTOR_LENGTH, description: "CSS selectors naming the content (e.g. 'article.post, #comments'): the elements they match, in page order, converted whole (scripts and hidden parts left out), instead of the main content found; include has no say. data.selected counts the matches (0: empty Markdown, with a note). Beyond the spec, as Jina Reader's X-Target-Selector." }),
      ),
      links: Type.Optional(
        enumParam(['none', 'all'], { default: 'none', description: "all: data.links lists every link on the page as well — navigation and footer included, whatever the content read — as { url, text, rel? } in page order, each web address once, made absolute (a PDF's: the links in its text), for crawling on from it. Beyond the spec, as Firecrawl's links format." }),
      ),
      remove: Type.Optional(
        Type.String({ minLength: 1, maxLength: MAX_SELECTOR_LENGTH, description: "CSS selectors naming what is not content (e.g. '.newsletter, .author-box'): the elements they match are dropped before the content is read. Beyond the spec, as Jina Reader's X-Remove-Selector." }),
      ),
      ...commonParams,
    },
    { additionalProperties: false },
  ),
  precheck: (p, deps) => {
    if (p.wait_for && p.render === 'never') throw new AppError('INVALID_PARAMETER', "Parameter 'wait_for' needs the page rendered in Chromium; render=never reads the raw HTML only.");
    for (const name of ['select', 'remove'] as const) {
      const css = p[name];
      const problem = css === undefined ? undefined : selectorProblem(css);
      if (problem) throw new AppError('INVALID_PARAMETER', `Parameter '${name}' ${problem}.`);
    }
    precheckCrawlUrl(p.url, deps);
  },
  cacheIdentity: (p) => ({ url: crawlCacheIdentity(p.url), render: p.render ?? 'auto', include: p.include ?? 'main', images: p.images ?? 'keep', wait_for: p.wait_for, select: p.select, remove: p.remove, links: p.links ?? 'none' }),

  async run(p, { deps, signal }) {
    const started = performance.now();
    // Waiting for an element needs a browser: wait_for renders the page as render=always does.
    const render = p.wait_for ? 'always' : (p.render ?? 'auto');
    const include = p.include ?? 'main';
    const images = p.images ?? 'keep';
    const wantLinks = p.links === 'all';
    let html: string;
    let finalUrl: string;
    let status: number | null;
    let contentType: string | undefined;
    let rendered = false;
    let note: string | undefined;
    let waitForFound: boolean | null = null;
    const renderPage = async (url: string) => {
      const page = await deps.renderer.render({ url, timeoutMs: deps.config.renderTimeoutMs, waitFor: p.wait_for, blockResources: true }, signal);
      if (p.wait_for) waitForFound = page.waitForFound;
      return page;
    };
    const extract = (pageHtml: string, url: string) => deps.extractor.extract(pageHtml, url, { include, images: images === 'keep', select: p.select, remove: p.remove, links: wantLinks });
    // Selectors name elements of an HTML page: on anything else the reader is told they did nothing.
    const selectorsUnused = (what: string) => (p.select || p.remove ? `The target is ${what}: select and remove apply to HTML pages and were not used.` : undefined);
    // Text, JSON and XML are returned whole: neither selectors nor links=all apply (links comes back empty, and says so).
    const notMarkup = (what: string) => [selectorsUnused(what), wantLinks ? `Links are read from HTML pages and PDFs, not from ${what}.` : undefined].filter(Boolean).join(' ') || undefined;
    const noLinks = wantLinks ? { links: [] } : {};
    // Every answer: what was asked, where it ended, the target's status (and any note), then the body.
    const answer = (returnedAs: string, body: Record<string, unknown>, extraNote?: string) => {
      const target = targetStatus(status, returnedAs);
      const joined = [target.note, note, extraNote].filter(Boolean).join(' ');
      return { url: p.url, final_url: finalUrl, status_code: status, ok: target.ok, ...(joined ? { note: joined } : {}), ...body, elapsed_ms: Math.round(performance.now() - started), fetched_at: new Date().toISOString() };
    };
    // A file Chromium downloads rather than shows (a PDF) is fetched and converted, as with render=never.
    const shown = render !== 'always' ? undefined : await renderPage(p.url).catch((err: unknown) => {
      if (findAppError(err)?.code !== 'TARGET_CONTENT_UNSUPPORTED') throw err;
      note = 'The target is a file Chromium downloads rather than shows; it was fetched and converted without rendering.';
      return undefined;
    });
    if (shown) {
      ({ html, finalUrl, status } = shown);
      contentType = 'text/html';
      rendered = true;
    } else {
      const page = await fetchCrawlTarget(p.url, deps, signal);
      contentType = header(page.headers['content-type']);
      finalUrl = page.finalUrl;
      status = page.status;
      if (/^application\/pdf/i.test(contentType ?? '') || page.body.subarray(0, 5).toString('latin1') === '%PDF-') {
        // A PDF is read on this thread a page at a time: the extraction limit stops it between pages.
        const limit = AbortSignal.timeout(deps.config.extractTimeoutMs);
        const pdf = await pdfToMarkdown(page.body, AbortSignal.any([signal, limit])).catch((err: Error) => {
          if (signal.aborted) throw err;
          if (limit.aborted) throw new AppError('EXTRACTION_TIMEOUT', `Converting the PDF ${finalUrl} took longer than ${deps.config.extractTimeoutMs} ms (EXTRACT_TIMEOUT_MS); it was stopped.`);
          throw new AppError('TARGET_CONTENT_UNSUPPORTED', `${finalUrl} is a PDF that could not be read: ${err.message}`);
        });
        const { markdown: _markdown, pages: _pages, links: pdfLinks, ...pdfMetadata } = pdf;
        // A scan holds pictures of its pages and no text: there is nothing to read without OCR.
        const scanned = pdf.markdown ? undefined : `The PDF's ${pdf.pages} page(s) hold no text layer (scanned images?); there is no text to convert without OCR.`;
        return answer('Markdown', {
          content_type: contentType ?? 'application/pdf',
          rendered: false,
          markdown: pdf.markdown,
          ...(wantLinks ? { links: pdfLinks } : {}),
          metadata: { ...pdfMetadata, canonical_url: finalUrl, pages: pdf.pages },
        }, [selectorsUnused('a PDF'), scanned].filter(Boolean).join(' ') || undefined);
      }
      const data = contentType ? DATA_TYPES.exec(contentType) : null;
      if (contentType && !HTML_TYPES.test(contentType) && !/^text\//i.test(contentType) && !data) {
        throw new AppError('TARGET_CONTENT_UNSUPPORTED', `${finalUrl} is ${contentType.split(';')[0]}; /web/markdown converts HTML pages, text, JSON, XML and PDF.`);
      }
      html = decodeBody(page.body, contentType).text;
      if (data) {
        // Data (an API's JSON, a feed's or a sitemap's XML) comes back whole, as a code block
        // that says its language: bare, a Markdown reader would take XML for raw HTML and hide it.
        const language = (data[1] ?? data[2])!.toLowerCase();
        return answer(language.toUpperCase(), { content_type: contentType, rendered: false, markdown: fencedCode(html.trim(), language), ...noLinks, metadata: { canonical_url: finalUrl } }, notMarkup(language === 'json' ? 'JSON' : 'XML'));
      }
      if (contentType && /^text\/(?!html)/i.test(contentType)) {
        // Plain text (and Markdown) is returned as it is.
        return answer('text', { content_type: contentType, rendered: false, markdown: html.trim(), ...noLinks, metadata: { canonical_url: finalUrl } }, notMarkup('plain text'));
      }
      if (render === 'auto' && (status ?? 200) < 400 && looksLikeAppShell(html)) {
        try {
          const page2 = await renderPage(finalUrl);
          html = page2.html;
          finalUrl = page2.finalUrl;
          rendered = true;
        } catch (err) {
          // The raw page still says something; the answer says it was not rendered and why.
          note = `The page looks like a client-side app but could not be rendered (${(err as Error).message}); its raw HTML was converted.`;
        }
      }
    }
    let extraction = await extract(html, finalUrl);
    // A served frame whose content script draws (no app shell by its text): rendered after all
    // when the raw page's main content comes out next to empty; the fuller reading is kept.
    if (render === 'auto' && !rendered && !note && include === 'main' && (status ?? 200) < 400 && thinContent(extraction.markdown, html)) {
      try {
        const page2 = await renderPage(finalUrl);
        const second = await extract(page2.html, page2.finalUrl);
        if (visibleLength(second.markdown) > visibleLength(extraction.markdown)) {
          extraction = second;
          finalUrl = page2.finalUrl;
          rendered = true;
        }
      } catch (err) {
        note = `The page's main content is next to empty without its scripts and it could not be rendered (${(err as Error).message}); its raw HTML was converted.`;
      }
    }
    const chosen = p.select ? { select: p.select, selected: extraction.selected ?? 0 } : {};
    if (p.select && !extraction.selected) note = [note, `No element matched select=${p.select}${rendered ? '' : ' (in the page as served: render=always reads it after its scripts run)'}.`].filter(Boolean).join(' ');
    const waited = p.wait_for ? { wait_for: p.wait_for, wait_for_found: waitForFound ?? false } : {};
    return answer('Markdown', { content_type: contentType ?? null, rendered, include, images, ...waited, ...chosen, ...(p.remove ? { remove: p.remove } : {}), markdown: extraction.markdown, ...(wantLinks ? { links: extraction.links ?? [] } : {}), metadata: extraction.metadata });
  },
});

