/**
 * The extractor and the Markdown writer on the page's structures — data tables, code, the
 * navigation generated documentation puts around a chapter — on small real snippets (cut by
 * scripts/cut-markdown-snippets.ts, provenance in fixtures/MANIFEST.tsv).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseDocument } from 'htmlparser2';
import { extractMarkdown } from './extract.ts';
import { toMarkdown } from './to-markdown.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');
const prose = (topic: string) => `<p>${`${topic} is explained at length in this part of the page, sentence after sentence. `.repeat(8)}</p>`;

test('a data table is kept whole: a row whose cells are mostly links is a row of it, not a menu (real Class Central table)', () => {
  const html = `<article><h1>Free certificates</h1>${prose('Free certificates')}${fixture('table-link-column')}${prose('Choosing a course')}</article>`;
  const md = extractMarkdown(html, 'https://www.classcentral.com/report/free-certificates/').markdown;
  // Each provider's name is a link (to its section below): the row was pruned as a link list, its
  // offer left as a loose paragraph. The table reads as a table, every provider in its row.
  assert.match(md, /\n\| Google \| \*\*450\+\*\* free certificates and badges on Android Development, Google Analytics, Google Cloud… \|\n\| --- \| --- \|\n\| LinkedIn Learning \| \*\*470\+\*\* hours/);
  assert.match(md, /\n\| Digital Marketing \| \*\*300\+\*\* free certificates and badges on digital marketing/);
  // A menu in the same article (short links, nothing else) still goes.
  const menu = '<ul><li><a href="/a">Home</a></li><li><a href="/b">Reports</a></li><li><a href="/c">About</a></li></ul>';
  assert.doesNotMatch(extractMarkdown(html.replace('</h1>', `</h1>${menu}`), 'https://www.classcentral.com/').markdown, /Reports/);
});

test("DocBook's navigation over a chapter (div.navheader: Prev / Up / Home / Next in a table) is not content (real PostgreSQL manual)", () => {
  const html = `<div class="chapter">${fixture('docbook-nav-header')}<h1>SELECT</h1>${prose('The SELECT command')}</div>`;
  const md = extractMarkdown(html, 'https://www.postgresql.org/docs/18/sql-select.html').markdown;
  assert.match(md, /^# SELECT\n\nThe SELECT command is explained/);
  assert.doesNotMatch(md, /Prev|Next|SQL Commands/);
});

test('code keeps its blank lines as written, two or more in a row; outside code a run of blank lines is one (real console log)', () => {
  const md = (html: string) => toMarkdown(parseDocument(html).children, { baseUrl: 'https://example.org/' });
  // miod.online.fr (2004): a boot log with two blank lines between its steps, four after its banner.
  const code = md(fixture('code-blank-lines'));
  assert.match(code, /\nStarting Auto boot\n\n\nLoading Initial Program Loader\n\n\nIPL successfully loaded\n/);
  assert.match(code, /\n-{76}\n\n\n\n\n\(c\) Copyright 1990-1994/);
  // A line's trailing blanks in the code ("BootRom Version    1.1  ") are nothing to read.
  assert.match(code, /\nBootRom Version {4}1\.1\n/);
  // Code in a list item and in a quote, the same; the text around them as tidy as before.
  assert.equal(md('<ul><li>Run:<pre>a()\n\n\nb()</pre></li></ul>'), '- Run:\n  ```\n  a()\n\n\n  b()\n  ```');
  assert.equal(md('<blockquote><pre>a()\n\n\nb()</pre></blockquote><p>after</p>\n\n\n<p>end  </p>'), '> ```\n> a()\n>\n>\n> b()\n> ```\n\nafter\n\nend');
});

test('a component\'s declarative shadow tree is read as a browser shows it: slots filled by the host\'s children, fallbacks where none fills them (synthetic, after Lit SSR)', () => {
  const html = `<article><h1>Release notes</h1>${prose('This release')}${fixture('shadow-dom.synthetic')}</article>`;
  const md = extractMarkdown(html, 'https://example.org/releases').markdown;
  // The host's heading where its named slot stands, above the date only the shadow tree holds.
  assert.match(md, /\n## Version 3\.2: faster imports\n\nReleased on 4 November 2026, after six weeks of public testing\.\n\nImports of large archives now run in parallel/);
  assert.match(md, /\nStable channel: 3\.2\.0\n\nThe release team$/);
  assert.doesNotMatch(md, /Untitled release|Stale notice|:host/);
});

test("a table's caption is written above it, a line of its own (real educationdata.org table)", () => {
  const md = toMarkdown(parseDocument(fixture('table-caption')).children, { baseUrl: 'https://educationdata.org/' });
  assert.equal(md.split('\n').slice(0, 4).join('\n'), 'Cost of Online College, Academic Year 2024-25\n\n| Cost for one… | Public, in-state | Private |\n| --- | --- | --- |');
  assert.match(md, /\n\| Bachelor’s Degree \| \$40,536 \| \$63,185 \|$/);
});

test('a heading\'s link to itself shown on hover (Sphinx\'s "¶", a blog\'s "#") is not part of the heading (real Django docs and blog headings)', () => {
  const html = `<article><h1>Middleware</h1>${prose('Middleware')}${fixture('heading-permalink')}${prose('Each middleware')}${fixture('heading-hash-link')}${prose('Prescriptions')}<h2>Results<a href="#fn1">[1]</a></h2>${prose('The results')}</article>`;
  const md = extractMarkdown(html, 'https://docs.djangoproject.com/en/5.1/ref/middleware/').markdown;
  assert.match(md, /\n## Available middleware\n/);
  assert.match(md, /\n## Criteria for Weight Loss Medication Prescriptions\n/);
  assert.doesNotMatch(md, /¶|# *\n/);
  // A fragment link with a word or a number (a footnote's mark) is read.
  assert.match(md, /\n## Results\\\[1\\\]\n/);
});

test('a sentence mostly made of links, held together by words, is a sentence, not a menu; links behind a label are not (real move.org and MIT News lines)', () => {
  const page = (snippet: string) => extractMarkdown(`<article><h1>Moving</h1>${prose('Moving house')}${snippet}${prose('Packing')}</article>`, 'https://www.move.org/best-interstate-moving-companies/').markdown;
  assert.match(page(fixture('links-in-sentence')), /\nFor a deeper dive, check out \[What Goes Into a Moving Estimate\?\]\(https:\/\/www\.move\.org\/what-goes-into-moving-estimate\/\) and \[How to Do a Home Inventory\]\(https:\/\/www\.move\.org\/how-to-perform-a-home-inventory\/\)\.\n/);
  assert.match(page('<p>Contact <a href="mailto:info@example.com">info@example.com</a> or call <a href="tel:+15551234">555-1234</a>.</p>'), /\nContact \[info@example\.com\]\(mailto:info@example\.com\) or call \[555-1234\]\(tel:\+15551234\)\.\n/);
  // A label, then links apart ("Download RSS feed: <a>News Articles</a> / <a>In the Media</a> / …"): a menu.
  assert.doesNotMatch(page(fixture('label-then-links')), /RSS|In the Media/);
});

test('a footnote\'s link back to where it was cited ("↩︎") is a control, not text; a footnote\'s mark ("*", "[1]") is read (real KFF footnotes)', () => {
  const md = extractMarkdown(`<article><h1>Trends</h1>${prose('Adolescent mental health')}${fixture('footnote-backrefs')}</article>`, 'https://www.kff.org/mental-health/').markdown;
  assert.match(md, /\n1\. The NHIS-Teen data does not disaggregate data on non-Hispanic adolescents by racial groups and, therefore, was not included in this analysis\.\n2\. Drug overdose/);
  assert.doesNotMatch(md, /↩/);
  const marks = extractMarkdown(`<article><h1>MacBook Air</h1>${prose('The laptop')}<p>Buy it with education savings.<a href="#footnote-1">*</a> Or cite the study.<a href="#fn1">[1]</a></p></article>`, 'https://www.apple.com/').markdown;
  assert.match(marks, /education savings\.\\\* Or cite the study\.\\\[1\\\]$/);
});

test('a strip written again straight after itself (a scrolling marquee\'s clones) is read once; a listing\'s differing items all stay (real Figma logo strip)', () => {
  const html = `<article><h1>Figma</h1>${prose('Designing together')}${fixture('cloned-logo-strip')}${prose('Prototyping')}</article>`;
  const md = extractMarkdown(html, 'https://www.figma.com/').markdown;
  assert.equal(md.match(/!\[Duolingo\]/g)?.length, 1);
  assert.match(md, /!\[Netflix\]/);
  assert.match(md, /Prototyping is explained/);
});

test("a block pruned from between two runs of text keeps the break it laid out (real Steam description: empty <h2> before each picture)", () => {
  const md = extractMarkdown(`<html><body>${fixture('empty-heading-between-text')}</body></html>`, 'https://store.steampowered.com/app/1551360/').markdown;
  // The empty heading goes, but the sentence before it and the picture after it are two blocks, not
  // "…greatest cars.![](…)" run into one paragraph.
  assert.match(md, /in hundreds of the world’s greatest cars\.\n\n!\[\]\(https:\/\/shared\.fastly\.steamstatic\.com\/[^)]+42d5c54dc35aba752bdff49b9ca66929\.avif[^)]*\) {2}\n\*\*This is Your Horizon Adventure\*\* {2}\nLead breathtaking/);
  assert.doesNotMatch(md, /\.!\[\]/);
  assert.doesNotMatch(md, /^#+ *$/m);
});

test('a photo a column wide written in a paragraph\'s line stands on a line of its own, not run into the words either side (real WordPress paragraph, images 1080 and 1866 wide)', () => {
  const md = toMarkdown(parseDocument(fixture('wide-picture-in-text')).children, { baseUrl: 'https://happilyconnected.com/' });
  // "Updated: December 9, 2024<img width=1080>If you are serving…": three lines, each a hard break apart.
  assert.match(md, /^Updated: December 9, 2024 {2}\n!\[\]\(https:\/\/happilyconnected\.com\/wp-content\/uploads\/2023\/05\/Feminine-Photo-Collage-Your-Story\.png\) {2}\nIf you are serving food/);
  assert.match(md, /easier\. {2}\n!\[Catering Comparison\]\([^)]+Image-5-26-23-at-9\.06-AM\.jpg\)$/);
  // A NUL in the page's text (which marks those breaks while the line is written) is dropped, as a browser drops it: no break.
  assert.equal(toMarkdown(parseDocument('<p>Updated: Dec\u00009, 2024</p>').children, { baseUrl: 'https://happilyconnected.com/' }), 'Updated: Dec9, 2024');
});

test('a picture\'s alt that a template filled with a value it never set names nothing: alt="null" is no alt, "…, [object Object]" loses the object (real AAA and Conductor pictures)', () => {
  const md = (name: string) => toMarkdown(parseDocument(fixture(name)).children, { baseUrl: 'https://example.org/' });
  assert.match(md('image-alt-null'), /^!\[\]\(https:\/\/csp\.aaa\.com\/nuxeo\/site\/public\/transform\/default\/786c6014-5696-40d6-b98f-bce9adcdac67\?format=webp&width=1000\)$/);
  assert.match(md('image-alt-object'), /^!\[Patrick Reinhart, VP, Services and Thought Leadership\]\(https:\/\/cdn\.sanity\.io\//);
});

test('a list of short links among lists of its shape that read as content is one of them (real Lemmy changelog: a contributor over their two pull requests); columns whose every list is short links are still menus, even inside the content (real Raspberry Pi footer)', () => {
  const html = `<article><h1>Lemmy development update</h1>${prose('What we have been working on')}${fixture('link-lists-under-headings')}</article>`;
  const md = extractMarkdown(html, 'https://lemmy.ml/post/21018364').markdown;
  // matc-pub's two pull requests, titled in three and four words, had been taken for a row of buttons.
  assert.match(md, /## matc-pub\n\n- \[SortType, Tagline, Emojis\]\(https:\/\/github\.com\/LemmyNet\/lemmy-ui\/pull\/2718\)\n- \[Fix date-fns dynamic import\]\(https:\/\/github\.com\/LemmyNet\/lemmy-ui\/pull\/2716\)\n/);
  assert.match(md, /## SleeplessOne1917\n\n- \[Add skip_serialize_none to OAuth structs with option fields\]/);
  const footer = extractMarkdown(`<article><h1>Pico W</h1>${prose('The Pico W')}${fixture('footer-link-lists-under-headings')}${prose('Its radio')}</article>`, 'https://forums.raspberrypi.com/viewtopic.php?t=361697').markdown;
  assert.match(footer, /The Pico W is explained/);
  assert.doesNotMatch(footer, /Raspberry Pi Connect|Product information portal|Events/);
});
