/**
 * The extractor on whole real WCXB pages (fixtures/pages, provenance in its MANIFEST.tsv) against
 * their benchmark ground truth; discussion pages are in extract-threads.test.ts. Rules checked on
 * real snippets are in extract-snippets.test.ts; the serializer's own tests are in to-markdown.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scorePage } from '../../bench/extract-score.ts';
import { extractMarkdown } from './extract.ts';
import { fixturePage as page } from './fixtures/pages.ts';

test('a real article: its text, without the site frame, and its metadata', () => {
  const { html, truth } = page('0001');
  const out = extractMarkdown(html, truth.url);
  const score = scorePage(out.markdown, truth.ground_truth.main_content, [], truth.ground_truth.without);
  assert.ok(score.f1 > 0.9, `F1 ${score.f1}`);
  assert.equal(score.withoutFound, 0, 'no navigation snippet (Home, Login, Order Now)');
  assert.equal(out.metadata.title, truth.ground_truth.title);
  assert.equal(out.metadata.author, truth.ground_truth.author);
  assert.match(out.metadata.published_date ?? '', /^2025-09-04/);
  assert.equal(out.metadata.language?.slice(0, 2), 'en');
});

test('a real article with code: the code block survives extraction, fenced with its language', () => {
  const { html, truth } = page('0386');
  const out = extractMarkdown(html, truth.url);
  assert.match(out.markdown, /```python\nimport gim\n/);
  assert.ok(scorePage(out.markdown, truth.ground_truth.main_content, [], []).f1 > 0.85);
});

test('code keeps its comments, though the highlighter names them "hljs-comment" (real post)', () => {
  const { html, truth } = page('0437');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /```bash\n# initialize git\ngit init\n\n# clone repo\n/);
});

test('include=full converts the whole page, frame included', () => {
  const { html, truth } = page('0001');
  const full = extractMarkdown(html, truth.url, { include: 'full' }).markdown;
  const main = extractMarkdown(html, truth.url).markdown;
  assert.ok(full.length > main.length);
  assert.match(full, /Order Now/);
});

test('a stray, never-closed <![CDATA[ in the body does not swallow the page (real forum thread)', () => {
  const { html, truth } = page('4311');
  const out = extractMarkdown(html, truth.url);
  assert.match(out.markdown, /I’ve put together a \*\*comprehensive GPU comparison post\*\*/);
  assert.ok(scorePage(out.markdown, truth.ground_truth.main_content, [], []).f1 > 0.8);
});

test('a listing page made of link lists keeps them, though its layout wrapper is named "flex-wrap-footer" (real arXiv listing)', () => {
  const { html, truth } = page('2916');
  const out = extractMarkdown(html, truth.url);
  assert.ok(scorePage(out.markdown, truth.ground_truth.main_content, [], []).f1 > 0.4);
});

test('an article the page writes twice (desktop and mobile versions) is given once', () => {
  const { html, truth } = page('0219');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.equal(md.split('The foundation of a successful business is knowing how to help your customers choose you.').length, 2);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.9);
});

test('an index made of link lists (one per letter) keeps them all (real Wikipedia list page)', () => {
  const { html, truth } = page('2904');
  const md = extractMarkdown(html, truth.url).markdown;
  for (const language of ['ALGOL 68', 'COBOL', 'Haskell', 'Zig']) assert.match(md, new RegExp(`\\[${language}\\]`));
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.9);
});

test('teasers keep their titles (a <header> holding an h2) and their aria-hidden summaries, which sighted readers see', () => {
  const { html, truth } = page('1310');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /Beats Solo 4 and Solo Buds both gain Walmart-exclusive color options/);
  assert.match(md, /Walmart now has the Beats Solo 4 and Beats Solo Buds available in new retailer-exclusive colorways/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.85);
});

test('collapsed accordion panels (display:none, labelled by their toggle) are content a reader opens', () => {
  const { html, truth } = page('4193');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /\*\*Tip\*\*: Research state and local incentives early/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.9);
});

