/**
 * Whether a raw page is a client-side application shell (an empty mount point and scripts) whose
 * content only exists once scripts run: then render=auto renders it in Chromium first. A shell
 * that serves its content to non-script readers in a <noscript> (Discourse's crawler view, the
 * whole topic) is not one: the extractor reads that block, and rendering would only cost time.
 */
import { Parser } from 'htmlparser2';
import { withoutCdataOpeners } from './cdata.ts';

/** The text a <noscript> must hold to be the page's content (as the extractor reads it, never-content.ts). */
const NOSCRIPT_CONTENT = 500;

export function looksLikeAppShell(html: string): boolean {
  let text = 0;
  let scripts = 0;
  let mountPoint = false;
  let skip = 0;
  let noscript = 0;
  let noscriptText = 0;
  let largestNoscript = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'script') scripts++;
        if (name === 'noscript' && noscript++ === 0) noscriptText = 0;
        if (name === 'script' || name === 'style' || name === 'noscript' || name === 'template' || name === 'head') skip++;
        if (/^(root|app|__next|__nuxt|q-app|svelte|main-app)$/.test(attribs.id ?? '') || attribs['ng-app'] !== undefined || attribs['data-reactroot'] !== undefined) mountPoint = true;
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style' || name === 'noscript' || name === 'template' || name === 'head') skip = Math.max(0, skip - 1);
        if (name === 'noscript' && noscript > 0 && --noscript === 0) largestNoscript = Math.max(largestNoscript, noscriptText);
      },
      ontext(data) {
        const length = data.replace(/\s+/g, ' ').trim().length;
        if (skip === 0) text += length;
        else if (noscript > 0) noscriptText += length;
      },
    },
    { decodeEntities: false },
  );
  // Read as a browser reads it (a stray CDATA opener hides no text; see cdata.ts).
  parser.end(withoutCdataOpeners(html));
  if (largestNoscript > NOSCRIPT_CONTENT) return false;
  return text < 200 || (mountPoint && text < 1000 && scripts >= 3);
}

/**
 * Main content this short (characters a reader sees) found in a page that runs scripts: its
 * frame was served and its content is drawn by script — a shop theme that renders the product
 * from its data (Brooklinen, 2026: the raw page's main element holds only hidden modals), a
 * schedule filled in after load. The frame's text keeps such a page from looking like an app
 * shell, so render=auto renders it when the raw page's content comes out this thin.
 */
export const THIN_CONTENT = 250;

export function thinContent(markdown: string, html: string): boolean {
  return visibleLength(markdown) < THIN_CONTENT && /<script\b/i.test(html);
}

/** The Markdown's length as a reader sees it: link targets, image sources and marks left out. */
export function visibleLength(markdown: string): number {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|~\\]|^\s*[-+]\s|^-{3,}$/gm, '')
    .replace(/\s+/g, ' ')
    .trim().length;
}
