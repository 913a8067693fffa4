/**
 * Which raw pages render=auto sends to Chromium, on whole real WCXB pages: a Discourse topic
 * whose posts exist only once scripts run, one that also serves them in its crawler view, a
 * XenForo thread whose body follows a stray `<![CDATA[`, and an ordinary article; and which
 * pages it renders after reading them raw, their main content next to empty (a shop's product
 * drawn by script).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { looksLikeAppShell, thinContent, visibleLength } from './app-shell.ts';
import { extractMarkdown } from './extract.ts';
import { fixturePage } from './fixtures/pages.ts';

test('a Discourse topic without its crawler view (a splash and scripts) is an app shell to render', () => {
  const { html } = fixturePage('4145');
  assert.equal(looksLikeAppShell(html), true);
  assert.equal(extractMarkdown(html, 'https://forum.astronomy.com/t/new-to-astronomy-best-first-telescope-recommendations/1555').markdown, '');
});

test('a Discourse topic whose posts are in its <noscript> crawler view is not: the extractor reads them without Chromium', () => {
  const { html, truth } = fixturePage('0503');
  assert.equal(looksLikeAppShell(html), false);
  assert.match(extractMarkdown(html, truth.url).markdown, /Home Assistant is starting/i);
});

test('an ordinary article is not an app shell', () => {
  assert.equal(looksLikeAppShell(fixturePage('0386').html), false);
});

test('a XenForo thread whose body follows a stray <![CDATA[ never closed is not a shell: a browser shows the posts, and so does the extractor', () => {
  const { html, truth } = fixturePage('4311');
  assert.equal(looksLikeAppShell(html), false);
  assert.ok(extractMarkdown(html, truth.url).markdown.length > 2000);
});

test('a shop page whose product its script draws is no app shell (its frame has text), but its main content comes out next to empty: thin, to render', () => {
  const { html, truth } = fixturePage('0584');
  assert.equal(looksLikeAppShell(html), false);
  const { markdown } = extractMarkdown(html, truth.url);
  assert.ok(visibleLength(markdown) < 250, `${visibleLength(markdown)} characters`);
  assert.equal(thinContent(markdown, html), true);
  // An ordinary article is read raw; so is a short page that runs no script (nothing to wait for).
  const article = fixturePage('0386');
  assert.equal(thinContent(extractMarkdown(article.html, article.truth.url).markdown, article.html), false);
  assert.equal(thinContent(markdown, html.replace(/<script\b/gi, '<noscript')), false);
});

test('visibleLength counts what a reader sees: link text, not targets; no image sources or marks', () => {
  assert.equal(visibleLength('## **Why Classic Percale?**\n\n- ![](https://x.example/a.jpg)\n  [Cool. Crisp.](https://x.example/p)'), 'Why Classic Percale? Cool. Crisp.'.length);
});
