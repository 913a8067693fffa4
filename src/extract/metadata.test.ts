/**
 * Page metadata on whole real WCXB pages (fixtures/pages and the bench sample): who wrote the
 * page — declared, shown in a byline, or a forum's first poster — its title and its other fields.
 * The published date: metadata-dates.test.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractMarkdown } from './extract.ts';
import { fixtureMetadata as metadata, fixturePage } from './fixtures/pages.ts';
import { asName } from './byline-name.ts';
import { nameAfterDate } from './dates.ts';

/** Each page's author is the name given, and the ground truth's. */
const authorsAre = (cases: [string, string][]) => {
  for (const [id, name] of cases) {
    const { meta, truth } = metadata(id);
    assert.equal(meta.author, name, id);
    assert.equal(meta.author, truth.author, id);
  }
};

test('an author given as a profile URL (article:author, Facebook) names no one: the JSON-LD Person is the author', () => {
  authorsAre([['0487', 'Franck Nijhof']]);
});

test('with no name anywhere but a profile URL, no author is given rather than the URL; a Person the Article names by reference is the author', () => {
  const urlOnly = '<html><head><meta property="article:author" content="https://www.facebook.com/brandwisdomsolutions"></head><body><article><h1>Elevating wellness brands</h1><p>Marketing for healthcare and wellness brands.</p></article></body></html>';
  assert.equal(extractMarkdown(urlOnly, 'https://brandwisdom.in/blog/').metadata.author, undefined);
  // 0716 says it both ways: article:author is the Facebook URL, its Yoast graph's Article names the Person "Supriya" by @id.
  assert.equal(metadata('0716').meta.author, 'Supriya');
});

test('an author named only by Yoast\'s "Written by" preview label is found', () => {
  authorsAre([['4377', 'Linda Rosencrance']]);
});

test('a description escaped twice by the site\'s templates is read as the page means it; an address keeps its "&amp;"', () => {
  // The tags as WCXB 0713 (Neoteric) and 4218 write them.
  const page = (head: string) => extractMarkdown(`<html><head>${head}</head><body><p>Text.</p></body></html>`, 'https://example.org/').metadata;
  assert.equal(page('<meta property="og:description" content="Neoteric: progressive web app development company you&amp;#039;re looking for. Get the native feel and increase user engagement in your PWA."/>').description, "Neoteric: progressive web app development company you're looking for. Get the native feel and increase user engagement in your PWA.");
  assert.equal(page('<meta name="description" content="Explore the best project management software pricing &amp;amp; costs. Know the PPM solutions pricing models like pay-per-user, flat fee, tiered, &amp;amp; freemium options.">').description, 'Explore the best project management software pricing & costs. Know the PPM solutions pricing models like pay-per-user, flat fee, tiered, & freemium options.');
  // Any named reference left so, not only markup's own (WCXB 0457's description, 0629's <title>, Sephora).
  assert.equal(page('<meta name="description" content="New research from The Federation of Master Builders (FMB) shows less than half of homeowners aren&amp;rsquo;t offering their builder a hot drink">').description, 'New research from The Federation of Master Builders (FMB) shows less than half of homeowners aren’t offering their builder a hot drink');
  assert.equal(page('<title>The Cream with TFC8&amp;reg; Face Moisturizer - Augustinus Bader | Sephora</title>').title, 'The Cream with TFC8® Face Moisturizer - Augustinus Bader | Sephora');
  // Read once, as written: "Q&A" stays, and so does an image address's query.
  const once = page('<meta property="og:title" content="Q&amp;A: pricing"><meta property="og:image" content="https://example.org/i.png?a=1&amp;amp;b=2">');
  assert.equal(once.title, 'Q&A: pricing');
  assert.equal(once.image, 'https://example.org/i.png?a=1&amp;b=2');
});

test('an author named only in a publishing platform\'s own meta tag (Sailthru\'s sailthru.author, Cxense\'s cXenseParse:author) is the author', () => {
  authorsAre([['4708', 'Meghan Holmes'], ['4472', 'Harry Rabinowitz']]);
});

test('JSON-LD with a line break typed raw inside a string (invalid JSON as written) is still read: the thread\'s poster and date (GameFAQs)', () => {
  const { meta, truth } = metadata('0574');
  assert.equal(meta.author, 'Need2KnowLion');
  assert.equal(meta.author, truth.author);
  assert.equal(meta.published_date?.slice(0, 10), '2024-02-21');
});

