/**
 * The PDF layout's rules one by one (pdf-layout.ts and the modules it calls), each on a real PDF
 * that shows it (fixtures/pdf/MANIFEST.tsv) — TeX Live's papers, theses, slide decks and manuals
 * cut with qpdf, a manual page typeset by groff, Chromium's prints — or on ACM's sample paper's
 * text items as pdf.js reads them: headings, paragraphs rejoined or kept apart, lists, code, page
 * furniture left out, a slide's steps read once.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { pdfLayoutMarkdown } from './pdf-layout.ts';
import { pdfToMarkdown } from './pdf.ts';

const convert = (name: string) => pdfToMarkdown(readFileSync(new URL(`./fixtures/pdf/${name}`, import.meta.url)));

test('a title set in bold capitals at the text\'s size, alone on its line, heads what follows (a manual page\'s sections)', async () => {
  const { markdown } = await convert('tar-man-page.pdf');
  assert.match(markdown, /^### NAME\n\ntar - an archiving utility\n\n### SYNOPSIS\n/m);
  assert.match(markdown, /\n### NOTE\n\nThis manpage is a short description of GNU \*\*tar\*\*\./);
  assert.match(markdown, /\n### DESCRIPTION\n/);
  assert.doesNotMatch(markdown, /GNU TAR Manual/);
});

test('a short line over an indented paragraph twice its length is a title of its own (a manual page\'s subsection)', async () => {
  const { markdown } = await convert('tar-man-page.pdf');
  assert.match(markdown, /\n\*\*Option styles\*\*\n\nOptions to GNU \*\*tar\*\* can be given in three different styles\./);
});

test('a paragraph broken at a column\'s foot by footnotes set larger than the text runs on in the next column; the notes follow it', async () => {
  const { markdown } = await convert('oup-footnotes-large.pdf');
  assert.match(markdown, / quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat\. Duis aute irure dolor in reprehenderit /);
  assert.match(markdown, /anim id est laborum\.\n\n1 \[`https:\/\/data\.gov\.uk\/`\]\(https:\/\/data\.gov\.uk\/\) 2 Example of footnote text\.\n/);
});

test('a table of contents\' entries stand apart, their page numbers set off by dots in the title\'s run or by space alone', async () => {
  const { markdown } = await convert('langsci-contents.pdf');
  assert.match(markdown, /\n\*\*3 Requirements 5\*\*\n\n3\.1 Fonts 5\n\n3\.2 Styles 5\n\n3\.3 Series definitions 5\n\n\*\*4 Creating a book 7\*\*\n\n4\.1 Creating a monograph 7\n/);
  assert.match(markdown, /\n5\.1\.1 `collection` 11\n/);
  assert.doesNotMatch(markdown, /\. \. \./);
  assert.doesNotMatch(markdown, /^\|/m, 'no entry is a table row');
});

test('a listing whose lines open with their numbers in the text\'s face is code without them; the margin\'s names beside it are left out', async () => {
  const { markdown } = await convert('dtx-numbered-code.pdf');
  assert.match(markdown, /\n```\n\\NeedsTeXFormat\{LaTeX2e\}\[1999\/12\/01\]\n\\ProvidesPackage\{ussummary\}\[2006\/03\/08\n {27}v1\.0a\n/);
  assert.match(markdown, /\n\\@ifundefined\{US@AFRstr\}%\n  \{\\edef\\US@AFRstr\{\\string afrikaans\}\}%\n  \{\}\n\\providecommand\{\\AorE\}\[2\]\{%\n/);
  assert.doesNotMatch(markdown, /^\d+ `/m);
  assert.doesNotMatch(markdown, /^ *\\(phantomsection|AorE|SumHeadFnt)$/m);
});

test('fonts pdf.js calls monospaced only for equal widths (a subset of digits, a lone glyph) are code in code and prose in prose', async () => {
  const aiaa = (await convert('aiaa-template-basic.pdf')).markdown;
  // A superscript "2" (CMR7 holding only digits), the raised "A" of LaTeX: not `2`, not L`A`TEX.
  assert.match(aiaa, /α Acceleration, m\/s2\n/);
  assert.match(aiaa, /This is a bare-bones LATEX template/);
  assert.doesNotMatch(aiaa, /`\d`/);
  assert.match(aiaa, /demonstrate `\\subsection` usage/);
  // Texinfo's parentheses, a font of "(" and ")" only, around a signature's code.
  const texinfo = (await convert('libtasn1.pdf')).markdown;
  assert.match(texinfo, /\n`int asn1_parser2tree` \(const char \\\* `file`, asn1 node \\\* `definitions`, char \\\* `error_desc`\)\n/);
  // A listing's line numbers (digits alone in their font) are part of its code lines.
  const listing = (await convert('beilstein-listing-page.pdf')).markdown;
  assert.match(listing, /\n```\n1 \\begin\{document\}\n2 \\title\{Synthesis of highly substituted allenylsilanes by\n3 {4}alkylidenation of silylketenes\}\n/);
  assert.match(listing, /You can use the standard LATEX sectioning commands/);
});

test('bold set over several lines is one bold run, a word broken at its own hyphen one bold word', async () => {
  const aiaa = (await convert('aiaa-template-basic.pdf')).markdown;
  assert.match(aiaa, /\n\*\*This is a bare-bones LATEX template of an AIAA technical conference paper\. It is intended to demonstrate the bare minimum set of LATEX commands to produce an AIAA technical conference paper\./);
  assert.doesNotMatch(aiaa, /\*\* \*\*/);
  // LibreOffice keeps its own line-end hyphens.
  assert.match((await convert('terraform-resource-libreoffice.pdf')).markdown, / in the `lifecycle` \*\*meta-argument\*\*\. /);
});

