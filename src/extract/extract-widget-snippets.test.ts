/**
 * The extractor on widgets a site's frame leaves inside the content — sign-up boxes, a loader's
 * line waiting for its script — on small real snippets (cut by scripts/cut-markdown-snippets.ts,
 * provenance in fixtures/MANIFEST.tsv): the widget goes, the text around it stays.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { extractMarkdown } from './extract.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');
const prose = (topic: string) => `<p>${`${topic} is explained at length in this part of the page, sentence after sentence. `.repeat(8)}</p>`;

test('a newsletter sign-up box headed "GET THE NEWSLETTER" is not the article, whatever its classes say (real Divi markup)', () => {
  const prose = `<p>${'Smart home devices bring convenience and new security questions. '.repeat(6)}</p>`;
  const md = extractMarkdown(`<article><h1>Smart home security</h1>${prose}${fixture('newsletter-signup')}</article>`, 'https://www.nationwidegroup.org/').markdown;
  assert.match(md, /Smart home devices bring convenience/);
  assert.doesNotMatch(md, /NEWSLETTER|mailing list/);
});

test('a sign-up box named for its newsletter, holding an e-mail field, goes whole however long its pitch, fine print and after-sending messages run ("Awesome, you\'re subscribed!"); a block of prose named "newsletter" with no field stays (real Time Out box)', () => {
  const html = `<article><h1>The best certificate programs in NYC</h1>${prose('A certificate program')}${fixture('signup-box')}${prose('Graphic design')}</article>`;
  const md = extractMarkdown(html, 'https://www.timeout.com/newyork/things-to-do/best-certificate-programs-certifications-nyc').markdown;
  assert.match(md, /A certificate program is explained/);
  assert.match(md, /Graphic design is explained/);
  assert.doesNotMatch(md, /Think again, my friend|Sign up to our newsletter|subscribed|Déjà vu/);
  const issue = extractMarkdown(`<main><h1>Issue 42</h1><div class="newsletter-body">${prose('This week in compilers')}</div></main>`, 'https://example.substack.com/p/issue-42').markdown;
  assert.match(issue, /This week in compilers is explained/);
});

test('a loader\'s line waiting for its script ("Loading specifications…" beside a spinner) is not content; a title that opens with "Loading" is (real review site snippet)', () => {
  const html = `<article><h1>Best electric scooters for commuting</h1>${prose('The GT3')}${fixture('loader-line')}${prose('The 100F')}</article>`;
  const md = extractMarkdown(html, 'https://eridehero.com/best-electric-scooters-for-commuting/').markdown;
  assert.match(md, /The GT3 is explained/);
  assert.match(md, /The 100F is explained/);
  assert.doesNotMatch(md, /Loading specifications/);
  assert.match(extractMarkdown(`<article><h1>Warehouse safety</h1><h2>Loading Dock Safety</h2>${prose('Loading docks')}</article>`, 'https://example.org/').markdown, /## Loading Dock Safety/);
});

test('a message Alpine.js shows on a condition, cloaked until its script starts (x-show with x-cloak: "You\'ve subscribed!"), is not shown; a cloaked wrapper with no condition is (real Mumsnet snippet)', () => {
  const html = `<main><h1>Your favourite low-cost family meals</h1>${prose('A cheap family meal')}${fixture('alpine-cloaked-message')}</main>`;
  const md = extractMarkdown(html, 'https://www.mumsnet.com/talk/food_and_recipes/5498613-your-favourite-lowish-cost-family-meals').markdown;
  assert.match(md, /A cheap family meal is explained/);
  assert.doesNotMatch(md, /subscribed/);
  const wrapped = extractMarkdown(`<main x-data x-cloak><h1>Meals</h1>${prose('A cheap family meal')}</main>`, 'https://www.mumsnet.com/').markdown;
  assert.match(wrapped, /A cheap family meal is explained/);
});

test('a card\'s whole-card link, labelled by the title\'s own link and saying the same, is not read as a second title; a link labelled by a title it does not repeat stays (real dev.to story card)', () => {
  // The card alone, as a reader's `select` takes it (a lone card in a made-up page reads as a teaser).
  const md = extractMarkdown(fixture('closed-popup-card'), 'https://dev.to/', { select: '.crayons-story' }).markdown;
  assert.equal(md.match(/\[3 words worth a billion dollars: Drift to Determinism \(DriDe\)\]/g)?.length, 1);
  assert.match(md, /## \[3 words worth a billion dollars: Drift to Determinism \(DriDe\)\]\(https:\/\/dev\.to\/grahamthedev\//);
  const other = extractMarkdown(`<main><h1>Guides</h1><h3 id="t1">Pruning roses</h3>${prose('Pruning')}<a href="/roses" aria-labelledby="t1">Read the whole guide</a></main>`, 'https://example.org/').markdown;
  assert.match(other, /\[Read the whole guide\]\(https:\/\/example\.org\/roses\)/);
});

test('a photo caption\'s switches written as text ("hide caption", "toggle caption") are not content, nor its credit in an element named for it; the caption stays (real NPR snippet)', () => {
  const html = `<article><h1>Teens and sleep</h1>${prose('Sleep in high school')}${fixture('caption-toggle')}${prose('Screen time')}</article>`;
  const md = extractMarkdown(html, 'https://www.npr.org/sections/science/').markdown;
  assert.match(md, /Are US teens getting enough sleep\?/);
  assert.doesNotMatch(md, /toggle caption|hide caption|Antonio Guillem/);
  // A block so named that links its person is a byline ("Interview by <a>Sylvia Bishop</a>", Five Books' "interview-credit"), and stays.
  const linked = extractMarkdown(`<article><h1>The best books on sleep</h1><p class="interview-credit">Interview by <a href="https://fivebooks.com/interviewer/sylvia-bishop/">Sylvia Bishop</a></p>${prose('Sleep in high school')}</article>`, 'https://fivebooks.com/').markdown;
  assert.match(linked, /Interview by \[Sylvia Bishop\]/);
});

test('a block named a header inside a whole-card link is the card\'s head (the job\'s title and age), not the site\'s header (real We Work Remotely entry)', () => {
  const card = fixture('card-link-header');
  const md = extractMarkdown(`<main><h1>Remote Full-Stack Programming Jobs</h1><ul>${card.repeat(4)}</ul></main>`, 'https://weworkremotely.com/categories/remote-full-stack-programming-jobs').markdown;
  assert.match(md, /Test Engineer/);
  assert.match(md, /27d/);
  assert.match(md, /Dusk Labs/);
  // The site's own header, named so and holding its title, is still the frame's.
  const page = extractMarkdown(`<div class="site-header"><h2><a href="/">Jobs board</a></h2><a href="/login">Log in</a></div><main><h1>Remote jobs</h1>${prose('Remote work')}</main>`, 'https://example.org/jobs').markdown;
  assert.doesNotMatch(page, /Jobs board|Log in/);
});

test('a block named for what it has ("section-with-header", "heading-2-with-jump-link") is no header nor jump link: a blog\'s "Latest" section and an article\'s section heading stay (real github.blog and EnergySage blocks)', () => {
  const heading = fixture('heading-with-jump-link');
  const article = extractMarkdown(`<article><h1>Solar panel installation guide</h1>${prose('Planning an installation')}${heading}${prose('Permits and inspections')}</article>`, 'https://www.energysage.com/solar/solar-panel-installation-guide-what-should-you-expect/').markdown;
  assert.match(article, /## \[?What to know before you install panels/);
  const home = extractMarkdown(`<main><h1>The GitHub Blog</h1>${prose('Updates, ideas and inspiration')}${fixture('section-with-header')}</main>`, 'https://github.blog/').markdown;
  assert.match(home, /Join or host a GitHub Copilot Dev Days event near you/);
});

test('a heading with one link beside it ("Latest", "View all") is a section\'s head, not a menu: the heading stays, the link goes as a call to action (real github.blog section)', () => {
  const home = extractMarkdown(`<main><h1>The GitHub Blog</h1>${prose('Updates, ideas and inspiration')}${fixture('section-with-header')}</main>`, 'https://github.blog/').markdown;
  assert.match(home, /## Latest/);
  assert.doesNotMatch(home, /View all/);
});

test('a post card\'s <footer> holding its date, and its writer\'s name linked as the author\'s (rel="author"), are its byline: no site footer, no menu (real github.blog cards)', () => {
  const home = extractMarkdown(`<main><h1>The GitHub Blog</h1>${prose('Updates, ideas and inspiration')}${fixture('section-with-header')}</main>`, 'https://github.blog/').markdown;
  assert.match(home, /\[Kathleen Ann Savage\]\(https:\/\/github\.blog\/author\/katiesavage\/\) · March 3, 2026/);
});
