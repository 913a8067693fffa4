/**
 * /web/markdown end to end through the HTTP API, against pages on a local server: a real
 * captured article (main content, no site frame, metadata), include=full, images=none, a client-side app
 * shell rendered by render=auto (Chromium) and left raw by render=never, a served frame whose
 * content script writes rendered when its raw main content is next to empty, a PDF converted to
 * text, plain text as it is, wait_for, the reader's selectors (select, remove), and the usual crawl rules
 * (unsupported types, the target's 404).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTargetServer, type TargetServer } from './helpers/target-server.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Data = Record<string, unknown> & { markdown: string; metadata: Record<string, unknown> };

describe('/web/markdown', () => {
  let app: TestApp;
  let target: TargetServer;
  let key: string;
  before(async () => {
    target = await startTargetServer();
    app = await startTestApp({ rateLimitPerMinute: 0 });
    key = (await app.createKey(100)).key;
  });
  after(async () => {
    await app.close();
    await target.close();
  });
  const get = async (path: string, params: Record<string, string> = {}) => {
    const qs = new URLSearchParams({ url: `${target.url}${path}`, ...params }).toString();
    return app.get(`/api/v1/web/markdown?${qs}`, key);
  };

  test('a real article: its body as Markdown, without the site frame, with its metadata', async () => {
    const res = await get('/article');
    assert.equal(res.status, 200, res.body.message);
    const d = res.body.data as unknown as Data;
    assert.match(d.markdown, /^!\[A group of friends playing in a band together\]\(https:\/\/cdn\.musichouseschool\.com\/GroupOfAdultFriendsPlayingMusic\.jpg\)\n\nMusic is a universal language that weaves through ages and stages/);
    // The page's <h2><strong>…</strong></h2>: a heading is bold already, and its bold writes no marks.
    assert.match(d.markdown, /\n## Embarking on a Musical Journey with Music House\n/);
    assert.match(d.markdown, /\[\*\*adult music lessons\*\*\]\(https:\/\/www\.musichouseschool\.com\/music-lessons\)/);
    assert.equal(d.rendered, false);
    assert.equal(d.include, 'main');
    assert.equal(typeof d.metadata.title, 'string');
    assert.equal(d.metadata.canonical_url !== undefined, true);
    assert.equal(d.metadata.image, 'https://cdn.musichouseschool.com/GroupOfAdultFriendsPlayingMusic.jpg');
    assert.doesNotMatch(d.markdown, /\n\n\n/);
    assert.doesNotMatch(d.markdown, /\[\]\(/, 'no empty links');
    const full = await get('/article', { include: 'full' });
    assert.ok((full.body.data as unknown as Data).markdown.length > d.markdown.length, 'include=full converts more of the page');
  });

  test('images=none leaves the pictures out and the text as it was', async () => {
    const kept = (await get('/article')).body.data as unknown as Data;
    const res = await get('/article', { images: 'none' });
    assert.equal(res.status, 200, res.body.message);
    const d = res.body.data as unknown as Data;
    assert.equal(d.images, 'none');
    assert.match(d.markdown, /^Music is a universal language that weaves through ages and stages/);
    assert.doesNotMatch(d.markdown, /!\[/);
    // The same Markdown, its pictures taken out (and a link around only a picture with them: no empty link).
    const withoutPictures = kept.markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, '').replace(/\[\]\([^)]*\)/g, '').replace(/\n{3,}/g, '\n\n').trim();
    assert.equal(d.markdown, withoutPictures);
    assert.equal((await get('/article', { images: 'some' })).status, 400);
  });

  test('a client-side app shell: render=auto renders it in Chromium; render=never converts the raw shell', async () => {
    const auto = await get('/js-content');
    assert.equal(auto.status, 200, auto.body.message);
    const d = auto.body.data as unknown as Data;
    assert.equal(d.rendered, true);
    assert.match(d.markdown, /Written by JavaScript after load/);
    const raw = await get('/js-content', { render: 'never' });
    assert.equal((raw.body.data as unknown as Data).rendered, false);
    assert.doesNotMatch((raw.body.data as unknown as Data).markdown, /Written by JavaScript/);
  });

  test('a served frame whose product script writes: render=auto renders it when the raw main content comes out next to empty; render=never does not', async () => {
    const auto = await get('/thin-main');
    assert.equal(auto.status, 200, auto.body.message);
    const d = auto.body.data as unknown as Data;
    assert.equal(d.rendered, true);
    assert.match(d.markdown, /^# Linen Sheet Set\n\nWritten by JavaScript after load\. Stonewashed European flax/);
    assert.doesNotMatch(d.markdown, /Privacy Policy|Loading…/);
    const raw = (await get('/thin-main', { render: 'never' })).body.data as unknown as Data;
    assert.equal(raw.rendered, false);
    // The frame's only words are its loader's ("Loading…"), which is no content.
    assert.equal(raw.markdown, '');
  });

  test('a PDF is converted to Markdown text, with its title and author', async () => {
    const res = await get('/report.pdf');
    assert.equal(res.status, 200, res.body.message);
    const d = res.body.data as unknown as Data;
    assert.match(d.markdown, /Quarterly report on river levels/);
    assert.match(d.markdown, /The river rose by two metres in March after heavy rain\./);
    assert.deepEqual([d.metadata.title, d.metadata.author, d.metadata.pages], ['River levels, spring 2026', 'Water Board', 1]);
    assert.equal(d.note, undefined);
    // render=always on a PDF: Chromium would download it, so it is fetched and converted all the same.
    const always = (await get('/report.pdf', { render: 'always' })).body.data as unknown as Data;
    assert.equal(always.markdown, d.markdown);
    assert.equal(always.rendered, false);
    assert.match(always.note as string, /a file Chromium downloads rather than shows; it was fetched and converted without rendering/);
    // Selectors name elements of an HTML page: on a PDF the answer says they did nothing.
    const selected = (await get('/report.pdf', { select: 'h1' })).body.data as unknown as Data;
    assert.equal(selected.markdown, d.markdown);
    assert.match(selected.note as string, /The target is a PDF: select and remove apply to HTML pages and were not used\./);
  });

  test('a real PDF sent as application/octet-stream is known by its bytes and laid out as Markdown', async () => {
    const res = await get('/download?file=spec');
    assert.equal(res.status, 200, res.body.message);
    const d = res.body.data as unknown as Data;
    assert.equal(d.content_type, 'application/octet-stream');
    assert.deepEqual([d.metadata.title, d.metadata.pages, d.metadata.published_date], ['Shared MIME-info Database', 17, '2022-04-29T17:19:08Z']);
    assert.match(d.markdown, /\n## 1\. Introduction\n\n### 1\.1\. Version\n/);
  });

  test('a PDF whose conversion outlasts EXTRACT_TIMEOUT_MS: 500 EXTRACTION_TIMEOUT between pages, refunded', async () => {
    // The 36-page manual takes about half a second to read here; the limit is 100 ms.
    const slow = await startTestApp({ rateLimitPerMinute: 0, extractTimeoutMs: 100 });
    try {
      const { key: k, id } = await slow.createKey(5);
      const res = await slow.get(`/api/v1/web/markdown?url=${encodeURIComponent(`${target.url}/download?file=manual`)}`, k);
      assert.equal(res.status, 500);
      assert.equal(res.body.error, 'EXTRACTION_TIMEOUT');
      assert.match(res.body.message, /Converting the PDF .*\/download\?file=manual took longer than 100 ms/);
      assert.equal(await slow.balance(id), 5, 'refunded');
    } finally {
      await slow.close();
    }
  });

  test('a PDF of scanned pages (pictures, no text) comes back empty with a note that says why', async () => {
    const res = await get('/scan.pdf');
    assert.equal(res.status, 200, res.body.message);
    const d = res.body.data as unknown as Data;
    assert.equal(d.markdown, '');
    assert.equal(d.metadata.pages, 1);
    assert.match(d.note as string, /hold no text layer \(scanned images\?\); there is no text to convert without OCR\./);
  });

  test('plain text comes back as it is, JSON and XML as code blocks; an image is a free 400-class refusal; the target\'s 404 is reported', async () => {
    const text = await get('/notes.txt');
    assert.equal((text.body.data as unknown as Data).markdown, '# Notes\n\nPlain text is returned as it is.');
    // JSON and XML (here an RSS feed) come back whole, fenced with their language: bare, XML would read as raw HTML.
    const json = (await get('/api/levels')).body.data as unknown as Data;
    assert.equal(json.markdown, '```json\n{"river":"Thames","levels_m":[1.2,3.4]}\n```');
    const feed = (await get('/feed', { select: 'title' })).body.data as unknown as Data;
    assert.equal(feed.markdown, '```xml\n<?xml version="1.0"?>\n<rss version="2.0"><channel><title>River levels</title></channel></rss>\n```');
    assert.match(feed.note as string, /The target is XML: select and remove apply to HTML pages and were not used\./);
    const image = await get('/image');
    assert.equal(image.status, 400);
    assert.equal(image.body.error, 'TARGET_CONTENT_UNSUPPORTED');
    const missing = await get('/not-found');
    assert.equal(missing.status, 200);
    assert.equal((missing.body.data as unknown as Data).ok, false);
    assert.match((missing.body.data as unknown as Data).markdown, /No such page here\./);
  });

  test('a page whose extraction outlasts EXTRACT_TIMEOUT_MS: 500 EXTRACTION_TIMEOUT, refunded, and the next page is served', async () => {
    // The directory takes seconds to extract; the article, even on a freshly started (cold) thread
    // on a loaded machine, well under a second (100 ms was seen to be too tight for it).
    const slow = await startTestApp({ rateLimitPerMinute: 0, extractTimeoutMs: 1000 });
    try {
      const { key: k, id } = await slow.createKey(5);
      const res = await slow.get(`/api/v1/web/markdown?url=${encodeURIComponent(`${target.url}/link-directory`)}`, k);
      assert.equal(res.status, 500);
      assert.equal(res.body.error, 'EXTRACTION_TIMEOUT');
      assert.match(res.body.message, /link-directory/);
      assert.equal(await slow.balance(id), 5, 'refunded');
      const next = await slow.get(`/api/v1/web/markdown?url=${encodeURIComponent(`${target.url}/article`)}`, k);
      assert.equal(next.status, 200, next.body.message);
    } finally {
      await slow.close();
    }
  });

  test('wait_for renders the page and reads it once the element a script adds late is there; with render=never it is refused', async () => {
    const res = await get('/late-content?ms=1500', { wait_for: '.late-results' });
    assert.equal(res.status, 200, res.body.message);
    const d = res.body.data as unknown as Data;
    assert.equal(d.rendered, true);
    assert.equal(d.wait_for, '.late-results');
    assert.equal(d.wait_for_found, true);
    assert.match(d.markdown, /Results arrived late/);
    // Rendered without waiting, the network's quiet window ends before the element comes.
    const early = (await get('/late-content?ms=1500', { render: 'always' })).body.data as unknown as Data;
    assert.doesNotMatch(early.markdown, /Results arrived late/);
    const refused = await get('/late-content?ms=1500', { wait_for: '.late-results', render: 'never' });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /wait_for' needs the page rendered/);
  });

  test('links=all lists every link on the page once, absolute, navigation included; a PDF gives the links in its text; text gives none and says so', async () => {
    const plain = (await get('/article?i=links')).body.data as unknown as Data;
    assert.equal(plain.links, undefined, 'only when asked');
    // Asked next for the same page: a different answer, not the cached one.
    const res = await get('/article?i=links', { links: 'all' });
    assert.equal(res.status, 200, res.body.message);
    const links = (res.body.data as unknown as Data).links as { url: string; text: string; rel?: string }[];
    assert.equal((res.body.data as unknown as Data).markdown, plain.markdown, 'the Markdown is the same');
    // The site menu (left out of the Markdown) and the article's own links alike, relative ones made absolute.
    assert.deepEqual(links.find((l) => l.text === 'About Music House'), { url: `${target.url}/about-us`, text: 'About Music House' });
    assert.ok(links.some((l) => l.url === 'https://www.musichouseschool.com/music-lessons'), 'a link in the article body');
    assert.deepEqual(links.find((l) => l.rel), { url: `${target.url}/`, text: 'logo', rel: 'homepage' }, "a picture link's text is its alt; rel is kept");
    assert.equal(new Set(links.map((l) => l.url)).size, links.length, 'each address once');
    assert.ok(links.every((l) => /^https?:\/\//.test(l.url)), 'web addresses only');
    const pdf = (await get('/download?file=manual', { links: 'all' })).body.data as unknown as Data;
    // The manual's two web links (its mailto: address is no web address), each with the words under it.
    assert.deepEqual(pdf.links, [{ url: 'http://fsf.org/', text: 'http://fsf.org/' }, { url: 'http://www.gnu.org/copyleft/', text: 'http://www.gnu.org/copyleft/' }]);
    const text = (await get('/notes.txt', { links: 'all' })).body.data as unknown as Data;
    assert.deepEqual(text.links, []);
    assert.match(text.note as string, /Links are read from HTML pages and PDFs, not from plain text\./);
    assert.equal((await get('/article', { links: 'some' })).status, 400);
  });

  test('select names the content and remove what is not; a selector matching nothing says so; one that cannot be read is refused before anything is fetched', async () => {
    const selected = await get('/article', { select: 'h1, footer address' });
    assert.equal(selected.status, 200, selected.body.message);
    const d = selected.body.data as unknown as Data;
    assert.equal(d.select, 'h1, footer address');
    assert.ok((d.selected as number) >= 1);
    assert.match(d.markdown, /^# The Adult's Guide to Starting Music Lessons: It's Never Too Late!/);
    assert.doesNotMatch(d.markdown, /Music is a universal language/, 'only what was selected');
    const removed = await get('/article', { remove: 'img, h2' });
    const r = removed.body.data as unknown as Data;
    assert.equal(r.remove, 'img, h2');
    assert.match(r.markdown, /^Music is a universal language that weaves through ages and stages/);
    assert.doesNotMatch(r.markdown, /!\[|\n## /);
    const none = await get('/article', { select: '.no-such-block', render: 'never' });
    assert.equal(none.status, 200);
    const n = none.body.data as unknown as Data;
    assert.equal(n.selected, 0);
    assert.equal(n.markdown, '');
    assert.match(n.note as string, /No element matched select=\.no-such-block/);
    const hits = target.hits.get('/article') ?? 0;
    const bad = await get('/article', { select: 'div[' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'INVALID_PARAMETER');
    assert.match(bad.body.message, /Parameter 'select' is not a CSS selector list/);
    assert.equal((await get('/article', { remove: ' ' })).status, 400);
    assert.equal(target.hits.get('/article') ?? 0, hits, 'refused before the fetch');
  });

  test('unknown render values are refused before anything is fetched', async () => {
    const hits = target.hits.get('/article') ?? 0;
    const res = await get('/article', { render: 'sometimes' });
    assert.equal(res.status, 400);
    assert.equal(target.hits.get('/article') ?? 0, hits);
  });
});
