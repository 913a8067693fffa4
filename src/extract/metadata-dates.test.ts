/**
 * The published date of the page metadata, on whole real WCXB pages (fixtures/pages and the bench
 * sample): declared, shown by the headline or in a byline, carried by the address, or a forum's
 * first post's — written as ISO 8601 when the page writes it for readers.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixtureMetadata as metadata } from './fixtures/pages.ts';
import { isoDate, urlDate } from './dates.ts';

test('a date written for readers ("March 27, 2025", "Jun 12, 2025") is given as its ISO day; an ISO date is kept whole', () => {
  assert.equal(metadata('4377').meta.published_date, '2025-03-27');
  assert.equal(metadata('0228').meta.published_date, '2025-06-12');
  assert.equal(metadata('0487').meta.published_date, '2025-12-18T17:35:13.000Z');
});

test('isoDate reads the forms seen on WCXB pages, writes a CMS\'s near-ISO date-time as RFC 3339, and keeps a numeric date that reads both ways as written', () => {
  assert.equal(isoDate('on Friday December 19, 2025 @08:00PM'), '2025-12-19');
  assert.equal(isoDate('Dec 19th 2025'), '2025-12-19');
  assert.equal(isoDate('13/11/2025 09:21:40'), '2025-11-13');
  assert.equal(isoDate('Thu, 09/25/2025 - 11:38'), '2025-09-25');
  // A CMS's date-time written nearly as ISO 8601 is written as RFC 3339, its time and zone kept
  // (0171's article:published_time, 0172's, 0070's, Jekyll's on 2867, 2362's, 0075's).
  assert.equal(isoDate('2024-05-09 00:00:00 +0000'), '2024-05-09T00:00:00+00:00');
  assert.equal(isoDate('2011-02-11 23:49:17Z'), '2011-02-11T23:49:17Z');
  assert.equal(isoDate('2013-08-22 21:43:53 UTC'), '2013-08-22T21:43:53Z');
  assert.equal(isoDate('2026-02-21 12:16:43 +0100 +0100'), '2026-02-21T12:16:43+01:00');
  assert.equal(isoDate('2025-12-17UTC07:30:00+00:00'), '2025-12-17T07:30:00+00:00');
  assert.equal(isoDate('2025-11-25 08:33:24'), '2025-11-25T08:33:24');
  assert.equal(metadata('4530').meta.published_date, '03-09-2026');
  assert.equal(isoDate('sometime last spring'), 'sometime last spring');
  // A date whose year runs straight into its time (0183's JSON-LD dateModified), and Unix time (0259's og:updated_time).
  assert.equal(isoDate('Oct 01, 2025T10:00:00+03:00'), '2025-10-01');
  assert.equal(isoDate('1766222982'), '2025-12-20T09:29:42Z');
  assert.equal(isoDate('1766222982000'), '2025-12-20T09:29:42Z');
  // Ten digits that are no time of this web (an ID, a phone number) stay as written.
  assert.equal(isoDate('9999999999999'), '9999999999999');
});

test('a forum thread that declares no date is dated by its first post\'s header, when the next posts\' dates run on from it (vBulletin, FluxBB); a topic page\'s cards dated newest first date no page', () => {
  for (const [id, day] of [['0525', '2025-03-30'], ['0541', '2025-11-01']] as const) {
    const { meta, truth } = metadata(id);
    assert.equal(meta.published_date, day, id);
    assert.equal(meta.published_date, truth.publish_date, id);
  }
  assert.equal(metadata('4025').meta.published_date, undefined);
});

test('a published date from scholarly meta tags written year first ("2025/12/18", "2024 Jun 30") or from microdata on the date shown (Blogger\'s <abbr itemprop="datePublished" title=…>)', () => {
  for (const [id, day] of [['0380', '2025-12-18'], ['4063', '2024-06-30'], ['0441', '2025-12-19']]) {
    const { meta, truth } = metadata(id!);
    assert.equal(meta.published_date?.slice(0, 10), day);
    assert.equal(String(truth.publish_date).slice(0, 10), day);
  }
  assert.equal(metadata('0380').meta.published_date, '2025-12-18');
});

test('a <time> by the headline dates the page before the page\'s first <time>, which may be a menu\'s teaser (casact.org\'s header lists recent articles); where no <h1> is the headline the titles repeat, the first <time> stands (old Reddit\'s first <h1> is a sidebar\'s)', () => {
  for (const [id, day] of [['0370', '2017-03-01'], ['0562', '2026-03-04']] as const) {
    const { meta, truth } = metadata(id);
    assert.equal(meta.published_date?.slice(0, 10), day, id);
    assert.equal(String(truth.publish_date).slice(0, 10), day, id);
  }
});

test('on an article with no date declared nor shown by its headline, the date shown in an element named for it ("sno-story-date") is its published date', () => {
  const { meta, truth } = metadata('0186');
  assert.equal(meta.published_date, '2024-05-31');
  assert.equal(meta.published_date, truth.publish_date);
});

test('a date declared as meta published-date (SAP), else the day the page\'s address carries ("/blog/2025-12-17-minisgl", "/2025/12/16/…"); a year or a month alone is an archive\'s, not a day', () => {
  const { meta, truth } = metadata('4512');
  assert.equal(meta.published_date, '2021-02-16');
  assert.equal(meta.published_date, truth.publish_date);
  assert.equal(urlDate('https://lmsys.org/blog/2025-12-17-minisgl'), '2025-12-17');
  assert.equal(urlDate('https://gameinformer.com/tabletop/2025/12/16/the-best-board-games-of-2025'), '2025-12-16');
  assert.equal(urlDate('https://blog.example.org/2024/05/'), undefined);
  assert.equal(urlDate('https://gameinformer.com/tabletop/2025/the-best-board-games-of-2025'), undefined);
  assert.equal(urlDate('https://example.org/products/2025-13-45-widget'), undefined);
});

test('with no date declared, the date the page shows by its headline is its published date ("February 9, 2016" under the <h1>, "Published on …")', () => {
  for (const [id, day] of [['0137', '2016-02-09'], ['0219', '2024-04-16'], ['0184', '2025-06-12'], ['4665', '2025-06-04']]) {
    const { meta, truth } = metadata(id!);
    assert.equal(meta.published_date, day);
    assert.equal(meta.published_date, String(truth.publish_date).slice(0, 10));
  }
});

test('the date shown is read by the headline the titles repeat, not by a first <h1> that is the publication\'s name (Substack); a teaser\'s <h1> on a home page is no headline, its date no page\'s', () => {
  for (const [id, day] of [['4441', '2025-11-02'], ['4439', '2025-12-04']]) {
    const { meta, truth } = metadata(id!);
    assert.equal(meta.published_date, day, id);
    assert.equal(meta.published_date, String(truth.publish_date).slice(0, 10), id);
  }
  assert.equal(metadata('4329').meta.published_date, undefined);
});

test('a byline under the headline that goes on to a date after a separator or a line break dates the page; a sentence or a file name ending in a date does not', () => {
  // "Andrew Gerrand<br>4 August 2010", "By Dr. Vahid Osman - Mar 27, 2024", "Aaron Ricadela | Senior Writer | July 2, 2025",
  // "by Jon Foster - 2025-09-13<br>Updated: 2025-09-13" (the first date is the published one).
  for (const [id, day] of [['2862', '2010-08-04'], ['0190', '2024-03-27'], ['4082', '2025-07-02'], ['0497', '2025-09-13']]) {
    const { meta, truth } = metadata(id!);
    assert.equal(meta.published_date, day, id);
    assert.equal(meta.published_date, String(truth.publish_date).slice(0, 10), id);
  }
  // Gentoo's "…which was released on 2019-04-29" by the headline; DokuWiki's "searching.txt · Last modified: 2024/01/20".
  for (const id of ['0683', '2660']) assert.equal(metadata(id).meta.published_date, undefined, id);
});

test('dates shown by a listing\'s title are its items\', not the page\'s (a news section: Al Jazeera Economy)', () => {
  assert.equal(metadata('2967').meta.published_date, undefined);
});
