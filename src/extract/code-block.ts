/** A <pre> as a fenced code block: its text as laid out, and the language its markup names. */
import type { AnyNode, Element } from 'domhandler';
import { BLOCK } from './html-blocks.ts';

export function codeBlock(el: Element): string {
  const code = (el.children.find((c) => c.type === 'tag' && (c as Element).name === 'code') as Element | undefined) ?? el;
  const text = rawText(el).replace(/^\n+|\s+$/g, '');
  if (!text) return '';
  const cls = `${code.attribs.class ?? ''} ${el.attribs.class ?? ''} ${el.attribs['data-lang'] ?? ''} ${el.attribs['data-language'] ?? ''}`;
  const language = /(?:^|\s)(?:language|lang|highlight|brush:?)-?([a-z0-9+#-]+)/i.exec(cls)?.[1] ?? (el.attribs['data-lang'] || el.attribs['data-language'] || '');
  const fence = text.includes('```') ? '~~~~' : '```';
  return `${fence}${language.toLowerCase()}\n${text}\n${fence}`;
}

/**
 * Code's text as a browser lays it out: some highlighters put each line in its own block
 * (`<pre><code><div>line</div><div>line</div>`, Stripe's docs, 2025) with no newline between —
 * a block starts and ends a line.
 */
function rawText(el: AnyNode): string {
  if (el.type === 'text') return el.data;
  if (el.type !== 'tag') return '';
  if ((el as Element).name === 'br') return '\n';
  let text = '';
  let lineEnded = false;
  for (const c of (el as Element).children) {
    const part = rawText(c);
    const isBlock = c.type === 'tag' && BLOCK.has((c as Element).name);
    if ((isBlock || lineEnded) && part && text && !text.endsWith('\n') && !part.startsWith('\n')) text += '\n';
    text += part;
    lineEnded = isBlock && part !== '';
  }
  return text;
}