test('an FAQ keeps each question (the text of its accordion toggle button) above its answer', () => {
  const { html, truth } = page('0029');
  const md = extractMarkdown(html, truth.url).markdown;
  // The question's own number stays text ("9\." escaped: not a list starting at 9); the answer
  // starts a line of its own (a hard break: two spaces, then the newline).
  assert.match(md, /9\\\. How much does the program cost\? {2}\n\s*The total cost is \$5,500/);
});

test('a heading and its text are kept whatever a page builder names them (Divi\'s <h3 class="et_pb_module_header">, mdBook\'s <a class="header">)', () => {
  const { html, truth } = page('4274');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /### Showcases Your Work and Skills\n/);
  assert.match(md, /### Clear Call to Action \(CTA\)\n/);
  // mdBook writes a heading's text in a link named "header".
  const book = page('0499');
  assert.match(extractMarkdown(book.html, book.truth.url).markdown, /## What This Series Covers\n/);
});

test('a post written as <article class="newsletter-post"> is the content, not a newsletter widget', () => {
  const { html, truth } = page('0420');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /I think back to the concept of “hysteresis”/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.9);
});

test('page-builder wrappers ("elementor-widget-container") are not sidebar widgets (real Elementor page)', () => {
  const { html, truth } = page('0716');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /### Inspired Storytelling to Help Brands Connect to Hearts/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.9);
});

test('markup written after an early </body></html> is read as part of the body, as browsers do', () => {
  const { html, truth } = page('0310');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /When defined in the simplest way possible, HR is about people\./);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.7);
});

test('a newsletter issue is content though named "newsletter", and a second <body> pasted into <head> does not hide the page', () => {
  const { html, truth } = page('0228');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /Thank you for joining the Huberman Lab/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.8);
});

test('calls to action standing alone in their blocks ("Get Loom for free", "Download now") are buttons, not content', () => {
  const { html, truth } = page('2845');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.doesNotMatch(md, /Get Loom for free/);
  assert.doesNotMatch(md, /Download now/);
  assert.match(md, /Millions of people across 400,000 companies choose Loom/);
});

test('content hidden until scripts run (visibility:hidden on the whole page) is still the content', () => {
  const { html, truth } = page('4020');
  const out = extractMarkdown(html, truth.url);
  assert.match(out.markdown, /ML teaches systems to think and understand like humans/);
  assert.ok(scorePage(out.markdown, truth.ground_truth.main_content, [], []).f1 > 0.8);
});

test('on a page hidden until scripts run, what is hidden for good stays hidden: screen-reader labels ("Regular price", "Unit price / per") are not shown (real Shopify collection)', () => {
  const { html, truth } = page('0638');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /Espresso Roast Single-Serve Pods/);
  assert.doesNotMatch(md, /Regular price|Unit price/);
});

test('a section headed "You Might also like..." after the post is not the post, though its teasers hold prose', () => {
  const { html, truth } = page('0184');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /build something powerful together/);
  assert.doesNotMatch(md, /You Might also like/i);
  assert.doesNotMatch(md, /Tired of off-the-shelf tools that don’t meet your needs/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.9);
});

test('cards repeated under a widget-like name, holding much of the page, are its content, not sidebar widgets (real programme index)', () => {
  const { html, truth } = page('0076');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /Stakeholders depend on accountants to prepare timely and accurate financial reports/);
  assert.match(md, /Supply Chain Management remains a key component to organizational success/);
  // A card of that name with more prose than links is one of them, not a widget to prune.
  assert.match(md, /Strong sales are one of the most critical factors in any organization’s success/);
});

test('a landing page stacked as sections straight under <body> keeps every prose section, not only the best one (real page)', () => {
  const { html, truth } = page('4464');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /## Get \*Everything\* Done/);
  assert.match(md, /The modern way to manage tasks by dragging into completion columns/);
  assert.match(md, /Have the ability to see an overview of your due items from one place/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.85);
});