test('every metadata value is one line, single-spaced, however the page wrote its tag (an author across lines and tabs)', () => {
  const { meta, truth } = metadata('4027');
  assert.equal(meta.author, 'Mark SubbaRao and Jonas Jaegermeyer');
  assert.equal(meta.author, truth.author);
  for (const value of Object.values(meta)) if (typeof value === 'string') assert.doesNotMatch(value, /\s{2}|[\n\t]|^\s|\s$/);
});

test('the Article\'s author is found where the first JSON-LD object describing the page names none (Yoast\'s WebPage before a second script\'s Article)', () => {
  authorsAre([['0103', 'Esther Magna']]);
});

test('a paper\'s authors are its scholarly meta tags\' citation_author, in order, "Last, First" written "First Last" (arXiv, PubMed Central)', () => {
  assert.equal(metadata('0380').meta.author, 'Aniruddha Roy, Jyoti Patel, Aman Chadha, Vinija Jain, Amitava Das');
  authorsAre([['4063', 'Md Najmul Hossain, Jaeeun Lee, Hongseok Choi, Yi-Sub Kwak, Jongnam Kim']]);
});

test('with no author in the meta tags or JSON-LD, the byline the page shows names the author: a blog\'s name shown as a title beside the role, "View all posts by …"', () => {
  authorsAre([['4688', 'Matt Check'], ['4599', 'Ray Ansari'], ['4840', 'Dan Pantelo']]);
});

test('on a discussion the first poster is the author (XenForo, Stack Exchange question and answers, Discourse\'s QAPage)', () => {
  authorsAre([['0516', 'paulb203'], ['1177', 'user3080392'], ['0172', 'KumikoGoingCrAzY'], ['0518', 'boobaloobie']]);
  // Discourse says it only in JSON-LD: a QAPage whose main entity, the Question, names its asker.
  const { meta, truth } = metadata('0501');
  assert.equal(meta.author, 'DaleJack');
  assert.equal(meta.author, truth.author);
  assert.equal(meta.published_date, '2024-09-05T23:15:57+00:00');
  // …or in the crawler view it serves inside <noscript> (each post's itemprop="author"), where a
  // name may be followed by the handle in brackets ("Laubrani (Laubrani)").
  for (const id of ['0511', '0508']) {
    const page = metadata(id);
    assert.equal(page.meta.author, page.truth.author);
  }
  assert.deepEqual(['0511', '0508'].map((id) => metadata(id).meta.author), ['hayley.p', 'Laubrani']);
});

test('on a discussion a line over the posts saying who started it names the author and the day, before the site\'s clock in its header, the page\'s first <time> (SMF\'s "Started by Biology Forums, June 04, 2024, …")', () => {
  const { meta, truth } = metadata('0556');
  assert.equal(meta.author, 'Biology Forums');
  assert.equal(meta.author, truth.author);
  assert.equal(meta.published_date, '2024-06-04');
  assert.equal(truth.publish_date, '2024-06-04');
  // Elsewhere "Started by" is a story, not a byline.
  assert.equal(extractMarkdown('<html><body><article><h1>About us</h1><p>Started by John Smith in 1990</p><p>We make chairs.</p></article></body></html>', 'https://example.com/about').metadata.author, undefined);
});

test('on a discussion a poster\'s card written as a definition list names the first poster (FluxBB: the name, then "Registered:" and "Posts:"); a name inside it marked as one is read as before (phpBB\'s "Topic Author" badge stays out)', () => {
  const arch = metadata('0541');
  assert.equal(arch.meta.author, 'chunix64');
  assert.equal(arch.meta.author, arch.truth.author);
  const phpbb = metadata('0538');
  assert.equal(phpbb.meta.author, 'changingtimes');
  assert.equal(phpbb.meta.author, phpbb.truth.author);
});

test('on a discussion the poster named in an element forum software names for them is the author (Flarum\'s <h3 class="PostUser-name">)', () => {
  authorsAre([['0557', 'antonjw']]);
});

test('an author declared only in microdata names the page\'s author (a Person\'s name inside an Article or a thread\'s opening post); a review\'s author, or a title marked as a Person\'s name, names no one', () => {
  authorsAre([['0576', 'Alphabyte1'], ['4858', 'Emma Ryan']]);
  for (const id of ['2362', '4771']) {
    const { meta, truth } = metadata(id);
    assert.equal(meta.author, undefined, id);
    assert.equal(truth.author, null, id);
  }
});

