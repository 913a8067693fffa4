/**
 * PDF → Markdown on real PDFs (fixtures/pdf/MANIFEST.tsv), whole documents as each kind of writer
 * makes them: a DocBook spec and a Texinfo manual typeset by pdfTeX, web pages printed by Chromium,
 * LibreOffice's and WeasyPrint's exports; the document's metadata. The layout's rules one by one,
 * on TeX Live's papers, slides and manuals, are pdf-layout.test.ts's. The structure a reader sees on the page
 * — headings by size, lists, code in its monospaced font, paragraphs — comes out as Markdown;
 * what every page repeats in its margins does not.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { pdfLayoutMarkdown } from './pdf-layout.ts';
import { boldFontName, pdfDate, pdfToMarkdown } from './pdf.ts';
import { linkedPieces } from './pdf-links.ts';

const convert = (name: string) => pdfToMarkdown(readFileSync(new URL(`./fixtures/pdf/${name}`, import.meta.url)));


test('a DocBook spec: headings by size, bullet lists, fenced XML examples, no running heads or page numbers', async () => {
  const { markdown, pages, title, published_date } = await convert('shared-mime-info-spec.pdf');
  assert.equal(pages, 17);
  assert.equal(published_date, '2022-04-29T17:19:08Z');
  // The info dictionary has no title: the largest heading gives it.
  assert.equal(title, 'Shared MIME-info Database');
  assert.match(markdown, /^<!-- page 1 -->\n\n# Shared MIME-info Database\n/);
  assert.match(markdown, /\n## 1\. Introduction\n\n### 1\.1\. Version\n\nThis is version 0\.21 of the Shared MIME-info Database specification, last updated 2 October 2018\.\n/);
  // The running head over pages 2–17 and the page numbers under them are gone.
  assert.equal(markdown.match(/Shared MIME-info Database$/gm)?.length, 1);
  assert.doesNotMatch(markdown, /^\d+$/m);
  assert.match(markdown, /This specification proposes:\n\n- A standard way for applications to install new MIME related information\.\n- A standard way of getting the MIME type for a file\.\n/);
  assert.match(markdown, /named `diff\.xml`:\n\n```\n<\?xml version="1\.0"\?>\n<mime-info xmlns=’http:\/\/www\.freedesktop\.org\/standards\/shared-mime-info’>\n <mime-type type="text\/x-diff">\n {3}<comment>Differences between files<\/comment>\n/);
  // A sentence that runs from page 2 onto page 3 stays one paragraph; page 3's mark follows it.
  assert.match(markdown, /Information found in a directory is added to the information found in previous directories, except when `glob-deleteall` or `magic-deleteall` is used to overwrite parts of a mimetype definition\.\n\n<!-- page 3 -->\n/);
  // A command's name set in bold (NimbusSanL-Bold: DocBook's <command>) is bold; bold code stays code.
  assert.match(markdown, /the application MUST run the \*\*update-mime-database\*\* command/);
  // Text is escaped where Markdown would read it as markup.
  assert.match(markdown, /That is, \\<a>\\<b\/>\\<c\/>\\<\/a> means ’a and \(b or c\)’\./);
});

test('a Texinfo manual: chapter heads, dot leaders and hyphenation undone; code indented as set', async () => {
  const { markdown, pages, title } = await convert('libtasn1.pdf');
  assert.equal(pages, 36);
  assert.equal(title, 'Libtasn1');
  // "Chapter 3: Utilities 6" over page 9, "7 GNU Libtasn1" over page 10: heads that carry the page number.
  assert.doesNotMatch(markdown, /Chapter \d+:|GNU Libtasn1 4\.19\.0 *\d*$/m);
  assert.doesNotMatch(markdown, /(\. ){4}/);
  assert.match(markdown, /\n2\.1 ASN\.1 syntax 2\n\n2\.2 Naming 3\n/);
  assert.match(markdown, /containing the DER encoding of `PKIX1\.Dss-Sig-Value`\./);
  // The example's blank lines and its indentation, as the page sets them.
  assert.match(markdown, /\n```\nMYPKIX1 { }\n\nDEFINITIONS IMPLICIT TAGS ::=\n\nBEGIN\n\nOtherStruct := SEQUENCE {\n {4}x {7}INTEGER,\n {4}y {7}CHOICE {\n {8}y1 INTEGER,\n/);
  assert.match(markdown, /The comments begin with `--` and end either with another `--`/);
  // Texinfo sets its labels in bold (CMBX10): "Returns:" before each function's result.
  assert.match(markdown, /\n\*\*Returns:\*\* `ASN1_SUCCESS` if successful, `ASN1_ELEMENT_NOT_FOUND` if the `element_name` was not found\.\n/);
});

test('a web page printed by Chromium: drawn bullets and ordered steps as lists, code blocks with their blank lines, headings, links', async () => {
  const { markdown, title, published_date } = await convert('go-get-started.pdf');
  // Chromium writes its zone as +00'00': the instant it printed the page.
  assert.equal(published_date, '2026-11-27T11:23:28+00:00');
  assert.equal(title, 'Tutorial: Get started with Go - The Go Programming Language');
  assert.match(markdown, /\n# Tutorial: Get started with Go\n/);
  assert.match(markdown, /\n## Write some code¶\n\nGet started with Hello, World\.\n\n1\. Open a command prompt and cd to your home directory\.\n/);
  // Chromium draws a list's discs as shapes, not text: the items are list items all the same.
  assert.match(markdown, /Along the way, you will:\n\n- Install Go \(if you haven't already\)\.\n- Write some simple "Hello, world" code\.\n- Use the `go` command to run your code\.\n/);
  // A link annotation over the last word of a text item links that word; over code, the code span.
  assert.match(markdown, /\n\*\*Note:\*\* For other tutorials, see \[Tutorials\]\(https:\/\/go\.dev\/doc\/tutorial\/index\.html\)\.\n/);
  // Text set in a bold face is bold (the page's <strong>), a heading's is not marked again.
  assert.match(markdown, /\n- \*\*Some programming experience\.\*\* The code here is pretty simple/);
  assert.match(markdown, /In the \*\*Documentation\*\* section, under \*\*Index\*\*, note the list/);
  assert.doesNotMatch(markdown, /^#+ .*\*\*/m);
  assert.match(markdown, /, run the \[`go mod init`\]\(https:\/\/go\.dev\/ref\/mod#go-mod-init\) command,/);
  assert.match(markdown, /\n```\npackage main\n\nimport "fmt"\n\nfunc main\(\) {\n {3}fmt\.Println\("Hello, World!"\)\n}\n```\n/);
});

