/**
 * The reader's selectors (select, remove) on a real page: WCXB 0386, an article with a Python
 * code block (fixtures/pages, provenance in its MANIFEST.tsv).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractMarkdown } from './extract.ts';
import { fixturePage } from './fixtures/pages.ts';
import { selectorProblem } from './selectors.ts';

const page = fixturePage('0386');
const url = page.truth.url;

test('select: the matched elements are the content, in page order, converted whole; a match inside another is not written twice', () => {
  const code = extractMarkdown(page.html, url, { select: 'pre.w-code-block' });
  assert.equal(code.selected, 1);
  assert.match(code.markdown, /^```/);
  assert.doesNotMatch(code.markdown, /How GIM works/);
  // Two selectors, one matching inside the other: the outer block once, headings in page order.
  const both = extractMarkdown(page.html, url, { select: 'h2, pre.w-code-block, pre.w-code-block code' });
  // The article's five section headings, the page's "Recent stories" heading and the code block.
  assert.equal(both.selected, 7);
  assert.match(both.markdown, /\n## Recent stories$/);
  assert.equal(both.markdown.match(/^```/gm)?.length, 2, 'one fenced block: opened and closed once');
  const order = ['How GIM works', 'The "self-repair problem"', 'Vertical AI labs', 'Open-sourcing the leading', 'Beyond discovery'].map((h) => both.markdown.indexOf(`## ${h}`));
  assert.ok(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!)), `headings in page order: ${order.join(',')}`);
});

test('select matching nothing: empty Markdown, selected 0; the page metadata is still the page\'s', () => {
  const none = extractMarkdown(page.html, url, { select: '.no-such-block' });
  assert.equal(none.selected, 0);
  assert.equal(none.markdown, '');
  assert.equal(none.metadata.title, extractMarkdown(page.html, url).metadata.title);
});

test('remove: the matched elements are dropped before the content is read, the rest as before', () => {
  const whole = extractMarkdown(page.html, url).markdown;
  assert.match(whole, /```/);
  const without = extractMarkdown(page.html, url, { remove: 'pre' }).markdown;
  assert.doesNotMatch(without, /```/);
  assert.equal(without, whole.replace(/\n\n```[^]*?```/, ''));
  // Removed first, then selected from what is left.
  assert.equal(extractMarkdown(page.html, url, { select: 'pre', remove: 'pre' }).selected, 0);
});

test('a selector list css-select cannot read, an empty one or an overlong one is refused with the reason', () => {
  assert.match(selectorProblem('div[') ?? '', /not a CSS selector list/);
  assert.match(selectorProblem('p:no-such-pseudo') ?? '', /not a CSS selector list/);
  assert.equal(selectorProblem('  '), 'is empty');
  assert.match(selectorProblem('p,'.repeat(300)) ?? '', /longer than 500/);
  assert.equal(selectorProblem('article .post-body > p, #comments'), undefined);
});
