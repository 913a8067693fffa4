/**
 * The Markdown we write reads as we meant it: every output of the repository's 100-page WCXB
 * sample (bench/wcxb-sample, real pages) parsed by commonmark.js, the CommonMark reference
 * parser, holds no raw HTML (text such as "<table>" shown as text), prints no emphasis
 * asterisks (a mark where CommonMark cannot open or close it), and has no link without text.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Parser, type Node } from 'commonmark';
import { wcxbIds, wcxbPage } from '../../bench/wcxb.ts';
import { extractMarkdown } from './extract.ts';

const sample = new URL('../../bench/wcxb-sample/', import.meta.url).pathname;

/** What a CommonMark reader would get wrong in `markdown`, one line per finding. */
function misreadings(markdown: string): string[] {
  const found: string[] = [];
  const walker = new Parser().parse(markdown).walker();
  for (let event = walker.next(); event; event = walker.next()) {
    const node: Node = event.node;
    if (!event.entering) continue;
    if (node.type === 'html_inline' || node.type === 'html_block') found.push(`raw HTML ${JSON.stringify(node.literal)}`);
    // Our escapes come out as single literal asterisks ("\*Terms apply"); a pair is a mark that did not take.
    if (node.type === 'text' && node.literal?.includes('**')) found.push(`asterisks printed in ${JSON.stringify(node.literal)}`);
    if (node.type === 'link' && !node.firstChild) found.push(`empty link to ${node.destination}`);
  }
  return found;
}

test('every sample page\'s Markdown reads in CommonMark as written: no raw HTML, no printed emphasis marks, no empty links', () => {
  const ids = wcxbIds(sample);
  assert.equal(ids.length, 100);
  const problems = ids.flatMap((id) => {
    const page = wcxbPage(sample, id);
    return misreadings(extractMarkdown(page.html, page.url).markdown).map((p) => `${id}: ${p}`);
  });
  assert.deepEqual(problems, []);
});

test('the check sees what it is for: raw HTML, a mark that cannot close, an empty link', () => {
  assert.deepEqual(misreadings('# \\<table>: The Table element\n\nblocks, **bold** and a \\* mark.'), []);
  assert.equal(misreadings('# <table>: The Table element').length, 1);
  // Both of its marks come out as text.
  assert.equal(misreadings('blocks**,** Nethermind').length, 2);
  assert.equal(misreadings('see [](https://example.org/)').length, 1);
});