test('tables a browser printed, one line a row: GFM tables, cells drawn as one run cut at their columns', async () => {
  const makers = (await convert('appliance-makers-table.pdf')).markdown;
  assert.match(makers, /\n#### Top 10 Household Appliance Manufacturers in the U\.S\.A\.\n\n\| Company \| City \| State \| Number of Employees \|\n\| --- \| --- \| --- \| --- \|\n\| Haier US Appliance Solutions, Inc\. \| Louisville \| KY \| 6,000 \|\n\| Whirlpool Corp\., Clyde Opers\. \| Clyde \| OH \| 3,500 \|\n/);
  // A city that fills its column runs into the state with no space between ("Ashland CityTN").
  assert.match(makers, /\n\| A\. O\. Smith Water Products Co\. \| Ashland City \| TN \| 1,400 \|\n/);
  assert.match(makers, /\n\| Bradford White Water Heaters \| Middleville \| MI \| 1,200 \|\n\n#### About the Top 10/);
  const cameras = (await convert('mirrorless-cameras-table.pdf')).markdown;
  const table = /\| Camera \| Sensor \| Video \| Price \| Best For \|\n(\|.*\n)+/.exec(cameras)?.[0] ?? '';
  assert.equal(table.trim().split('\n').length, 13, 'the head, its rule and all 11 rows, in one table');
  assert.match(table, /\n\| Hasselblad X2D \| 100MP MF \| 4K \| \$\$\$\$\$ \| Fine art \|\n/);
  // "Instagram" and its next cell drawn as one run: cut at the column, each piece in its own cell.
  const platforms = (await convert('social-media-tables.pdf')).markdown;
  assert.match(platforms, /\n\| Platform \| Effective Content Types \| Recommended Posting Frequency \|\n(\|.*\n){4}\| Instagram \| High-quality photos, short videos \(stories, reels\) \| Daily \(stories\) & 2-3 times\/week \(feed posts\) \|\n/);
  // Prose, lists and code are no tables: the other fixtures hold none.
  for (const name of ['shared-mime-info-spec.pdf', 'libtasn1.pdf', 'go-get-started.pdf']) assert.doesNotMatch((await convert(name)).markdown, /^\| --- /m, name);
});

test('a browser\'s print: a heading wrapped over two lines is one heading, a line-end hyphen is the word\'s own; a title page\'s lines of one size, set further apart, stay apart', async () => {
  const cameras = (await convert('mirrorless-cameras-table.pdf')).markdown;
  assert.match(cameras, /\n# The 11 Best Mirrorless Cameras \(and 5 beginner friendly options\)\n\n/);
  // A browser breaks a line after a word's own hyphen, and hyphenates no word: it stays.
  assert.match(cameras, / pristine image quality and professional-level video from a single body\./);
  const makers = (await convert('appliance-makers-table.pdf')).markdown;
  assert.match(makers, /utm_campaign=brand-bradford-white&gad=1/);
  const spec = (await convert('shared-mime-info-spec.pdf')).markdown;
  assert.match(spec, /\n## X Desktop Group \(http:\/\/www\.freedesktop\.org\)\n\n## Thomas Leonard\n/);
});

test('tables a browser printed whose cells wrap onto several lines: each row one row, however the page drew its lines', async () => {
  // Drawn cell by cell, short cells level with the middle of the tallest; a row runs over a page break.
  const methods = (await convert('methodologies-table.pdf')).markdown;
  const table = /\| Factor \| Best Methodologies \| Description \|\n(\|.*\n)+/.exec(methods)?.[0] ?? '';
  assert.equal(table.trim().split('\n').length, 11, 'the head, its rule and all 9 rows');
  assert.match(table, /\n\| Project Size and Complexity \| Waterfall, Spiral, Scaled Agile Framework \(SAFe\) \| For large, complex projects, these methodologies provide structure and scalability for handling multiple stages\. \|\n/);
  assert.match(table, /\n\| Risk Management \| Spiral, Agile \| The Spiral model is specifically designed for high-risk projects, while Agile supports continuous risk management\. \|\n/);
  const platforms = (await convert('social-media-tables.pdf')).markdown;
  // Rows set as close as a cell's lines, told apart by the order they were drawn in.
  assert.match(platforms, /\n\| LinkedIn \| \$6\.50 \| High B2B and professional lead quality\. Ideal for targeting specific industries and job titles\. \|\n\| Facebook \| \$10\.60 \| /);
  // Drawn line by line across the cells: rows told apart by where the cells stand.
  assert.match(platforms, /\n\| Industry \| Social Media Platforms \| User Engagement \| Marketing Opportunities \|\n\| --- \| --- \| --- \| --- \|\n\| Entertainment \(Movies, Music, Celebrities\) \| YouTube, TikTok, X \| High engagement with comments, likes, and shares \| Influencer marketing, brand storytelling, viral content potential \|\n\| Education \(Courses, Tutorials, Languages\) \| YouTube, X \| /);
  assert.match(platforms, /\n\| Consumer Goods \(Beauty, Household, Gadgets\) \| Instagram \| High engagement with product reviews, tutorials, trend discussions \| Influencer marketing, product launches, brand image building \|\n/);
});

test('a browser\'s print: a head cell over two lines, drawn before the head\'s other cells set level with its middle, is one head cell', async () => {
  const { markdown } = await convert('systemd-wiki-tables.pdf');
  assert.match(markdown, /\n### Mapping between SysV runlevels and systemd targets\n\n\| SysV Runlevel \| systemd Target \| Notes \|\n\| --- \| --- \| --- \|\n\| 0 \| poweroff\.target \| Halt the system\. \|\n/);
  assert.match(markdown, /\n\| 2, 4 \| multi-user\.target \| User-defined\/Site-specific runlevels\. By default, identical to 3\. \|\n/);
});

test('tables a browser printed cell by cell, every cell wrapping: columns from the first row drawn, heads centred or wrapped', async () => {
  // No line holds two cells: the head row's seven cells are read from the order they were drawn in.
  const clematis = (await convert('clematis-pruning-table.pdf')).markdown;
  assert.match(clematis, /\n\| Pruning Group \| Primary Bloom Time \(UK\) \| Pruning Time \(UK\) \| Pruning Intensity \| Growth Habit \(Typical\) \| Example Varieties \(UK Favourites\) \| Key Characteristic \(Why it matters for UK conditions\) \|\n\| --- \| --- \| --- \| --- \| --- \| --- \| --- \|\n\| \*\*Group 1\*\* \| Early Spring \(April-May\) \| Immediately after flowering \| Minimal \| Vigorous, woody \| C\. montana, C\. alpina, C\. armandii \| Blooms on old wood/);
  // A head centred over its columns, well above a first row whose first cell sits at the row's middle.
  const hr = (await convert('hr-shared-services-table.pdf')).markdown;
  assert.match(hr, /\n\| Challenge \| Explanation \| Solution \|\n\| --- \| --- \| --- \|\n\| Change resistance \| Employees and managers may be wary of losing personalised support\. \| Clear communication, stakeholder involvement, and targeted change management initiatives can ease adoption\. \|\n\| Technology limitations \|/);
  // Two heads of one shape: two tables. The next page's social links in the first column are no row.
  const resume = (await convert('resume-packages-tables.pdf')).markdown;
  const head = '| Overview | Professional Resume | Pro Resume + Rush | Pro Resume Package | Pro Resume + 1 Coaching | Pro Resume + 3 Coaching |\n| --- | --- | --- | --- | --- | --- |\n| Our Unwavering Guarantee | Yes | Yes | Yes | Yes | Yes |\n';
  assert.equal(resume.split(`\n\n${head}`).length, 3, 'each table under its own head');
  assert.match(resume, /\n\| LinkedIn Profile Development \| Add-On \| Add-On \| Add-On \| Add-On \| Add-On \|\n\n<!-- page 5 -->\n\n\[Facebook-f\]/);
  // Cells drawn on one line ("Engagement" "Reach") are two of the head's; a row broken over a page break is one row.
  const platforms = (await convert('social-media-tables.pdf')).markdown;
  assert.match(platforms, /\n\| Social Media Platform \| Engagement \| Reach \| Conversion Rate \| Growth Difficulty \|\n\| --- \| --- \| --- \| --- \| --- \|\n\| YouTube \| High \(comments, likes, shares\) \|/);
  assert.match(platforms, /\n\| LinkedIn \| Moderate \(comments, shares, direct messages\) \| Moderate \(targeted reach within professional network\) \| High \(effective for B2B lead generation\) \| High \(targeted audience, but requires building professional network\) \|\n/);
  // A head over columns of amounts starts left of them: its cells are placed by their middles.
  const tuition = (await convert('tuition-allowances-table.pdf')).markdown;
  assert.match(tuition, /\n\| Allowance Type \| Full Time \| Half Time \|\n\| --- \| --- \| --- \|\n\| \*\*Housing \(Off Campus\)\*\* \| \$8,140 \| \$8,140 \|\n/);
});

test('a browser\'s print: a table head set in the middle of its columns is the head; an icon font\'s glyph with no Unicode leaves no control character', async () => {
  const { markdown } = await convert('video-editing-software.pdf');
  assert.match(markdown, /\n\| Cookie \| Duration \| Description \|\n\| --- \| --- \| --- \|\n\| \\_ce\.gtld \| session \| Crazyegg sets this cookie to identify the top-level domain\. \|\n/);
  // pdf.js reads the glyph before each "Try …" button as U+0000.
  assert.match(markdown, /\n\[\*\*Try Adobe Premiere\*\*\]\(https:\/\/www\.thepodcasthost\.com\/go\/software\/premiere-pro\/\)\n/);
  assert.doesNotMatch(markdown, /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
});

test('a browser\'s print: a heading\'s anchor icon is no bullet; lines that are each one link stand apart', async () => {
  const terraform = (await convert('terraform-resource-block.pdf')).markdown;
  assert.match(terraform, /\n## Specification\n\nA `resource` block supports the following configuration\.\n/);
  assert.doesNotMatch(terraform, /^#+ .*•/m);
  // A table of contents written one link a line (<dl class="toc">): an entry each, not one paragraph.
  const postgres = (await convert('postgres-indexes-chapter.pdf')).markdown;
  assert.match(postgres, /\n\[11\.1\. Introduction\]\(https:\/\/www\.postgresql\.org\/docs\/current\/indexes-intro\.html\)\n\n\[11\.2\. Index Types\]\(https:\/\/www\.postgresql\.org\/docs\/current\/indexes-types\.html\)\n\n\[11\.2\.1\. B-Tree\]\(/);
  // An entry set in two fonts, one link, is one entry.
  assert.match(postgres, /\n\[11\.4\. Indexes and\]\(https:\/\/www\.postgresql\.org\/docs\/current\/indexes-ordering\.html\) \[`ORDER BY`\]\(https:\/\/www\.postgresql\.org\/docs\/current\/indexes-ordering\.html\)\n\n\[11\.5\. /);
});

test('a code block\'s closing braces near a page\'s foot, on page after page, are no running foot', async () => {
  const printed = (await convert('terraform-resource-block.pdf')).markdown;
  assert.match(printed, /\n```\n count = <number>\n}\n```\n/);
  const exported = (await convert('terraform-resource-libreoffice.pdf')).markdown;
  assert.match(exported, /\n```\n   <lifecycle>\n }\n}\n```\n/);
});

test('an office suite\'s export (LibreOffice): symbol-font bullets, own hyphens, numbered entries, a code line of letters at a page\'s foot, list items set like cells', async () => {
  const hr = (await convert('hr-shared-services-libreoffice.pdf')).markdown;
  // OpenSymbol's "•", which pdf.js calls monospaced, opens an item and is no code span.
  assert.match(hr, /\n- A multi-tiered support model \(self-service, helpdesk, specialist support\)\n- Workflow automation\n/);
  assert.match(hr, /\n- \*\*Tier 0\*\*: Self-service portals for employees and managers\n/);
  assert.doesNotMatch(hr, /`•`/);
  // LibreOffice hyphenates no word: a line-end hyphen is the word's own.
  assert.match(hr, / future-ready HR operations\./);
  assert.match(hr, / a service-oriented business unit,/);
  const postgres = (await convert('postgres-indexes-libreoffice.pdf')).markdown;
  assert.match(postgres, /\n11\.1\. Introduction\n\n11\.2\. Index Types\n\n11\.2\.1\. B-Tree\n\n11\.2\.2\. Hash\n/);
  assert.match(postgres, /\n11\.12\. Examining Index Usage\n\n<!-- page 2 -->\n\nIndexes are a common way/);
  // "cd" alone at a page's foot is code, not a Roman page number.
  const go = (await convert('go-get-started-libreoffice.pdf')).markdown;
  assert.match(go, /\nOn Linux or Mac:\n\n```\ncd\n```\n/);
  const terraform = (await convert('terraform-resource-libreoffice.pdf')).markdown;
  assert.match(terraform, /\n- `when` keyword\n- `quiet` boolean\n- `inline` list of strings\n/);
  assert.doesNotMatch(terraform, /^\| `?•`? \|/m, 'no item is a table row');
});

test('an HTML-to-PDF engine\'s output (WeasyPrint): bullets drawn after their list open their items; line-end hyphens are the words\' own', async () => {
  const { markdown } = await convert('hr-shared-services-weasyprint.pdf');
  assert.match(markdown, /\n- A multi-tiered support model \(self-service, helpdesk, specialist support\)\n- Workflow automation\n- Case and knowledge management tools\n- Data integration and reporting platforms\n- Robust change management to support adoption\n/);
  assert.match(markdown, /\n- \*\*Tier 0\*\*: Self-service portals for employees and managers\n- \*\*Tier 1\*\*: /);
  assert.doesNotMatch(markdown, /• • • • Services are typically/);
  assert.match(markdown, / consistent service-level agreements \(SLAs\)/);
  assert.match(markdown, / focus on high-value work /);
});

test('a link annotation over part of a text run covers the words under it, characters placed by their widths', async () => {
  // Narrow letters ("i", "l", "t") before the link pushed an equal share per character past its words.
  assert.match((await convert('go-get-started.pdf')).markdown, /\[Why Go\]\(https:\/\/go\.dev\/solutions\/\) \[Use Cases\]\(https:\/\/go\.dev\/solutions\/use-cases\)/);
  assert.match((await convert('methodologies-table.pdf')).markdown, /\[Web Development\]\(https:\/\/os-system\.com\/services\/web\) \[Moblie Apps\]\(/);
  assert.match((await convert('appliance-makers-table.pdf')).markdown, /Related Companies: \[A\. O\. Smith Water Products Co\]\(/);
  // Narrow digits, dots, slashes and spaces: each version its own link (they were one place off, "13" unlinked).
  assert.match((await convert('postgres-indexes-chapter.pdf')).markdown, /Unsupported versions: \[13\]\(https:\/\/www\.postgresql\.org\/docs\/13\/indexes\.html\) \/ \[12\]\(https:\/\/www\.postgresql\.org\/docs\/12\/indexes\.html\) \/ \[11\]\(/);
  assert.match((await convert('mirrorless-cameras-table.pdf')).markdown, / budget-friendly mirrorless \[camera geared\]\(https:\/\/explorewithalec\.com\/travel-with-camera-gear\/\) toward video creators\./);
  // A link whose rectangle starts at the space before its word takes no letter of the word before
  // it (WCXB 0230 printed by Chromium, page 6: the text item and its two link rectangles as pdf.js reads them).
  const item = { str: 'OSHA can levy $16,550 for a single serious violation, and the Department of Labor clawed back', x: 6, y: 759.63, width: 573.2, fontSize: 12, fontFamily: 'sans-serif' };
  const url = 'https://www.osha.gov/penalties';
  const pieces = linkedPieces(item, [{ rect: [93.75, 756.63, 97.5, 770.88], url }, { rect: [97.5, 756.63, 146.25, 770.88], url }]);
  assert.deepEqual(pieces.filter((p) => p.href).map((p) => p.str), ['$16,550']);
});

test('Chinese set in fonts of one width (SimSun, SimHei: pdf.js calls them monospaced) is text, not code; a line break between two Chinese characters is no space', async () => {
  const { markdown } = await convert('bjfuthesis-chinese.pdf');
  assert.match(markdown, /\n# 摘要\n\nbjfuthesis 文档类是为北京林业大学学生书写毕业论文准备的 LATEX 文档类。该文档类基于 ctexbook 文档类。/);
  assert.match(markdown, /\n关键词：LaTeX，毕业论文，北京林业大学\n/);
  assert.doesNotMatch(markdown, /`[^`]*\p{Script=Han}[^`]*`/u, 'no Chinese in a code span');
  assert.doesNotMatch(markdown, /```\n\p{Script=Han}/u, 'no Chinese code block');
});

test('text drawn again over itself (a shadow printed as copies of the run) is read once', async () => {
  const { markdown } = await convert('meditation-text-shadow.pdf');
  assert.match(markdown, /, or EEG — \[the brain’s equivalent of an EKG for the heart\]\(https:\/\/www\.mayoclinic\.org\/tests-procedures\/eeg\/about\/pac-20393875\) — we see something/);
  assert.match(markdown, /has been designated \[World Meditation Day\]\(https:\/\/www\.un\.org\/en\/observances\/meditation-day\) by the United Nations\./);
});

test('Word\'s bullets, private-use glyphs of its Symbol font (U+F0B7), open list items', () => {
  // Hand-made items: no PDF written by Word is in our materials. The bullet and its text are two
  // items a tab apart, as Word sets them.
  const line = (y: number, x: number, str: string) => ({ str, x, y, width: str.length * 5, fontSize: 10, fontFamily: 'sans-serif' });
  const items = [line(700, 72, 'Packing list:'), line(686, 90, '\uf0b7'), line(686, 108, 'Tent'), line(672, 90, '\uf0b7'), line(672, 108, 'Stove')];
  assert.equal(pdfLayoutMarkdown([{ items, height: 792 }]), 'Packing list:\n\n- Tent\n- Stove');
});

test('PDF dates as ISO 8601, as precise as the document writes them', () => {
  assert.equal(pdfDate("D:20150203101112-05'00'"), '2015-02-03T10:11:12-05:00');
  assert.equal(pdfDate('D:20150203'), '2015-02-03');
  assert.equal(pdfDate('D:2015'), '2015');
  assert.equal(pdfDate('D:201502031011'), '2015-02-03T10:11:00');
  assert.equal(pdfDate('yesterday'), undefined);
});

test("a font's weight from its name, as the fixtures' fonts and common faces write it", () => {
  // The fixtures' bold faces: TeX's CMBX10 and CMB10, URW's NimbusSanL-Bold and NimbusRomNo9L-Medi (Times-Bold's stand-in), DejaVuSans-Bold.
  for (const bold of ['LCHKSO+CMB10', 'ECEDAZ+CMBX12', 'XMKENB+NimbusSanL-Bold', 'SEBOZB+NimbusRomNo9L-Medi', 'CAAAAA+DejaVuSans-Bold', 'Arial-BoldMT', 'Calibri,Bold', 'Inter-SemiBold', 'Roboto-Black']) assert.equal(boldFontName(bold), true, bold);
  for (const regular of ['PWNLKT+CMR10', 'OLMHVN+NimbusRomNo9L-Regu', 'VEQMBL+NimbusRomNo9L-ReguItal', 'AAAAAA+DejaVuSans', 'Montserrat-Medium', 'BOLDAB+Helvetica', '']) assert.equal(boldFontName(regular), false, regular);
});

test('a damaged PDF is read as far as it can be, without pdf.js writing a warning per damaged object to the console', async () => {
  // The libtasn1 manual with 50 KB cut out of its middle: pdf.js rebuilds its cross-reference table and warns as it goes.
  const whole = readFileSync(new URL('./fixtures/pdf/libtasn1.pdf', import.meta.url));
  const damaged = Buffer.concat([whole.subarray(0, 100_000), whole.subarray(150_000)]);
  // What reaches standard error while it is read (pdf.js warns with console.warn).
  const written: string[] = [];
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string | Uint8Array) => written.push(String(chunk)) > 0) as typeof process.stderr.write;
  try {
    const { pages, markdown } = await pdfToMarkdown(damaged);
    assert.equal(pages, 36);
    assert.match(markdown, /## 1 Introduction/);
  } finally {
    process.stderr.write = write;
  }
  assert.deepEqual(written.filter((line) => /Warning/.test(line)), []);
  // Cut short, it cannot be read: the error names the problem (the operation answers 400 TARGET_CONTENT_UNSUPPORTED with it).
  await assert.rejects(pdfToMarkdown(whole.subarray(0, 50_000)), /Invalid PDF structure/);
});