test('on a forum a link to the poster\'s profile on the site names them (NodeBB\'s /user/julian, vBulletin\'s member.php?u=); a thread page\'s <body class="comments-page"> hides no byline (old Reddit)', () => {
  authorsAre([['0549', 'julian'], ['0525', 'microfast'], ['0562', 'InsaneSnow45']]);
  // The account pages (/user/login, a footer's link on a page under /teaching-topics/) are no poster's.
  assert.equal(metadata('0210').meta.author, undefined);
});

test('the site\'s own name as the author (a JSON-LD Organization) gives way to the writer\'s byline shown on the page; the same person named twice stays as first written', () => {
  const { meta, truth } = metadata('0151');
  assert.equal(meta.author, 'Shauna Mitchell');
  assert.equal(meta.author, truth.author);
  assert.equal(metadata('0420').meta.author, 'Dan Davies');
});

test('a listing that shows many writers\' bylines (a community front page) names no one author', () => {
  assert.equal(metadata('3014').meta.author, undefined);
  // Nor do its stories' rel="author" links, three writers or more, on a page that is no article (CIO Dive's topic page, WCXB 0956).
  const byline = (name: string, path: string) => `<li><h3>Story</h3><span><a rel="author" href="/editors/${path}/">\n\n  ${name}\n\n  </a></span></li>`;
  const feed = `<ul>${byline('Makenzie Holland', 'mholland')}${byline('Lindsey Wilkinson', 'lwilkinson')}${byline('Makenzie Holland', 'mholland')}${byline('Roberto Torres', 'rtorres')}</ul>`;
  const author = (head: string, body: string) => extractMarkdown(`<html><head>${head}</head><body>${body}</body></html>`, 'https://www.ciodive.com/topic/cloud/').metadata.author;
  assert.equal(author('<meta property="og:type" content="website">', feed), undefined);
  // An article's first rel="author" link is its writer's, whatever related stories' bylines follow.
  assert.equal(author('<meta property="og:type" content="article">', `<h1>Cloud spending grows</h1><p>By <a rel="author" href="/editors/rtorres/">Roberto Torres</a></p>${feed}`), 'Roberto Torres');
  // Two writers may be one story's.
  assert.equal(author('', `<p>By <a rel="author" href="/a/">Chen Zhao</a> and <a rel="author" href="/b/">Daryl Fairweather</a></p>`), 'Chen Zhao');
});

test('a name left at its default — the CMS account ("admin") or a template\'s empty value ("undefined") — names no one; a greeting in the account menu is not a byline', () => {
  for (const id of ['4239', '0206']) {
    const { meta, truth } = metadata(id);
    assert.equal(meta.author, undefined);
    assert.equal(truth.author, null);
  }
  assert.equal(asName('Hi My Account'), undefined);
  // A template's field label left as the value (<meta name="author" content="Name">) gives way to the writer it names next.
  authorsAre([['0387', 'Maya Perez']]);
});

test('an author declared as an account — a login ("andrew.keaveney"), an e-mail address, a number, a template\'s unfilled key — gives way to the byline shown; on a forum a handle is the poster\'s name, e-mail or not', () => {
  authorsAre([['0195', 'Denise Everheart'], ['4459', 'Tim Enwall']]);
  // A GitHub gist declares its author by a number; the handle shown is the author (the truth adds "(Daniel)").
  assert.equal(metadata('0404').meta.author, 'hackermondev');
  // thecolumbiastar.com: after the address, the article's JSON-LD names two Persons, the first
  // with the byline's lead-in left in ("By Arlene Marturano"): the lead-in is no part of the name.
  assert.equal(metadata('0394').meta.author, 'Arlene Marturano, South Carolina Garden-based Learning Network on Facebook');
  // XenForo (usingenglish.com): the first poster's handle is an address, and it is who opened the thread.
  authorsAre([['2081', 'tomashusner@hotmail.com']]);
});

test('the page\'s last-modified date and its preview picture: from the meta tags, or from JSON-LD — an ImageObject named by reference in Yoast\'s graph', () => {
  const { meta } = metadata('0001');
  assert.equal(meta.published_date, '2025-09-04T12:50:36+00:00');
  assert.equal(meta.modified_date, '2025-09-04T12:52:02+00:00');
  assert.equal(meta.image, 'https://scratchculinary.com/wp-content/uploads/2025/09/Top-Nutrition-Trends-for-Fall-2025.jpg');
  const yoast = metadata('0393').meta;
  assert.equal(yoast.image, 'https://www.motorward.com/wp-content/images/2018/11/car-repair.jpg');
  assert.equal(yoast.modified_date, undefined);
});

