/** A <pre> as a fenced code block: its text as laid out, and the language its markup names. */
import type { AnyNode, Element } from 'domhandler';
import { BLOCK } from './html-blocks.ts';

export function codeBlock(el: Element): string {
  const code = (el.children.find((c) => c.type === 'tag' && (c as Element).name === 'code') as Element | undefined) ?? el;
  // Line breaks as the page's source wrote them (CR LF: Twilio's docs, 2026) are newlines, and a
  // no-break space a space: code copied from a reader's Markdown runs as it would from the page.
  // Zero-width spaces and byte-order marks are left out: a typesetter's hints (git's manual
  // writes "<pathspec>…\u200b" in its synopsis, Netlify's log viewer blank lines as "\u200b"), they
  // break a command pasted from the code.
  const text = rawText(el, lineNumbers(el)).replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ').replace(/[\u200b\ufeff]/g, '').replace(/^\n+|\s+$/g, '');
  if (!text) return '';
  const cls = `${code.attribs.class ?? ''} ${el.attribs.class ?? ''} ${el.attribs['data-lang'] ?? ''} ${el.attribs['data-language'] ?? ''}`;
  const language = /(?:^|\s)(?:language|lang|highlight|brush:?)-?([a-z0-9+#-]+)/i.exec(cls)?.[1] ?? (el.attribs['data-lang'] || el.attribs['data-language'] || '');
  const fence = text.includes('```') ? '~~~~' : '```';
  return `${fence}${language.toLowerCase()}\n${text}\n${fence}`;
}

/**
 * Code's text as a browser lays it out: some highlighters put each line in its own block
 * (`<pre><code><div>line</div><div>line</div>`, Stripe's docs, 2025) with no newline between —
 * a block starts and ends a line. The viewer's line numbers (`skip`) are left out.
 */
function rawText(el: AnyNode, skip: ReadonlySet<Element>): string {
  if (el.type === 'text') return el.data;
  if (el.type !== 'tag' || skip.has(el as Element)) return '';
  if ((el as Element).name === 'br') return '\n';
  let text = '';
  let lineEnded = false;
  for (const c of (el as Element).children) {
    const part = rawText(c, skip);
    const isBlock = c.type === 'tag' && BLOCK.has((c as Element).name);
    if ((isBlock || lineEnded) && part && text && !text.endsWith('\n') && !part.startsWith('\n')) text += '\n';
    text += part;
    lineEnded = isBlock && part !== '';
  }
  return text;
}

/**
 * The numbers a code viewer writes before each line, inside the <pre> (Twilio's docs, 2026: each
 * line a block holding `<span>7</span>` — unselectable by its CSS — and the line's code): a
 * number opening its line, one per line block, counting up by one from the first, on lines that
 * mostly hold code after it. Numbers a program prints (a column of 1, 2, 3 with nothing beside
 * them), or written in the code's own lines (`1, 2, 3` in one block), are not that.
 */
function lineNumbers(pre: Element): Set<Element> {
  const found: Element[] = [];
  let lineHasText = false;
  const visit = (node: AnyNode) => {
    if (node.type === 'text') {
      const after = node.data.slice(node.data.lastIndexOf('\n') + 1);
      if (node.data.includes('\n')) lineHasText = after.trim() !== '';
      else if (node.data.trim()) lineHasText = true;
      return;
    }
    if (node.type !== 'tag') return;
    const el = node as Element;
    if (BLOCK.has(el.name) || el.name === 'br') lineHasText = false;
    if (!lineHasText && el.children.every((c) => c.type === 'text') && /^\s*\d{1,5}\s*$/.test(el.children.map((c) => (c as { data: string }).data).join(''))) {
      found.push(el);
      lineHasText = true;
      return;
    }
    for (const c of el.children) visit(c);
    if (BLOCK.has(el.name)) lineHasText = false;
  };
  for (const c of pre.children) visit(c);
  if (found.length < 2) return new Set();
  const first = Number(textOf(found[0]!));
  const counting = found.every((el, i) => Number(textOf(el)) === first + i);
  const ownLines = new Set(found.map((el) => el.parent)).size === found.length;
  const withCode = found.filter((el) => el.parent && textOf(el.parent as Element).trim().length > textOf(el).trim().length).length;
  return counting && ownLines && withCode >= found.length / 2 ? new Set(found) : new Set();
}

function textOf(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  return node.type === 'tag' ? (node as Element).children.map(textOf).join('') : '';
}
