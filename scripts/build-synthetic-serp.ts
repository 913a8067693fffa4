/**
 * Builds the synthetic pages of the verticals no real full capture exists for (videos, short
 * videos, shopping; notes/serp.md §4): each is a bare result page whose results column holds
 * blocks cut verbatim (byte for byte) from a real capture, so the parsers meet real markup.
 * Writes src/operations/<op>/fixtures/*.synthetic.html; MANIFEST.tsv there says which real page
 * and which block each came from. Usage: node scripts/build-synthetic-serp.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseDocument } from 'htmlparser2';
import { selectAll } from 'css-select';
import type { Element } from 'domhandler';
import { textContent } from 'domutils';

const serp = (name: string) => new URL(`../src/upstreams/google/serp/fixtures/web-desktop/${name}.html`, import.meta.url);
const out = (op: string, name: string) => new URL(`../src/operations/${op}/fixtures/${name}`, import.meta.url);

/** The raw HTML of the innermost (or outermost) elements matching `selector` that pass `test`, in page order. */
function cut(page: URL, selector: string, test: (el: Element, text: string) => boolean, keep: 'innermost' | 'outermost' = 'innermost'): string[] {
  const html = readFileSync(page, 'utf8');
  const doc = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const found = selectAll(selector, doc).filter((el) => test(el, textContent(el)));
  const kept = found.filter((el) => !found.some((o) => o !== el && (keep === 'innermost' ? isAncestor(el, o) : isAncestor(o, el))));
  return kept.map((el) => html.slice(el.startIndex!, el.endIndex! + 1));
}

function isAncestor(a: Element, b: Element): boolean {
  for (let cur = b.parent; cur; cur = cur.parent) if (cur === a) return true;
  return false;
}

function page(query: string, udm: string, blocks: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${query} - Google Search</title></head><body>
<div id="main"><form><textarea name="q">${query}</textarea></form>
<div id="center_col"><div id="search"><div id="rso" data-udm="${udm}">
${blocks.join('\n')}
</div></div></div></div></body></html>
`;
}

// Videos (udm=7): the "Videos" section of the 2026-02-05 page (three real video cards).
const skyBlue = serp('websearcher_v067_2026-02-05_why-is-the-sky-blue_aa594f199c3d');
const videos = cut(skyBlue, '[jscontroller="HWk0Gf"]', (_el, text) => text.startsWith('Videos'));
writeFileSync(out('videos-search', 'why-is-the-sky-blue.synthetic.html'), page('why is the sky blue?', '7', videos));

// Short videos (udm=39): the cards linking to short-video platforms on the 2026-01-20 page.
const skyBlue0120 = serp('websearcher_v067_2026-01-20_why-is-the-sky-blue_7049404a2dd6');
const shorts = cut(skyBlue0120, 'div[data-hveid]', (el) =>
  selectAll('a[href*="/shorts/"], a[href*="tiktok.com/"], a[href*="instagram.com/reel"]', el).length >= 3 && selectAll('h3', el).length === 0,
  'outermost',
);
writeFileSync(out('shorts-search', 'why-is-the-sky-blue.synthetic.html'), page('why is the sky blue?', '39', shorts));

// Shopping (udm=28): the product units and the filter chips (shoprs links) of the 2024-03 page.
const tablet = serp('websearcher_coverage_2024-03-13_drawing-tablet_2cb96b64e45d');
const products = cut(tablet, 'div', (el) => selectAll('.pla-unit', el).length >= 10 && selectAll('h3', el).length === 0);
const filters = cut(tablet, 'div', (el) => selectAll('a[href*="shoprs="]', el).length >= 3 && selectAll('.pla-unit', el).length === 0);
writeFileSync(out('shopping-search', 'drawing-tablet.synthetic.html'), page('drawing tablet', '28', [...filters, ...products]));
console.log('videos', videos.length, 'shorts', shorts.length, 'products', products.length, 'filters', filters.length);