test('a listing keeps the prose and subcategories that introduce it when one block holds both (real Wikipedia category)', () => {
  const { html, truth } = page('3010');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /This category lists individual \*\*\[programming languages\]/);
  assert.match(md, /Programming languages created by women/);
  assert.match(md, /\[Zig \(programming language\)\]/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.9);
});

test('a list item that is a short sentence around one link is content, not a menu entry (real checklist)', () => {
  const { html, truth } = page('4589');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /- Draw up\s+\[a budget\]\(https:\/\/onefabday\.com\/work-out-wedding-budget\/\)/);
  assert.match(md, /- Book your\s+\[celebrant or solemniser\]/);
});

test('a Wikipedia list page: its lead, sections and table of laureates, not only its reference list (which outscores them)', () => {
  const { html, truth } = page('2905');
  const md = extractMarkdown(html, truth.url).markdown;
  // The lead's picture (the medal, linked to its file page), then the lead's caption.
  assert.match(md, /^\[!\[\]\(https:\/\/upload\.wikimedia\.org\/wikipedia\/en\/thumb\/e\/ed\/Nobel_Prize\.png\/250px-Nobel_Prize\.png\)\]\(https:\/\/en\.wikipedia\.org\/wiki\/File:Nobel_Prize\.png\)\n\n\[Nobel laureates\]\(https:\/\/en\.wikipedia\.org\/wiki\/Nobel_laureates\) receive/);
  assert.match(md, /\n\| 1901 \| \[Wilhelm Röntgen\]\(https:\/\/en\.wikipedia\.org\/wiki\/Wilhelm_R%C3%B6ntgen\) \|/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.8);
});

test('parts a React page streams in later (hidden `S:` segments moved into their placeholders by script) are read where they belong, and their skeletons are not (real pages, one saved without its comments)', () => {
  const { html, truth } = page('0498');
  const md = extractMarkdown(html, truth.url).markdown;
  // The install command is a segment sent after the footer; its placeholder sits between these two paragraphs.
  assert.match(md, /make sure to play around with the concepts[^\n]*\n+```\n\$ npm i @mostly-adequate\/support\n```\n+Alternatively, exercises/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.95);
  // Saved without its comments, a boundary's skeleton is known by its words ("Loading paragraph...").
  const fool = page('4503');
  const article = extractMarkdown(fool.html, fool.truth.url).markdown;
  assert.doesNotMatch(article, /Loading (paragraph|image|hub_pages)/);
  assert.match(article, /can put your stock investment strategy on autopilot[^\n]*\n\n!\[A digital board displaying stock market indexes/);
});

test('what the class `hide` hides (a shipping banner per country) is not content; the collection is (real Glossier page)', () => {
  const { html, truth } = page('4757');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.doesNotMatch(md, /Free standard shipping on orders/);
  assert.match(md, /Balm Dotcom Trio/);
  // Every product's name and prices; the truth also counts the screen-reader labels before each
  // price ("Sale price", "Regular price"), which a sighted reader does not see.
  const score = scorePage(md, truth.ground_truth.main_content, [], []);
  assert.ok(score.precision > 0.95 && score.recall > 0.65, `P ${score.precision} R ${score.recall}`);
  assert.doesNotMatch(md, /Sale price|Regular price/);
});

test('<article> teasers written again and again (a blog\'s latest posts) are not the page\'s article: a landing page keeps its sections (real page)', () => {
  const { html, truth } = page('4467');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /OpenProject can be installed on-premises in your own organizations’s infrastructure/);
  assert.match(md, /Use OpenProject's agile boards for efficient team organization/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.9);
});

test('a list titled "Trending" is the content, not a "Trending" aside to drop (real GitHub Trending page)', () => {
  const { html, truth } = page('2909');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /See what the GitHub community is most excited about today/);
  assert.match(md, /A Simple and Universal Swarm Intelligence Engine/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.9);
});

