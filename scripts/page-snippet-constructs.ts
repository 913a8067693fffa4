/**
 * Page constructs scripts/cut-markdown-snippets.ts cuts out of WCXB pages, after the Markdown's
 * own (markdown-snippet-constructs.ts): listings and shop grids, product pages, forum posts,
 * the frame's widgets and stock lines. Each a name (the fixture's file), the elements to look at,
 * and the test the first one to cut must pass.
 */
import { selectAll } from 'css-select';
import type { Element } from 'domhandler';
import { textContent } from 'domutils';
import type { SnippetConstruct } from './markdown-snippet-constructs.ts';

export const PAGE_CONSTRUCTS: SnippetConstruct[] = [
  // A listing's result count in a line of its own ("Showing 24 of 291 results").
  ['result-count', 'p', (el) => /^\s*Showing \d+ of \d+ results\s*$/.test(textContent(el)) && el.children.every((c) => c.type === 'text')],
  // osCommerce's result count over a grid, its numbers in bold and the total in brackets ("Displaying 1 to 24 (of 204 products)").
  ['result-count-bracketed', 'div', (el) => /^\s*Displaying \d+ to \d+ \(of \d+ products\)\s*$/.test(textContent(el)) && selectAll(':scope > strong', el).length === 3],
  // A shop's variant picker: a <fieldset> of radio buttons under "More options".
  ['variant-picker', 'fieldset', (el) => /^More options/.test(textContent(el)) && selectAll('input[type="radio"]', el).length >= 2 && textContent(el).length < 400],
  // A product page's customer reviews, headed "Customer Reviews" (rating histogram, "Customers say" summary, reviews).
  ['customer-reviews', 'div', (el) => el.attribs['data-anchor-tag'] === 'reviews' && selectAll('h2', el).some((h) => textContent(h).trim() === 'Customer Reviews') && textContent(el).length < 8000],
  // A FluxBB post: its poster's column ("Registered: 2024-01-27", "Posts: 98") beside the message.
  ['poster-statistics', 'div', (el) => /(^|\s)blockpost(\s|$)/.test(el.attribs.class ?? '') && /Registered: \d{4}-\d\d-\d\d/.test(textContent(el)) && textContent(el).length < 2500],
  // A vBulletin 3 post: a layout table, the poster's cell ("Join Date: Mar 2016", "Posts: 1") and the message's (title, a rule, text).
  ['vbulletin-post-table', 'table', (el) => /^post\d+$/.test(el.attribs.id ?? '') && /Join Date:/.test(textContent(el)) && selectAll('td[id^="td_post_"] > hr', el).length === 1 && textContent(el).length < 4000],
  // A poster's name as a link alone in its block (XenForo's <span class="message-name"><a href="/members/…">), and a default avatar drawn as the name's initial.
  ['poster-name-link', 'section', (el) => el.attribs.class === 'message-user' && selectAll('span.message-name > a[href*="/members/phinds"]', el).length === 1],
  ['poster-letter-avatar', 'section', (el) => el.attribs.class === 'message-user' && selectAll('a.avatar > span[role="img"]', el).length === 1 && selectAll('a[href*="/members/boobaloobie"]', el).length >= 2],
  ['poster-avatar-and-name', 'section', (el) => el.attribs.class === 'message-user' && selectAll('a.avatar > img[alt="piizog"]', el).length === 1],
  // A Webflow rich-text block spacing its paragraphs with paragraphs holding only a zero-width joiner.
  ['zero-width-spacer', 'div', (el) => /(^|\s)w-richtext(\s|$)/.test(el.attribs.class ?? '') && selectAll(':scope > p', el).filter((p) => textContent(p) === '\u200d').length >= 2 && textContent(el).length < 1500],
  // Footnote marks as a definition list's terms ("*", "**"), each over its note.
  ['footnote-marks', 'dl', (el) => selectAll(':scope > dt', el).map((dt) => textContent(dt).trim()).join(' ') === '* **' && textContent(el).length < 1200],
  // A byline laid out in blocks: "By", the name, a dash alone in its block, the date.
  ['byline-dash', 'div', (el) => /(^|\s)author-and-date(\s|$)/.test(el.attribs.class ?? '') && selectAll('div', el).some((d) => textContent(d).trim() === '-') && textContent(el).length < 200],
  // A widget's settings as JSON text in a block kept from view (opacity 0).
  ['script-state-json', 'div', (el) => el.attribs.id === 'widget-config' && /^\{"/.test(textContent(el)) && textContent(el).length < 3000],
  // A table of one row: logos side by side ("As seen on").
  ['one-row-table', 'table', (el) => selectAll('tr', el).length === 1 && selectAll('td', el).length >= 3 && selectAll('td', el).every((td) => selectAll('img', td).length === 1) && textContent(el).trim().length < 100],
  // A writer's bio under the article ("Irene is an experienced writer…"), named for it.
  ['author-bio', 'div', (el) => /(^|\s)cs-entry__author-description(\s|$)/.test(el.attribs.class ?? '') && textContent(el).length < 800],
  ['hidden-until-revealed', 'div', (el) => /(^|\s)defer-block(\s|$)/.test(el.attribs.class ?? '') && /display:\s*none/.test(el.attribs.style ?? '') && textContent(el).length > 3000],
  // A short link in a sentence, inside a span inside bold ("Leading the charge in <strong><span><a>interior design trends</a></span></strong> for 2025").
  ['bold-link-in-sentence', 'p', (el) => selectAll(':scope > strong', el).some((b) => { const only = (e: Element) => { const kids = e.children.filter((c) => c.type !== 'text' || (c as unknown as { data: string }).data.trim()); return kids.length === 1 && kids[0]!.type === 'tag' ? (kids[0] as Element) : undefined; }; const span = only(b); const a = span?.name === 'span' ? only(span) : undefined; return a?.name === 'a' && textContent(b).trim().split(/\s+/).length <= 4 && b.prev?.type === 'text' && /\p{L}\s*$/u.test((b.prev as unknown as { data: string }).data) && b.next?.type === 'text' && /^\s*\p{L}/u.test((b.next as unknown as { data: string }).data); }) && textContent(el).length < 600],
  // A link written inside a link (<span><a><span><a>curio cabinet</a></span></a></span>).
  ['nested-link', 'span', (el) => selectAll(':scope > a > span > a', el).length === 1 && textContent(el).length < 100],
  // A post closing on a list of other posts, each a picture and its title as a lone link in a centred paragraph (a blog hop).
  ['item-title-links', 'div', (el) => { const titles = selectAll(':scope > p[style*="center"] > a:only-child', el); return titles.length >= 5 && titles.filter((a) => { let prev = a.parent?.prev; while (prev && prev.type !== 'tag') prev = prev.prev; return !!prev && selectAll('img', prev as Element).length >= 1; }).length >= titles.length - 1 && textContent(el).length < 2000; }],
  // A site's menu written as paragraphs of one link each, one after another ("Contact Us", "About Us", "Code of conduct").
  ['menu-as-paragraphs', 'div', (el) => selectAll(':scope > p[style*="center"] > a:only-child', el).length >= 5 && textContent(el).length < 200],
  // A launch list: cards of a name link, a tagline and topic links, one card's tagline short enough that its links dominate it.
  ['launch-list', 'div', (el) => el.attribs.class === 'flex flex-col' && /^\s*Top Products Launching Today/.test(textContent(el)) && selectAll('[data-test^="post-name-"]', el).length >= 5],
  // Sections of a review index, each headed by its linked title and a "See all reviews" link beside it (three of them, cut apart).
  ...['Accessories', 'Audio', 'Cameras'].map((title, i): [string, string, (el: Element) => boolean] => [`see-all-section-${i + 1}`, 'section', (el) => selectAll(':scope > header > h2 > a', el).length === 1 && new RegExp(`^${title}See all reviews`).test(textContent(el)) && textContent(el).length < 1000]),
  // A product page's own declaration (JSON-LD Product) and, under the product, a list of other products to buy with it, each a link and a price.
  // Content Amazon preloads for a pop-over a click opens ("a-popover-preload"): a note on secure transactions, in prose.
  ['popover-preload', 'div', (el) => /(^|\s)a-popover-preload(\s|$)/.test(el.attribs.class ?? '') && (el.attribs.id ?? '').startsWith('a-popover-offerDisplayFeatureSecureTransactionPopover') && textContent(el).length < 1500],
  ['product-json-ld', 'script', (el) => el.attribs.type === 'application/ld+json' && textContent(el).startsWith('{"@context":"https://schema.org","@type":"Product","name":"Portman Lights')],
  // A category page's JSON-LD Product with only a name, a description and an aggregate rating (no offers): a badge for its stars.
  ['category-rating-badge-json-ld', 'script', (el) => el.attribs.type === 'application/ld+json' && /"@type":\s*"Product"/.test(textContent(el)) && /aggregateRating/.test(textContent(el)) && !/offers|sku|gtin|mpn/i.test(textContent(el)) && textContent(el).length < 1500],
  ['recommended-accessories', 'ul', (el) => el.attribs.class === 'itemsList_dNq3ctDwMk' && /PRO TEC ID Luggage Tag/.test(textContent(el))],
  // Feature blocks of a product page, each with its fine print in a block named a disclaimer ("* Sequences shortened and simulated").
  ...['Circle it, find it', 'Vibrant hues'].map((title, i): [string, string, (el: Element) => boolean] => [`feature-with-disclaimer-${i + 1}`, 'div', (el) => /^feature-benefit /.test(el.attribs.class ?? '') && selectAll(':scope > .feature-benefit__disclaimer-wrap', el).length === 1 && textContent(el).trim().startsWith(title)]),
  // A sharing plugin's block under a recipe: its heading ("Share this recipe") and buttons of one word each, in a wrapper whose name says "shared", not "share".
  ['share-this-recipe', 'div', (el) => /^shared-counts-wrap /.test(el.attribs.class ?? '') && /^Share this recipe/.test(textContent(el))],
  // A product page's accordion whose "Description" item opens a non-modal sheet (role="dialog", aria-modal="false") holding the description.
  ['accordion-sheet', 'section', (el) => /^accordion_accordion-container/.test(el.attribs.class ?? '') && /REDEFINING YOUR POTENTIAL/.test(textContent(el))],
  // A product's overview item whose title carries an explanation in a <tool-tip> element ("tool-tip__content"), shown on hover.
  ['tool-tip-element', 'div', (el) => el.attribs.class === 'overview-item' && /^\s*Cup style/.test(textContent(el)) && selectAll('tool-tip', el).length === 1],
  // Tab panes named by no rule ("tab-panes" > "tab-pane"): the shown one (Overview) and the hidden ones (Specs, Warranty), display:none until their tab is clicked.
  ['tab-panes', 'div', (el) => el.attribs.class === 'tab-panes' && /90YV0KB3-M0AA00/.test(textContent(el))],
  // A "Read more" expander: a book's reviews shown, its excerpt in "a-expander-content" (display:none) until the link below is clicked.
  ['read-more-expander', 'div', (el) => el.attribs.class === 'a-row a-expander-container a-expander-extend-container' && /Excerpt\. ©/.test(textContent(el))],
  // Marko's async fragment (eBay): the placeholder, holding a loader, where the page title goes, and the part itself, hidden further down the body until $afbrwweb(2) moves it.
  ['marko-placeholder', 'span', (el) => el.attribs.id === 'afbrwwebph2'],
  ['marko-part', 'div', (el) => el.attribs.id === 'afbrwweb2'],
  // Framer's breakpoint sheet (`@media (min-width: 1366px) and (max-width: 1919.98px) { .hidden-v27ra6 { display: none !important } }`) and a block written once per layout in variants it hides.
  ['framer-breakpoint-css', 'style', (el) => el.attribs['data-framer-breakpoint-css'] !== undefined && textContent(el).length < 1000],
  ['framer-layout-variants', 'div', (el) => selectAll(':scope > div.ssr-variant', el).length >= 3 && textContent(el).length < 1000],
  // A table row whose copies of its cells for narrow screens an inline style hides from 1240 px on (Emotion's <style> beside each cell).
  ['breakpoint-hidden-cells', 'tr', (el) => selectAll(':scope > style', el).some((s) => /@media[^{]*\{\.[\w-]+\{display:none/.test(textContent(s))) && textContent(el).length < 2500],
  // A guide's own header before its body: the <h1> and the opening paragraphs in "layout__header", the sections in "layout__body" beside it (MDN).
  ['content-header', 'div', (el) => el.attribs.class === 'layout__header reference-layout__header' && /Fetch is the modern replacement/.test(textContent(el))],
  // A thread's posts (<article>, with quote and reaction buttons) inside a form for moderators' bulk actions (Invision Community).
  ['posts-in-moderation-form', 'form', (el) => /do=multimodComment/.test(el.attribs.action ?? '') && /Squarespace roadmap/.test(textContent(el))],
  // A shop's policy panels under a product, headed with stock phrases: "Shipping & Returns" (a <details> whose <summary> holds the heading) and "Payment & Security".
  ['shipping-returns-details', 'details', (el) => selectAll(':scope > summary h4', el).some((h) => textContent(h).trim() === 'Shipping & Returns') && textContent(el).length < 600],
  ['payment-security-panel', 'div', (el) => /(^|\s)product-details__block(\s|$)/.test(el.attribs.class ?? '') && selectAll(':scope > h3', el).some((h) => textContent(h).trim() === 'Payment & Security') && textContent(el).length < 600],
  // A marketplace's feedback on the seller, under an item ("Seller Feedback", "No feedback yet").
  ['seller-feedback', 'div', (el) => /(^|\s)x-feedback-detail-list(\s|$)/.test(el.attribs.class ?? '') && /^\s*Seller Feedback/.test(textContent(el)) && textContent(el).length < 300],
  // Text that Markdown would read as raw HTML: an element's name shown in a title (MDN's "<table>: The Table element"),
  // and type parameters in a Rust impl header ("impl<A, E, V> FromIterator<Result<A, E>>", rustdoc's h3.code-header).
  ['angle-bracket-title', 'h1', (el) => /^<table>: The Table element$/.test(textContent(el).trim())],
  ['angle-bracket-code-header', 'h3', (el) => el.attribs.class === 'code-header' && /^impl<A, E, V> FromIterator<Result<A, E>>/.test(textContent(el))],
  // Emphasis CommonMark cannot close or open where the page put it: a bold comma between words ("blocks<strong>,</strong> Nethermind"),
  // a bold name ending in a possessive's apostrophe ("<strong>The Photographers’ Gallery’</strong>s"), a bold run opening on a colon
  // ("real<strong>: Those cups…</strong>"), and a list of bold labels ending in a colon, each value written straight after it.
  ['emphasis-punctuation-only', 'p', (el) => selectAll(':scope > strong', el).some((b) => textContent(b) === ',') && /^Even when processing massive merged blocks/.test(textContent(el))],
  ['emphasis-apostrophe', 'p', (el) => selectAll(':scope > strong', el).some((b) => textContent(b) === 'The Photographers’ Gallery’') && textContent(el).length < 800],
  ['emphasis-opening-colon', 'p', (el) => selectAll('strong, b', el).some((b) => /^: Those cups/.test(textContent(b))) && textContent(el).length < 800],
  ['label-colon-values', 'ul', (el) => /(^|\s)bose-list__list(\s|$)/.test(el.attribs.class ?? '') && /^\s*Headphones:/.test(textContent(el)) && textContent(el).length < 300],
  // Two bold runs side by side, the first all italics ("<strong><em>Plunder</em></strong><strong>’s strength…</strong>").
  ['adjacent-bold-after-italics', 'p', (el) => { const first = el.children.find((c) => c.type === 'tag') as Element | undefined; return first?.name === 'strong' && selectAll(':scope > em', first).length === 1 && textContent(first) === 'Plunder' && textContent(el).length < 600; }],
  // An answer on a Q&A site, its vote tally marked as schema.org's upvoteCount between the vote arrows.
  ['vote-count', 'div', (el) => /(^|\s)answer(\s|$)/.test(el.attribs.class ?? '') && selectAll('[itemprop="upvoteCount"]', el).length === 1 && /followed by/.test(textContent(el)) && textContent(el).length < 6000],
  // A course card whose field labels ("Price", "Duration", "Registration Deadline") are for screen readers only (Foundation's show-for-sr).
  ['screen-reader-labels', 'article', (el) => /content-type--course-instance/.test(el.attribs.class ?? '') && selectAll('.show-for-sr', el).length >= 2 && /Introduction to Data Science with Python/.test(textContent(el))],
  // Two bold runs a space apart, one phrase written as two elements ("<strong> at the airport</strong> <strong>without stress</strong>").
  ['bold-runs-a-space-apart', 'p', (el) => selectAll(':scope > strong', el).some((b) => textContent(b) === 'without stress') && textContent(el).length < 800],
  // A product page's comparison with the shop's other models (iFixit's ComponentSectionProductComparison).
  ['product-comparison', 'section', (el) => /^ComponentSectionProductComparison/.test(el.attribs.id ?? '') && textContent(el).length < 3000],
  // A shop card (a list item) whose photos are a list of their own, its title and price written after them.
  ['list-then-text-in-item', 'li', (el) => el.attribs['data-cnstrc-item-name'] === 'Thousand Heritage 2.0 Bike Helmet' && selectAll('ul', el).length >= 1],
  // A code viewer's line numbers, one per line block, beside each line's code (Twilio's docs).
  ['code-line-numbers', 'pre', (el) => selectAll('span', el).filter((s) => s.children.every((c) => c.type === 'text') && /^\d+$/.test(textContent(s)) && s.next?.type === 'tag' && (s.next as Element).name === 'div').length >= 3 && textContent(el).length < 1500],
  // Numbers written in the code itself, some opening their lines (Zig's `1...10 => "small"`).
  ['code-number-literals', 'pre', (el) => selectAll('span', el).filter((s) => /^\d+$/.test(textContent(s)) && s.prev?.type === 'text' && /\n\s*$/.test((s.prev as unknown as { data: string }).data)).length >= 2 && textContent(el).length < 1500],
  // Code whose lines end in CR LF, as its source wrote them.
  // (Not one reading process.env: the repository keeps that name to its config module, fixtures included.)
  ['code-crlf', 'pre', (el) => textContent(el).includes('\r\n') && !textContent(el).includes('process.env') && textContent(el).length < 1200],
  // Code laid out with no-break spaces (&nbsp;) for its columns.
  ['code-nbsp', 'pre', (el) => textContent(el).includes('\u00a0') && textContent(el).length < 800],
  // A rule (<hr>) closing a list item's text.
  ['rule-in-list-item', 'li', (el) => !/display:\s*none/.test(el.attribs.style ?? '') && selectAll(':scope > p', el).length >= 1 && (el.children.filter((c) => c.type === 'tag').at(-1) as Element | undefined)?.name === 'hr' && textContent(el).length < 1500],
  // Two lines of "=" typed as text in a post (a banner's frame), and a line of "~" between paragraphs of a description.
  ['equals-lines', 'b', (el) => /^\s*={10,}\s*={10,}\s*$/.test(textContent(el)) && selectAll('br', el).length >= 1],
  ['tilde-line', 'p, div, span', (el) => /~{5,}/.test(textContent(el)) && selectAll('br', el).length >= 1 && selectAll('div, p', el).length === 0 && textContent(el).length < 2500],
  // A paragraph ending in a zero-width joiner after its full stop (Webflow's "&zwj;").
  ['joiner-after-sentence', 'p', (el) => /\.\u200d\s*$/.test(textContent(el)) && textContent(el).length < 600],
  // Code with zero-width spaces in it (a manual's synopsis typeset with "…&#8203;").
  ['zero-width-in-code', 'pre', (el) => textContent(el).includes('\u200b') && textContent(el).length < 1500],
  // Code whose language is named only on its wrappers: Sphinx's <div class="highlight-python3">, HashiCorp's "language-hcl".
  ['code-language-on-wrapper', 'div', (el) => /(^|\s)highlight-python3(\s|$)/.test(el.attribs.class ?? '') && selectAll('pre', el).length === 1 && textContent(el).length < 600],
  ['code-language-hcl-wrapper', 'div', (el) => /(^|\s)language-hcl(\s|$)/.test(el.attribs.class ?? '') && selectAll('pre', el).length === 1 && textContent(el).length < 800],
  // Languages named as SyntaxHighlighter's "brush: js" (MDN), in a data-lang on the <code> (Rouge), as a bare class (rustdoc), and Stack Overflow's "lang-none".
  ['code-brush-language', 'pre', (el) => /(^|\s)brush: js(\s|$)/.test(el.attribs.class ?? '') && textContent(el).length < 400 && textContent(el).includes('\n')],
  ['code-data-lang-on-code', 'pre', (el) => selectAll(':scope > code[data-lang]', el).some((c) => !/lang/.test(c.attribs.class ?? '')) && !el.attribs['data-lang'] && textContent(el).length < 400],
  ['code-bare-language-class', 'pre', (el) => /^rust rust-example-rendered$/.test(el.attribs.class ?? '') && textContent(el).length < 400],
  ['code-lang-none', 'pre', (el) => /(^|\s)lang-none(\s|$)/.test(el.attribs.class ?? '') && textContent(el).length < 400],
  // Prettify's own name for shell code, which Markdown renderers do not know (Ask Ubuntu's "lang-bsh").
  ['code-lang-bsh', 'pre', (el) => /(^|\s)lang-bsh(\s|$)/.test(el.attribs.class ?? '') && textContent(el).length < 400],
  // A data table whose header groups columns: a heading spanning two (colspan) over a row of sub-headings, in a <thead> of <td>s (JMIR).
  ['table-column-groups', 'table', (el) => textContent(el).replace(/\s+/g, '').startsWith('VariableChangescoreIntervention')],
  // A table whose first heading spans two columns (ESPN's "MATCHUP" over the away and home teams).
  ['table-header-colspan', 'table', (el) => textContent(el).replace(/\s+/g, '').startsWith('MATCHUPresultpassingleader')],
  // A picture whose src a template wrote as "null", its real sources in srcset (iRobot).
  ['image-src-null', 'img', (el) => el.attribs.src === 'null' && !!el.attribs.srcset],
  // A picture sized as one, its file named "…1x1…" (a square tile), beside a srcset of unfilled Liquid (Allbirds).
  ['image-unfilled-srcset', 'img', (el) => (el.attribs.srcset ?? '').includes('{{') && /1x1/.test(el.attribs.src ?? '') && Number(el.attribs.width) > 16],
  // A <picture> whose sources a script fills in later: "#" until then, and an <img> with no src (Apple).
  ['picture-unfilled', 'picture', (el) => { const sources = selectAll('source', el); return sources.length > 0 && sources.every((s) => /^#/.test(s.attribs.srcset ?? '')) && selectAll('img', el).some((i) => !!i.attribs.alt && !i.attribs.src); }],
  // Words with soft hyphens in them, where a hyphenation filter allows a line to break (ali­gned).
  ['soft-hyphens', 'p', (el) => (textContent(el).match(/\p{Ll}\u00ad\p{Ll}/gu) ?? []).length >= 3 && textContent(el).length < 400],
  // A comparison table whose cells are tick and cross icons with no alt (brightlocal.com).
  ['table-ticks', 'table', (el) => selectAll('img[src*="tick"]', el).length >= 3 && selectAll('img[src*="cross"]', el).length >= 3 && el.children.length > 0 && (el.endIndex! - el.startIndex!) < 20000],
  // Ticks and crosses drawn by a style sheet (an empty <div class="checkmark">) and by an icon font (Font Awesome's fa-check, fa-xmark).
  ['table-checkmark-divs', 'table', (el) => selectAll('td > div.checkmark', el).length >= 3 && textContent(el).length < 1500],
  ['table-icon-font-marks', 'table', (el) => selectAll('td i.fa-check', el).length >= 2 && selectAll('td i.fa-xmark', el).length >= 2 && textContent(el).length < 2500],
  // A chemical formula: a subscript inside its word, a capital straight after it ("N<sub>2</sub>O").
  ['subscript-in-word', 'p', (el) => selectAll('sub', el).some((s) => s.prev?.type === 'text' && /\p{L}$/u.test((s.prev as unknown as { data: string }).data) && s.next?.type === 'text' && /^\p{Lu}/u.test((s.next as unknown as { data: string }).data)) && textContent(el).length < 600],
  // Embedded videos: a YouTube frame titled by the page, one a lazy loader fills in (data-src), one with the player's stock title, a Vimeo frame.
  ['video-embed-titled', 'iframe', (el) => /youtube\.com\/embed\//.test(el.attribs.src ?? '') && !!el.attribs.title && !/youtube|video player/i.test(el.attribs.title)],
  ['video-embed-lazy', 'iframe', (el) => !el.attribs.src && /youtube-nocookie\.com\/embed\//.test(el.attribs['data-src'] ?? '')],
  ['video-embed-stock-title', 'iframe', (el) => el.attribs.title === 'YouTube video player' && /youtube\.com\/embed\//.test(el.attribs.src ?? '')],
  ['video-embed-vimeo', 'iframe', (el) => /player\.vimeo\.com\/video\/\d+/.test(el.attribs.src ?? '')],
  // A frame that is no video (a map): still never content.
  ['map-embed', 'iframe', (el) => /google\.com\/maps\/embed/.test(el.attribs.src ?? '') && !!el.attribs.title],
  // An inline quotation, its marks drawn by the browser; one whose marks the page typed around it as well (LWN).
  ['inline-quotation', 'div, p', (el) => selectAll(':scope > q', el).length === 1 && textContent(el).length < 400],
  ['inline-quotation-typed-marks', 'p', (el) => selectAll(':scope > q', el).some((q) => q.prev?.type === 'text' && /"$/.test((q.prev as unknown as { data: string }).data)) && textContent(el).length < 800],
  // Emoji and smilies drawn as pictures: an emoji's picture (alt the emoji), a forum smiley (alt ":)"), Discourse's emoji (alt its shortcode).
  ['emoji-picture', 'p', (el) => selectAll('img', el).some((i) => /^\p{Extended_Pictographic}/u.test(i.attribs.alt ?? '')) && textContent(el).length < 400],
  ['smiley-picture', 'p, div', (el) => selectAll('img[src*="smilies"]', el).some((i) => i.attribs.alt === ':)') && textContent(el).length < 300],
  ['emoji-shortcode', 'p', (el) => selectAll('img.emoji', el).some((i) => /^:\w+:$/.test(i.attribs.alt ?? '')) && textContent(el).length < 400],
  // Task lists as Markdown renderers write them: boxes disabled, ticked in one list (a blog's "done"), not in another; a wedding checklist's boxes with no class.
  ['task-list-done', 'ul', (el) => selectAll(':scope > li > input[type=checkbox][disabled][checked]', el).length >= 2 && textContent(el).length < 1500],
  ['task-list-open', 'ul', (el) => selectAll(':scope > li.task-list-item > input[type=checkbox][disabled]:not([checked])', el).length >= 2 && textContent(el).length < 1500],
  ['task-list-no-class', 'ul', (el) => selectAll(':scope > li > input[type=checkbox][disabled]:not([class])', el).length >= 3 && textContent(el).length < 1500],
  // A comment thread's fold toggle: a checkbox opening each comment's item, for the style sheet (Lobsters).
  ['comment-fold-checkbox', 'li', (el) => selectAll(':scope > input.comment_folder_button', el).length === 1 && textContent(el).length < 1200],
  // A data table whose first column is links (a provider's name linked, its offer beside it): mostly links row by row.
  ['table-link-column', 'table', (el) => { const rows = selectAll('tr', el); return rows.length >= 5 && rows.every((r) => { const c = selectAll(':scope > td, :scope > th', r); return c.length === 2 && textContent(c[0]!).trim() !== '' && selectAll('a', c[0]!).length === 1 && textContent(selectAll('a', c[0]!)[0]!).trim() === textContent(c[0]!).trim(); }) && textContent(el).length < 1500; }],
  // DocBook's navigation header over a chapter (Prev / Up / Home / Next in a table).
  ['docbook-nav-header', 'div[class=navheader]', (el) => selectAll('table', el).length === 1],
  // Code with two blank lines in a row (between a module's definitions).
  ['code-blank-lines', 'pre', (el) => /\S\n[ \t]*\n[ \t]*\n\S/.test(textContent(el)) && textContent(el).length < 900],
  // A data table titled by its <caption>.
  ['table-caption', 'table', (el) => { const caption = selectAll(':scope > caption', el)[0]; return !!caption && textContent(caption).trim().length > 10 && textContent(caption).length < 150 && selectAll('th', el).length >= 2 && selectAll('tr', el).length >= 3 && textContent(el).length < 1200; }],
  // A heading's link to itself, its text a mark shown on hover (Sphinx's "¶", Docusaurus' "#").
  ['heading-permalink', 'h2', (el) => selectAll('a[href^="#"]', el).some((a) => textContent(a).trim() === '¶') && textContent(el).length < 120],
  ['heading-hash-link', 'h2', (el) => selectAll('a[href^="#"]', el).some((a) => textContent(a).trim() === '#') && textContent(el).length < 120],
  // A sentence that is mostly links, held together by words ("is <a>accredited</a> by the <a>Higher Learning Commission</a>").
  ['links-in-sentence', 'p', (el) => { const text = textContent(el); if (text.length > 200 || text.includes(':')) return false; const links = selectAll('a', el); if (links.length < 2 || links.map((a) => textContent(a)).join('').length <= text.length * 0.5) return false; const between = el.children.filter((c) => c.type === 'text').map((c) => (c as unknown as { data: string }).data).join(' '); return (between.match(/\p{L}{2,}/gu) ?? []).length >= 3; }],
  // A label, then links apart ("Download RSS feed: <a>News Articles</a> / <a>In the Media</a> / <a>Audio</a>").
  ['label-then-links', 'p', (el) => { const links = selectAll(':scope > a', el); return links.length >= 3 && links.slice(1).every((a) => a.prev?.type === 'text' && (a.prev as unknown as { data: string }).data.trim() === '/') && /^[^:]{3,40}:\s*$/.test(textContent(el).split(textContent(links[0]!))[0]!) && textContent(el).length < 200; }],
  // A footnote list whose notes end in a link back to where each was cited ("↩︎").
  ['footnote-backrefs', 'ol', (el) => { const items = selectAll(':scope > li', el); return items.length >= 2 && items.every((li) => selectAll('a[href^="#"]', li).some((a) => /^\s*↩\uFE0E?\s*$/.test(textContent(a)))) && textContent(el).length < 900; }],
  // A carousel of other products whose every word is a link (Amazon's item strip: titles, ratings, prices), and
  // a carousel of the brand's own story (prose slides) on an item page.
  ['link-carousel', 'div', (el) => { if (el.attribs['aria-roledescription'] !== 'carousel' || selectAll('li[aria-roledescription="slide"]', el).length < 2 || el.endIndex! - el.startIndex! > 15_000) return false; const text = textContent(el).replace(/\s+/g, ''); const linked = selectAll('a', el).map((a) => textContent(a)).join('').replace(/\s+/g, ''); return text.length > 0 && linked.length >= text.length * 0.8; }],
  ['prose-carousel', 'div', (el) => el.attribs.id === 'apm-brand-story-carousel' && el.endIndex! - el.startIndex! < 15_000],
  // Repository cards of GitHub's topic page: five whose links outweigh their text (as nineteen of the twenty do), and
  // the one whose description outweighs its links.
  ['repo-card-links', 'article', (el) => /(^|\s)color-shadow-small(\s|$)/.test(el.attribs.class ?? '') && selectAll('h3 a', el).some((a) => a.attribs.href === '/tensorflow/tensorflow')],
  // A stock label a link wraps alone, inside a sentence ("… in PA & MD. <a><span>Click here</span></a> to find an agent near you").
  ['click-here-in-sentence', 'p', (el) => selectAll('a > span', el).some((sp) => /^Click here$/.test(textContent(sp)) && textContent(sp.parent as Element) === 'Click here') && /to find an agent near you/.test(textContent(el)) && textContent(el).length < 1200],
  // A method's signature whose name is a word a shop's control uses ("list.sort(*, key=None, reverse=False)", Sphinx).
  ['method-signature-sort', 'dt', (el) => selectAll('.sig-name > .pre', el).some((sp) => textContent(sp) === 'sort') && textContent(el).length < 300],
  // A listicle item's link to the product's own review, standing alone under the item's text.
  ['read-full-review-link', 'a', (el) => /^\s*Read full review\s*$/.test(textContent(el)) && /listicle-item-review-link/.test(el.attribs.class ?? '')],
  // A post's lists of links, one under each heading (a changelog's contributors over their pull requests): most with
  // a long title among their items, one of short links only. Then a site footer's columns, every list short links.
  ['link-lists-under-headings', 'div', (el) => linkListsUnderHeadings(el, (lists) => lists.filter((ul) => selectAll(':scope > li', ul).some((li) => textContent(li).trim().length >= 30)).length >= lists.length / 2)],
  ['footer-link-lists-under-headings', 'div', (el) => linkListsUnderHeadings(el, (lists) => lists.every((ul) => selectAll(':scope > li', ul).every((li) => textContent(li).trim().length <= 30)))],
  ['repo-card-links-2', 'article', (el) => /(^|\s)color-shadow-small(\s|$)/.test(el.attribs.class ?? '') && selectAll('h3 a', el).some((a) => a.attribs.href === '/huggingface/transformers')],
  ['repo-card-links-3', 'article', (el) => /(^|\s)color-shadow-small(\s|$)/.test(el.attribs.class ?? '') && selectAll('h3 a', el).some((a) => a.attribs.href === '/rasbt/LLMs-from-scratch')],
  ['repo-card-links-4', 'article', (el) => /(^|\s)color-shadow-small(\s|$)/.test(el.attribs.class ?? '') && selectAll('h3 a', el).some((a) => a.attribs.href === '/f/prompts.chat')],
  ['repo-card-links-5', 'article', (el) => /(^|\s)color-shadow-small(\s|$)/.test(el.attribs.class ?? '') && selectAll('h3 a', el).some((a) => a.attribs.href === '/microsoft/ML-For-Beginners')],
  // A post's controls bar under its text (vBulletin's "postcontrols": "Reply With Quote", a thumbs count).
  ['post-controls', 'div', (el) => el.attribs.class === 'postfoot' && selectAll('span.postcontrols', el).length === 1 && /Reply With Quote/.test(textContent(el)) && textContent(el).length < 600],
  // A loader's line, the block a script fills in later ("Loading specifications…" beside a spinner).
  ['loader-line', 'div', (el) => /(^|\s)listicle-item-loader(\s|$)/.test(el.attribs.class ?? '') && /^\s*Loading specifications…\s*$/.test(textContent(el))],
  // A sign-up box whose pitch, fine print and after-sending messages run past 300 characters (Time Out's "newsletter_lander").
  ['signup-box', 'div', (el) => /(^|\s)newsletter_lander(\s|$)/.test(el.attribs.class ?? '') && selectAll('input[type="email"]', el).length === 1 && /Awesome, you&#x27;re subscribed|Awesome, you're subscribed/.test(textContent(el))],
  // A message Alpine.js shows on a condition, cloaked until its script starts (x-show + x-cloak: "You've subscribed!").
  ['alpine-cloaked-message', 'div', (el) => el.attribs['x-show'] !== undefined && el.attribs['x-cloak'] !== undefined && /You.ve subscribed!/.test(textContent(el))],
  // A listing entry's fields, one a label and its value in a block named "comments" (arXiv: "Comments: 10 pages, 4 figures").
  ['labelled-comments-field', 'dd', (el) => selectAll('div.list-comments > span.descriptor', el).length === 1 && /10 pages, 4 figures/.test(textContent(el))],
  // A card's category link labelled "More in this category" above the category's name (Hospitality Net).
  ['more-in-category-link', 'a', (el) => el.attribs.class === 'with-title' && /More in this category\s*Leisure Travel/.test(textContent(el))],
  // A photo's caption with its switches written as text ("hide caption", "toggle caption", NPR).
  ['caption-toggle', 'div', (el) => el.attribs.class === 'credit-caption' && selectAll('b.toggle-caption', el).length === 1 && textContent(el).length < 600],
  // A marketplace's searches under a stock heading after the item ("More to explore :", eBay).
  ['more-to-explore', 'div', (el) => el.attribs['data-testid'] === 'ux-navigator-seo-interlink' && /More to explore/.test(textContent(el)) && textContent(el).length < 1500],
  // A job board's entry written as one link round a block named a header (the job's title and its age), We Work Remotely.
  ['card-link-header', 'li', (el) => /new-listing-container/.test(el.attribs.class ?? '') && selectAll('a[href="/remote-jobs/dusk-labs-test-engineer"] div.new-listing__header h3', el).length === 1],
  // Blocks named for what they have ("section-with-header", "heading-2-with-jump-link"): a blog's "Latest" section of posts (github.blog), an article's section heading (EnergySage).
  ['section-with-header', 'div', (el) => /(^|\s)section-with-header(\s|$)/.test(el.attribs.class ?? '') && /^\s*Latest\b/.test(textContent(el)) && textContent(el).length < 6000],
  ['heading-with-jump-link', 'div', (el) => /(^|\s)heading-2-with-jump-link(\s|$)/.test(el.attribs.class ?? '') && /What to know before you install panels/.test(textContent(el))],
  // A forum poster's column with badges written as counters ("29,553 posts", "518 helpful votes", Tripadvisor).
  ['poster-badges', 'div', (el) => el.attribs.class === 'profile' && selectAll('span.badgeText', el).some((b) => /518 helpful votes/.test(textContent(b)))],
  // A post's date written in full and short inside its <time>, a style sheet showing one (Invision Community 5).
  ['time-long-short', 'span', (el) => el.attribs.class === 'ipsEntry__date' && selectAll('time > span.ipsTime__short', el).length === 1],
  // A page builder's section hidden on desktops by its class (Elementor's "elementor-hidden-desktop").
  ['hidden-on-desktop', 'section', (el) => /(^|\s)elementor-hidden-desktop(\s|$)/.test(el.attribs.class ?? '') && /(^|\s)elementor-element-071c602(\s|$)/.test(el.attribs.class ?? '')],
  ['repo-card-text', 'article', (el) => /(^|\s)color-shadow-small(\s|$)/.test(el.attribs.class ?? '') && selectAll('h3 a', el).some((a) => a.attribs.href === '/pytorch/pytorch')],
];

/** A block of five or more headings, each over a list whose items hold one link each; one list of two short links; and `also` of the lists. */
function linkListsUnderHeadings(el: Element, also: (lists: Element[]) => boolean): boolean {
  const lists = el.children.filter((c) => c.type === 'tag' && (c as Element).name === 'ul') as Element[];
  const linksOnly = (ul: Element) => selectAll(':scope > li', ul).every((li) => selectAll(':scope > a', li).length === 1);
  const shortPair = (ul: Element) => { const items = selectAll(':scope > li', ul); return items.length === 2 && items.every((li) => textContent(li).trim().length < 30); };
  return lists.length >= 5 && selectAll(':scope > h2', el).length >= 5 && lists.every(linksOnly) && lists.some(shortPair) && also(lists) && textContent(el).length < 6000;
}
