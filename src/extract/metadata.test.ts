/**
 * Page metadata on whole real WCXB pages (fixtures/pages and the bench sample): who wrote the
 * page when its first source is a profile URL or a reference, and its date as ISO 8601 when the
 * page writes it for readers.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractMarkdown } from './extract.ts';
import { fixturePage } from './fixtures/pages.ts';
import { isoDate } from './metadata.ts';

const metadata = (id: string) => {
  const { html, truth } = fixturePage(id);
  return { meta: extractMarkdown(html, truth.url).metadata, truth: truth.ground_truth };
};

test('an author given as a profile URL (article:author, Facebook) names no one: the JSON-LD Person is the author', () => {
  const { meta, truth } = metadata('0487');
  assert.equal(meta.author, 'Franck Nijhof');
  assert.equal(meta.author, truth.author);
});

test('with no name anywhere but a profile URL, no author is given rather than the URL', () => {
  assert.equal(metadata('0716').meta.author, undefined);
});

test('an author named only by Yoast\'s "Written by" preview label is found', () => {
  const { meta, truth } = metadata('4377');
  assert.equal(meta.author, 'Linda Rosencrance');
  assert.equal(meta.author, truth.author);
});

test('a date written for readers ("March 27, 2025", "Jun 12, 2025") is given as its ISO day; an ISO date is kept whole', () => {
  assert.equal(metadata('4377').meta.published_date, '2025-03-27');
  assert.equal(metadata('0228').meta.published_date, '2025-06-12');
  assert.equal(metadata('0487').meta.published_date, '2025-12-18T17:35:13.000Z');
});

test('isoDate reads the forms seen on WCXB pages, and keeps a numeric date that reads both ways as written', () => {
  assert.equal(isoDate('on Friday December 19, 2025 @08:00PM'), '2025-12-19');
  assert.equal(isoDate('Dec 19th 2025'), '2025-12-19');
  assert.equal(isoDate('13/11/2025 09:21:40'), '2025-11-13');
  assert.equal(isoDate('Thu, 09/25/2025 - 11:38'), '2025-09-25');
  assert.equal(isoDate('2024-05-09 00:00:00 +0000'), '2024-05-09 00:00:00 +0000');
  assert.equal(metadata('4530').meta.published_date, '03-09-2026');
  assert.equal(isoDate('sometime last spring'), 'sometime last spring');
});
