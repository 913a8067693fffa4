/**
 * Where a real page's links lead: the Markdown's links and pictures resolved against the page's
 * <base href>, and `links` (every link on the page, page-links.ts), on a XenForo thread of the
 * bench sample that writes every link relative to its base.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { extractMarkdown } from './extract.ts';
import { fixturePage as page } from './fixtures/pages.ts';

test("a forum thread whose links are written relative to its <base href>: they resolve against the base, as in a browser", () => {
  // XenForo (spigotmc.org, 2025): <base href="https://www.spigotmc.org/"> and members/name.123/ on a page at /threads/…/.
  const { html, truth } = page('0517');
  const { markdown } = extractMarkdown(html, truth.url);
  const targets = [...markdown.matchAll(/\]\((https:\/\/www\.spigotmc\.org\/[^)\s]*)\)/g)].map((m) => m[1]!);
  assert.ok(targets.includes('https://www.spigotmc.org/members/mesquis.2344379/'), 'a poster links to their profile');
  assert.ok(targets.some((t) => t.startsWith('https://www.spigotmc.org/data/avatars/')), "a poster's avatar shows");
  assert.deepEqual(targets.filter((t) => /\/threads\/[^/]+\/(members|data|threads|styles)\//.test(t)), [], 'no link resolved against the thread instead');
});

test('links: every link of a real thread, resolved against its <base href>, each once, with its rel; none that only points into the page', () => {
  const { html, truth } = page('0517');
  const { links, markdown } = extractMarkdown(html, truth.url, { links: true });
  assert.equal(extractMarkdown(html, truth.url).links, undefined, 'only when asked');
  assert.deepEqual(links!.slice(0, 2), [
    { url: 'https://www.spigotmc.org/', text: 'Home' },
    { url: 'https://www.spigotmc.org/find-new/posts', text: 'Recent Posts', rel: 'nofollow' },
  ]);
  assert.ok(links!.some((l) => l.url === 'https://www.spigotmc.org/members/mesquis.2344379/'), 'a poster, as in the Markdown');
  assert.ok(!markdown.includes('](https://www.spigotmc.org/resources/)') && links!.some((l) => l.url === 'https://www.spigotmc.org/resources/'), 'the site menu, which the Markdown leaves out');
  assert.equal(new Set(links!.map((l) => l.url)).size, links!.length);
  assert.ok(html.includes('href="#"'));
  assert.ok(links!.every((l) => l.url !== 'https://www.spigotmc.org/#'), 'a script\'s href="#" is no link (against the base it would read as the front page)');
});

test("links: a picture link's text is its picture's alt, without what a template wrote for a value it never set (real AAA picture, alt=\"null\")", () => {
  const img = readFileSync(new URL('./fixtures/image-alt-null.html', import.meta.url), 'utf8');
  const html = `<html><body><p>Plan a trip.</p><a href="/tripcanvas/deals">${img}</a><a href="/tripcanvas/cruises" title="Cruises">${img}</a></body></html>`;
  const { links } = extractMarkdown(html, 'https://www.aaa.com/tripcanvas/article/x', { links: true });
  assert.deepEqual(links, [
    { url: 'https://www.aaa.com/tripcanvas/deals', text: '' },
    { url: 'https://www.aaa.com/tripcanvas/cruises', text: 'Cruises' },
  ]);
});
