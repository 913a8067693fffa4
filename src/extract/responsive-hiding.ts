/**
 * Blocks a desktop browser does not show because a responsive rule hides them at its width:
 * the mobile copy of a menu, a hero or a whole section a page writes once per layout (Framer's
 * `<div class="ssr-variant hidden-v27ra6">` copies, hidden by `@media (min-width: 1366px) and
 * (max-width: 1919.98px) { .hidden-v27ra6 { display: none !important } }`, seen 2026) or a
 * comparison table's mobile columns. The page is read as a laptop shows it, 1440 px wide, by
 * the rules of its own `<style>` elements.
 *
 * Only breakpoint rules are judged: a class hidden at every width is most often shown by script
 * (a tab, a menu, a swatch's details), and the hidden-element rules in never-content.ts judge it.
 * Frameworks' breakpoint utilities in linked sheets (Tailwind's `md:hidden`, Bootstrap's
 * `d-lg-none`) are not read: on the WCXB dev split (2026-11) the text they hide — a listing's
 * mobile list beside its grid — is in the reference text as often as not (−1.3 summed F1).
 */
import type { Document, Element } from 'domhandler';
import { findAll, textContent } from 'domutils';

const DESKTOP_WIDTH = 1440;

/** Classes the page's own style sheets hide at the desktop width (its `<style>` elements; linked sheets are not fetched). */
export function desktopHiddenClasses(doc: Document): Set<string> {
  const hidden = new Set<string>();
  for (const style of findAll((e) => e.name === 'style', doc.children)) {
    const css = textContent(style);
    if (!css.includes('@media')) continue;
    for (const block of mediaBlocks(css)) {
      if (!appliesAtDesktop(block.query)) continue;
      // In the sheets' order, as the cascade reads them: a later breakpoint may show again what
      // an earlier one hid (Emotion's `@media (min-width: 640px) {display:none}` then
      // `@media (min-width: 1240px) {display:flex}`).
      for (const [, selectors = '', declarations = ''] of block.body.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        // The last display declaration wins (`display:-webkit-box;display:flex`).
        const display = [...declarations.matchAll(/(?:^|;)\s*display\s*:\s*([\w-]+)/gi)].at(-1)?.[1]?.toLowerCase();
        if (!display) continue;
        for (const selector of selectors.split(',')) {
          // A lone class (`.hidden-v27ra6`, Tailwind's escaped `.lg\:hidden`): a compound selector
          // depends on state this reading does not have (`.menu.open .x`).
          const m = /^\s*\.((?:\\.|[\w-])+)\s*$/.exec(selector);
          if (!m?.[1]) continue;
          const name = m[1].replace(/\\(.)/g, '$1');
          if (display === 'none') hidden.add(name);
          else hidden.delete(name);
        }
      }
    }
  }
  return hidden;
}

/**
 * Each `@media` block's query and body, its nested braces matched (a body holds whole rules).
 * Read once from start to end: the search goes on after each block (an unclosed one ends the
 * sheet), so a sheet of any size costs one pass.
 */
function mediaBlocks(css: string): { query: string; body: string }[] {
  const blocks: { query: string; body: string }[] = [];
  let at = css.indexOf('@media');
  while (at >= 0) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    let depth = 1;
    let i = open + 1;
    for (; i < css.length && depth > 0; i++) {
      if (css[i] === '{') depth++;
      else if (css[i] === '}') depth--;
    }
    blocks.push({ query: css.slice(at + 6, open), body: css.slice(open + 1, i - 1) });
    at = css.indexOf('@media', i);
  }
  return blocks;
}

/**
 * Whether a media query list holds at the desktop width on a screen: one of its queries has
 * only width bounds and media types a desktop screen meets (anything else — print, orientation,
 * hover, a `not` — is left unjudged, as false).
 */
function appliesAtDesktop(queryList: string): boolean {
  return queryList.split(',').some((query) => {
    const parts = query.toLowerCase().split(/\band\b/).map((p) => p.trim()).filter(Boolean);
    if (parts.length === 0) return false;
    return parts.every((part) => {
      if (/^(only\s+)?(screen|all)$/.test(part)) return true;
      const bound = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(part);
      if (!bound) return false;
      const px = Number(bound[2]) * (bound[3] === 'px' ? 1 : 16);
      return bound[1] === 'min' ? DESKTOP_WIDTH >= px : DESKTOP_WIDTH <= px;
    });
  });
}

/** Whether the page's style sheets hide the element at the desktop width, by one of its classes. */
export function hiddenAtDesktop(el: Element, sheetHidden: Set<string>): boolean {
  const classes = el.attribs.class ?? '';
  if (HIDDEN_ON_DESKTOP.test(classes)) return true;
  if (sheetHidden.size === 0) return false;
  return classes.split(/\s+/).some((c) => sheetHidden.has(c));
}

/**
 * A class that says in words the block is hidden on desktops (Elementor's "elementor-hidden-desktop",
 * Invision Community's "ipsResponsive_hideDesktop", 2026): its framework's sheet hides it there,
 * linked or not. (Unlike a breakpoint letter, "md:hidden", the name leaves no doubt: on the WCXB dev
 * split, 11 pages change, +0.67 summed F1; the one loss a pricing page's comparison table, written
 * once per layout, which its truth holds twice and we now give once.)
 */
const HIDDEN_ON_DESKTOP = /(^|[\s_-])((hide|hidden)[-_]?(on[-_]?)?desktop|desktop[-_]?(hide|hidden))([\s_-]|$)/i;