test('an article\'s title is its headline as shown (its one <h1>), not the variant written for link previews', () => {
  for (const [id, previewTitle] of [
    ['0060', 'Expert Move Management: How to Choose a Moving Company'],
    ['0334', 'The 10 Best Car Rental Companies in 2024 [Rates, Service, Loyalty]'],
    ['4117', 'Marathon in One Year for Beginners » Take The Magic Step®'],
  ]) {
    const { meta, truth } = metadata(id!);
    assert.equal(meta.title, truth.title);
    assert.notEqual(meta.title, previewTitle);
  }
  // A line break in the headline parts its words (the <h1> as WCXB 0022, menlocoaching.com, writes it).
  const broken = extractMarkdown('<html><head><meta property="og:type" content="article"><meta property="og:title" content="Top MBA Programs of 2025: Business School Rankings"></head><body><h1 class="wp-block-heading">Top MBA Programs of 2025 (US)<br>Your Guide to the Best Business Schools</h1><p>Scroll on.</p></body></html>', 'https://menlocoaching.com/mba-rankings/');
  assert.equal(broken.metadata.title, 'Top MBA Programs of 2025 (US) Your Guide to the Best Business Schools');
});

test('a lone <h1> ending in a colon introduces what follows it (a promotion\'s "A message from John Furrier, co-founder of SiliconANGLE:"): no headline, the preview title stands', () => {
  const { meta } = metadata('0462');
  assert.equal(meta.title, 'How Google Cloud runs AI inference at production scale');
});

test('a title that opens with the site\'s logo <h1> is not cut down to the logo: what follows the separator is the headline when it is the longer phrase (Tapatalk)', () => {
  const { meta, truth } = metadata('0560');
  assert.equal(meta.title, 'TFH Online Forum-What to look for before purchasing new fish');
  assert.ok(meta.title!.endsWith(truth.title));
});

test('a title\'s last part naming the host\'s brand is the site\'s, not the title\'s, where a phrase stays (the <title>s of WCXB 4211, 3066 and 0659)', () => {
  const title = (head: string, url: string) => extractMarkdown(`<html><head>${head}</head><body><p>Text.</p></body></html>`, url).metadata.title;
  assert.equal(title('<title>Roomba® j7+ | Top-Rated Self-Emptying Robot Vacuum | iRobot®</title>', 'https://www.irobot.com/en_US/roomba-j7plus-self-emptying-robot-vacuum/J755020.html'), 'Roomba® j7+ | Top-Rated Self-Emptying Robot Vacuum');
  assert.equal(title('<title>ThinkPad P16s Gen 3 (16” Intel) | AI-fueled 16 inch mobile workstation | Lenovo US</title>', 'https://www.lenovo.com/us/en/p/laptops/thinkpad/'), 'ThinkPad P16s Gen 3 (16” Intel) | AI-fueled 16 inch mobile workstation');
  // One word left would be no title; another site's name is kept.
  assert.equal(title('<meta property="og:title" content="Shop | JOCO Cups" />', 'https://jococups.com/shop/'), 'Shop | JOCO Cups');
  assert.equal(title('<title>Quality Carry-On Luggage | Samsonite</title>', 'https://www.example.com/luggage'), 'Quality Carry-On Luggage | Samsonite');
});

