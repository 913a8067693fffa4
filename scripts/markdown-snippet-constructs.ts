/**
 * The constructs scripts/cut-markdown-snippets.ts cuts out of WCXB pages: each a name (the
 * fixture's file), the elements to look at, and the test the first one to cut must pass.
 */
import { selectAll } from 'css-select';
import type { Element } from 'domhandler';
import { textContent } from 'domutils';

export const SNIPPET_CONSTRUCTS: [string, string, (el: Element) => boolean][] = [
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
  ['repo-card-text', 'article', (el) => /(^|\s)color-shadow-small(\s|$)/.test(el.attribs.class ?? '') && selectAll('h3 a', el).some((a) => a.attribs.href === '/pytorch/pytorch')],
];
/** A block of five or more headings, each over a list whose items hold one link each; one list of two short links; and `also` of the lists. */
function linkListsUnderHeadings(el: Element, also: (lists: Element[]) => boolean): boolean {
  const lists = el.children.filter((c) => c.type === 'tag' && (c as Element).name === 'ul') as Element[];
  const linksOnly = (ul: Element) => selectAll(':scope > li', ul).every((li) => selectAll(':scope > a', li).length === 1);
  const shortPair = (ul: Element) => { const items = selectAll(':scope > li', ul); return items.length === 2 && items.every((li) => textContent(li).trim().length < 30); };
  return lists.length >= 5 && selectAll(':scope > h2', el).length >= 5 && lists.every(linksOnly) && lists.some(shortPair) && also(lists) && textContent(el).length < 6000;
}
