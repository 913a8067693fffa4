/**
 * Embedded videos become links to the video (real frames cut from WCXB pages by
 * scripts/cut-markdown-snippets.ts, provenance in fixtures/MANIFEST.tsv); other frames stay out.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { extractMarkdown } from './extract.ts';

/** The frame in a paragraph of its own, between two paragraphs of an article. */
function read(fixture: string, url: string): string {
  const frame = readFileSync(new URL(`./fixtures/${fixture}.html`, import.meta.url), 'utf8');
  const prose = 'A paragraph of the article, long enough to be read as its content, with commas, clauses, and words.';
  return extractMarkdown(`<html><body><article><h1>Guide</h1><p>${prose}</p><p>${frame}</p><p>And another, ${prose}</p></article></body></html>`, url).markdown;
}

test("a YouTube or Vimeo frame is a link to its video, under the title the page gave it", () => {
  assert.match(read('video-embed-titled', 'https://www.lemonlight.com/video-production/'), /\n\n\[▶ How to Write a Video Script\]\(https:\/\/www\.youtube\.com\/watch\?v=ApA01EH-IXM\)\n\n/);
  assert.match(read('video-embed-vimeo', 'https://www.lemonlight.com/video-production/'), /\n\n\[▶ 23075, Rentacrate, Hero, Final\]\(https:\/\/vimeo\.com\/706604197\)\n\n/);
});

test("a frame a lazy loader fills in (data-src) links its video too; the player's stock title gives way to the host's name", () => {
  assert.match(read('video-embed-lazy', 'https://www.getjobber.com/academy/cleaning/cleaning-industry-trends/'), /\n\n\[▶ YouTube video\]\(https:\/\/www\.youtube\.com\/watch\?v=7rAfA0MDNx4\)\n\n/);
  assert.match(read('video-embed-stock-title', 'https://www.insurancebusinessmag.com/us/guides/'), /\n\n\[▶ YouTube video\]\(https:\/\/www\.youtube\.com\/watch\?v=MFJTKIc0gLs\)\n\n/);
});

test('a frame that holds no video (a map) is still left out', () => {
  const md = read('map-embed', 'https://aaft.edu.in/blog/what-are-the-basics-of-event-planning-beginners-guide');
  assert.doesNotMatch(md, /map|google/i);
  assert.equal(md.split('\n\n').length, 3); // the heading and the two paragraphs
});
