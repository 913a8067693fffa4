/** A <pre> as a fenced code block: its text as laid out, and the language its markup names. */
import type { AnyNode, Document, Element } from 'domhandler';
import { existsOne, findAll, findOne } from 'domutils';
import { BLOCK } from './html-blocks.ts';
import { plain, textLength } from './page-stats.ts';

export function codeBlock(el: Element, pageLanguage?: string): string {
  const code = (el.children.find((c) => c.type === 'tag' && (c as Element).name === 'code') as Element | undefined) ?? el;
  // Line breaks as the page's source wrote them (CR LF: Twilio's docs, 2026) are newlines, and a
  // no-break space a space: code copied from a reader's Markdown runs as it would from the page.
  // Zero-width spaces and byte-order marks are left out: a typesetter's hints (git's manual
  // writes "<pathspec>…\u200b" in its synopsis, Netlify's log viewer blank lines as "\u200b"), they
  // break a command pasted from the code.
  const text = rawText(el, lineNumbers(el)).replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ').replace(/[\u200b\ufeff]/g, '').replace(/^\n+|\s+$/g, '');
  if (!text || gutterColumn(el, text)) return '';
  const language = ownLanguage(el, code) ?? wrapperLanguage(el, text.length) ?? pageLanguage ?? '';
  return fencedCode(text, NO_LANGUAGE.test(language) ? '' : (ALIASES[language] ?? language));
}

/** Code as a fenced block with its info string: fenced with tildes when it holds a run of backticks. */
export function fencedCode(text: string, language = ''): string {
  const fence = text.includes('```') ? '~~~~' : '```';
  return `${fence}${language}\n${text}\n${fence}`;
}

/**
 * Names highlighters give blocks of no particular language: Discourse writes "lang-auto" on every
 * block its author gave no language (2026), for highlight.js to guess one in the browser.
 */
const NO_LANGUAGE = /^(auto|default|none|nohighlight|undefined|null)$/;

/** Google Prettify's names that Markdown renderers do not know (Stack Exchange's "lang-bsh"), as they know them. */
const ALIASES: Record<string, string> = { bsh: 'bash' };

/**
 * The language a page declares for the code blocks that name none: Stack Exchange writes its
 * highlighter's default, chosen from the question's tags, in a hidden element of its own
 * (`<div id="js-codeblock-lang">lang-py</div>`, 2026) and leaves the posts' <pre>s unclassed.
 */
export function declaredCodeLanguage(doc: Document): string | undefined {
  const holder = findOne((e) => e.attribs.id === 'js-codeblock-lang', doc.children);
  const name = holder && /^\s*lang-([a-z0-9+#-]+)\s*$/i.exec(plain(holder))?.[1];
  return name ? name.toLowerCase() : undefined;
}

/** Languages a highlighter may name by a bare class (rustdoc's `<pre class="rust">`, highlight.js 9's `<code class="hljs javascript">`). */
const BARE_LANGUAGE = /^(bash|c|cpp|csharp|css|diff|go|html|java|javascript|js|json|jsx|kotlin|php|python|ruby|rust|scala|sh|shell|sql|swift|toml|ts|tsx|typescript|xml|yaml)$/;

/**
 * The language the code's own markup names: a class "language-js", "lang-py", "highlight-go",
 * SyntaxHighlighter's "brush: js" (MDN, 2026), a data-lang or data-language attribute on the <pre>
 * or its <code> (Rouge writes it on the <code>), or a bare language name as a class.
 */
function ownLanguage(pre: Element, code: Element): string | undefined {
  const cls = `${code.attribs.class ?? ''} ${pre.attribs.class ?? ''}`;
  // A prefix and its separator, so that "highlighter-rouge" or a lone "language" names nothing.
  const named = /(?:^|\s)(?:(?:language|lang|highlight)-|brush:\s*)([a-z0-9+#-]+)/i.exec(cls)?.[1] ?? (pre.attribs['data-lang'] || pre.attribs['data-language'] || code.attribs['data-lang'] || code.attribs['data-language']);
  return (named || cls.split(/\s+/).find((c) => BARE_LANGUAGE.test(c.toLowerCase())))?.toLowerCase();
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
    if (!lineHasText && el.children.every((c) => c.type === 'text') && /^\s*\d{1,5}\s*$/.test(plain(el))) {
      found.push(el);
      lineHasText = true;
      return;
    }
    for (const c of el.children) visit(c);
    if (BLOCK.has(el.name)) lineHasText = false;
  };
  for (const c of pre.children) visit(c);
  if (found.length < 2) return new Set();
  const first = Number(plain(found[0]!));
  const counting = found.every((el, i) => Number(plain(el)) === first + i);
  const ownLines = new Set(found.map((el) => el.parent)).size === found.length;
  const withCode = found.filter((el) => el.parent && plain(el.parent as Element).trim().length > plain(el).trim().length).length;
  return counting && ownLines && withCode >= found.length / 2 ? new Set(found) : new Set();
}

/**
 * The line numbers a highlighter writes in a column of their own, a <pre> in the table cell beside
 * the code's (Pygments' `highlighttable` in Sphinx docs, Hugo's `lntable`, Rouge's gutter): only
 * numbers counting up by one, one per line, with a <pre> in another cell of the table's one row.
 */
function gutterColumn(pre: Element, text: string): boolean {
  const lines = text.split('\n').map((line) => line.trim());
  if (!lines.every((line, i) => /^\d{1,5}$/.test(line) && Number(line) === Number(lines[0]) + i)) return false;
  let cell: Element | null = pre.parent as Element | null;
  for (let up = 0; cell && cell.type === 'tag' && cell.name !== 'td' && cell.name !== 'th' && up < 3; up++) cell = cell.parent as Element | null;
  if (!cell || cell.type !== 'tag' || (cell.name !== 'td' && cell.name !== 'th') || !cell.parent) return false;
  const row = cell.parent as Element;
  let table = row.parent as Element | null;
  while (table && table.type === 'tag' && table.name !== 'table') table = table.parent as Element | null;
  // The highlighter's table is one row: numbers and code side by side. A table of rows is data.
  if (!table || table.type !== 'tag' || findAll((e) => e.name === 'tr', table.children).length !== 1) return false;
  return row.children.some((c) => c !== cell && c.type === 'tag' && existsOne((e) => e.name === 'pre', [c]));
}

/**
 * The language named on the blocks wrapping the code and nothing else (a wrapper holding little
 * more text than the code: its caption, a gutter): Sphinx's `<div class="highlight-python3">`,
 * GitHub's `highlight-source-go`, Jekyll's `language-ruby highlighter-rouge`, HashiCorp's
 * `code-block language-hcl` (2026). A name for no language (Sphinx's "default") is none.
 */
function wrapperLanguage(pre: Element, codeLength: number): string | undefined {
  let el = pre.parent as Element | null;
  for (let up = 0; el && el.type === 'tag' && up < 6 && textLength(el) <= codeLength * 1.5 + 100; up++, el = el.parent as Element | null) {
    const name = /(?:^|\s)(?:language|highlight-source|highlight)-([a-z0-9+#-]+)/i.exec(el.attribs.class ?? '')?.[1]?.toLowerCase();
    if (name) return name;
  }
  return undefined;
}
