/**
 * The extractor on small real snippets (cut by scripts/cut-markdown-snippets.ts, provenance in
 * fixtures/MANIFEST.tsv), one rule at stake in each: what is never content, what is pruned, how a
 * snippet reads once placed in a page. Item pages' rules (listings, cards, products) are in
 * extract-item-snippets.test.ts, forum threads' in extract-forum-snippets.test.ts, the frame's stock
 * lines (calls to action, tables of contents, reading times) in extract-stock-line-snippets.test.ts;
 * whole real pages in extract.test.ts.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { HtmlRenderer, Parser } from 'commonmark';
import { extractMarkdown } from './extract.ts';

test('a space written only inside an empty <b> between a link and the next word survives extraction', () => {
  // The real paragraph, twice inside an <article>: a page with a content block to choose.
  const html = readFileSync(new URL('./fixtures/space-in-empty-bold.html', import.meta.url), 'utf8');
  assert.match(extractMarkdown(`<article>${html}${html}</article>`, 'https://cloud.google.com/learn/what-is-cloud-computing').markdown, /\[Private clouds\]\(https:\/\/cloud\.google\.com\/discover\/what-is-a-private-cloud\) are built/);
});

test('a client template\'s binding its script never filled in ("{{ DiscussionBoard.errors[…].message }}") is not text; the post is', () => {
  const html = readFileSync(new URL('./fixtures/unrendered-binding.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article>${html}</article>`, 'https://www.warriorforum.com/beginners-area/1488296-will-simple-method-work-beginner-2024-a.html').markdown;
  assert.match(md, /Well this its like an old clasic method/);
  assert.doesNotMatch(md, /\{\{|DiscussionBoard/);
  // Inside code the same braces are an example, and kept.
  assert.match(extractMarkdown(`<article><p>${'Template syntax. '.repeat(20)}</p><pre><code>{{ user.name }}</code></pre></article>`, 'https://example.org/').markdown, /```\n\{\{ user\.name \}\}\n```/);
});

test('a page with no <body> of its own, holding one pasted into a post\'s signature, is read whole (it once looped forever)', () => {
  const html = readFileSync(new URL('./fixtures/unrendered-binding.html', import.meta.url), 'utf8');
  for (const page of [html, `<article>${html}</article>`, `<main><p>${'Intro text. '.repeat(30)}</p>${html}</main>`]) {
    assert.match(extractMarkdown(page, 'https://www.warriorforum.com/').markdown, /Well this its like an old clasic method/);
  }
});

test('text encoded to UTF-8 twice is repaired: "zâ\\u0080\\u0099s" reads "z’s" (real johnsonsbaby.com markup)', () => {
  // Cut verbatim from WCXB page 4177: the site's bytes are UTF-8 of UTF-8 read as Latin-1.
  const html = '<html><head><title>How To Get Toddlers To Sleep In Their Own Bed | JOHNSON\u00e2\u0080\u0099S\u00c2\u00ae</title></head><body><p>Sleep is essential for all of us. Children who experience poor sleep regularly are more likely to develop hypertension, obesity, headaches, and depression, while those who are able to catch the recommended number of z\u00e2\u0080\u0099s each night - 11 to 12 hours - have healthier immune systems, mental wellness, and memory performance.</p></body></html>';
  const out = extractMarkdown(html, 'https://www.johnsonsbaby.com/baby-tips/how-to-get-toddler-to-sleep-in-own-bed');
  assert.match(out.markdown, /the recommended number of z’s each night/);
  // Repaired, the title's last part reads "JOHNSON’S®", the host's brand (johnsonsbaby.com), and leaves
  // the title; left garbled ("JOHNSONâ\u0080\u0099SÂ®") it would not be recognised and would stay.
  assert.equal(out.metadata.title, 'How To Get Toddlers To Sleep In Their Own Bed');
  // Real Latin-1 text without the C1 proof ("Ã©" in a name) is left as written.
  assert.match(extractMarkdown('<p>Café Ã©tude, a long enough paragraph to be the content of this very small page.</p>', 'https://example.org/').markdown, /Ã©tude/);
});

test('a page whose content sits in blocks hidden until scripts reveal them is read as revealed (real iHerb product block)', () => {
  const html = readFileSync(new URL('./fixtures/hidden-until-revealed.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<html><body>${html}</body></html>`, 'https://bg.iherb.com/pr/almondina-toastees-toasted-almond-thins-cranberry-almond-5-25-oz-149-g-discontinued-item/61856').markdown;
  assert.match(md, /# Almondina, Toastees, Toasted Almond Thins, Cranberry Almond/);
  assert.match(md, /Our family created these delicious crunchy almond crisps for special occasions/);
  // The "100% authentic" info pop-over's text is a tooltip's, shown on demand.
  assert.doesNotMatch(md, /Products available at iHerb are sourced directly from brands/);
});

test('a skip link ("Skip to main content", a fragment link for keyboard readers) is not content; a link to a section is', () => {
  const skip = readFileSync(new URL('./fixtures/skip-link.html', import.meta.url), 'utf8');
  const prose = `<p>${'Music lessons are for every age, and adults learn fast. '.repeat(8)}</p>`;
  const md = extractMarkdown(`<body><article>${skip}${prose}<p>Our teachers are listed below; <a href="#teachers">jump to the list of teachers</a> to meet them.</p></article></body>`, 'https://www.musichouseschool.com/').markdown;
  assert.doesNotMatch(md, /Skip to main content/);
  assert.match(md, /jump to the list of teachers to meet them/);
});

test('a video\'s fallback text ("Your browser does not support the video tag.") is not content: a browser playing video never shows it', () => {
  const video = readFileSync(new URL('./fixtures/video-fallback.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article><h1>Standing desks</h1>${video}<p>${'Improve your health, comfort and productivity at work with a desk that moves with you. '.repeat(4)}</p></article>`, 'https://www.upliftdesk.com/standing-desks/').markdown;
  assert.doesNotMatch(md, /does not support/);
  assert.match(md, /Improve your health/);
});

test('other posts under a stock heading with trailing words ("You may also like these posts...") are not the post', () => {
  const related = readFileSync(new URL('./fixtures/also-like-these-posts.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article><h1>Organic pest control garden spray</h1><p>${'Mix the garlic, the peppers and the soap, then strain it well. '.repeat(6)}</p>${related}</article>`, 'https://www.theprairiehomestead.com/').markdown;
  assert.match(md, /Mix the garlic/);
  assert.doesNotMatch(md, /You may also like|Homemade Spoon Butter Recipe/);
});

/** An eBay item page's two real sibling blocks, in the page's own nesting (main > main-container > container > [carousel, item]), extracted. */
function ebayItemPage(): string {
  const carousel = readFileSync(new URL('./fixtures/viewed-also-carousel.html', import.meta.url), 'utf8');
  const item = readFileSync(new URL('./fixtures/viewed-also-item.html', import.meta.url), 'utf8');
  return extractMarkdown(`<html><body><main><div class="main-container"><div>${carousel}${item}</div></div></main></body></html>`, 'https://www.ebay.com/itm/404928375058').markdown;
}