test('a paragraph broken off by a float\'s caption runs on where the sentence does, the caption after it', async () => {
  const aiaa = (await convert('aiaa-template-basic.pdf')).markdown;
  assert.match(aiaa, /but other times one is hard pressed to keep the words flowing\.a Meanwhile back in the other world, table 1 shows a nifty comparison\.\n\n\*\*Figure 1\. Magnetization as a function of applied field/);
});

test('page numbers set further in than a tenth of the page, alone on its highest or lowest line and running with the pages, are left out', async () => {
  const { markdown } = await convert('uiucthesis-pages-2-4.pdf');
  // Pages 2-4 of the manual, numbered 2, 3 and 4 at their top right, 11 % down the page.
  assert.match(markdown, /\n\nname of your advisor\. This is needed to produce the ProQuest abstract/);
  assert.match(markdown, /\n\nOptionally, these tables can be followed by a List of Abbreviations and\/or List/);
  assert.doesNotMatch(markdown, /^\d /m);
  assert.doesNotMatch(markdown, /\n4$/);
});

test('a list item ending a page runs on to the next only where its words are taken up in lower case', async () => {
  const cameras = (await convert('mirrorless-cameras-table.pdf')).markdown;
  assert.match(cameras, /\n- \[Buy on Adorama\]\(https:\/\/adorama\.rockporch\.com\/prdlink\/1oMk7RsNxb\)\n\n<!-- page 5 -->\n\nShot on the Sony A7R5\. Photo Credit:/);
});

test('line numbers in a page\'s margin (a manuscript set for review) are left out', async () => {
  const { markdown } = await convert('aapm-sample-page-1.pdf');
  assert.doesNotMatch(markdown, /^(5|10|15|20)$/m);
  assert.match(markdown, /\n\nAn article usually includes an abstract, a concise summary of the work covered at length in the main body of the article\./);
});

