/**
 * The Markdown we write reads as we meant it: every output of the repository's 100-page WCXB
 * sample (bench/wcxb-sample, real pages) parsed by commonmark.js, the CommonMark reference
 * parser, holds no raw HTML (text such as "<table>" shown as text), prints no emphasis
 * asterisks (a mark where CommonMark cannot open or close it), and has no link without text; its
 * headings are the ones we write (ATX, "## …": never a line of text underlined by a rule or a
 * line of "=" into a setext heading) and so are its code blocks (fenced with ``` or ~~~~: never
 * text indented four spaces, nor a fence a line of "~~~" typed as text opened).
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
  const lines = markdown.split('\n');
  // Where a block opens in the Markdown, from its first character on.
  const opening = (node: Node) => (node.sourcepos ? (lines[node.sourcepos[0][0] - 1] ?? '').slice(node.sourcepos[0][1] - 1) : '');
  const walker = new Parser().parse(markdown).walker();
  for (let event = walker.next(); event; event = walker.next()) {
    const node: Node = event.node;
    if (!event.entering) continue;
    if (node.type === 'heading' && !opening(node).startsWith('#')) found.push(`setext heading over ${JSON.stringify(opening(node))}`);
    if (node.type === 'code_block' && !/^(```|~~~~)(?![`~])/.test(opening(node))) found.push(`code block opened by ${JSON.stringify(opening(node))}`);
    if (node.type === 'html_inline' || node.type === 'html_block') found.push(`raw HTML ${JSON.stringify(node.literal)}`);
    // Our escapes come out as single literal asterisks ("\*Terms apply"); a pair is a mark that did not take.
    if (node.type === 'text' && node.literal?.includes('**')) found.push(`asterisks printed in ${JSON.stringify(node.literal)}`);
    if (node.type === 'link' && !node.firstChild) found.push(`empty link to ${node.destination}`);
  }
  return found;
}

test('every sample page\'s Markdown reads in CommonMark as written: no raw HTML, no printed emphasis marks, no empty links, only our headings and code blocks', () => {
  const ids = wcxbIds(sample);
  assert.equal(ids.length, 100);
  const problems = ids.flatMap((id) => {
    const page = wcxbPage(sample, id);
    return misreadings(extractMarkdown(page.html, page.url).markdown).map((p) => `${id}: ${p}`);
  });
  assert.deepEqual(problems, []);
});

test('the check sees what it is for: raw HTML, a mark that cannot close, an empty link, a setext heading, a code block we did not fence', () => {
  assert.deepEqual(misreadings('# \\<table>: The Table element\n\nblocks, **bold** and a \\* mark.'), []);
  assert.equal(misreadings('# <table>: The Table element').length, 1);
  // Both of its marks come out as text.
  assert.equal(misreadings('blocks**,** Nethermind').length, 2);
  assert.equal(misreadings('see [](https://example.org/)').length, 1);
  assert.deepEqual(misreadings('## Heading\n\n- item text\n\n  ---\n\n```js\nx\n```\n\n~~~~\n```\n~~~~\n\n\\~~~ and \\====='), []);
  assert.equal(misreadings('- item text\n  ---').length, 1);
  assert.equal(misreadings('Banner\n=====').length, 1);
  assert.equal(misreadings('Text  \n~~~~~~~~  \nmore text').length, 1);
  assert.equal(misreadings('Text\n\n    indented').length, 1);
});