test('a recommendation carousel ("People who viewed this item also viewed") first in the block that holds the item is not the item (real eBay page)', () => {
  const md = ebayItemPage();
  assert.match(md, /^# LuK 628318200 Kupplungssatz Kupplungskit Kupplungsset für Iveco Daily V 11-14$/m);
  assert.match(md, /International shipment of items may be subject to customs processing/);
  assert.doesNotMatch(md, /People who viewed|VALEO Kupplungssatz NEW ORIGINAL/);
});

test('a rating input (a script link per star, "1 of 5 stars"…, "Rate this book") is a control; the average rating shown is content (real Goodreads list row)', () => {
  const row = readFileSync(new URL('./fixtures/rating-input-row.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<main><h1>Best Books Ever</h1><p>${'The books readers voted for, most votes first. '.repeat(5)}</p><table>${row}${row}${row}</table></main>`, 'https://www.goodreads.com/list/show/1.Best_Books_Ever').markdown;
  assert.match(md, /The Hunger Games \(The Hunger Games, #1\)/);
  assert.match(md, /4\.35 avg rating — 9,993,676 ratings/);
  assert.doesNotMatch(md, /of 5 stars|Rate this book|Clear rating/);
});

test('a lazy <picture> keeps its <source> elements through pruning (they hold no text), so its real source is written (real Thomann teaser)', () => {
  const picture = readFileSync(new URL('./fixtures/picture-lazy-source.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article><p>${'Electric guitars for every style and budget, from beginner to stage. '.repeat(5)}</p><a href="/gb/guitarlab.html">${picture}</a></article>`, 'https://www.thomann.de/gb/electric_guitars.html').markdown;
  assert.match(md, /\[!\[GuitarLab\]\(https:\/\/thumbs\.static-thomann\.de\/thumb\/thumb250x250\/pics\/images\/teasertool\/guitarlab\.png\)\]\(https:\/\/www\.thomann\.de\/gb\/guitarlab\.html\)/);
});

test('a consent notice written as an ARIA alert dialog is not content, whatever its classes say (real iubenda banner)', () => {
  const notice = readFileSync(new URL('./fixtures/alert-dialog.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<body><main><h1>Stories</h1>${'<article><h2>A story</h2><p>Rust and N-API beat JavaScript limits, with care and a benchmark.</p></article>'.repeat(2)}</main>${notice}</body>`, 'https://hackernoon.com/').markdown;
  assert.match(md, /Rust and N-API/);
  assert.doesNotMatch(md, /third parties|cookies/);
});

test('an element with the popover attribute (an app-install hint) is hidden until opened, so not content (real Invision Community markup)', () => {
  const hint = readFileSync(new URL('./fixtures/popover.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article><p>${'I would like to know the roadmap for future products and releases. '.repeat(30)}</p>${hint}</article>`, 'https://forum.squarespace.com/').markdown;
  assert.match(md, /roadmap for future products/);
  assert.doesNotMatch(md, /home screen|Install/);
});

test('a page with no <body> (a fragment) still drops what it hides: its text counts as the page\'s', () => {
  const md = extractMarkdown(`<article><p>${'A short note, in a fragment with no body. '.repeat(3)}</p><div style="display:none">A hidden draft that nobody sees.</div></article>`, 'https://example.org/').markdown;
  assert.match(md, /A short note/);
  assert.doesNotMatch(md, /hidden draft/);
});

test('a secondary section headed by a bold paragraph rather than a heading ("YOU MIGHT ALSO LIKE:") is not the post (real blog markup)', () => {
  const heading = readFileSync(new URL('./fixtures/bold-heading.html', import.meta.url), 'utf8');
  const list = readFileSync(new URL('./fixtures/bold-heading-list.html', import.meta.url), 'utf8');
  const after = `<p>${'Once dry, oil the wood twice and buff it with a soft cloth. '.repeat(4)}</p>`;
  const md = extractMarkdown(`<article><h1>12 DIY woodworking projects</h1><p>${'Sand the boards, glue the joints and let them dry overnight. '.repeat(6)}</p>${heading}${list}${after}</article>`, 'https://www.erinspain.com/12-diy-woodworking-projects/').markdown;
  assert.match(md, /Sand the boards/);
  assert.doesNotMatch(md, /YOU MIGHT ALSO LIKE|DIY Deck/);
  // Its section ends where prose goes on: a bold paragraph has no heading rank to end it.
  assert.match(md, /Once dry, oil the wood twice/);
});

test('a glossary tooltip\'s bubble (a definition shown on hover) is not read into the sentence; the term is (real Conductor markup)', () => {
  const paragraph = readFileSync(new URL('./fixtures/term-tooltip.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article>${paragraph}${paragraph.replace('We cut through', 'Again, we cut through')}</article>`, 'https://www.conductor.com/academy/seo-content-predictions/').markdown;
  assert.match(md, /leverage them to outperform your competition/);
  assert.doesNotMatch(md, /Businesses generally know who their competitors are/);
});

test('a live region\'s short message (a carousel announcing "image 1 of 11") is the widget\'s, not content (real Nike markup)', () => {
  const status = readFileSync(new URL('./fixtures/live-region.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article><h1>Pegasus 41</h1><div>${status}</div><p>${'A responsive ride for every run, with more foam under the heel. '.repeat(4)}</p></article>`, 'https://www.nike.com/t/pegasus-41').markdown;
  assert.match(md, /A responsive ride for every run/);
  assert.doesNotMatch(md, /image 1 of 11/);
});

test('a picture\'s credit line ("Photo credit: ©iStock…") is not content (real SmartAsset markup)', () => {
  const credit = readFileSync(new URL('./fixtures/photo-credit.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article><p>${'A practice for sale is valued on its recurring revenue and its clients. '.repeat(4)}</p>${credit}<p>${'Buyers look at client ages, fee models and the staff who stay on. '.repeat(3)}</p></article>`, 'https://smartasset.com/advisor-resources/financial-planning-business-for-sale').markdown;
  assert.match(md, /Buyers look at client ages/);
  assert.doesNotMatch(md, /Photo credit/);
});

test('line breaks inside the content stay: the words either side of a <br> are not glued, and a Markdown reader breaks the line there (a hard break)', () => {
  const html = readFileSync(new URL('./fixtures/line-breaks-in-paragraph.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article><p>${'Our electricians work across the region. '.repeat(8)}</p>${html}</article>`, 'https://www.tecertifiedelectricians.com/').markdown;
  assert.match(md, /\*\*Business Hours\*\* {2}\nMonday - Friday {2}\n7 AM - 6 PM\n\nSaturday {2}\n8 AM - 5 PM$/);
  // As CommonMark renders it: a <br> where the page had one, not a space ("Monday - Friday 7 AM - 6 PM").
  assert.match(new HtmlRenderer().render(new Parser().parse(md)), /<strong>Business Hours<\/strong><br \/>\nMonday - Friday<br \/>\n7 AM - 6 PM<\/p>\n<p>Saturday<br \/>\n8 AM - 5 PM<\/p>/);
});

test('a picture in the content is kept, with its real source when it is lazy-loaded (not the blurred placeholder)', () => {
  const html = readFileSync(new URL('./fixtures/relative-link-and-image.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article><p>${'Our appliance awards, tested in our labs. '.repeat(8)}</p>${html}</article>`, 'https://www.reviewed.com/dishwashers/features/best-year-2025-appliances').markdown;
  assert.match(md, /!\[\]\(https:\/\/reviewed-com-res\.cloudinary\.com\/image\/fetch\/s--n-LTypKx--\/[^)]*q_auto,w_792\/https:\/\/reviewed-production\.s3\.amazonaws\.com\/attachment\/d4954020305143b6\/Untitled_design-9\.png\)/);
  assert.doesNotMatch(md, /q_1,/);
});

test('a line promoting another post ("Related: <link>") inside an article is not the article; a sentence with a link is', () => {
  const html = readFileSync(new URL('./fixtures/promo-line.html', import.meta.url), 'utf8');
  const prose = `<p>${'Search engines reward pages that answer the question well. '.repeat(6)}</p>`;
  const md = extractMarkdown(`<article>${prose}${html}${prose}<p>Related: read <a href="/x">our guide to metrics</a> before you start measuring anything on your site.</p></article>`, 'https://www.luccaam.com/seo-optimization-strategies-for-2025/').markdown;
  assert.doesNotMatch(md, /Standard for Measuring SEO Efforts/);
  assert.match(md, /Related: read \[our guide to metrics\]/);
});

test('screen-reader-only text named with a prefix ("pipcom-price__sr-text") is left out: the price is read once, as shown', () => {
  const html = readFileSync(new URL('./fixtures/screen-reader-price.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article><p>${'A simple shelf unit that works in any room of the home. '.repeat(6)}</p><p>${html}</p></article>`, 'https://www.ikea.com/us/en/p/kallax-shelf-unit-white-80275887/').markdown;
  assert.match(md, /\n\$79\.99$/);
  assert.doesNotMatch(md, /Price \$ 79\.99/);
});

test('screen-reader-only labels are not what a reader sees, whatever the utility class is called ("screenreader", eBay\'s "clipped")', () => {
  const price = readFileSync(new URL('./fixtures/screen-reader-label.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article><p>${'A skincare set of our bestsellers, gift-wrapped. '.repeat(6)}</p>${price}</article>`, 'https://www.glossier.com/en-bg/collections/skincare-sets').markdown;
  assert.match(md, /€49,95 ~~€57,95~~/);
  assert.doesNotMatch(md, /Sale price|Regular price/);
  // eBay writes each label twice: once for the eye (aria-hidden), once clipped for screen readers.
  const ebay = ebayItemPage();
  assert.match(ebay, /Seller's other items/);
  assert.doesNotMatch(ebay, /Seller's other items Seller's other items/);
});

test('an ad slot\'s label left standing ("Article Continues Below") is not the article (real A List Apart markup)', () => {
  const label = readFileSync(new URL('./fixtures/ad-slot-label.html', import.meta.url), 'utf8');
  const prose = `<p>${'Design is the craft of making choices that serve the reader. '.repeat(5)}</p>`;
  const md = extractMarkdown(`<article>${prose}${label}${prose}</article>`, 'https://alistapart.com/article/understandingwebdesign/').markdown;
  assert.match(md, /Design is the craft/);
  assert.doesNotMatch(md, /Continues Below/i);
});

test('a block whose text is a JSON object (a widget\'s settings kept from view) is data, not text; JSON shown in <pre> stays (real Shopify app block)', () => {
  const config = readFileSync(new URL('./fixtures/script-state-json.html', import.meta.url), 'utf8');
  const prose = `<p>${'Crusher ANC 2 headphones with sensory bass and active noise canceling. '.repeat(5)}</p>`;
  const md = extractMarkdown(`<main><h1>Crusher ANC 2</h1>${prose}${config}</main>`, 'https://www.skullcandy.com/products/crusher-anc-2-sensory-bass-headphones-with-active-noise-canceling').markdown;
  assert.match(md, /sensory bass/);
  assert.doesNotMatch(md, /statementLink|hideTrigger/);
  const example = `<pre>{"statementLink": "", "hideMobile": false, "position": "left"}</pre>`;
  assert.match(extractMarkdown(`<article><h1>Widget settings</h1>${prose}${example}</article>`, 'https://example.org/').markdown, /"hideMobile": false/);
});

test('a rule left between two copies of a block, once the copy is left out, is not doubled (withoutRepeatedBlocks)', () => {
  const para = `<p>${'Free shipping on every order over fifty dollars, returns within thirty days. '.repeat(2)}</p>`;
  const md = extractMarkdown(`<article><h1>Notes</h1><p>${'The notes of the season, one after another. '.repeat(6)}</p><hr>${para}<hr>${para}<hr></article>`, 'https://example.org/').markdown;
  assert.doesNotMatch(md, /---\n\n---/);
  assert.doesNotMatch(md, /---$/);
});

test('a writer\'s bio under the article, in a block named for it (author-description, author-bio, about-the-author), is not the article, however much prose it holds (real Talk Android bio)', () => {
  const bio = readFileSync(new URL('./fixtures/author-bio.html', import.meta.url), 'utf8');
  const prose = `<p>${'A smart lamp changes colour, follows a schedule and answers to your voice. '.repeat(6)}</p>`;
  const md = extractMarkdown(`<article><h1>Best smart home lamps</h1>${prose}${prose}<div class="cs-entry__author">${bio}</div></article>`, 'https://www.talkandroid.com/519086-best-smart-home-lamps').markdown;
  assert.match(md, /A smart lamp changes colour/);
  assert.doesNotMatch(md, /Irene is an experienced writer/);
});

test('a short link inside emphasis inside a sentence ("in <strong><span><a>interior design trends</a></span></strong> for 2025") is part of the sentence, not a call to action (real hommes.studio paragraph)', () => {
  const html = readFileSync(new URL('./fixtures/bold-link-in-sentence.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<article><h1>Interior design trends 2025</h1>${html}${html}</article>`, 'https://hommes.studio/journal/designing-future-interior-design-trends-2025/').markdown;
  assert.match(md, /Leading the charge in \*\*\[interior design trends\]\(https:\/\/hommes\.studio\/journal\/new-arrivals-interior-design-trends-2025\/\)\*\* for 2025/);
  assert.match(md, /serenity\. \*\*\[Chocolate brown\]\(.+?\)\*\* takes center stage/);
  // The sentence's last words.
  assert.match(md, /a more intimate and \*\*\[organic atmosphere\]\(.+?\)\*\*\./);
});

test('a link written inside a link is one link, as a browser reads it: its words stay in the sentence, written [couches for sale](…) (real Target category copy)', () => {
  const nested = readFileSync(new URL('./fixtures/nested-link.html', import.meta.url).pathname, 'utf8').trim();
  const para = `<p>Find living room furniture like ${nested} or our favorite living room collections, in every style and size for your home.</p>`;
  const md = extractMarkdown(`<article><h1>Furniture</h1>${para}${para}</article>`, 'https://www.target.com/c/furniture/-/N-5xtnr').markdown;
  assert.match(md, /furniture like \[couches for sale\]\(https:\/\/www\.target\.com\/c\/sofas-couches-living-room-furniture\/all-deals\/-\/N-5xtm1Zakkos\) or our favorite/);
  assert.doesNotMatch(md, /\[\[/);
});

test('a sharing widget\'s label, its buttons being pictures ("If you like it, please share it!" in span.ssba-share-text), is not the post (real createandbabble.com post)', () => {
  const post = readFileSync(new URL('./fixtures/item-title-links.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<html><body><article>${post}</article></body></html>`, 'https://createandbabble.com/10-easy-diy-wood-projects-to-make/').markdown;
  assert.match(md, /favorite \*\*easy DIY wood projects\*\*/);
  assert.doesNotMatch(md, /please share it/);
});

test('a heading that asks to share or pin the post ("Share this recipe") heads a sharing widget, not content, whatever its wrapper is named (real shared-counts block)', () => {
  const share = readFileSync(new URL('./fixtures/share-this-recipe.html', import.meta.url), 'utf8');
  const url = 'https://lillieeatsandtells.com/7-healthy-air-fryer-recipes/';
  const post = `<p>${'Air fryer recipes that are quick, healthy and full of flavour. '.repeat(8)}</p>`;
  const md = extractMarkdown(`<html><body><article>${post}${share}</article></body></html>`, url).markdown;
  assert.match(md, /quick, healthy and full of flavour/);
  assert.doesNotMatch(md, /Share this recipe/);
  // A heading that only starts so ("Share your story") is the post's own.
  assert.match(extractMarkdown(`<html><body><article>${post}${share.replace('Share this recipe', 'Share your story')}</article></body></html>`, url).markdown, /### Share your story/);
});

test('a part a Marko page streams in later (eBay\'s async fragment, hidden until `$afbrwweb(2)` moves it into its placeholder) is read where its placeholder stands, the placeholder\'s loader is not (real eBay snippets)', () => {
  const placeholder = readFileSync(new URL('./fixtures/marko-placeholder.html', import.meta.url), 'utf8');
  const part = readFileSync(new URL('./fixtures/marko-part.html', import.meta.url), 'utf8');
  const prose = `<p>${'Browse paintings, prints and collectible art from sellers across the country. '.repeat(6)}</p>`;
  const md = extractMarkdown(`<body><main>${placeholder}${prose}</main><footer><p>Copyright</p></footer>${part}</body>`, 'https://ebay.com/b/Collectibles-Art/bn_7000259855').markdown;
  assert.match(md, /^# Collectibles & Art\n\nBrowse paintings/);
  // A hidden block whose id only looks like a part's, with no placeholder for it, stays hidden.
  const stray = part.replace('afbrwweb2', 'afbrwweb99');
  assert.doesNotMatch(extractMarkdown(`<body><main>${prose}</main>${stray}</body>`, 'https://ebay.com/').markdown, /Collectibles & Art/);
});

test('the content\'s own header before its body (the <h1> and the opening paragraphs, a sibling of the sections) is read with it (real MDN header)', () => {
  const header = readFileSync(new URL('./fixtures/content-header.html', import.meta.url), 'utf8');
  const sections = Array.from({ length: 8 }, (_, i) => `<section><h2>Step ${i + 1}</h2><p>${'Call fetch() with the resource and read the response body as JSON, text or a stream, then check its status. '.repeat(8)}</p></section>`).join('');
  const md = extractMarkdown(`<body><main id="content">${header}<aside><a href="#step-1">In this article</a></aside><div class="layout__body">${sections}</div></main></body>`, 'https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API/Using_Fetch').markdown;
  assert.match(md, /^# Using the Fetch API\n/);
  assert.match(md, /Fetch is the modern replacement for \[`XMLHttpRequest`\]/);
  assert.match(md, /## Step 8/);
});

test('content preloaded for a pop-over ("a-popover-preload") is shown only on a click, and is not the page\'s (real Amazon snippet)', () => {
  const popover = readFileSync(new URL('./fixtures/popover-preload.html', import.meta.url), 'utf8');
  const prose = `<p>${'Tiny changes, remarkable results: habits compound like interest over the years. '.repeat(8)}</p>`;
  const md = extractMarkdown(`<body><main><h1>Atomic Habits</h1>${prose}${popover}</main></body>`, 'https://www.amazon.com/Atomic-Habits-Proven-Build-Break/dp/0735211299').markdown;
  assert.match(md, /habits compound like interest/);
  assert.doesNotMatch(md, /Your transaction is secure|encrypts your information/);
});

test('a shop\'s policy panels under a product ("Shipping & Returns", "Payment & Security") and the marketplace\'s "Seller Feedback" are the shop\'s, not the product\'s (real Nike, Shopify and eBay snippets)', () => {
  const panels = ['shipping-returns-details', 'payment-security-panel', 'seller-feedback'].map((name) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8'));
  const description = `<p>${'A responsive ride with a wider fit, for daily miles on the road. '.repeat(6)}</p>`;
  const md = extractMarkdown(`<body><main><h1>Pegasus 41</h1>${description}${panels.join('')}</main></body>`, 'https://www.nike.com/t/pegasus-41-mens-road-running-shoes-extra-wide-LMhfRGdO').markdown;
  assert.match(md, /A responsive ride with a wider fit/);
  assert.doesNotMatch(md, /Shipping & Returns|60-day returns|Payment & Security|processed securely|Seller Feedback|No feedback yet/);
});

test('a card\'s field labels for screen readers only (Foundation\'s show-for-sr: "Price", "Duration") are not shown, their values are (real course card)', () => {
  const card = readFileSync(new URL('./fixtures/screen-reader-labels.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<main><h1>Data science courses</h1>${card}</main>`, 'https://pll.harvard.edu/subject/data-science').markdown;
  assert.match(md, /Introduction to Data Science with Python/);
  assert.match(md, /8 weeks long/);
  assert.doesNotMatch(md, /^(Price|Duration|Registration Deadline)$/m);
});
