/**
 * The constructs scripts/cut-markdown-snippets.ts cuts out of WCXB pages: each a name (the
 * fixture's file), the elements to look at, and the test the first one to cut must pass. The
 * Markdown's own constructs are here; page constructs (listings, items, forums, widgets) in
 * page-snippet-constructs.ts, cut after these.
 */
import { selectAll } from 'css-select';
import type { Element } from 'domhandler';
import { textContent } from 'domutils';
import { PAGE_CONSTRUCTS } from './page-snippet-constructs.ts';

export type SnippetConstruct = [string, string, (el: Element) => boolean];

const MARKDOWN_CONSTRUCTS: SnippetConstruct[] = [
  ['headings-and-emphasis', 'section, div', (el) => selectAll(':scope > h2', el).length >= 1 && selectAll(':scope > p > strong, :scope > p > em', el).length >= 1 && textContent(el).length < 1500],
  ['nested-list', 'ul', (el) => selectAll('li > ul > li', el).length >= 2 && textContent(el).length < 1200 && selectAll('a', el).length <= 3],
  ['ordered-list-start', 'ol[start]', (el) => selectAll(':scope > li', el).length >= 2 && textContent(el).length < 1200],
  ['table', 'table', (el) => selectAll('th', el).length >= 2 && selectAll('tr', el).length >= 3 && textContent(el).length < 1500],
  ['code-block-language', 'pre', (el) => selectAll('code[class*="language-"]', el).length === 1 && textContent(el).length < 800 && textContent(el).includes('\n')],
  ['blockquote', 'blockquote', (el) => selectAll('p', el).length >= 1 && textContent(el).length < 800],
  ['relative-link-and-image', 'p, figure', (el) => selectAll('img[src^="/"], img[src^="../"]', el).length >= 1 && textContent(el).length < 600],
  ['empty-link', 'p, div', (el) => selectAll('a[href]', el).some((a) => !textContent(a).trim() && selectAll('img', a).length === 0) && textContent(el).trim().length > 40 && textContent(el).length < 600],
  // Two spans laid out apart by the style sheet, written with no space between them.
  ['adjacent-spans', 'a', (el) => { const spans = el.children.filter((c) => c.type === 'tag'); return spans.length === 1 && selectAll(':scope > span > span', el).length === 2 && /[a-z]<\/span><span[^>]*>[A-Z]/.test(selectAll(':scope > span', el).map((s) => s.children.map((c) => (c.type === 'tag' ? `<span>${textContent(c)}</span>` : '')).join('')).join('')) && textContent(el).length < 200; }],
  // A link whose text ends in a space, the next word written straight after it ("<a>new report </a>from").
  ['link-trailing-space', 'p', (el) => selectAll(':scope > a', el).some((a) => /\S\s$/.test(textContent(a)) && a.next?.type === 'text' && /^\w/.test((a.next as unknown as { data: string }).data)) && textContent(el).length < 600],
  // A space written only inside an empty inline element, between a link and the next word ("</a><b> </b>are").
  ['space-in-empty-bold', 'p', (el) => selectAll(':scope > b, :scope > strong', el).some((b) => !textContent(b).trim() && textContent(b).length > 0 && b.prev?.type === 'tag' && b.next?.type === 'text' && /^\w/.test((b.next as unknown as { data: string }).data)) && textContent(el).length < 800],
  // Code whose lines are blocks with no newline between them (`<pre><code><div>line</div>…`).
  ['code-lines-as-blocks', 'pre', (el) => { const code = selectAll(':scope > code', el)[0]; const lines = code ? code.children.filter((c) => c.type === 'tag' && (c as Element).name === 'div') : []; return lines.length >= 3 && !textContent(el).includes('\n') && selectAll('br', el).length === 0 && textContent(el).length < 1500; }],
  // A brand in capitals and a name in two elements with no space between ("HOKA" + "Clifton 10").
  ['capitals-then-name', 'span', (el) => { const kids = el.children.filter((c) => c.type === 'tag'); return kids.length === 2 && el.children.length === 2 && kids.every((k) => (k as Element).name === 'span') && /^\p{Lu}{3,}$/u.test(textContent(kids[0]!)) && /^\p{Lu}\p{Ll}+ \S/u.test(textContent(kids[1]!)) && textContent(el).length < 120; }],
  // A film's year, running time and rating in three spans of one class, no space between ("2026" + "1h 54m" + "R").
  ['metadata-items', 'div', (el) => { const kids = el.children; return kids.length === 3 && kids.every((k) => k.type === 'tag' && (k as Element).name === 'span' && (k as Element).attribs.class === (kids[0] as Element).attribs.class) && /^\d{4}$/.test(textContent(kids[0]!)) && /^\d/.test(textContent(kids[1]!)); }],
  // Tag links, each a list item, some written with no space between and no case change to tell them apart ("PvP" + "Multiplayer").
  ['unspaced-tag-links', 'div', (el) => { const links = el.children.filter((c) => c.type === 'tag' && (c as Element).name === 'a') as Element[]; return links.length >= 5 && links.every((a) => a.attribs.role === 'listitem') && links.some((a) => a.next?.type === 'tag' && !(/[\p{Ll}\p{N}]$/u.test(textContent(a)) && /^\p{Lu}/u.test(textContent(a.next)))) && textContent(el).length < 600; }],
  // A paragraph written as a word processor's text runs, one run ending inside a word ("child" + "ren").
  ['text-runs-split-word', 'p', (el) => { const runs = el.children.filter((c) => c.type === 'tag' && /NormalTextRun/.test((c as Element).attribs.class ?? '')); return runs.length >= 3 && runs.some((r) => /[a-z]$/.test(textContent(r)) && r.next?.type === 'tag' && /^[a-z]/.test(textContent(r.next as Element))) && textContent(el).length < 800; }],
  // A feed's story card whose poster's profile card is a pop-up a closed trigger opens (aria-haspopup, aria-expanded="false", aria-controls).
  ['closed-popup-card', 'div', (el) => /(^|\s)crayons-story(\s|$)/.test(el.attribs.class ?? '') && selectAll('button.profile-preview-card__trigger[aria-haspopup][aria-expanded="false"][aria-controls]', el).length === 1 && textContent(el).length < 3000],
  // A consent banner whose notice is a paragraph over 300 characters long, no link-heavy widget.
  ['consent-banner', 'section', (el) => el.attribs.id === 'gdpr-banner' && textContent(el).length > 300],
  // A count badge written straight after its label ("Adhesives" + "704").
  ['label-then-count', 'a', (el) => { const kids = el.children.filter((c) => c.type === 'tag'); return kids.length === 2 && el.children.length === 2 && /\p{L}$/u.test(textContent(kids[0]!)) && /^\d+$/.test(textContent(kids[1]!)) && textContent(el).length < 80; }],
  // A figure in a span after a link, ending in a space a framework's comment left ("<span>295<!-- --> </span>", ESPN).
  ['link-then-figure', 'p', (el) => { const kids = el.children.filter((c) => c.type === 'tag') as Element[]; return kids.length === 2 && kids[0]!.name === 'a' && kids[1]!.name === 'span' && /^\d+\s+$/.test(textContent(kids[1]!)) && textContent(el).length < 80; }],
  // A forum post followed by a client template's binding its script never filled in ("{{ board.errors[7].message }}").
  ['unrendered-binding', 'div', (el) => selectAll('strong', el).some((b) => /^\{\{[^{}]+\}\}$/.test(textContent(b).trim())) && textContent(el).length > 300 && textContent(el).length < 3000],
  // A product page's whole content in a block hidden until scripts reveal it ("defer-block", display:none).
  // A skip link with no class or id to name it: a fragment link over the frame, for keyboard readers ("Skip to main content").
  ['skip-link', 'a', (el) => (el.attribs.href ?? '').startsWith('#') && !el.attribs.class && !el.attribs.id && /^\s*skip to main content\s*$/i.test(textContent(el))],
  // Keys written side by side with nothing between them (<kbd>F</kbd><kbd>TAB</kbd>).
  ['adjacent-keys', 'p', (el) => selectAll('kbd', el).some((k) => k.next?.type === 'tag' && (k.next as Element).name === 'kbd') && textContent(el).length < 300],
  // An empty heading between a paragraph's last sentence and a picture, all in one <div> (Steam's "bb_tag").
  ['empty-heading-between-text', 'div', (el) => el.children.some((c) => c.type === 'tag' && /^h[1-6]$/.test((c as Element).name) && !textContent(c).trim() && c.prev?.type === 'text' && /\w\.$/.test((c.prev as unknown as { data: string }).data)) && textContent(el).length < 3000],
  // A photo a column wide written in a paragraph's line, the paragraph's text straight after it (no break between).
  ['wide-picture-in-text', 'p', (el) => el.children.some((c) => c.type === 'tag' && (c as Element).name === 'img' && Number((c as Element).attribs.width) >= 500 && c.next?.type === 'text' && /^\p{Lu}\p{Ll}+ \p{Ll}/u.test((c.next as unknown as { data: string }).data)) && textContent(el).length < 1500],
  // A picture whose alt a template filled with a value it never set ("null") or a stringified object ("…, [object Object]").
  ['image-alt-null', 'img', (el) => el.attribs.alt === 'null' && !!el.attribs.src],
  ['image-alt-object', 'img', (el) => /, \[object Object\]$/.test(el.attribs.alt ?? '') && !!el.attribs.src && !el.attribs.src.startsWith('data:')],
  // A video's fallback text, which only a browser without video support shows.
  ['video-fallback', 'video', (el) => /does not support the video tag/i.test(textContent(el)) && textContent(el).length < 200],
  // Other posts after a post, under a stock heading ("You may also like these posts...") and a name no rule reads (nrelate).
  ['also-like-these-posts', 'div', (el) => /^\s*You may also like these posts/.test(textContent(el)) && (el.attribs.class ?? '') === 'nrelate'],
  // A stock aside heading written as a title block and a subtitle block ("Complete the look" / "Outfit inspiration").
  // A logo strip written twice or more back to back (a scrolling marquee's clones), its pictures' alt texts the words.
  ['cloned-logo-strip', 'div', (el) => { const kids = el.children.filter((c) => c.type === 'tag') as Element[]; const lists = kids.filter((k) => k.name === 'ul'); const alts = (ul: Element) => selectAll('img', ul).map((i) => i.attribs.alt ?? '').join('|'); return lists.length >= 2 && lists.length === kids.length && selectAll(':scope > li > img[alt]', lists[0]!).length >= 3 && lists.every((l) => alts(l) === alts(lists[0]!)) && textContent(el).trim() === ''; }],
  // A forum's prompt to guests under a thread, written as a link to its login page.
  ['reply-prompt', 'a', (el) => /^\s*You must log in or register to reply here\.\s*$/.test(textContent(el)) && textContent(el).length < 80],
  // A shop's "recently viewed" strip titled by a paragraph named a title, with "your" before the stock phrase.
  ['recently-viewed-title', 'p', (el) => /^\s*YOUR RECENTLY VIEWED ITEMS\s*$/.test(textContent(el))],
  ['heading-title-subtitle', 'h2', (el) => { const kids = el.children.filter((c) => c.type === 'tag'); return kids.length === 2 && kids.every((k) => (k as Element).name === 'div') && /^\s*Complete the look\s*$/i.test(textContent(kids[0]!)); }],
  // Cards written as one link each around their blocks (<a><article>date, title, summary</article></a>), side by side.
  ['card-links', 'div', (el) => { const cards = el.children.filter((c) => c.type === 'tag' && (c as Element).name === 'a' && selectAll(':scope > article', c as Element).length === 1); return cards.length >= 3 && textContent(el).length < 2500; }],
  // A table of contents: its title in a <p> and a list of links to places on the page.
  ['table-of-contents', 'div', (el) => selectAll(':scope > p', el).some((p) => /^\s*Table of contents\s*$/i.test(textContent(p))) && selectAll(':scope > ul a', el).length >= 4 && selectAll('a', el).every((a) => (a.attribs.href ?? '').startsWith('#')) && textContent(el).length < 1000],
  // WordPress's likes widget: a "Like this:" heading, a like button and a loader's "Loading...".
  ['likes-widget', 'div', (el) => selectAll(':scope > h3', el).some((h) => textContent(h).trim() === 'Like this:') && textContent(el).length < 100],
  // A reading time alone in its element ("5 min read").
  ['reading-time', 'div, p, span', (el) => /^\s*\d+ min read\s*$/i.test(textContent(el)) && !/time|read/i.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`)],
  // A collapsed section's toggle: both labels in one link, one shown at a time ("read less" / "read more").
  ['read-more-toggle', 'div', (el) => { const a = selectAll(':scope > a', el); return a.length === 1 && /^\s*read less\s+read more\s*$/i.test(textContent(a[0]!)) && textContent(el).length < 600; }],
  // A site's copyright line in a paragraph of its own.
  ['copyright-line', 'p', (el) => /^\s*Copyright ©/.test(textContent(el)) && /all rights reserved/i.test(textContent(el)) && textContent(el).length < 120 && !el.attribs.id && !el.attribs.class && el.children.every((c) => c.type === 'text')],
  // A consent notice written as an ARIA alert dialog, with no name saying cookie or consent.
  ['alert-dialog', 'div', (el) => el.attribs.role === 'alertdialog' && /third parties/.test(textContent(el)) && !/cookie|consent/i.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`) && textContent(el).length < 2000],
  // An element with the popover attribute: shown only when opened (an app-install hint).
  ['popover', 'i-card', (el) => el.attribs.popover !== undefined && textContent(el).length < 1500],
  // A secondary section's heading written as a bold paragraph, and the list it heads (cut apart: they are siblings).
  ['bold-heading', 'p', (el) => textContent(el).trim() === 'YOU MIGHT ALSO LIKE:' && selectAll(':scope > strong', el).length === 1],
  ['bold-heading-list', 'ul', (el) => { let prev = el.prev; while (prev && prev.type !== 'tag') prev = prev.prev; return !!prev && textContent(prev).trim() === 'YOU MIGHT ALSO LIKE:'; }],
  // A glossary term in a sentence with its tooltip bubble (the definition shown on hover) written inline.
  ['term-tooltip', 'p', (el) => selectAll('dfn', el).length === 1 && selectAll('[class*="tooltip"]', el).length >= 1 && textContent(el).length < 800],
  // A carousel's live region announcing its position ("image 1 of 11").
  ['live-region', 'div, span, p', (el) => (el.attribs['aria-live'] !== undefined || el.attribs.role === 'status') && /image \d+ of \d+/i.test(textContent(el)) && textContent(el).length < 100],
  // A picture's credit line in a paragraph of its own.
  ['photo-credit', 'p', (el) => /^\s*Photo credit:/i.test(textContent(el)) && textContent(el).length < 100 && !el.attribs.class],
  // A list item written as several inline elements: a price in parts ("$" <strong>459</strong><sup>.99</sup>), a label and its value.
  ['list-item-inline-parts', 'ul', (el) => /(^|\s)price(\s|$)/.test(el.attribs.class ?? '') && selectAll(':scope > li > strong + sup', el).length === 1 && textContent(el).length < 300],
  // A quotation written as text and inline elements straight in the <blockquote>, no paragraph around them.
  ['blockquote-inline-run', 'blockquote', (el) => el.children.some((c) => c.type === 'text' && /\w{3}/.test((c as unknown as { data: string }).data)) && el.children.some((c) => c.type === 'tag' && /^(a|em|i|strong|b)$/.test((c as Element).name)) && textContent(el).length < 600],
  // Tag links written side by side with nothing between them (<a>QuickBooks API</a><a>Supabase</a>), laid apart by the style sheet.
  ['adjacent-links', 'div', (el) => (el.attribs.class ?? '') === 'categories' && el.children.filter((c) => c.type === 'tag' && (c as Element).name === 'a' && c.prev?.type === 'tag' && (c.prev as Element).name === 'a').length >= 2 && textContent(el).length < 200],
  // A paragraph broken into lines with <br> (an infographic's caption): the words either side of each break stay apart.
  ['line-breaks-in-paragraph', 'p', (el) => selectAll(':scope > br', el).length >= 4 && el.children.some((c) => c.type === 'text' && /\w$/.test((c as unknown as { data: string }).data) && c.next?.type === 'tag' && (c.next as Element).name === 'br' && c.next.next?.type === 'text' && /^\w/.test((c.next.next as unknown as { data: string }).data)) && textContent(el).length < 200],
  // A picture whose CDN URL holds parentheses ("strip_icc():format(webp)").
  ['image-url-parentheses', 'img', (el) => /\(\)/.test(el.attribs.src ?? '') && /\w/.test(el.attribs.alt ?? '') && !(el.attribs.src ?? '').startsWith('data:')],
  // A picture whose alt text holds square brackets (a news photo's "[File: Agency]" credit).
  // A separator left alone on its line, laid out as a block between a read time and a date (Medium).
  ['separator-own-line', 'div', (el) => el.children.length === 3 && /^\d+ min read·\w{3} \d+, \d{4}$/.test(textContent(el))],
  // A rule drawn with underscores, in a paragraph of its own (`<p>___</p>`), between a quote and a note.
  ['rule-as-underscores', 'div', (el) => selectAll(':scope > p', el).some((p) => textContent(p) === '___') && selectAll(':scope > blockquote', el).length === 1 && textContent(el).length < 8000],
  ['image-alt-brackets', 'img', (el) => /\[File: [^\]]+\]/.test(el.attribs.alt ?? '') && !!el.attribs.src],
  // A picture's alt text escaped twice by the site's template (`alt="Serena &amp;amp; Lily"`).
  ['image-alt-escaped-twice', 'img', (el) => /&([a-z]+|#\d+);/.test(el.attribs.alt ?? '') && !!el.attribs.src && !el.attribs.src.startsWith('data:') && (el.attribs.alt ?? '').length < 120],
  // A link with an icon beside its text (an <img> declared 16-32 pixels wide).
  ['icon-in-link', 'a', (el) => selectAll(':scope > img', el).some((i) => Number(i.attribs.width) > 0 && Number(i.attribs.width) <= 32 && !(i.attribs.src ?? '').startsWith('data:')) && /^\s*\w[\w ]{2,40}\s*$/.test(textContent(el))],
  // Two bold runs written side by side, and bold inside bold (a price, a heading's label).
  ['adjacent-bold', 'li', (el) => selectAll(':scope > strong + strong', el).some((b) => b.prev?.type === 'tag') && textContent(el).length < 200],
  // Italics inside italics and bold inside bold, nested deep (a WordPress footnote marker: <em><em><strong><em><strong><sup>).
  ['emphasis-nested-deep', 'p', (el) => selectAll(':scope > em > em > strong > em > strong', el).length >= 1 && textContent(el).length < 800],
  // A paragraph opening with a zero-width space an editor left in (U+200B before its first word).
  ['zero-width-space-lead', 'p', (el) => /^\u200b\p{Lu}/u.test(textContent(el)) && textContent(el).length < 600],
  ['bold-in-bold', 'h2', (el) => selectAll(':scope > strong > strong, :scope > b > b, :scope > strong > b, :scope > b > strong', el).length === 1 && textContent(el).length < 100],
  // A table laying out a page: a cell holding a heading and paragraphs (NPS webcams).
  ['layout-table', 'table', (el) => selectAll('td h2, td h3', el).length >= 1 && selectAll('td p', el).length >= 2 && textContent(el).length < 1500],
  // List items slipped inside paragraphs (<ul><p><li>…</li></p>), as old hand-written pages have them.
  ['list-items-in-paragraphs', 'ul', (el) => selectAll(':scope > p > li', el).length >= 2 && textContent(el).length < 2500],
  // A line promoting another post inside an article: a stock label, then one link ("Related: …").
  ['promo-line', 'p', (el) => /^\s*Related:/.test(textContent(el)) && selectAll('a', el).length === 1 && textContent(el).length < 200],
  // A price shown twice: the visual one hidden from screen readers, and a screen-reader-only text whose class is prefixed ("plp-price__sr-text").
  ['screen-reader-price', 'span', (el) => selectAll(':scope > span[aria-hidden="true"]', el).length === 1 && selectAll(':scope > span[class$="__sr-text"]', el).length === 1 && textContent(el).length < 80],
  // A price whose labels ("Sale price", "Regular price") are for screen readers only, under a class named plainly "screenreader".
  ['screen-reader-label', 'p', (el) => /(^|\s)pi__price(\s|$)/.test(el.attribs.class ?? '') && selectAll('span.screenreader', el).length >= 1 && textContent(el).replace(/\s+/g, ' ').length < 200],
  // An ad slot's label left in the text when the ad is not loaded ("Article Continues Below").
  ['ad-slot-label', 'div, p, span', (el) => /^\s*article continues below\s*$/i.test(textContent(el)) && el.children.every((c) => c.type === 'text')],
  // A newsletter sign-up box headed with a stock phrase ("GET THE NEWSLETTER"), whose classes also say "text".
  ['newsletter-signup', 'div', (el) => selectAll(':scope > h2', el).some((h) => /^\s*get the newsletter\s*$/i.test(textContent(h))) && textContent(el).length < 400],
  // An item page whose first block is a recommendation carousel ("People who viewed this item also viewed") and whose
  // next block holds the item and its <h1> (cut apart: they are siblings, ~80 kB together without the rest of the page).
  ['viewed-also-carousel', 'div', (el) => /(^|\s)x-vi-evo-main-container__top-panel(\s|$)/.test(el.attribs.class ?? '') && /People who viewed this item also viewed/.test(textContent(el))],
  ['viewed-also-item', 'div', (el) => el.attribs.id === 'CenterPanel' && selectAll('h1', el).length === 1 && !!el.prev && /People who viewed this item also viewed/.test(textContent(el.parent!))],
  // A definition list of name–value pairs (a product's details), and one whose definitions are paragraphs.
  ['definition-list', 'dl', (el) => { const kids = el.children.filter((c) => c.type === 'tag') as Element[]; return kids.length >= 6 && kids.every((k, i) => k.name === (i % 2 ? 'dd' : 'dt') && textContent(k).trim().length < 80) && selectAll('a, img', el).length === 0; }],
  ['definition-list-paragraphs', 'dl', (el) => selectAll(':scope > dd > p', el).length >= 2 && selectAll(':scope > dt', el).length >= 2 && textContent(el).length < 1500],
  // A list's row with a rating input: one script link per star ("1 of 5 stars"…), "Rate this book", "Clear rating".
  ['rating-input-row', 'tr', (el) => el.attribs.itemtype === 'http://schema.org/Book' && selectAll('div.ratingStars a.star', el).length === 5],
  // Lazy-loaded pictures: the real source in the <picture>'s <source data-srcset> or in a cache plugin's
  // data attribute, the src a placeholder.
  ['picture-lazy-source', 'picture', (el) => selectAll(':scope > source[data-srcset]', el).length >= 1 && selectAll(':scope > img[src$="placeholder.svg"]', el).length === 1],
  ['cache-plugin-lazy-image', 'img', (el) => !!el.attribs['data-wpfc-original-src'] && /blank\.gif$/.test(el.attribs.src ?? '') && !!el.attribs.alt],
  // A title in bold, its text written straight after it (laid apart by the style sheet); a bold question and its answer;
  // an emphasis ending in a line break, the text after it.
  ['title-then-text', 'li', (el) => selectAll(':scope > b.title', el).length === 1 && (selectAll(':scope > b.title', el)[0]!.next?.type === 'text') && textContent(el).length < 300],
  ['question-then-answer', 'p', (el) => { const b = selectAll(':scope > strong', el)[0]; return !!b && el.children[0] === b && /\?$/.test(textContent(b)) && b.next?.type === 'text' && /^[A-Z]/.test((b.next as unknown as { data: string }).data) && textContent(el).length < 600; }],
  ['emphasis-ending-in-break', 'p', (el) => { const em = selectAll(':scope > em', el)[0]; return !!em && el.children[0] === em && selectAll(':scope > br', em).length === 1 && em.next?.type === 'text' && /^\S/.test((em.next as unknown as { data: string }).data) && textContent(el).length < 700; }],
];

export const SNIPPET_CONSTRUCTS: SnippetConstruct[] = [...MARKDOWN_CONSTRUCTS, ...PAGE_CONSTRUCTS];
