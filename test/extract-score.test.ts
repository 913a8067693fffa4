/**
 * The benchmark metric bench:extract reports (bench/extract-score.ts): the figures in the README
 * rest on it, so its reading of Markdown and its arithmetic are checked by hand-worked cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plainText, readerText, scorePage } from '../bench/extract-score.ts';

test('the text a reader sees: link targets, image sources and code-fence language tags are not words', () => {
  const md = 'See [the guide](https://example.org/guide-words) and ![a chart](https://example.org/img.png)\n\n```python\nprint(1)\n```\n\n~~~ bash\nls\n~~~';
  assert.equal(readerText(md), 'See the guide and \n\n```\nprint(1)\n```\n\n~~~\nls\n~~~');
  // So is one on a code block quoted inside a list item (Django's docs, WCXB 0665).
  assert.equal(readerText('- Note:\n\n  > ```console\n  > $ ls\n  > ```'), '- Note:\n\n  > ```\n  > $ ls\n  > ```');
});

test('link and image text may hold escaped brackets, destinations balanced parentheses (CommonMark): still only the text is read', () => {
  assert.equal(readerText('![Markets \\[File: Reuters\\]](https://x.test/a.png)[\\[Catalogue no. 110\\] : general](https://x.test/c)'), '\\[Catalogue no. 110\\] : general');
  assert.equal(readerText('[Mercury](https://en.wikipedia.org/wiki/Mercury_(planet)) and [x](/y "a title") [![logo](a.png)](/b)'), 'Mercury and x ');
});

test('word precision, recall and F1 are a bag-of-words overlap, lower-cased', () => {
  // Prediction: the, cat, sat, down (4 words); truth: the, cat, sat, on, the, mat (6). Overlap 3.
  const s = scorePage('The cat sat down', 'the cat sat on the mat', ['CAT SAT'], ['mat', 'down']);
  assert.equal(s.precision, 3 / 4);
  assert.equal(s.recall, 3 / 6);
  assert.equal(s.f1, (2 * 0.75 * 0.5) / 1.25);
  assert.deepEqual([s.withFound, s.withTotal, s.withoutFound, s.withoutTotal], [1, 1, 1, 2]);
});

test('an empty truth scores 1 only for an empty prediction', () => {
  assert.equal(scorePage('', '', [], []).f1, 1);
  assert.equal(scorePage('Anything at all', '', [], []).f1, 0);
  assert.equal(scorePage('', 'some truth', [], []).f1, 0);
});

test('snippets are looked for in plain text: Markdown marks do not hide them (nor the boilerplate strings)', () => {
  const md = '## Tips\n\n- **Know how to get IT help.** Become _familiar_ with `npm ci`; snake_case stays.\n\n| Brand | GUSILOR |\n| --- | --- |\n\n> Add to *cart*\n\n1. One \\* star ~~€57,95~~ \\<table> \\&amp;';
  assert.equal(plainText(md), 'Tips\n\nKnow how to get IT help. Become familiar with npm ci; snake_case stays.\n\nBrand GUSILOR\n\n\nAdd to cart\n\nOne * star €57,95 <table> &amp;');
  const s = scorePage(md, 'Know how to get IT help. Become familiar', ['know how to get it help.\n\nbecome familiar'], ['Add to cart']);
  assert.deepEqual([s.withFound, s.withoutFound], [1, 1]);
  // A heading whose text opens with a number keeps it: "### 5. Why buy local?" is a heading, not a list item.
  assert.equal(plainText('### 5. Why buy from a local e-bike shop?\n\n- ## 2. A heading in a list item'), '5. Why buy from a local e-bike shop?\n\n2. A heading in a list item');
});
