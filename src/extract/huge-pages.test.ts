/**
 * Pages far bigger or deeper than the benchmark's (generated here: no real capture of such a page
 * is at hand): a directory of tens of thousands of links, a page that never closes its tags.
 * Extraction must stay linear — it runs inside a request — and must not overflow the stack.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractMarkdown, MAX_DEPTH } from './extract.ts';

const prose = `<p>${'A sentence of the article, with a comma. '.repeat(40)}</p>`;
type Unit = string | ((i: number) => string);
const repeated = (unit: Unit, n: number) => (typeof unit === 'string' ? unit.repeat(n) : Array.from({ length: n }, (_, i) => unit(i)).join(''));
const page = (unit: Unit, n: number) => `<html><body><main>${prose}${repeated(unit, n)}${prose}</main></body></html>`;

/**
 * The fastest of three runs: on a shared machine one run can stall (a collection, another job), and
 * a lone stall read as a quadratic page; quadratic work is slow on every run.
 */
function timed(html: string): number {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    extractMarkdown(html, 'https://example.org/');
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

// Each was quadratic once (a removal, a regex or a text build per element over all its siblings):
// at 50,000 units they took 6 s (comments, asides, navigation) to 117-253 s (unclosed <p><b>, links, "Related" sections).
const shapes: Record<string, Unit> = {
  'menu links': '<a href="/x">menu item</a> ',
  'comments': '<!-- c -->',
  'navigation blocks': '<nav><a href="/">a</a></nav>',
  'asides': '<aside>ad</aside>',
  '"Related articles" sections': '<h2>Related articles</h2><p>x</p>',
  'unclosed <p><b>': '<p><b>word ',
  'repeated long cards': `<div class="card"><p>${'Same card text here. '.repeat(6)}</p></div>`,
  'article teasers': '<article class="teaser"><h2>Teaser</h2><p>A teaser, with a comma.</p></article>',
  // Cards of one shape, a third of them only links (four: no lone call to action): each was judged against all its siblings (16,000 cards: 79 s).
  'cards among link-heavy cards': (i) => (i % 3 ? `<div class="card"><a href="/p/${i}">Product ${i}</a> A tagline long enough to read as text, number ${i}.</div>` : `<div class="card"><a href="/p/${i}">Product ${i}</a> <a href="/t/a">Tag</a> <a href="/t/b">Other</a> <a href="/t/c">Third</a></div>`),
  // A placeholder per part, each part streamed after it (here, straight after) in a hidden segment.
  'React streamed parts': (i) => `<template id="P:${i.toString(16)}"></template><div hidden id="S:${i.toString(16)}"><p>part ${i}</p></div>`,
  'Marko async fragments': (i) => `<span id="afwebph${i}"></span><div id="afweb${i}" style="display:none"><p>part ${i}</p></div>`,
  // A style sheet per block hiding its mobile copy at desktop width (Emotion writes a <style> beside each element).
  'breakpoint style sheets': (i) => `<style>@media (min-width: 1200px){.v${i}{display:none}}</style><div class="v${i}"><p>mobile copy ${i}</p></div><p>shown ${i}</p>`,
};

for (const [name, unit] of Object.entries(shapes)) {
  test(`extraction time grows linearly with the page: ${name}`, () => {
    timed(page(unit, 500)); // warm up
    const small = timed(page(unit, 4000));
    const large = timed(page(unit, 32000));
    // Eight times the page: linear work takes about 8x, quadratic 64x. The margin between is wide
    // on purpose: at 4x (16,000 units) a linear shape once read 16 ms then 270 ms on CI (2026-11-27);
    // unclosed <p><b> (a tree 512 deep, then flat) takes 12-14x here, and read 58 ms then 1,391 ms
    // (24x) on CI the same day, with code as fast as the day before's. Half the quadratic ratio.
    assert.ok(large < small * 32 + 150, `4,000 units: ${small.toFixed(0)} ms; 32,000 units: ${large.toFixed(0)} ms`);
  });
}

test('extraction time grows linearly with the page: cards whose titles are lone links, judged together (8,000 and 32,000 cards)', () => {
  // Quadratic once (each title copied its group's list): 32,000 cards took 35 s, 8,000 about 2.
  const card: Unit = (i) => `<div class="item"><img src="/i/${i}.jpg" alt=""><p class="t"><span><a href="/x/${i}">Item number ${i}</a></span></p><p>Details ${i}</p></div>`;
  timed(page(card, 500));
  const small = timed(page(card, 8000));
  const large = timed(page(card, 32000));
  assert.ok(large < small * 9 + 100, `8,000 cards: ${small.toFixed(0)} ms; 32,000 cards: ${large.toFixed(0)} ms`);
});

test('extraction time grows linearly with the page: a block named for tabs holding thousands of hidden blocks, none shown (4,000 and 16,000)', () => {
  // Each hidden block is asked whether it is a tab pane by looking for a shown sibling: unbounded, 16,000 blocks took 15 s (4,000: 1 s).
  const tabs = (n: number) => `<html><body><main>${prose}<div class="tabs">${repeated((i) => `<div class="pane" style="display:none">pane ${i}</div>`, n)}</div>${prose}</main></body></html>`;
  timed(tabs(500));
  const small = timed(tabs(4000));
  const large = timed(tabs(16000));
  assert.ok(large < small * 9 + 100, `4,000 panes: ${small.toFixed(0)} ms; 16,000 panes: ${large.toFixed(0)} ms`);
});

test('extraction time grows linearly with the page: one style sheet of thousands of @media blocks none of which closes (4,000 and 16,000)', () => {
  // Each block is read to its closing brace: an unclosed one ends the sheet, or every block would read to its end.
  const sheet = (n: number) => `<html><head><style>${'@media (min-width: 1px){.a{display:none} '.repeat(n)}</style></head><body><main>${prose}</main></body></html>`;
  timed(sheet(500));
  const small = timed(sheet(4000));
  const large = timed(sheet(16000));
  assert.ok(large < small * 9 + 100, `4,000 blocks: ${small.toFixed(0)} ms; 16,000 blocks: ${large.toFixed(0)} ms`);
});

test('a page nested deeper than a browser nests (20,000 unclosed <div>) is read, not a stack overflow', () => {
  const md = extractMarkdown(`<html><body>${'<div>'.repeat(20000)}${prose}</body></html>`, 'https://example.org/').markdown;
  assert.match(md, /^A sentence of the article, with a comma\./);
  assert.equal(MAX_DEPTH, 512);
});
