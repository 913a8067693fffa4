/**
 * A declared product's description block as its page's content (real WooCommerce page in
 * fixtures/pages; real Product declaration cut by scripts/cut-markdown-snippets.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { scorePage } from '../../bench/extract-score.ts';
import { extractMarkdown } from './extract.ts';
import { fixturePage } from './fixtures/pages.ts';

test('on a page declaring one product, the description tab holding most of the text is the content; the buy box and delivery notes are not (real WooCommerce page)', () => {
  const { html, truth } = fixturePage('0592');
  const md = extractMarkdown(html, truth.url).markdown;
  // The product's own heading leads its description.
  assert.match(md, /^# Organic EU Sunflower Seeds\n/);
  assert.match(md, /## Organic Sunflower Seeds are high in vitamin E\.\n\nOrganic sunflower seeds start as the centre/);
  assert.doesNotMatch(md, /Add to basket|Free UK delivery|Related products/i);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.95);
});

const declaration = readFileSync(new URL('./fixtures/product-json-ld.html', import.meta.url), 'utf8');
const description = `<div class="product-description"><p>${'A roadcase for four lights, foam-lined, with a lockable lid and wheels. '.repeat(8)}</p></div>`;

test('a description that is less than half of the content leaves the rest in place (specifications after it)', () => {
  const specs = `<section><h2>Specifications</h2><table>${Array.from({ length: 30 }, (_, i) => `<tr><th>Dimension ${i}</th><td>${i * 3} cm, measured outside with the lid closed</td></tr>`).join('')}</table></section>`;
  const md = extractMarkdown(`<html><head>${declaration}</head><body><main><h1>Portman Lights P1 roadcase</h1>${description}${specs}</main></body></html>`, 'https://www.bhphotovideo.com/c/product/1825729-REG/').markdown;
  assert.match(md, /A roadcase for four lights/);
  assert.match(md, /Dimension 29/);
});

test('without a product declaration a block named "description" is not singled out', () => {
  const notes = `<section><h2>Delivery</h2><p>${'Ships in two days from our warehouse, tracked, with a signature on arrival. '.repeat(3)}</p></section>`;
  const page = (head: string) => extractMarkdown(`<html><head>${head}</head><body><main><h1>Roadcase</h1>${description}${notes}</main></body></html>`, 'https://www.bhphotovideo.com/c/product/1825729-REG/').markdown;
  assert.match(page(''), /Ships in two days/);
  assert.doesNotMatch(page(declaration), /Ships in two days/);
});

test('a Product with nothing to buy or identify (a name, a description, stars: a service page\'s rating badge) declares no product (real JSON-LD)', () => {
  const badge = readFileSync(new URL('./fixtures/category-rating-badge-json-ld.html', import.meta.url), 'utf8');
  const notes = `<section><h2>Delivery</h2><p>${'Ships in two days from our warehouse, tracked, with a signature on arrival. '.repeat(3)}</p></section>`;
  const md = extractMarkdown(`<html><head>${badge}</head><body><main><h1>Roadcase</h1>${description}${notes}</main></body></html>`, 'https://www.newjerseymoversnj.com/residential-movers/affordable-moving-company/').markdown;
  assert.match(md, /Ships in two days/);
});
