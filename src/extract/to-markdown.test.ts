/**
 * The Markdown serializer on small real snippets, one per construct (cut verbatim from WCXB
 * pages by scripts/cut-markdown-snippets.ts; provenance in fixtures/MANIFEST.tsv).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { HtmlRenderer, Parser } from 'commonmark';
import { removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { toMarkdown } from './to-markdown.ts';
import { collapse } from './markdown-text.ts';

/** The Markdown of a line of HTML, where no real snippet holds the case alone. */
const fromHtml = (html: string) => toMarkdown(parseDocument(html).children, { baseUrl: 'https://example.org/' });
const snippet = (name: string) => toMarkdown(parseDocument(readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8')).children, { baseUrl: 'https://example.org/a/b/page.html' });

test('headings are ATX, paragraphs stay paragraphs, bold and links inline', () => {
  const md = snippet('headings-and-emphasis');
  assert.match(md, /^## Create a scaled plan \(ie - make sure your furniture fits\)\n\n/);
  assert.match(md, /\*\*layout your proposed furniture\*\*/);
  assert.match(md, /\[\*\*interior design furniture placement cut-outs\*\*\]\(https:\/\/www\.amazon\.com\/gp\/search\//);
});

test('nested lists are indented under their item', () => {
  const lines = snippet('nested-list').split('\n');
  assert.equal(lines[0], '- [**College Admissions Initial Consultation**](https://juliarosspt.com/college-admissions-packages/#caic)');
  assert.ok(lines.includes('- **College Selection Decision Matrix (CSDM):**'));
  assert.ok(lines.includes('  - A one-hour meeting with student and parent(s) to evaluate the CSDM'));
});

test('an ordered list keeps its start number', () => {
  assert.match(snippet('ordered-list-start'), /^2\. \*\*“Buy for Me” Service:\*\*/);
  assert.match(snippet('ordered-list-start'), /\n4\. \*\*Exclusive Turkish Deals:\*\*/);
});

test('tables are GFM tables with a header row', () => {
  const md = snippet('table').split('\n');
  assert.deepEqual(md.slice(0, 3), ['| Motivation | % of Respondents | Rank |', '| --- | --- | --- |', '| Energy and Focus | 61.59% | 1 |']);
});

test('a cell spanning columns takes them all: the cells after it stay under their own headings', () => {
  // ESPN's "MATCHUP" heads two columns (away, "v" home): "result" heads the third, over the score.
  const espn = snippet('table-header-colspan').split('\n');
  assert.equal(espn[0], '| MATCHUP |  | result | passing leader | rushing leader | receiving leader |');
  assert.match(espn[2]!, /^\| \[Seattle\]\([^)]+\) \| v \[New England\]\([^)]+\) \| \[SEA 29, NE 13\]\(/);
  // JMIR's header: "Variable" over two columns of row labels, "Change score" over "Intervention" and
  // "Control" in a second header row; GFM has one header row, so each column's headings are read down.
  assert.deepEqual(snippet('table-column-groups').split('\n').slice(0, 6), [
    '| Variable |  | Change score Intervention (n=41) | Change score Control (n=47) |',
    '| --- | --- | --- | --- |',
    '| PSSa |  | –7.137 | –2.013 |',
    '| **FFMQb** |  | 19.23 | –2.408 |',
    '|  | Observe | 3.735 | –1.272 |',
    '|  | Describe | 3.528 | –0.257 |',
  ]);
});

test('a cell spanning rows is repeated in each, so every row reads whole; a note across the table is written once', () => {
  // Hand-made: the split's one data table with row spans is 206 kB (see the fixture's comment).
  assert.deepEqual(snippet('table-row-spans.synthetic').split('\n'), [
    '| Year | Physics | Peace | Economics |',
    '| --- | --- | --- | --- |',
    '| 1901 | Wilhelm Röntgen | Henry Dunant | — |',
    '| 1902 | Hendrik Lorentz | Élie Ducommun | — |',
    '| 1903 | Hendrik Lorentz | Randal Cremer | — |',
    '| Economics was first awarded in 1969. |  |  |  |',
  ]);
});

test('struck-out text (a former price in <s>) is GFM strikethrough; screen-reader labels left as they are here', () => {
  assert.equal(snippet('screen-reader-label'), 'Sale price €49,95 Regular price ~~€57,95~~');
});

test('a definition list of short names and values is a list of "**name:** value" lines; one whose definitions are paragraphs stays blocks', () => {
  assert.equal(snippet('definition-list'), '- **posts:** 35M\n- **members:** 1.5M\n- **Since:** 1999');
  assert.match(snippet('definition-list-paragraphs'), /^`no-referrer`\n\nInstructs the browser to send no referrer for links clicked on this site\.\n\n`no-referrer-when-downgrade`\n\n/);
});

test('a lazy-loaded picture is written with its real source (the <picture>\'s data-srcset, a cache plugin\'s data attribute), never the placeholder', () => {
  assert.equal(snippet('picture-lazy-source'), '![GuitarLab](https://thumbs.static-thomann.de/thumb/thumb250x250/pics/images/teasertool/guitarlab.png)');
  assert.equal(snippet('cache-plugin-lazy-image'), '![Mike Khorev - SEO Consultant](https://mikekhorev.com/wp-content/uploads/2017/02/logo.png)');
  // The same <img> without its <picture>: a placeholder ("placeholder.svg") and no real source, so no picture.
  const picture = parseDocument(readFileSync(new URL('./fixtures/picture-lazy-source.html', import.meta.url), 'utf8'));
  const img = picture.children.flatMap((c) => ('children' in c ? c.children : [])).find((c) => c.type === 'tag' && c.name === 'img')!;
  removeElement(img);
  assert.equal(toMarkdown([img], { baseUrl: 'https://www.thomann.de/gb/electric_guitars.html' }), '');
});

test('text written straight after a bold title or question (laid apart by the style sheet) is a word apart; an emphasis ending in a line break keeps the break', () => {
  assert.match(snippet('title-then-text'), /^\*\*Industry Competency\*\* Our experts have a deep understanding/);
  assert.match(snippet('question-then-answer'), /licensed there\?\*\* The policies available vary by state/);
  assert.match(snippet('emphasis-ending-in-break'), /^\*Chosen by Brian B\* {2}\nVantage is my game of the year\./);
});

test('blockquotes are quoted line by line', () => {
  assert.equal(snippet('blockquote'), '> Did you know?  \n> 61.59% of consumers say they turn to functional foods for energy and focus, more than for digestion, immunity, or weight support.');
});

test('relative images and links are made absolute; empty links are dropped; no runs of blank lines', () => {
  assert.match(snippet('relative-link-and-image'), /!\[\]\(https:\/\/example\.org\/packs\/media\/images\/awards\/round\/trusted-brand-[0-9a-f]+\.svg\)/);
  const md = snippet('empty-link');
  assert.doesNotMatch(md, /\[\]\(/);
  for (const name of ['headings-and-emphasis', 'nested-list', 'table', 'empty-link']) assert.doesNotMatch(snippet(name), /\n\n\n/);
});

test('a picture source no script filled in is no source: "null" gives way to the srcset, unfilled Liquid to the src, a <picture> of "#" is left out', () => {
  // iRobot: src="null", the real files in srcset (the first candidate, as for any srcset).
  assert.equal(snippet('image-src-null'), '![Roomba® 205 DustCompactor™ Combo Robot, , large](https://www.irobot.com/dw/image/v2/BFXP_PRD/on/demandware.static/-/Sites-master-catalog-irobot/default/dw829867df/images/large/combo/L124020_0.jpg?sw=646)');
  // Allbirds: a 1600-wide tile named "…-1x1_…" (its shape, not a spacer's size) beside a srcset of "{{ block.settings… }}".
  assert.equal(snippet('image-unfilled-srcset'), '![](https://www.allbirds.com/cdn/shop/files/26Q1_VarsityAiry_Collections-TilePromo-4Grid-1x1_AssetName_Desktop_2x3-1.jpg?v=1771882841&width=1600)');
  // Apple: every <source srcset="#, # 2x"> and an <img> with no src until a script runs: no picture, rather than a link to the page itself.
  assert.equal(snippet('picture-unfilled'), '');
});

test('soft hyphens, which show only where a line breaks, are taken out of the words they split', () => {
  // cityofmarion.in.gov (2026): "avail\u00adable", "home\u00adown\u00aders", "Mar\u00adi\u00adon".
  assert.equal(snippet('soft-hyphens'), 'A new cycle of $100,000 in 2026 is available to help homeowners in Marion who need the financial assistance with eligible home repair projects.');
});

test("a comparison table's tick and cross icons (no alt) are its yes and no, with pictures or without", () => {
  // brightlocal.com (2025): <img src="…/tick.png"> and <img src="…/cross.png"> in each cell.
  const rows = snippet('table-ticks').split('\n');
  assert.equal(rows[0], '|  | BrightLocal | Moz Local | Yext | Whitespark | Synup | Tribe Local |');
  assert.equal(rows[2], '| Rank Tracking | ✓ | ✓ | ✗ | ✓ | ✓ | ✓ |');
  assert.equal(rows[3], '| Geo Rankings | ✓ | ✗ | ✗ | ✗ | ✗ | ✗ |');
  const html = readFileSync(new URL('./fixtures/table-ticks.html', import.meta.url), 'utf8');
  assert.equal(toMarkdown(parseDocument(html).children, { baseUrl: 'https://www.brightlocal.com/', images: false }).split('\n')[2], '| Rank Tracking | ✓ | ✓ | ✗ | ✓ | ✓ | ✓ |');
});

test('a tick or a cross drawn by a style sheet (an empty <div class="checkmark">) or an icon font (Font Awesome\'s fa-check, fa-xmark) is its cell\'s ✓ or ✗; an empty cell stays empty', () => {
  const plans = snippet('table-checkmark-divs').split('\n');
  assert.equal(plans[0], '| Features | WEB | PREMIUM | CLASSIC |');
  assert.equal(plans[2], '| Unlimited 1040 Program | ✓ | ✓ | ✓ |');
  assert.equal(plans[4], '| TaxesToGo® Mobile App | ✓ | ✓ |  |');
  const therapy = snippet('table-icon-font-marks').split('\n');
  assert.equal(therapy[2], '| Credentialed therapist | ✓ | ✓ |');
  assert.equal(therapy[3], '| Messaging any time | ✓ | ✗ |');
  // Not outside a table, nor an element holding words of its own.
  const md = (html: string) => toMarkdown(parseDocument(html).children, { baseUrl: 'https://example.org/' });
  assert.equal(md('<p>Saved <i class="fa-solid fa-check"></i></p>'), 'Saved');
  assert.equal(md('<table><tr><th>Plan</th><th>Chat</th></tr><tr><td>Free</td><td><span class="check">Included</span></td></tr></table>'), '| Plan | Chat |\n| --- | --- |\n| Free | Included |');
});

test('two spans written with no space between them (laid out apart by CSS) stay two words', () => {
  assert.equal(snippet('adjacent-spans'), '[HR Data Analyst Analyze, summarize, and visualize HR data in Excel](https://example.org/courses/hr-data-analyst/)');
});

test('a space at the end of a link\'s text stays a space after the link ("new report </a>from")', () => {
  assert.match(snippet('link-trailing-space'), /A \[new report\]\(https:\/\/www\.dietaryguidelines\.gov\/[^)]+\) from an advisory committee/);
});

test('a brand in capitals and a product name in two spans with nothing between them are two words', () => {
  assert.equal(snippet('capitals-then-name'), 'HOKA Kaha 3 GTX Hiking Boots - Men\'s');
});

test('a count badge written straight after its label is a word of its own', () => {
  assert.equal(snippet('label-then-count'), '[coffee 3](https://example.org/tags/coffee/)');
  // So is a figure after a link that a framework's comment left a space after ("295<!-- --> ", ESPN's leaders).
  assert.equal(snippet('link-then-figure'), '[Drake Maye](https://www.espn.com/nfl/player/_/id/4431452/drake-maye) 295');
});

test('keys written side by side (<kbd>F</kbd><kbd>TAB</kbd>) are separate code spans, not one span holding backticks', () => {
  assert.equal(snippet('adjacent-keys'), 'Type: `Ctrl`+`F` `TAB` `TAB` if the navigation pane is present.');
});

test('cards written as one link around their blocks keep their blocks: the heading carries the link, the summary follows', () => {
  const md = snippet('card-links');
  assert.match(md, /^### \[Human Resources Industry Outlook 2026\]\(https:\/\/www\.bpm\.com\/insights\/human-resources-industry-outlook-2026\/\)\n\nDiscover the major trends redefining human resources in 2026;/);
  assert.match(md, /\n\n### \[What Is a Chief Longevity Officer\? The Emerging C-Suite Role Reshaping Workforce Strategy\]\(https:\/\/www\.bpm\.com\/insights\/what-is-a-chief-longevity-officer\/\)\n\n/);
});

test('a list item written as several inline elements stays one line (its text\'s "+" escaped: "- + …" would nest a list)', () => {
  assert.equal(snippet('list-item-inline-parts'), '- $**769**.00\n- \\+ FREE SHIPPING');
});

test('a quotation written as inline elements and text straight in the <blockquote> is one quoted paragraph', () => {
  assert.equal(snippet('blockquote-inline-run'), '> **Key Takeaway** - The catering industry is very competitive and cutthroat. Therefore, carving out a unique niche that will set you apart from the competition is essential. To do this, you need to understand the various types of catering.');
});

test('links written side by side with nothing between them are words apart, judged on their text', () => {
  const lines = snippet('adjacent-links').split('\n');
  assert.equal(lines.at(-1), '[SQL](https://example.org/remote-jobs/sql) [Data analytics](https://example.org/remote-jobs/data-analytics) [Looker](https://example.org/remote-jobs/looker)');
});

test('a picture whose URL holds parentheses keeps them inside its destination (percent-encoded)', () => {
  assert.equal(snippet('image-url-parentheses'), '![Main Image](https://media1.popsugar-assets.com/files/thumbor/SlD6Lfdn348fRJrMhRJHqGGtBUA=/fit-in/350x350/filters:format_auto%28%29:quality%2870%29:extract_cover%28%29:upscale%28%29:fill%28ffffff%29/2024/11/06/875/n/44344577/shopAuMnxA.jpg)');
});

test('square brackets in alt text are escaped, so they cannot end the picture\'s text', () => {
  assert.match(snippet('image-alt-brackets'), /^!\[US markets took a hit on the heels on the jobs report with all the major indices in the red \\\[File: Elizabeth Frantz\/Reuters\\\]\]\(https:\/\/example\.org\/wp-content\/uploads\/2026\/03\/2023-04-07T222935Z_1964413332_RC2U90A8FVHS_RTRMADP_3_USA-ECONOMY-JOBS-1772813630\.jpg\?resize=770%2C513&quality=80\)$/);
});

test('alt text a template escaped twice ("Source &amp;amp; Photography") is read once more, as its headline would be', () => {
  assert.equal(snippet('image-alt-escaped-twice'), '![My “springboard” image for the Greenhouse Studio home office redesign. Source & Photography: Margot Hupert](https://images.squarespace-cdn.com/content/v1/5dd86eda07db674ed859c949/1586054748386-E4FQ1OZ7657MR04G1B8O/margo-hupert-springboard-how-design-room.jpg)');
});

test('a separator left alone on its line ("·" between a read time and a date, laid out as a block) is not a paragraph', () => {
  assert.equal(snippet('separator-own-line'), '6 min read\n\nDec 1, 2025');
});

test('a rule drawn as a paragraph of underscores ("<p>___</p>") is written as a rule', () => {
  const md = snippet('rule-as-underscores');
  assert.match(md, /leading institutions\.\*\n\n---\n\n\\\*Thanks to M Ahmadian for suggesting this resource\.$/);
  assert.doesNotMatch(md, /_{3}|\\_/);
  // Asterisks spaced apart draw a rule; three run together may be a third footnote's mark, and stay.
  assert.equal(fromHtml('<p>One.</p><p>* * *</p><p>Two.</p>'), 'One.\n\n---\n\nTwo.');
  assert.equal(fromHtml('<p>***</p><p>Not valid with other offers.</p>'), '\\*\\*\\*\n\nNot valid with other offers.');
});

test('an icon (a picture declared 32 pixels or smaller) is not written, its link\'s text is', () => {
  assert.equal(snippet('icon-in-link'), '[Search](https://example.org/search/)');
});

test('bold runs side by side (or a space apart) are one run, bold inside bold is bold once, and bold inside a heading adds no marks', () => {
  assert.equal(snippet('adjacent-bold'), '3-month subscription: **Us$11.99** per month (single language)');
  // A heading is bold already: the bold written inside it (twice over, here) adds no marks.
  assert.equal(snippet('bold-in-bold'), '## Key cleaning statistics:');
  // Two a space apart are one phrase: '**at the airport** **without stress**' would mark it twice.
  assert.match(snippet('bold-runs-a-space-apart'), /we arrive \*\*at the airport without stress\*\*\.$/);
  // The first run all italics: '***Plunder*****’s' would be one run of five asterisks, read as none of them.
  assert.match(snippet('adjacent-bold-after-italics'), /^\*\*\*Plunder\*’s strength lies in just how simple it is\.\*\* While/);
});

test('italics inside italics and bold inside bold, nested five deep, are marked once each: no run of marks that reads as neither', () => {
  const md = snippet('emphasis-nested-deep');
  assert.match(md, /^\*\*\*10LUOA Discount\*\* only applicable to tuition/);
  assert.match(md, /if your family is eligible\.\*$/);
  assert.doesNotMatch(md, /\*{4}/);
});

test('a zero-width space left at a paragraph\'s start is dropped; one between two letters (a written word break) stays', () => {
  assert.match(snippet('zero-width-space-lead'), /^Personalization has become a critical factor in ecommerce success\./);
  // Seen as a spec list's only separator (Skullcandy, WCXB 0637): a line break opportunity a browser honours.
  assert.equal(collapse('Over-Ear\u200bConnection Type \u200b\u200b'), 'Over-Ear\u200bConnection Type ');
});

test('a table laying out a page (a cell holds a heading and paragraphs) is read as its cells\' blocks, not one GFM row each', () => {
  const md = snippet('layout-table');
  assert.match(md, /^### Enrollment Steps\n\n\*\*1\. Apply for Free:\*\* Click \*Apply Now\* at the top of the page and complete the short form\.\n\n\*\*2\. Pay the Certificate Fee:\*\*/);
  assert.match(md, /\n### Certificate Course Requirements\n/);
  assert.doesNotMatch(md, /^\|/m);
});

test('list items slipped inside paragraphs (<ul><p><li>) are the list\'s items all the same', () => {
  const items = snippet('list-items-in-paragraphs').split('\n').filter((l) => l.startsWith('- '));
  assert.deepEqual(items.map((l) => /^- \*\*\*([^*]+)\*\*\*/.exec(l)?.[1]), ['Napa and Sonoma Valleys', 'Central Coast', 'Russian River Valley']);
});

test('a spacer paragraph holding only a zero-width joiner (Webflow) leaves no line behind; the paragraphs around it stay apart', () => {
  const md = snippet('zero-width-spacer');
  assert.doesNotMatch(md, /\u200d/);
  assert.match(md, /how to switch to Wave from Quickbooks\]\([^)]+\)\.\n\nAre you switching from Freshbooks\?/);
  // Inside a word a zero-width joiner stays (an emoji sequence is one picture).
  const family = toMarkdown(parseDocument('<p>Family: 👨\u200d👩\u200d👧</p>').children, { baseUrl: 'https://example.org/' });
  assert.equal(family, 'Family: 👨\u200d👩\u200d👧');
});

test('a zero-width joiner after a sentence\'s full stop joins nothing and is dropped; one inside an emoji sequence or a Persian word stays', () => {
  assert.match(snippet('joiner-after-sentence'), /decided to strike out on their own\.$/);
  assert.equal(collapse('Shrug 🤷\u200d♂️ then, می\u200cخواهم \u200dword'), 'Shrug 🤷\u200d♂️ then, می\u200cخواهم word');
});

test('text that Markdown would read as marks is escaped: footnote asterisks stay asterisks, a dash alone is no empty list item', () => {
  // "*" and "**" as a definition list's terms: bare, one is an empty bullet and the other emphasis.
  assert.match(snippet('footnote-marks'), /^\\\*\n\nOur website contains information on different approvals of Kosher\.[^\n]*\n\n\\\*\\\*\n\nOur website contains information on different approvals of Halal\./);
  // The dash between a byline's name and its date, a separator alone on its line, is left out.
  assert.equal(snippet('byline-dash'), 'By\n\nSummer Swann\n\nJune 12, 2025');
  // A year ending a sentence would start an ordered list at 2024; "> 50" would open a quote.
  assert.equal(fromHtml('<p>2024. A year of change.</p><p>> 50 users</p>'), '2024\\. A year of change.\n\n\\> 50 users');
  // A backtick typed as an apostrophe opens no code span; an underscore inside a word stays bare.
  assert.equal(fromHtml('<p>the Spiral Model`s pros and snake_case names, _Float16</p>'), 'the Spiral Model\\`s pros and snake_case names, \\_Float16');
  // Numbers and dashes inside a line are text as they are.
  assert.equal(fromHtml('<p>Mix 1.5 kg - then wait.</p>'), 'Mix 1.5 kg - then wait.');
});

test('a "<" that would open raw HTML and an "&" that would start a character reference are escaped: the text stays text', () => {
  // Unescaped, a renderer reads "<table>" as a table and "<A>" as a link element, and the reader sees neither.
  assert.equal(snippet('angle-bracket-title'), '# \\<table>: The Table element');
  const header = snippet('angle-bracket-code-header');
  assert.match(header, /^### impl\\<A, E, V> \[FromIterator\]\(https:\/\/example\.org\/a\/iter\/trait\.FromIterator\.html\)<\[Result\]/);
  assert.match(header, /\\<A, E>> for \[Result\]\([^)]+\)\\<V, E> where V: \[FromIterator\]\([^)]+\)\\<A>,$/);
  // A comparison, a "<" before a digit or a space, and a lone "&" are no markup, and stay bare.
  assert.equal(fromHtml('<p>a &lt; b, 3&lt;4, Q&amp;A, &amp;amp; shown as text</p>'), 'a < b, 3<4, Q&A, \\&amp; shown as text');
});

test('emphasis is written where CommonMark can open and close it: none on a lone comma, an apostrophe or a leading colon moved outside the marks, a label\'s colon spaced from its value', () => {
  // "blocks**,** Nethermind" would print its asterisks: a mark after punctuation cannot close before a space-less letter run.
  assert.match(snippet('emphasis-punctuation-only'), /^Even when processing massive merged blocks, Nethermind continues/);
  assert.match(snippet('emphasis-apostrophe'), /^\*\*The Photographers’ Gallery\*\*’s overview of the restlessly imaginative/);
  assert.match(snippet('emphasis-opening-colon'), /But let’s be real: \*\*Those cups are 5-oz “micro cups\.”/);
  assert.equal(snippet('label-colon-values'), '- **Headphones:** 18 cm H x 17 cm W x 8.1 cm D (0.24 kg)\n- **Audio cable:** 1.2 m\n- **USB cable:** 30.5 cm');
});

test('a table of one row (logos side by side) is layout: its cells are written as paragraphs, not as a header row without data', () => {
  const md = snippet('one-row-table');
  assert.doesNotMatch(md, /\|/);
  assert.match(md, /^!\[Shark Tank logo\]\(https:\/\/cdn\.shopify\.com\/[^)]+\)\n\n!\[Men’s Health logo\]/);
});

test('a rule never opens or closes the Markdown, and two never follow each other', () => {
  assert.equal(fromHtml('<hr><p>First part.</p><hr><hr><div><hr></div><p>Second part.</p><hr>'), 'First part.\n\n---\n\nSecond part.');
});

test('a list item\'s text after a list of its own (a shop card\'s photos, then its title and price) is set a blank line apart, so a reader does not take it for more of the last photo\'s item; its lines break where the card\'s do', () => {
  const card = readFileSync(new URL('./fixtures/list-then-text-in-item.html', import.meta.url), 'utf8');
  const md = toMarkdown(parseDocument(`<ul>${card}</ul>`).children, { baseUrl: 'https://www.rei.com/c/bike-helmets' });
  assert.match(md, /^- - !\[Thousand Heritage 2\.0 Bike Helmet 0\]\(https:\/\/www\.rei\.com\/media\/[^)]+\)\n {2}- !\[[^\]]+\]\([^)]+\)\n\n {2}!\[\]/);
  assert.match(md, /\n {2}\[Thousand Heritage 2\.0 Bike Helmet\]\(https:\/\/www\.rei\.com\/product\/216213\/thousand-heritage-20-bike-helmet\) {2}\n {2}\$99\.95 {2}\n/);
  // As CommonMark reads it: the photos' list ends, and the title and price are lines of the card.
  const html = new HtmlRenderer().render(new Parser().parse(md));
  assert.match(html, /<\/ul>\n<p>.*<a href="https:\/\/www\.rei\.com\/product\/216213\/thousand-heritage-20-bike-helmet">Thousand Heritage 2\.0 Bike Helmet<\/a><br \/>\n\$99\.95<br \/>/s);
  assert.doesNotMatch(html, /alt="Thousand Heritage 2\.0 Bike Helmet Back view \(Crater Lake\)" \/>\n/);
});

test('a rule closing a list item\'s text stays a rule: it does not underline the text into a heading', () => {
  const item = readFileSync(new URL('./fixtures/rule-in-list-item.html', import.meta.url), 'utf8');
  const md = toMarkdown(parseDocument(`<ol>${item}</ol>`).children, { baseUrl: 'https://cathyhorvathbuchanan.com/' });
  assert.match(md, /these will teach you all the basic skills you need to know to draw\.\n\n {3}---$/);
  const html = new HtmlRenderer().render(new Parser().parse(md));
  assert.doesNotMatch(html, /<h\d>/);
  assert.match(html, /<hr \/>\n<\/li>/);
});

test('lines of "=", "-" or "~" typed as text stay text: not a heading\'s underline, nor a code fence that would swallow the rest', () => {
  const equals = snippet('equals-lines');
  assert.equal(equals, `\\${'='.repeat(65)}  \n\\${'='.repeat(65)}`);
  assert.doesNotMatch(new HtmlRenderer().render(new Parser().parse(equals)), /<h\d>/);
  const description = snippet('tilde-line');
  assert.match(description, /warming gift\. {2}\n\\~{13} {2}\nI am making myself the clay of this mug/);
  // As CommonMark reads it: paragraphs, no code block.
  const html = new HtmlRenderer().render(new Parser().parse(description));
  assert.doesNotMatch(html, /<code>|<pre>/);
  assert.match(html, /~{13}<br \/>\nI am making myself the clay/);
  // The same marks inside a sentence, or opening a line with more after them, are left alone.
  assert.equal(fromHtml('<p>Before<br>--&gt; after<br>a == b<br>~~ note</p>'), 'Before  \n--> after  \na == b  \n~~ note');
});
