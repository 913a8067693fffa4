/**
 * Which raw pages render=auto sends to Chromium, on whole real WCXB pages: a Discourse topic
 * whose posts exist only once scripts run, one that also serves them in its crawler view, a
 * XenForo thread whose body follows a stray `<![CDATA[`, and an ordinary article.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { looksLikeAppShell } from './app-shell.ts';
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
