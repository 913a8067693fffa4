/**
 * The extractor on the frame's stock lines left inside the content, on small real snippets (cut by
 * scripts/cut-markdown-snippets.ts, provenance in fixtures/MANIFEST.tsv): calls to action standing
 * alone ("Learn More", "Read full review", "Contact Us"), a table of contents, a likes widget, a
 * reading time, a section's toggle, a copyright line — each goes; the same words inside a sentence,
 * or as a page's title, stay. (Widgets: extract-widget-snippets.test.ts; other rules:
 * extract-snippets.test.ts.)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { extractMarkdown } from './extract.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');

test('a stock call to action written as text in a card ("Learn More") is a button\'s label, not content; the same words in a sentence are', () => {
  const cards = fixture('card-links');
  const md = extractMarkdown(`<main><h1>Human resources advisory</h1><p>${'We help employers design benefits, manage compliance and plan their workforce. '.repeat(20)}</p><p>Read the outlook below to learn more about 2026.</p>${cards}</main>`, 'https://www.bpm.com/services/advisory/human-resources/').markdown;
  assert.match(md, /Discover the major trends redefining human resources in 2026/);
  assert.doesNotMatch(md, /^Learn More$/m);
  assert.match(md, /to learn more about 2026/);
});

test('a link to an item\'s own review standing alone under it ("Read full review") is a call to action; the words in a sentence are content (real eridehero.com listicle)', () => {
  const link = fixture('read-full-review-link');
  const item = '<p>For mixed-mode commuting on relatively flat terrain where you need to carry your scooter regularly, the 100F hits the sweet spot between portability and livability.</p>';
  const md = extractMarkdown(`<article><h1>Best electric scooters for commuting</h1><p>${'We rode each scooter on the same commute for a month. '.repeat(10)}</p><h2>NIU KQi 100F</h2><div>${item}${link}</div><p>You can read our full review of the GT3 in the archive.</p></article>`, 'https://eridehero.com/best-electric-scooters-for-commuting/').markdown;
  assert.match(md, /the 100F hits the sweet spot/);
  assert.doesNotMatch(md, /Read full review/);
  assert.match(md, /You can read our full review of the GT3 in the archive\./);
});

test('a stock label a link or emphasis wraps alone is part of the sentence it stands in ("<a><span>Click here</span></a> to find an agent"), as is a method\'s name that is a shop\'s word ("list.sort(…)"); after a teaser\'s excerpt, nothing following, it is a label (real Mutual Benefit and Python docs markup)', () => {
  const intro = `<p>${'Homeowners insurance protects your house and what is in it against fire, theft and storms. '.repeat(6)}</p>`;
  const sentence = fixture('click-here-in-sentence');
  const guide = extractMarkdown(`<article><h1>Homeowners insurance guide</h1>${intro}${sentence}</article>`, 'https://www.mutualbenefitgroup.com/insurance-101/homeowners-insurance-guide').markdown;
  assert.match(guide, /PA & MD\. \[Click here\]\(https:\/\/www\.mutualbenefitgroup\.com\/agent-locator\) to find an agent near you/);
  const signature = fixture('method-signature-sort');
  const docs = extractMarkdown(`<main><h1>Data Structures</h1>${intro}<dl class="py method">${signature}<dd><p>Sort the items of the list in place.</p></dd></dl></main>`, 'https://docs.python.org/3/tutorial/datastructures.html').markdown;
  assert.match(docs, /list\.sort\(/);
  const teaser = extractMarkdown(`<main><h1>Blog</h1>${intro}<p>How to file a claim after a storm, step by step. <a href="/claims"><span>Read more</span></a></p></main>`, 'https://example.com/blog').markdown;
  assert.match(teaser, /step by step\./);
  assert.doesNotMatch(teaser, /Read more/);
});

test('calls to action standing alone ("Contact Us", "Request a Demo", "Start your free trial", "Get started today") are the frame\'s; a page titled by the words keeps its <h1>', () => {
  const intro = `<p>${'Our tutors prepare students for the exams with weekly lessons and practice papers. '.repeat(6)}</p>`;
  const md = extractMarkdown(`<main><h1>Exam preparation</h1>${intro}<h3>CONTACT US</h3><p>Start your free trial</p><h2>Get started today</h2><p><a href="/demo">Request a Demo</a></p></main>`, 'https://example.com/tutoring').markdown;
  assert.match(md, /weekly lessons/);
  assert.doesNotMatch(md, /CONTACT US|free trial|Get started today|Request a Demo/);
  const contact = extractMarkdown(`<main><h1>Contact Us</h1><p>${'Write to us at our office in Leeds, or call during opening hours on weekdays. '.repeat(4)}</p></main>`, 'https://example.com/contact').markdown;
  assert.match(contact, /^# Contact Us$/m);
});

test('a table of contents (its title and a list of links to places on the page) is not content: the headings it repeats are', () => {
  const toc = fixture('table-of-contents');
  const section = (title: string) => `<h2>${title}</h2><p>${`${title} matters to every organiser, and planning it well saves time and money. `.repeat(3)}</p>`;
  const md = extractMarkdown(`<article>${toc}${section('What is an Event Management Process')}${section('7 Steps To Planning &amp; Managing An Event')}</article>`, 'https://www.accruent.com/resources/knowledge-hub/event-management-process').markdown;
  assert.match(md, /^## What is an Event Management Process$/m);
  assert.doesNotMatch(md, /Table of contents|Free Event Planning Checklist/i);
});

test('a likes widget ("Like this:", its button and "Loading...") is not content (real WordPress markup)', () => {
  const likes = fixture('likes-widget');
  const md = extractMarkdown(`<article><p>${'Travel insurance covers delays, lost bags and medical bills abroad. '.repeat(5)}</p>${likes}</article>`, 'https://budgettravelwithgabby.com/').markdown;
  assert.match(md, /Travel insurance covers delays/);
  assert.doesNotMatch(md, /Like this|Loading/);
});

test('a reading time alone in its block ("16 min read") is the frame\'s, not the article\'s (real Elementor markup)', () => {
  const readingTime = fixture('reading-time');
  const md = extractMarkdown(`<article><h1>Photography trends</h1>${readingTime}<p>${'Film is back, and phones shoot RAW; photographers mix both. '.repeat(5)}</p><p>It takes 16 min to read them all.</p></article>`, 'https://greatbigphotographyworld.com/photography-trends/').markdown;
  assert.doesNotMatch(md, /16 min read/);
  assert.match(md, /It takes 16 min to read them all\./);
});

test('a collapsed section\'s toggle ("read less read more") on a line of its own is not content (real course page)', () => {
  const section = fixture('read-more-toggle');
  const md = extractMarkdown(`<article><h2>Who Is It For</h2>${section}<p>${'Chapters cover licensing, compliance and how to work in open projects. '.repeat(4)}</p></article>`, 'https://training.linuxfoundation.org/').markdown;
  assert.match(md, /This course is addressed to software developers/);
  assert.doesNotMatch(md, /read less|read more/);
});

test('a copyright line ("Copyright © … All Rights Reserved.") is the site\'s colophon, not content (real page)', () => {
  const colophon = fixture('copyright-line');
  const md = extractMarkdown(`<article><p>${'Our advisors review your plan every year and explain each change to you. '.repeat(5)}</p>${colophon}</article>`, 'https://example.org/').markdown;
  assert.match(md, /Our advisors review your plan/);
  assert.doesNotMatch(md, /Copyright|All Rights Reserved/i);
});