test('a preview title that is only the site\'s name gives way to the next title; a lone <h1> that is the site\'s name is no headline; a home page keeps the site\'s name (tags of WCXB 4758, 0639, 2722, 2902, 3014)', () => {
  const title = (head: string, body: string, url: string) => extractMarkdown(`<html><head>${head}</head><body>${body}<p>Text.</p></body></html>`, url).metadata.title;
  // Every title the shop's theme writes is "Glossier": the page's <h1> names it.
  assert.equal(title('<title>Glossier</title><meta property="og:site_name" content="Glossier"><meta property="og:title" content="Glossier"><meta name="twitter:title" content="Glossier"><meta property="og:type" content="website">', '<h1 class="hero__title">Custom Skincare Set</h1>', 'https://www.glossier.com/en-bg/a/pages/custom-skincare-set'), 'Custom Skincare Set');
  assert.equal(title('<meta property="og:site_name" content="Bombas"/><meta name="twitter:title" content="Bombas"/><title>All Men&#x27;s Socks</title>', '', 'https://shop.bombas.com/collections/mens-socks'), "All Men's Socks");
  // The blog's name as every post's one <h1>: the post's title is the preview's.
  assert.equal(title('<title>AI Trains on Your Art: Three Models That Could Pay You Back &mdash; Human in the Loop</title><meta property="og:type" content="article" /><meta property="og:title" content="AI Trains on Your Art: Three Models That Could Pay You Back" /><meta property="og:site_name" content="Human in the Loop" />', '<h1 dir="auto" id="blog-title"><a rel="author" href="/" class="h-card p-author">Human in the Loop</a></h1>', 'https://humanintheloop.example/ai-trains-on-your-art'), 'AI Trains on Your Art: Three Models That Could Pay You Back');
  // A home page: "Home" names the site's; the site's name is its title, whatever its <h1> says.
  assert.equal(title('<title>Home - The GitHub Blog</title><meta property="og:title" content="Home" /><meta property="og:site_name" content="The GitHub Blog" />', '', 'https://github.blog/'), 'The GitHub Blog');
  assert.equal(title('<title>DEV Community</title><meta property="og:title" content="DEV Community"><meta property="og:site_name" content="DEV Community"><meta name="twitter:title" content="DEV Community"><meta property="og:type" content="website">', '<h1 class="screen-reader-only">Posts</h1>', 'https://dev.to/'), 'DEV Community');
});

test('a discussion\'s title is its thread title (its one <h1>), where the preview title is the site\'s slogan (Reddit)', () => {
  const { meta, truth } = metadata('4008');
  assert.equal(meta.title, 'Best Laptop for College to Buy in 2026? (Price, Battery Life, Portability)');
  assert.equal(meta.title, truth.title);
});

test('with nothing declared, a link to the writer\'s page (/author/…, /contributor/…) is the byline; a label to their page is no name', () => {
  authorsAre([['0450', 'Colin Watson'], ['0484', 'A. J. Neal']]);
  assert.equal(asName("Read Wendi Weiner's articles in HuffPost"), undefined);
});

test('a byline\'s lead-in written as an element of its own ("<h3>Author</h3><p>Lisa D. Ellis</p>", "<h2>Article by</h2><div>Matias Heikkilä</div>"): the name is the next element\'s', () => {
  authorsAre([['4079', 'Lisa D. Ellis'], ['0113', 'Eliz'], ['0431', 'Matias Heikkilä']]);
});

test('a byline under the headline written date first names the writer ("Dec 26, 2025 • Mahua Das in …", "2025-12-17 · Trond Teigen", "03/01/2017 by Agatha Caleo, Candidate Representative…"); under a listing\'s heading an item\'s "Dec 9, 2025 | Chalkbeat Philadelphia" names no one', () => {
  authorsAre([['4218', 'Mahua Das'], ['0447', 'Trond Teigen']]);
  // So does a block named for its date and its author together ("publish-date-author", Rust's blog).
  authorsAre([['0379', 'Niko Matsakis']]);
  const casact = metadata('0370');
  assert.equal(casact.meta.author, 'Agatha Caleo');
  assert.ok(casact.truth.author?.startsWith('Agatha Caleo, '));
  const listing = metadata('0082');
  assert.equal(listing.meta.author, undefined);
  assert.equal(listing.truth.author, null);
  assert.equal(nameAfterDate('Dec. 19, 2025 · Niko Matsakis on behalf of Vision Doc group'), 'Niko Matsakis');
  assert.equal(nameAfterDate('March 3, 2025 | By Sara Brown'), 'Sara Brown');
  // A section's name or a read time after the date names no one.
  assert.equal(nameAfterDate('Dec 19, 2025 · Technology'), undefined);
  assert.equal(nameAfterDate('Dec 17, 2025 · 5 min read'), undefined);
});

test('under a listing\'s heading, a "by" line under an item\'s linked title is the item\'s byline, not the page\'s (real Wirecutter section)', () => {
  const { meta, truth } = metadata('2934');
  assert.equal(meta.author, undefined);
  assert.equal(truth.author, null);
});

test('a byline under an article\'s headline written name, role, date ("Aaron Ricadela | Senior Writer | July 2, 2025") names the writer (real Oracle article)', () => {
  authorsAre([['4082', 'Aaron Ricadela']]);
});

