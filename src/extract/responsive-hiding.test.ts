/**
 * Blocks a page's own style sheet hides at desktop width (real Framer and Emotion snippets, cut by
 * scripts/cut-markdown-snippets.ts, provenance in fixtures/MANIFEST.tsv).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseDocument } from 'htmlparser2';
import { extractMarkdown } from './extract.ts';
import { desktopHiddenClasses } from './responsive-hiding.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const occurrences = (text: string, phrase: string) => text.split(phrase).length - 1;

test('Framer\'s breakpoint sheet: only the class hidden at 1440 px wide is read as hidden (real sheet)', () => {
  const hidden = desktopHiddenClasses(parseDocument(fixture('framer-breakpoint-css.html')));
  // min-width 1200 holds at 1440; 810–1199 and max-width 809 do not.
  assert.deepEqual([...hidden], ['hidden-1rq27kw']);
});

test('a block Framer writes once per layout is read once: the desktop variant (real header in three variants)', () => {
  const page = `<html><head>${fixture('framer-breakpoint-css.html')}</head><body>${fixture('framer-layout-variants.html')}<main><p>${'Remodel costs vary with the scope of the work. '.repeat(12)}</p></main></body></html>`;
  const md = extractMarkdown(page, 'https://www.loona-construction.com/blog/how-much-does-a-home-remodel-cost-in-california', { include: 'full' }).markdown;
  assert.equal(occurrences(md, 'CALL ME BACK'), 1);
  // The one shown at desktop width is the one with the menu.
  assert.match(md, /\[Reviews\]\(https:\/\/www\.loona-construction\.com\/reviews\)/);
});

test('a table\'s cells for narrow screens, hidden from 640 and 1240 px on by their inline style, are not read (real Emotion row)', () => {
  const page = `<body><main><p>${'Zapier versus building integrations yourself. '.repeat(12)}</p><table><tbody>${fixture('breakpoint-hidden-cells.html')}</tbody></table></main></body>`;
  const md = extractMarkdown(page, 'https://zapier.com/developer-platform').markdown;
  assert.match(md, /Feature/);
  assert.match(md, /OEM \/ White label \/ iPaaS/);
  // The plan's header cell is shown from 1240 px on (a later breakpoint shows what an earlier hid); its two narrow-screen copies are not.
  assert.equal(occurrences(md, 'Powered by Zapier'), 1);
});

test('the cascade decides: a later breakpoint shows again, and queries a desktop screen does not meet are not applied', () => {
  const sheet = (css: string) => desktopHiddenClasses(parseDocument(`<style>${css}</style>`));
  assert.deepEqual([...sheet('@media (min-width: 640px){.a{display:none}} @media (min-width: 1240px){.a{display:flex}}')], []);
  assert.deepEqual([...sheet('@media (min-width: 640px){.a{display:flex}} @media (min-width: 1240px){.a{display:block;display:none}}')], ['a']);
  assert.deepEqual([...sheet('@media print{.a{display:none}} @media (max-width: 767px){.b{display:none}} @media (orientation: portrait){.c{display:none}}')], []);
  // A compound selector depends on state (an open menu) a static reading does not have; an escaped Tailwind name is a class.
  assert.deepEqual([...sheet('@media screen and (min-width: 64em){.menu.open .d{display:none} .lg\\:hidden{display:none}}')], ['lg:hidden']);
  // A rule at every width is not a breakpoint's (script shows what it hides).
  assert.deepEqual([...sheet('.e{display:none} @media (min-width: 1px){.f{color:red}}')], []);
});

test('a block its class names hidden on desktops (Elementor\'s "elementor-hidden-desktop") is not read, whatever the page\'s sheets say; "desktop" in other names is (real Elementor section)', () => {
  const prose = `<p>${'The graphic design courses run in person and online through the year. '.repeat(8)}</p>`;
  const md = extractMarkdown(`<main><h1>Graphic design courses</h1>${prose}${fixture('hidden-on-desktop.html')}</main>`, 'https://conejoadulted.org/technology/graphicdesigncourses/').markdown;
  assert.match(md, /graphic design courses run in person/);
  assert.doesNotMatch(md, /Adobe Bridge|Navigate & Use Reading File Structure/);
  const shown = extractMarkdown(`<main><h1>Desktop apps</h1>${prose}<section class="desktop-apps"><p>Adobe Bridge runs on the desktop as well as in the browser, with the same catalogue.</p></section></main>`, 'https://example.org/').markdown;
  assert.match(shown, /Adobe Bridge runs on the desktop/);
});