test('a page that says it is an article keeps to the article: not the "Popular" posts beside it, though they read as prose (real blog post)', () => {
  const { html, truth } = page('4612');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /Composting organic waste to return nutrients to the soil/);
  assert.doesNotMatch(md, /How Espresso Machines Work/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.95);
});

test('an article whose opening sits in a block of its own, before the rest, keeps its opening (real blog post)', () => {
  const { html, truth } = page('4665');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /When I started podcasting over 10 years ago/);
  assert.match(md, /Unbox the Samson Q2U/);
});

test('an article whose opening sections stand before its longest one, that one nested in wrappers holding it alone, keeps its opening (real parenting guide)', () => {
  const { html, truth } = page('4177');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /While co-sleeping may be a fine solution for some families/);
  assert.match(md, /Sleep is essential for all of us/);
  assert.match(md, /1\. Start With a Plan/);
});

test('a teaser labelled "Sponsored Content" among the posts is an advertisement, not content (real travel magazine page)', () => {
  const { html, truth } = page('0331');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /recently released its 2025 report on top U\.S\. rental car companies/);
  assert.doesNotMatch(md, /Sponsored Content/);
});

test('a block the page writes twice word for word (two layouts of one case study) is given once (real agency page)', () => {
  const { html, truth } = page('4245');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.equal(md.split('Increasing attendance and awareness of a world-class space museum in small-town Kansas.').length, 2);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.7);
});

test('an author\'s and a reviewer\'s bios under "About the Author" are not the article (real Harvard Health page)', () => {
  const { html, truth } = page('4058');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /Exercising regularly can improve symptoms of mild to moderate depression/);
  assert.doesNotMatch(md, /About the (Author|Reviewer)|Maureen Salamon is the executive editor/);
});

test('what modal windows hold (a client\'s case opened by a click, "cd-modal") is not content, however much text they hold (real agency page)', () => {
  const { html, truth } = page('4245');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.doesNotMatch(md, /Koch Engineered Solutions|Kansas Turnpike Authority/);
  assert.match(md, /Increasing attendance and awareness of a world-class space museum/);
  assert.ok(scorePage(md, truth.ground_truth.main_content, [], []).f1 > 0.85);
});

test('what the class `hide` hides is not taken for the page waiting for its script, though it holds most of the text (real BigCommerce product page)', () => {
  const { html, truth } = page('0604');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /The AS Colour Staple Tee\. Enduring comfort in a regular fit/);
  assert.doesNotMatch(md, /retail_price_tier1|cat_thumb_/);
});

test('a listing kept as content is pruned inside too: its cards\' counters and buttons go, their titles and tags stay (real DEV Community front page)', () => {
  const { html, truth } = page('3014');
  const md = extractMarkdown(html, truth.url).markdown;
  assert.match(md, /## \[3 words worth a billion dollars: Drift to Determinism \(DriDe\)\]\(https:\/\/dev\.to\/grahamthedev\//);
  assert.match(md, /\[#webdev\]\(https:\/\/dev\.to\/t\/webdev\) \[#ai\]\(https:\/\/dev\.to\/t\/ai\)/);
  assert.doesNotMatch(md, /^\[?(\d+ reactions|\d+ comments?|Add Comment|\d+ min read)\]?/im);
});

test('a site footer no name marks is known by its legal links, and left out (real Medium front page; real Miro page, its footer in Framer\'s blocks)', () => {
  for (const [id, footer] of [['2972', /\[Text to speech\]|\[Careers\]|\[Terms\]/], ['2846', /\[Terms of Service\]|\[Manage Cookies\]/]] as const) {
    const { html, truth } = page(id);
    const md = extractMarkdown(html, truth.url).markdown;
    assert.doesNotMatch(md, footer, id);
  }
  // The Medium page's listing stays.
  assert.match(extractMarkdown(page('2972').html, page('2972').truth.url).markdown, /Netflix/);
});