test('a byline written in blocks is read with its words parted, as shown ("<div>By</div><div>Summer Swann</div><div>-</div>" is "Summer Swann", not "BySummer Swann-")', () => {
  authorsAre([['0184', 'Summer Swann'], ['4256', 'The Meetingnotes Team']]);
});

test('a byline is read as a name: its lead-in, its poster statistics and its date cut off; a date line or a poster card read whole names no one (lines seen on WCXB pages)', () => {
  assert.equal(asName('paulb203 Messages 196 Reaction score 76'), 'paulb203');
  assert.equal(asName('Tony B 8,415 posts · Joined 2008'), 'Tony B');
  assert.equal(asName('View all posts by Ray Ansari'), 'Ray Ansari');
  assert.equal(asName('Dan DaviesDec'), 'Dan Davies');
  assert.equal(asName('Updated January 27, 2025'), undefined);
  assert.equal(asName('J Offline julian NodeBB wrote on last edited by #1'), undefined);
  assert.equal(asName('Feb 3, 2025'), undefined);
  assert.equal(asName('by: Ziyi Xu, Dec 17, 2025'), 'Ziyi Xu');
  assert.equal(asName('by Meaghan Weeden ● December 23, 2025'), 'Meaghan Weeden');
  assert.equal(asName('Laubrani (Laubrani)'), 'Laubrani');
  // A lead-in for screen readers run into the name; an author card's link label.
  assert.equal(asName('Posted byDamien Walter'), 'Damien Walter');
  assert.equal(asName('View more'), undefined);
  // An author block's heading, the name in the element after it.
  assert.equal(asName('Insights from'), undefined);
});

test('an author block holding the name over a bio names its first line, when that is written as a name (Webflow); a byline run into its lead-in is the name (WordPress)', () => {
  authorsAre([['0306', 'Lauren Vetter'], ['4373', 'Damien Walter']]);
});

test('a line that says "Written by" and a name, named by nothing and anywhere on the page (an author box\'s heading), is the byline', () => {
  authorsAre([['4095', 'Cassidy Horton'], ['0440', 'The Team, edited by Walter']]);
});

test('a byline written as a line of its own under the headline, named by nothing ("By Amy Wilhelm", "by <a>Marketing Team</a>"), is the author; not on a product page, where "By" introduces the brand', () => {
  authorsAre([['4045', 'Amy Wilhelm'], ['4612', 'Marketing Team']]);
  // Under the headline, not the site's logo written as the first <h1>; after a standfirst, and
  // read from the line that says it, not the block that runs the writer's role on.
  authorsAre([['4628', 'Daniel Renfrow'], ['0446', 'Preetam Jinka']]);
  const product = '<html><head><script type="application/ld+json">{"@type":"Product","name":"Toastees","sku":"61856"}</script></head><body><h1>Almondina Toastees</h1><p>By Almondina</p><p>Thin, crisp almond toasts baked with cranberries.</p></body></html>';
  assert.equal(extractMarkdown(product, 'https://www.iherb.com/pr/almondina-toastees/61856').metadata.author, undefined);
});

test("a canonical <link> written relative resolves against the page's <base href>, as a browser's link.href does", () => {
  const page = (head: string) => extractMarkdown(`<html><head>${head}</head><body><p>text</p></body></html>`, 'https://example.org/forum/threads/x.1/').metadata.canonical_url;
  assert.equal(page('<base href="https://example.org/forum/"><link rel="canonical" href="threads/x.1/">'), 'https://example.org/forum/threads/x.1/');
  assert.equal(page('<link rel="canonical" href="../y.2/">'), 'https://example.org/forum/threads/y.2/');
});

test('a sidebar of latest comments (Joomla\'s "jcomments-latest") holds other people\'s bylines; an avatar\'s initials drawn in an SVG are no name, and "Last updated on" after the name is the date\'s lead-in (real Joomla post)', () => {
  authorsAre([['0427', 'Craig McCarthy']]);
});

test('an inline SVG\'s <title> (a social icon\'s "LinkedIn") is not the page\'s title, on a page whose head has none (real product page, its preview titles taken out)', () => {
  const { html, truth } = fixturePage('0602');
  assert.equal(metadata('0602').meta.title, '24" Deep Standing Desk');
  const untitled = html.replace(/<meta (property|name)="(og|twitter):title"[^>]*>/g, '');
  const title = extractMarkdown(untitled, truth.url).metadata.title;
  assert.ok(title?.startsWith('24" Deep Standing Desk'), title);
});
