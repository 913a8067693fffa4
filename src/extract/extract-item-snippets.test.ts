/**
 * The extractor on small real snippets of item pages — listings, shop grids, cards, product
 * pages (cut by scripts/cut-markdown-snippets.ts, provenance in fixtures/MANIFEST.tsv): which
 * items, titles and product text stay, which counts, controls, reviews, offers and fine print go.
 * The other rules are in extract-snippets.test.ts; whole real pages in extract.test.ts.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { extractMarkdown } from './extract.ts';

test('a listing\'s result count ("Showing 24 of 514 results", "Displaying 1 to 24 (of 204 products)") is the pager\'s, not a line of the listing', () => {
  const html = readFileSync(new URL('./fixtures/result-count.html', import.meta.url), 'utf8');
  const items = Array.from({ length: 4 }, (_, i) => `<li><h3>Bookcase ${i + 1}</h3><p>Solid pine bookcase with four adjustable shelves, easy to assemble, in white or oak.</p></li>`).join('');
  const md = extractMarkdown(`<main><ul>${items}</ul>${html}</main>`, 'https://www.ikea.com/us/en/cat/bookcases-shelving-units-st002/').markdown;
  assert.match(md, /Bookcase 4/);
  assert.doesNotMatch(md, /Showing 24 of 514 results/);
  // osCommerce's count, its numbers in bold and its total in brackets (regencychess.com).
  const bracketed = readFileSync(new URL('./fixtures/result-count-bracketed.html', import.meta.url), 'utf8');
  const shop = extractMarkdown(`<main>${bracketed}<ul>${items}</ul></main>`, 'https://www.regencychess.com/chess-sets').markdown;
  assert.match(shop, /Bookcase 4/);
  assert.doesNotMatch(shop, /Displaying|204 products/);
  // The same words inside a sentence are text.
  assert.match(extractMarkdown(`<main><p>${'Our catalogue grows every week. '.repeat(8)}Showing 24 of 514 results is the default view.</p></main>`, 'https://example.org/').markdown, /Showing 24 of 514 results is the default view/);
});

test('a variant picker (a <fieldset> of radio buttons, "More options" over swatches) is a control; the card it sits in is content (real IKEA listing)', () => {
  const picker = readFileSync(new URL('./fixtures/variant-picker.html', import.meta.url), 'utf8');
  const cards = Array.from({ length: 4 }, (_, i) => `<li><h3>BILLY Bookcase ${i + 1}</h3><p>Adjustable shelves, so you can customize your storage as needed.</p><p>$69.99</p>${picker}</li>`).join('');
  const md = extractMarkdown(`<main><h1>Bookcases</h1><ul>${cards}</ul></main>`, 'https://www.ikea.com/us/en/cat/bookcases-shelving-units-st002/').markdown;
  assert.match(md, /BILLY Bookcase 4/);
  assert.match(md, /\$69\.99/);
  assert.doesNotMatch(md, /More options|Option: BILLY|Dark brown BILLY bookcase/);
  // A fieldset of text, without choices to tick, is not a control.
  const prose = `<fieldset><legend>Assembly</legend><p>${'Two people need about an hour to assemble the bookcase with the tools supplied. '.repeat(4)}</p></fieldset>`;
  assert.match(extractMarkdown(`<main><h1>BILLY</h1>${prose}</main>`, 'https://www.ikea.com/').markdown, /Two people need about an hour/);
});

test('a product\'s customer reviews, headed "Customer Reviews" (rating bars, "Customers say"), are not the product\'s description (real Wayfair block)', () => {
  const reviews = readFileSync(new URL('./fixtures/customer-reviews.html', import.meta.url), 'utf8');
  const description = `<p>${'The executive chair pairs a padded vinyl seat with a tilt mechanism and a steel base. '.repeat(5)}</p>`;
  const md = extractMarkdown(`<main><h1>Vinyl Executive Chair</h1>${description}${reviews}</main>`, 'https://www.wayfair.com/lighting/pdp/bread-stone-x-beaded-cut-16-row-woodland-bop1026.html').markdown;
  assert.match(md, /padded vinyl seat/);
  assert.doesNotMatch(md, /Customer Reviews|Customers praise|star reviews/);
});

test('short lone links of one shape, each heading its own item with differing words, are the items\' titles and stay; the same links saying one stock phrase, or written one after another as a menu, go (real createandbabble.com blog hop, newsproduct.org menu)', () => {
  const post = readFileSync(new URL('./fixtures/item-title-links.html', import.meta.url), 'utf8');
  const url = 'https://createandbabble.com/10-easy-diy-wood-projects-to-make/';
  const md = extractMarkdown(`<html><body><article>${post}</article></body></html>`, url).markdown;
  assert.match(md, /\[Industrial Pipe Bookshelf\]\(https:\/\/www\.virginiasweetpea\.com\/diy-industrial-pipe-bookshelf\/\)/);
  assert.match(md, /\[2 x 4 Bench\]\(/);
  assert.match(md, /\[Repurposed Frame Wall Shelf\]\(/);
  // The same cards, every link saying "Read more": calls to action.
  const stock = post.replace(/(<p style="text-align: center;"><a [^>]*>)[^<]+(<\/a><\/p>)/g, '$1Read more$2');
  assert.doesNotMatch(extractMarkdown(`<html><body><article>${stock}</article></body></html>`, url).markdown, /Read more/);
  // A menu: one link per paragraph, one after another — its paragraphs put at the end of the
  // post's own block (in their <div> a rule of its own drops them as a block of links).
  const menu = readFileSync(new URL('./fixtures/menu-as-paragraphs.html', import.meta.url), 'utf8').replace(/^\s*<div[^>]*>|<\/div>\s*$/g, '');
  const page = extractMarkdown(`<html><body><article>${post.replace(/<\/div>\s*$/, `${menu}</div>`)}</article></body></html>`, url).markdown;
  assert.match(page, /Industrial Pipe Bookshelf/);
  assert.doesNotMatch(page, /Code of conduct|Privacy and cookies policies/);
});

test('a card whose links outweigh its words, among cards of its shape that read as text, is a card, not a menu: a launch list keeps every product (real Product Hunt list)', () => {
  const list = readFileSync(new URL('./fixtures/launch-list.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<html><body><main>${list}</main></body></html>`, 'https://www.producthunt.com/').markdown;
  // The card whose short tagline leaves its name and topic links most of its text.
  assert.match(md, /\[Vibe Marketplace by Greta\]\(https:\/\/www\.producthunt\.com\/products\/gretabyquestera\) Sell what you ship, instantly/);
  for (const name of ['Song Sweeper', 'Pulldog', 'GetMimic', 'Claude Marketplace']) assert.match(md, new RegExp(`\\[${name}\\]\\(https://www\\.producthunt\\.com/products/`));
});

test('sections headed by their linked titles keep the titles; the "See all reviews" link beside each is a call to action and goes (real Wirecutter review index)', () => {
  const sections = [1, 2, 3].map((n) => readFileSync(new URL(`./fixtures/see-all-section-${n}.html`, import.meta.url), 'utf8')).join('');
  const md = extractMarkdown(`<html><body><main>${sections}</main></body></html>`, 'https://www.nytimes.com/wirecutter/electronics/').markdown;
  assert.match(md, /\[Accessories\]\(https:\/\/www\.nytimes\.com\/wirecutter\/electronics\/accessories\/\)/);
  assert.match(md, /\[Cameras\]\(/);
  assert.match(md, /The Best Monitor Arms/);
  assert.doesNotMatch(md, /See all reviews/);
});

test('on a page declaring one product, other products listed under it with their prices (accessories to buy with it) are offers beside the content and go; with no declaration, or when they are most of the page, they stay (real B&H product page)', () => {
  const declaration = readFileSync(new URL('./fixtures/product-json-ld.html', import.meta.url), 'utf8');
  const accessories = readFileSync(new URL('./fixtures/recommended-accessories.html', import.meta.url), 'utf8');
  const url = 'https://www.bhphotovideo.com/c/product/1825729-REG/portman_lights_p1_retro_or_evo_lrc_4_units_p1_retro_or_evo.html';
  // The page's own lines around the list (its buy box and its empty Q&A), as the page writes them.
  const buyBox = '<h1>Portman Lights P1 Retro Or EVO - 4 Units Roadcase</h1><p>BH #POP1REEVLRC4 • MFR #P1 RETRO OR EVO - LRC 4 UNITS</p><p>Expected availability: 2-4 Weeks</p><p>Free Standard Shipping</p>';
  const questions = '<h2>Portman Lights P1 RETRO or EVO Roadcase Q&amp;A</h2><p>Be the first to ask a question about this item</p>';
  const page = (head: string, body: string) => extractMarkdown(`<html><head>${head}</head><body>${body}</body></html>`, url).markdown;
  const product = page(declaration, `${buyBox}${accessories}${questions}`);
  assert.match(product, /Expected availability: 2-4 Weeks/);
  assert.match(product, /Be the first to ask a question/);
  assert.doesNotMatch(product, /PRO TEC ID Luggage Tag|Gaffer Tape|\$5\.00/);
  const accessory = /\[PRO TEC ID Luggage Tag\]\(https:\/\/www\.bhphotovideo\.com\/c\/product\/1014074-REG\/pro_tec_idtag_id_luggage_tag\.html\) {2}\n {2}\$5\.00/;
  assert.match(page('', `${buyBox}${accessories}${questions}`), accessory);
  // Offers that are most of what the page shows are what it is (a shop's grid that declares one product).
  assert.match(page(declaration, `<h1>Roadcase accessories</h1>${accessories}`), accessory);
});

test('a block named a disclaimer ("feature-benefit__disclaimer-wrap") is fine print, not the text it sits under (real Samsung product page)', () => {
  const features = [1, 2].map((n) => readFileSync(new URL(`./fixtures/feature-with-disclaimer-${n}.html`, import.meta.url), 'utf8')).join('');
  const md = extractMarkdown(`<html><body><main>${features}</main></body></html>`, 'https://www.samsung.com/levant/tablets/galaxy-tab-s/galaxy-tab-s9-fe-wifi-gray-128gb-sm-x510nzaamea/').markdown;
  assert.match(md, /Experience Circle to Search with Google/);
  assert.match(md, /DCI-P3 color gamut/);
  assert.doesNotMatch(md, /Sequences shortened and simulated|Measured diagonally/);
});

test('a non-modal sheet an accordion item opens ("Description" → role="dialog" aria-modal="false") is that item\'s panel and content; the same sheet outside an accordion is the frame\'s (real Gymshark product page)', () => {
  const accordion = readFileSync(new URL('./fixtures/accordion-sheet.html', import.meta.url), 'utf8');
  const page = (inner: string) => extractMarkdown(`<body><main><h1>Arrival T-Shirt</h1><p>Slim fit</p><p>$22</p>${inner}</main></body>`, 'https://www.gymshark.com').markdown;
  const md = page(accordion);
  assert.match(md, /REDEFINING YOUR POTENTIAL/);
  assert.match(md, /your admission to a new, purposeful approach to training/);
  assert.match(md, /Physique-accentuating flatlock seam lines/);
  // The sheet taken out of its accordion item is a dialog like any other.
  const sheet = accordion.slice(accordion.indexOf('<div class="sheet_sheet__Y6NS_"'), accordion.indexOf('<div class="accordion_accordion__YkH3w" aria-label="Delivery'));
  assert.doesNotMatch(page(`<p>${'Made for training, in sweat-wicking fabric. '.repeat(6)}</p>${sheet.replace(/<\/div>$/, '')}`), /REDEFINING YOUR POTENTIAL/);
});

test('a tooltip written as a <tool-tip> element ("tool-tip__content", shown on hover beside a spec\'s name) is not content; the spec and its value are (real headphones.com product page)', () => {
  const item = readFileSync(new URL('./fixtures/tool-tip-element.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<main><h1>Hifiman Sundara</h1><div class="product-overview">${item}</div><p>${'Planar magnetic drivers with an ultra-thin diaphragm for low distortion. '.repeat(4)}</p></main>`, 'https://www.headphones.com/products/hifiman-sundara').markdown;
  assert.match(md, /Cup style/);
  assert.match(md, /Open-Back/);
  assert.doesNotMatch(md, /higher-performance but have poor noise isolation/);
  // A block of a page's length named so is not a bubble (a site's article box "tool-tip-content").
  const long = `<div class="tool-tip-content"><p>${'The console market grew again this year, led by handheld devices. '.repeat(20)}</p></div>`;
  assert.match(extractMarkdown(`<main><h1>Consoles</h1>${long}</main>`, 'https://example.org/').markdown, /led by handheld devices/);
});

test('tab panes no name marks as panels ("tab-panes" > "tab-pane", display:none until clicked) are content beside the shown one; a hidden block outside a tab set stays hidden (real Newegg product page)', () => {
  const panes = readFileSync(new URL('./fixtures/tab-panes.html', import.meta.url), 'utf8');
  // A description long enough that the hidden panes are not most of the page (a page hidden whole until scripts run is shown whole).
  const description = `<p>${'A quiet triple-fan graphics card with a metal backplate and dual BIOS. '.repeat(20)}</p>`;
  const page = (inner: string) => extractMarkdown(`<main><h1>ASUS TUF RTX 4070 SUPER</h1>${description}${inner}</main>`, 'https://www.newegg.com/asus-geforce-rtx-4070-super/p/N82E16814126712').markdown;
  const md = page(panes);
  assert.match(md, /metal backplate/);
  assert.match(md, /90YV0KB3-M0AA00/);
  assert.match(md, /PCI Express 4\.0/);
  // The same hidden pane in a block not named for tabs is hidden, as any display:none block.
  const other = page(panes.replace('<div class="tab-panes">', '<div class="product-details">'));
  assert.match(other, /metal backplate/);
  assert.doesNotMatch(other, /90YV0KB3-M0AA00/);
});

test('a "Read more" expander\'s hidden part ("a-expander-content", display:none until clicked) is content, as a collapsed panel is (real Amazon book page)', () => {
  const expander = readFileSync(new URL('./fixtures/read-more-expander.html', import.meta.url), 'utf8');
  // A description long enough that the hidden part is not most of the page (a page hidden whole until scripts run is shown whole).
  const description = `<p>${'No matter your goals, Atomic Habits offers a proven framework for improving every day. '.repeat(40)}</p>`;
  const md = extractMarkdown(`<main><h1>Atomic Habits</h1>${description}<h2>Editorial Reviews</h2>${expander}</main>`, 'https://www.amazon.com/Atomic-Habits-Proven-Build-Break/dp/0735211299').markdown;
  assert.match(md, /a proven framework for improving every day/);
  assert.match(md, /Excerpt\. © Reprinted by permission/);
  assert.match(md, /It is so easy to overestimate the importance/);
});

test('on a product page, a section comparing the product with the shop\'s other models is an offer of those models, not the product\'s text; in an article the same comparison is content (real iFixit section)', () => {
  const comparison = readFileSync(new URL('./fixtures/product-comparison.html', import.meta.url), 'utf8');
  const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Pro Tech Toolkit","sku":"IF145-307-4","offers":{"@type":"Offer","price":"74.95","priceCurrency":"USD"}}</script>';
  const description = `<p>${'The Pro Tech Toolkit holds 64 precision bits, spudgers and tweezers for opening phones, laptops and consoles. '.repeat(16)}</p>`;
  const url = 'https://www.ifixit.com/products/pro-tech-toolkit';
  const md = extractMarkdown(`<html><head>${ld}</head><body><main><h1>Pro Tech Toolkit</h1>${description}${comparison}</main></body></html>`, url).markdown;
  assert.match(md, /64 precision bits, spudgers and tweezers/);
  assert.doesNotMatch(md, /Repair Business Toolkit|Bit Size & Material|Fabric Tool Roll/);
  // No product declared (an article comparing the kits): the comparison is what the reader came for.
  const article = extractMarkdown(`<html><body><main><h1>Pro Tech Toolkit</h1>${description}${comparison}</main></body></html>`, url).markdown;
  assert.match(article, /Repair Business Toolkit/);
});

test('a carousel whose words are all links (other products: titles, ratings, prices) is not the item\'s content; a carousel of prose is (real Amazon blocks)', () => {
  const products = readFileSync(new URL('./fixtures/link-carousel.html', import.meta.url), 'utf8');
  const story = readFileSync(new URL('./fixtures/prose-carousel.html', import.meta.url), 'utf8');
  const description = `<p>${'The earbuds fit in a capsule-shaped case that charges them three times over on the go. '.repeat(5)}</p>`;
  const md = extractMarkdown(`<main><h1>Space Capsule Earbuds</h1>${description}${products}${story}</main>`, 'https://www.amazon.co.uk/dp/B0D1XD1ZV3').markdown;
  assert.match(md, /capsule-shaped case/);
  assert.doesNotMatch(md, /RFUNGUANGO|elago|EUR10\.37/);
  // The brand's story, told in slides of prose, stays.
  assert.match(md, /Shenzhen Gusile Trading Co\., Ltd\./);
  // A carousel that is most of what the page holds is its content (a strip of products, nothing else).
  assert.match(extractMarkdown(`<main><h1>Ear tips</h1>${products}</main>`, 'https://www.amazon.co.uk/').markdown, /RFUNGUANGO/);
});

test('a card that reads as text among cards that read as link lists keeps its title and tags as they do (real GitHub topic page)', () => {
  const card = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');
  // Five of them (the page has nineteen): with fewer, the block is read otherwise (a menu, or the intro alone).
  const linkCards = ['repo-card-links', 'repo-card-links-2', 'repo-card-links-3', 'repo-card-links-4', 'repo-card-links-5'].map(card).join('');
  const intro = '<p>Machine learning is a way of modeling and interpreting data that allows software to respond intelligently.</p>';
  const md = extractMarkdown(`<main><h1>machine-learning</h1>${intro}<div>${linkCards}${card('repo-card-text')}</div></main>`, 'https://github.com/topics/machine-learning').markdown;
  // The link cards: their titles and tags stay, as the listing's.
  assert.match(md, /### \[tensorflow\]\(https:\/\/github\.com\/tensorflow\) \/ \[tensorflow\]\(https:\/\/github\.com\/tensorflow\/tensorflow\)/);
  // PyTorch's card, whose description outweighs its links: its title and its tags were pruned as menus.
  assert.match(md, /### \[pytorch\]\(https:\/\/github\.com\/pytorch\) \/ \[pytorch\]\(https:\/\/github\.com\/pytorch\/pytorch\)\n/);
  assert.match(md, /\nTensors and Dynamic neural networks in Python with strong GPU acceleration\n/);
  assert.match(md, /\[autograd\]\(https:\/\/github\.com\/topics\/autograd\)/);
});

test('a stock aside heading written as a title and a subtitle ("Complete the look" / "Outfit inspiration") still heads an aside', () => {
  const heading = readFileSync(new URL('./fixtures/heading-title-subtitle.html', import.meta.url), 'utf8');
  const outfit = '<ul><li><a href="/jeans">Baggy Jeans - black</a> €39.99</li><li><a href="/jumper">Jumper - white</a> €12.99</li></ul>';
  const md = extractMarkdown(`<article><h1>Faux leather jacket - black</h1><p>${'Outer fabric material: 100% polyester, with a turn-down collar and a zip. '.repeat(5)}</p><section>${heading}${outfit}</section></article>`, 'https://www.zalando.co.uk/bershka-faux-leather-jacket-black-bej22t0pl-q11.html').markdown;
  assert.match(md, /Outer fabric material/);
  assert.doesNotMatch(md, /Complete the look|Baggy Jeans/);
});

test('a shop\'s "YOUR RECENTLY VIEWED ITEMS", a paragraph named a title, heads an aside: the items under it are not the product\'s (real B&H markup)', () => {
  const title = readFileSync(new URL('./fixtures/recently-viewed-title.html', import.meta.url), 'utf8');
  const viewed = '<ul><li><a href="/c/product/1">Portman Lights P1 Retro Or EVO - 4 Units Roadcase</a> $1,299.00</li><li><a href="/c/product/2">Aputure Amaran 60x S</a> $169.00</li></ul>';
  const md = extractMarkdown(`<main><h1>Portman Lights P1 Retro or EVO LRC (4 Units)</h1><p>${'A road case holding four P1 lights in foam cut to fit, with a lid that locks. '.repeat(5)}</p><section>${title}${viewed}</section></main>`, 'https://www.bhphotovideo.com/c/product/1825729-REG/portman_lights_p1_retro_or_evo_lrc_4_units_p1_retro_or_evo.html').markdown;
  assert.match(md, /A road case holding four P1 lights/);
  assert.doesNotMatch(md, /RECENTLY VIEWED|Aputure/);
});

test('a pop-up a closed trigger opens (aria-haspopup, aria-expanded="false", aria-controls) is not shown: a poster\'s profile card is not a line of the feed (real DEV story card)', () => {
  const story = readFileSync(new URL('./fixtures/closed-popup-card.html', import.meta.url), 'utf8');
  const md = extractMarkdown(`<main>${story}</main>`, 'https://dev.to/').markdown;
  assert.match(md, /## \[3 words worth a billion dollars/);
  // The poster's name is the story's byline, once; the profile card's copy of it (under an empty avatar link) is not.
  assert.equal(md.match(/GrahamTheDev\]/g)?.length, 1);
  // An accordion's toggle opens no pop-up (no aria-haspopup): its closed panel is an answer a reader opens, and stays.
  const faq = '<button aria-expanded="false" aria-controls="faq-1">How long does delivery take?</button><div id="faq-1"><p>Orders leave our warehouse within two working days and arrive within a week.</p></div>';
  assert.match(extractMarkdown(`<main>${story.repeat(3)}${faq}</main>`, 'https://dev.to/').markdown, /arrive within a week/);
  // A trigger naming the page's own content as its pop-up is mislabelled: the content stays.
  const page = `<button aria-haspopup="true" aria-expanded="false" aria-controls="content">Menu</button><div id="content">${'<p>The guide explains, step by step, how the kit is fitted and tested before the first drive.</p>'.repeat(6)}</div>`;
  assert.match(extractMarkdown(page, 'https://example.org/guide').markdown, /fitted and tested/);
});

test('a consent banner is never the content, however long its notice: an item page of short lines keeps its lines (real eBay banner)', () => {
  const banner = readFileSync(new URL('./fixtures/consent-banner.html', import.meta.url), 'utf8');
  const specifics = Array.from({ length: 40 }, (_, i) => `<div><span>Specific ${i + 1}:</span> <span>value ${i + 1}</span></div>`).join('');
  const item = `<div class="item"><h1>LuK 628318200 clutch kit for Iveco Daily V</h1><p>Condition: New</p><p>Price: EUR 189.00</p>${specifics}</div>`;
  const md = extractMarkdown(`<body>${item}${banner}</body>`, 'https://www.ebay.com/itm/404928375058').markdown;
  assert.match(md, /LuK 628318200 clutch kit/);
  assert.match(md, /Specific 40: value 40/);
  assert.doesNotMatch(md, /We use cookies|Data processing purposes/);
});

test('an entry\'s field written as a label and its value ("Comments: 10 pages, 4 figures") is the entry\'s, though its block is named "comments"; a comment counter ("Comments: 3") is not (real arXiv listing entry)', () => {
  const entry = readFileSync(new URL('./fixtures/labelled-comments-field.html', import.meta.url), 'utf8');
  const entries = [1, 2, 3].map((n) => `<dt>[${n}] <a href="/abs/2603.0545${n}">arXiv:2603.0545${n}</a></dt>${entry}`).join('');
  const md = extractMarkdown(`<main><h1>Artificial Intelligence</h1><h3>Fri, 6 Mar 2026</h3><dl>${entries}</dl></main>`, 'https://arxiv.org/list/cs.AI/recent').markdown;
  assert.match(md, /Distributed Partial Information Puzzles/);
  assert.match(md, /Comments: 10 pages, 4 figures/);
  const prose = `<p>${'The committee met on Tuesday and agreed the budget for the coming year. '.repeat(10)}</p>`;
  const post = extractMarkdown(`<article><h1>Budget agreed</h1>${prose}<div class="comments"><span>Comments:</span> 3</div></article>`, 'https://example.org/news/budget').markdown;
  assert.doesNotMatch(post, /Comments: 3/);
});

test('a card\'s link labelled "More in this category" over the category\'s name keeps the name as its text; the label is the site\'s (real Hospitality Net card)', () => {
  const link = readFileSync(new URL('./fixtures/more-in-category-link.html', import.meta.url), 'utf8');
  const cards = Array.from({ length: 4 }, (_, i) => `<article><h2><a href="/news/${i}.html">Resort news ${i + 1}</a></h2><p>The resort group reopened its beach property after a full renovation of its rooms, pools and restaurants.</p>${link}</article>`).join('');
  const md = extractMarkdown(`<main>${cards}</main>`, 'https://www.hospitalitynet.org/list/1-10/all-latest-news.html').markdown;
  assert.match(md, /Resort news 4/);
  assert.match(md, /\[Leisure Travel\]\(https:\/\/www\.hospitalitynet\.org\/list\/1-10\/leisure-travel\.html\)/);
  assert.doesNotMatch(md, /More in this category/);
});

test('a marketplace\'s searches under "More to explore :" after the item are not the item (real eBay block)', () => {
  const block = readFileSync(new URL('./fixtures/more-to-explore.html', import.meta.url), 'utf8');
  const item = `<p>${'Proof set in its original mint packaging, coins untouched since issue. '.repeat(6)}</p>`;
  const md = extractMarkdown(`<main><h1>2016 Silver Proof Set</h1>${item}${block}</main>`, 'https://www.ebay.com/itm/365999454668').markdown;
  assert.match(md, /Proof set in its original mint packaging/);
  assert.doesNotMatch(md, /More to explore|U\.S\. Mint Coin Proof Sets/);
});
