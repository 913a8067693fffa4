/**
 * Whether a raw page is a client-side application shell (an empty mount point and scripts) whose
 * content only exists once scripts run: then render=auto renders it in Chromium first.
 */
import { Parser } from 'htmlparser2';

export function looksLikeAppShell(html: string): boolean {
  let text = 0;
  let scripts = 0;
  let mountPoint = false;
  let skip = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'script') scripts++;
        if (name === 'script' || name === 'style' || name === 'noscript' || name === 'template' || name === 'head') skip++;
        if (/^(root|app|__next|__nuxt|q-app|svelte|main-app)$/.test(attribs.id ?? '') || attribs['ng-app'] !== undefined || attribs['data-reactroot'] !== undefined) mountPoint = true;
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style' || name === 'noscript' || name === 'template' || name === 'head') skip = Math.max(0, skip - 1);
      },
      ontext(data) {
        if (skip === 0) text += data.replace(/\s+/g, ' ').trim().length;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return text < 200 || (mountPoint && text < 1000 && scripts >= 3);
}