test('a numbered section\'s title set bold at the body\'s size heads its section, a level below the sized headings', async () => {
  const aiaa = (await convert('aiaa-template-basic.pdf')).markdown;
  assert.match(aiaa, /\n## I\. Introduction\n\nThis would be a good place/);
  assert.match(aiaa, /\n### A\. Background\n\nThis background section is here only to demonstrate `\\subsection` usage\./);
  // A bold sentence, a bold caption: no headings.
  assert.match(aiaa, /\n\*\*Figure 1\. Magnetization/);
});

test('a link broken over two lines is one link; a hyphen its own address holds stays', async () => {
  const systemd = (await convert('systemd-wiki-tables.pdf')).markdown;
  assert.match(systemd, /by using the `init=` \[boot parameter\]\(https:\/\/wiki\.archlinux\.org\/title\/Kernel_parameters#Parameter_list\)/);
  assert.match(systemd, /The \[systemd-fstab-generator\(8\]\(https:\/\/man\.archlinux\.org\/man\/systemd-fstab-generator\.8\)/);
  const terraform = (await convert('terraform-resource-block.pdf')).markdown;
  assert.match(terraform, /Use a \[`file` function\]\(https:\/\/developer\.hashicorp\.com\/terraform\/language\/functions\/file\) to load keys from file\./);
});

test('lines that each open with a bold term and a colon are entries of their own', async () => {
  const texinfo = (await convert('libtasn1.pdf')).markdown;
  assert.match(texinfo, /\n\*\*ENUMERATED:\*\* As INTEGER \(but only with not negative numbers\)\.\n\n\*\*BOOLEAN:\*\* VALUE will be the null terminated string/);
  assert.match(texinfo, /describing error code\.\n\n\*\*Since:\*\* 1\.6\n/);
});

test('a slide shown step by step (Beamer\'s overlays) is read once, at its last step', async () => {
  const { markdown, pages } = await convert('beamer-overlays.pdf');
  assert.equal(pages, 3);
  assert.equal(markdown.match(/Die Vorlage folgt prinzipiell dem Corporate Design der FU/g)?.length, 1);
  // The items' triangles are AMS's symbol font's "I" (\blacktriangleright), which has no Unicode map.
  assert.match(markdown, /^<!-- page 3 -->\n\n# Die LATEX-Vorlage für `beamer`\n\n- Die Vorlage folgt prinzipiell dem Corporate Design der FU\n- Im Gegensatz zu `PowerPoint` leichter erweiterbar\n- Bessere Steuerung von Inhaltsverzeichnissen\.$/);
});

test('bullets a typeset document draws as shapes open list items where they line up; a shape alone beside a line does not', async () => {
  const slides = await convert('tudabeamer-drawn-bullets.pdf');
  assert.match(slides.markdown, /\n- Verwendung wie beamer\n- keine besondere Syntax notwendig\n- Klassenoption accentcolor wählt Akzentfarbe\n- Option serif=true für Serifen\n/);
  assert.match(slides.markdown, /\n- \\logo wählt Fremdlogo für Fußzeile\n- \\titlegraphic Ersetzt den unteren Teil/);
  assert.match(slides.markdown, /ausgeschnitten\.\n\nÜber die Option authorontitle/);
  // ORCID's logo before the author's name is one round shape, with no other at its x.
  const paper = await convert('apa7-orcid-icon.pdf');
  assert.match(paper.markdown, /\n\[Daniel A\. Weiss\]\(https:\/\/orcid\.org\/0000-0000-0000-0000\), Department of Psychology, A University Somewhere\n/);
});

test('the body\'s size is measured without the page furniture: a slide deck\'s text under small heads and feet is no heading', async () => {
  const { markdown } = await convert('thubeamer-small-furniture.pdf');
  assert.doesNotMatch(markdown, /Contents Research Contents|Jingxuan Yang/);
  assert.doesNotMatch(markdown, /^#+ (XXXX|Example of|where Cin)/m);
  assert.match(markdown, /\n\nExample of numbered equation: the input is an image x ∈ RCin×H×W \(1\) where Cin represents number of input channels/);
});

test('slides shown in steps under one title set again on every slide: each slide read once, at its last step', async () => {
  const { markdown } = await convert('beamer-steps-same-title.pdf');
  // The title counts as a banner (it is over every slide, where it stood); left out of the last
  // steps only, it kept the earlier steps from being the later ones' lines over again.
  assert.equal(markdown.match(/Ut purus elit, vestibulum ut/g)?.length, 1);
  assert.equal(markdown.match(/Nam arcu libero eget/g)?.length, 1);
  assert.equal(markdown.match(/Aenean faucibus\. Morbi dolor nulla/g)?.length, 1);
  assert.deepEqual(markdown.match(/<!-- page \d+ -->/g), ['<!-- page 2 -->', '<!-- page 4 -->', '<!-- page 6 -->']);
});

test('a banner set again where it stood on every page, deeper than a tenth of the page, is left out', async () => {
  const { markdown } = await convert('elsdoc-pages-2-4.pdf');
  assert.doesNotMatch(markdown, /A better way to format your document|Elsevier Ltd/);
  assert.match(markdown, /\n# 3\. Installation\n/);
});

/** ACM's sample paper laid out from its text items as pdf.js reads them (the items dump). */
function acmSampleMarkdown(): string {
  type Item = [string, number, number, number, number, string, number];
  const dump = JSON.parse(readFileSync(new URL('./fixtures/pdf/acm-sigconf-sample.items.json', import.meta.url), 'utf8')) as { height: number; items: Item[] }[];
  return pdfLayoutMarkdown(dump.map((page) => ({ height: page.height, items: page.items.map(([str, x, y, width, fontSize, fontFamily, bold]) => ({ str, x, y, width, fontSize, fontFamily, ...(bold ? { bold: true } : {}) })) })));
}

test('a two-column, two-sided paper (ACM\'s sample, its text items as pdf.js reads them): heads over every other page, a paragraph over a page break, an item wrapped after a hyphen', () => {
  const markdown = acmSampleMarkdown();
  // The title's running head is over pages 3 and 5 only (the authors' over 2, 4 and 6).
  assert.doesNotMatch(markdown, /The Name of the Title Is Hope Conference acronym/);
  // From page 4's right column to page 5's left, lines are measured against page 5's column.
  assert.match(markdown, / an example of an enumerated proceedings article \\\[14\\\], an informally published work \\\[16\\\],/);
  assert.match(markdown, /\n- Computer systems organization → Embedded systems; Redundancy; Robotics; • Networks → Network reliability\.\n/);
});

test('a reference list\'s entries, each opening with its label, stand apart; a citation a sentence wraps to a line\'s start opens none', () => {
  const markdown = acmSampleMarkdown();
  assert.match(markdown, /\n\\\[3\\\] Sten Andler\. 1979\. Predicate Path expressions\. In Proceedings of the 6th\. ACM SIGACT-SIGPLAN symposium on Principles of Programming Languages \(POPL ’79\)\. ACM Press, New York, NY, 226–236\. https:\/\/doi\.org\/10\.1145\/567752\.567774\n\n\\\[4\\\] David A\. Anisi\. 2003\./);
  assert.match(markdown, /\n\\\[8\\\] Kenneth L\. Clarkson\. 1985\. Algorithms for Closest-Point Problems \(Computational Geometry\)\. Ph\. D\. Dissertation\. Stanford University, Palo Alto, CA\. UMI Order Number: AAT 8506171\.\n\n\\\[9\\\]/);
  assert.match(markdown, /\w \\\[6, 7\\\], a doctoral dissertation \\\[8\\\]/);
});

test('a web address written out and broken where TeX breaks one (after a dot or a hyphen) is one address, its hyphen kept', () => {
  const markdown = acmSampleMarkdown();
  assert.match(markdown, / 36–44\. https:\/\/doi\.org\/10\.1145\/1188913\.1188915\n/);
  assert.match(markdown, / from http:\/\/www\.iesl\.cs\.umass\.edu\/data\/data-umasscitationfield\n/);
});
