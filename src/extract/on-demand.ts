/**
 * What a reader sees only on demand, over or beside the page — an overlay a trigger opens, a
 * drop-down menu, a skip link shown on focus, a tooltip's bubble — never a passage of the content
 * (never-content.ts removes them with the rest of the frame).
 */
import type { Element } from 'domhandler';
import { existsOne, findAll } from 'domutils';
import { attrs, plain, textLength } from './page-stats.ts';

/**
 * An element fixed over the whole viewport (utility classes `fixed inset-0`, Tailwind's, 2026) is
 * an overlay a trigger opens — a modal ("Notify me when back in stock", a store's policies, a
 * "Talk to an expert" form), a mobile menu, a sign-in sheet — never a passage of the page it
 * covers. One holding most of the page's text is the page's own frame (an app laid out in a
 * fixed full-screen box), and read as usual.
 */
export function fullScreenOverlay(el: Element, pageText: number): boolean {
  const classes = ` ${el.attribs.class ?? ''} `.replace(/\s+/g, ' ');
  return classes.includes(' fixed ') && classes.includes(' inset-0 ') && textLength(el) < pageText * 0.5;
}

/**
 * A drop-down menu or pop-over hidden by a class until clicked ("ipsMenu ipsHide", Invision
 * Community's poster details, 2025): whatever it holds, a reader sees it only on demand, and it
 * is the frame's, not the content's. (A class saying "hide" alone is too loose: tab panels
 * revealed by script use it too.)
 */
export function hiddenMenu(el: Element): boolean {
  return /(^|\s)[\w-]*(hide|hidden)(\s|$)/i.test(el.attribs.class ?? '') && /menu|dropdown|popover|tooltip/i.test(attrs(el));
}

/**
 * "Skip to content", "Jump to main content", "Skip to product list": links a keyboard reader
 * uses to pass over the page's frame, shown on focus only — a fragment link, so never a link to
 * read on. ("Jump to Review" in a buying guide is a link to a section, and stays.)
 */
export function skipLink(el: Element): boolean {
  return el.name === 'a' && (el.attribs.href ?? '').startsWith('#') && /^\s*(skip|jump) to (the )?(main |page )?(content|main|navigation|footer|search|product|results|filters|sort|selected)/i.test(plain(el));
}

/**
 * A tooltip's bubble (a glossary definition shown on hover, role="tooltip" or named so: "tooltip",
 * "tool-tip", a `<tool-tip>` element) is not a line of the text it sits in. A wrapper that holds
 * the term it explains is not the bubble, nor is a block of a page's length (a site naming its
 * article box "tool-tip-content", 2026): a bubble says a sentence or two.
 */
export function tooltip(el: Element): boolean {
  if (el.attribs.role === 'tooltip') return true;
  return /(^|[\s_-])tool-?tip(bubble)?([\s_-]|$)/i.test(`${el.name} ${el.attribs.id ?? ''} ${el.attribs.class ?? ''}`) && textLength(el) < 1000 && !existsOne((d) => d.name === 'dfn' || d.name === 'abbr' || d.attribs['aria-describedby'] !== undefined || d.attribs['aria-labelledby'] !== undefined, el.children);
}

/**
 * A link to a place on the page whose text is a mark and no word is a control, not text to read:
 * a heading's link to itself shown on hover ("¶" in Sphinx's and Django's docs, "#" in
 * Docusaurus' and MkDocs', "§" in rustdoc's: "# Middleware¶"), a footnote's way back to where it
 * was cited ("↩︎" in GitHub's and Pandoc's footnotes: "… in 2025. ↩︎"). A fragment link with a
 * word or a number in it (a footnote's "[1]"), a footnote's symbol ("*", "†": Apple, 2026), or a
 * picture (a gallery's thumbnail), is read.
 */
export function fragmentMark(el: Element): boolean {
  return el.name === 'a' && (el.attribs.href ?? '').startsWith('#') && !/[\p{L}\p{N}*†‡]/u.test(plain(el)) && !existsOne((e) => e.name === 'img' || e.name === 'picture', el.children);
}

/**
 * The ids of pop-ups a closed trigger opens: an element with `aria-haspopup` and
 * `aria-expanded="false"` names in `aria-controls` what it would show (a profile card under a
 * poster's name, a share menu, a variant picker's list; DEV, 2026: "profile-preview-card__content").
 * An accordion's toggle says no `aria-haspopup`: its panel is a passage of the content, and stays.
 */
export function closedPopupIds(root: Element): Set<string> {
  const ids = new Set<string>();
  for (const trigger of findAll((e) => e.attribs['aria-expanded'] === 'false' && !!e.attribs['aria-controls'] && !!e.attribs['aria-haspopup'] && e.attribs['aria-haspopup'] !== 'false', [root])) {
    for (const id of trigger.attribs['aria-controls']!.split(/\s+/)) if (id) ids.add(id);
  }
  return ids;
}
