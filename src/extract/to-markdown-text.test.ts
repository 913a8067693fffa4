/**
 * The Markdown serializer on text-level pieces, on small real snippets (cut verbatim from WCXB
 * pages by scripts/cut-markdown-snippets.ts; provenance in fixtures/MANIFEST.tsv): scripts inside
 * words, inline quotations, emoji drawn as pictures.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseDocument } from 'htmlparser2';
import { toMarkdown } from './to-markdown.ts';

const snippet = (name: string) => toMarkdown(parseDocument(readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8')).children, { baseUrl: 'https://example.org/a/b/page.html' });

test('a subscript written onto a word stays in it; a footnote mark opening a line stays apart', () => {
  // ers.usda.gov (2025): "nitrous oxide (N<sub>2</sub>O)" was written "N2 O", a capital after a digit read as a new word.
  assert.match(snippet('subscript-in-word'), /carbon dioxide \(CO2\), methane \(CH4\), and nitrous oxide \(N2O\)\. In estimating/);
  // A table note's mark (JMIR, 2025: "<sup>a</sup>Adjusted for gender and race.") is no part of the note's first word.
  const md = (html: string) => toMarkdown(parseDocument(html).children, { baseUrl: 'https://example.org/' });
  assert.equal(md('<p><sup>a</sup>Adjusted for gender and race.</p>'), 'a Adjusted for gender and race.');
});

test("an inline quotation's marks, which a browser draws, are written; not twice where the page typed them too", () => {
  // smartasset.com (2025): a client's testimonial, the whole paragraph one <q>.
  assert.equal(snippet('inline-quotation'), '“We have seen a remarkable return on investment and comparatively low client acquisition costs even as we’ve multiplied our spend over the years.”');
  // lwn.net (2026): 'the "<q>exploitation paradox</q>" of open source'.
  assert.match(snippet('inline-quotation-typed-marks'), / the "exploitation paradox" of open source: /);
});

test('an emoji or a smiley drawn as a picture is a character of the text, with pictures or without', () => {
  const plain = (name: string) => toMarkdown(parseDocument(readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8')).children, { baseUrl: 'https://example.org/', images: false });
  for (const md of [snippet, plain]) {
    // NodeBB (2026): <img class="emoji" alt="🤞" src="…/1f91e.png">.
    assert.match(md('emoji-picture'), /last remaining \(hopefully none 🤞\) bugs/);
    // phpBB (2024): <img class="smilies" src="./images/smilies/icon_smile.gif" alt=":)">, 15 pixels wide.
    assert.match(md('smiley-picture'), /Awesome and thanks\. :\)$/);
    // Discourse (2024): alt ":sunglasses:", the shortcode GitHub's Markdown draws as the emoji.
    assert.equal(md('emoji-shortcode'), 'Mr Epeen :sunglasses:');
  }
  // A picture is not an emoji for its name alone: a product shot called "smile" stays a picture.
  assert.equal(toMarkdown(parseDocument('<p><img src="/emoji/smile-duo.png" alt="sip and smile duo"></p>').children, { baseUrl: 'https://example.org/' }), '![sip and smile duo](https://example.org/emoji/smile-duo.png)');
});
