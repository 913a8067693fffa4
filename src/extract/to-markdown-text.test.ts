/**
 * The Markdown serializer on text-level pieces, on small real snippets (cut verbatim from WCXB
 * pages by scripts/cut-markdown-snippets.ts; provenance in fixtures/MANIFEST.tsv): scripts inside
 * words, inline quotations, emoji drawn as pictures, task lists.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseDocument } from 'htmlparser2';
import { toMarkdown } from './to-markdown.ts';
import { extractMarkdown } from './extract.ts';

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

test("a task list's items keep their boxes' state as GFM's [x] and [ ]; a checkbox that is no task's marks nothing", () => {
  const page = (html: string) => extractMarkdown(`<html><body><article><h1>Plan</h1><p>${'The plan for the release, step by step, as the team agreed on it. '.repeat(3)}</p>${html}</article></body></html>`, 'https://example.org/plan').markdown;
  const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');
  // Bear Blog (2025): <li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled checked/>…
  assert.match(page(fixture('task-list-done')), /\n- \[x\] Private LLM access from anywhere\n- \[x\] Media streaming around the house\n/);
  assert.match(page(fixture('task-list-open')), /\n- \[ \] Hook GPU metrics properly into Netdata\n- \[ \] Add JupyterLab/);
  // A wedding checklist (2025): <li><input disabled="" type="checkbox"> …, no class.
  assert.match(page(fixture('task-list-no-class')), /\n- \[ \] Celebrate engagement – enjoy the moment/);
  // Nested task lists and a box inside its item's paragraph (hand-made after GitHub's markup).
  assert.match(page(fixture('task-list.synthetic')), /\n- \[x\] Parse the recorded pages\n- \[ \] Write the serializer\n {2}- \[x\] Tables\n {2}- \[ \] Footnotes\n- \[ \] Measure it on the benchmark$/);
  // Lobsters (2024): each comment's item opens with the checkbox its style sheet folds the thread with.
  assert.doesNotMatch(page(`<ol>${fixture('comment-fold-checkbox')}</ol>`), /\[[ x]\]/);
  // A box after the item's words (a form's row laid out as a list item) marks no task either.
  assert.match(page('<ul><li>Send me the newsletter <input type="checkbox" disabled checked></li><li>Another row</li></ul>'), /\n- Send me the newsletter\n- Another row$/);
});

test("a ruby's reading follows its characters in parentheses, once, whether or not the page wrote <rp> fallbacks", () => {
  // Hand-made (no WCXB page sets ruby): ruby written without <rp>, as many Japanese pages do, and with it.
  const md = (html: string) => toMarkdown(parseDocument(html).children, { baseUrl: 'https://example.org/' });
  assert.equal(md('<p><ruby>東<rt>とう</rt>京<rt>きょう</rt></ruby>に住む</p>'), '東(とう)京(きょう)に住む');
  assert.equal(md('<p><ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby></p>'), '漢字(かんじ)');
});

test('a line break inside inline code is a space: a code span is one line, its words not glued', () => {
  const md = (html: string) => toMarkdown(parseDocument(html).children, { baseUrl: 'https://example.org/' });
  assert.equal(md('<p>Run <code>npm ci<br>npm start</code> to begin.</p>'), 'Run `npm ci npm start` to begin.');
});

test('items the style sheet sets apart, written with no space between, are words of their own; a word processor\'s runs are not', () => {
  // IMDb (2026): a film's year, running time and rating, three spans of one class.
  assert.equal(snippet('metadata-items'), '1994 2h 22m R');
  // Steam (2026): tag links, each a list item, none with a space between; "PvP" + "Co-op" has no case change to part them either.
  assert.match(snippet('unspaced-tag-links'), /\[PvP\]\([^)]+\) \[Co-op\]\(/);
  // Word's NormalTextRun spans split words anywhere ("defenses a" + "cross"): runs of letters stay joined.
  assert.match(snippet('text-runs-split-word'), /fortify defenses across:$/);
  // Two links to one place are one link's pieces.
  const md = (html: string) => toMarkdown(parseDocument(html).children, { baseUrl: 'https://example.org/' });
  assert.equal(md('<p><a href="/x" class="r">Le</a><a href="/x" class="r">arn more</a></p>'), '[Le](https://example.org/x)[arn more](https://example.org/x)');
});
