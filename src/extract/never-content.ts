/**
 * What is never a page's content, whatever it holds: scripts, forms, navigation, dialogs and
 * hidden elements — save what a browser ends up showing (a page hidden until scripts run,
 * collapsed accordion panels and their toggles, blocks revealed by script).
 */
import type { AnyNode, Element, Text } from 'domhandler';
import { hasHeadline, VERBATIM } from './boilerplate.ts';
import { existsOne } from 'domutils';
import { attrs, hasAncestor, isHidden, plain, repeatedShapes, screenReaderOnly, textLength } from './page-stats.ts';
import { removeAll } from './dom-removal.ts';
import { labelCopies, loaderLine, posterStat, replyPrompt, resultCount, scriptState, shortTimeCopy, signupBox, voteCount, voteStateCopy } from './widget-lines.ts';
import { hiddenAtDesktop } from './responsive-hiding.ts';
import { linkVideoEmbed } from './video-embeds.ts';
import { markTaskItem } from './task-lists.ts';
import { keepPane, unnamedTabPanel } from './tab-panes.ts';
import { closedPopupIds, fragmentMark, fullScreenOverlay, hiddenMenu, skipLink, tooltip } from './on-demand.ts';

export const NEVER_CONTENT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'canvas', 'iframe', 'object', 'embed', 'video', 'audio', 'link', 'meta', 'input', 'select', 'textarea', 'button', 'nav', 'dialog', 'form', 'head', 'title']);

/**
 * `pageText` is the body's text length: a hidden element holding most of it is the page itself,
 * hidden until scripts run (a flash-of-unstyled-content guard, a React streaming boundary
 * `<div hidden id="S:0">` swapped in by script) — kept, as a browser would end up showing it;
 * a hidden dialog (a "republish this article" modal holding a copy of it) is not.
 */
export function removeNeverContent(root: Element, sheetHidden = new Set<string>(), page = readPage(root)): void {
  const { pageText, reveal } = page;
  const gone: AnyNode[] = [];
  for (const c of root.children) {
    if (c.type === 'comment' || c.type === 'directive' || c.type === 'cdata') {
      gone.push(c);
      continue;
    }
    if (c.type === 'script' || c.type === 'style' || (c.type === 'text' && unrenderedBinding(c))) {
      gone.push(c);
      continue;
    }
    if (c.type !== 'tag') continue;
    const el = c as Element;
    if (linkVideoEmbed(el)) continue;
    if (markTaskItem(el)) {
      gone.push(el);
      continue;
    }
    const role = el.attribs.role ?? '';
    // Some sites serve their whole content to non-script readers inside <noscript> (Discourse).
    if (el.name === 'noscript' && textLength(el) > 500) {
      removeNeverContent(el, sheetHidden, page);
      continue;
    }
    if (isHidden(el) && !NEVER_CONTENT.has(el.name) && !screenReaderOnly(el) && (revealedPage(el, role, pageText) || collapsedPanel(el, role) || (reveal && !role && !/modal|popup|dialog|drawer|menu|nav/i.test(attrs(el))))) {
      if (unnamedTabPanel(el)) keepPane(el);
      removeNeverContent(el, sheetHidden, page);
      continue;
    }
    // A responsive copy hidden at desktop width (the mobile layout's) — unless it holds most of
    // the page, which a desktop browser would then show at some width after all.
    if (hiddenAtDesktop(el, sheetHidden) && textLength(el) < pageText * 0.5) {
      gone.push(el);
      continue;
    }
    if (role === 'dialog' && accordionSheet(el)) {
      removeNeverContent(el, sheetHidden, page);
      continue;
    }
    // An accordion's toggle carries the title of the panel it opens ("How much does the program
    // cost?"): its text is content, the button is not.
    if (el.name === 'button' && !isHidden(el) && panelToggle(el)) {
      removeNeverContent(el, sheetHidden, page);
      el.name = 'div';
      continue;
    }
    if (NEVER_CONTENT.has(el.name) || isHidden(el) || fullScreenOverlay(el, pageText) || hiddenMenu(el) || closedPopup(el, page) || skipLink(el) || fragmentMark(el) || tooltip(el) || liveMessage(el) || resultCount(el) || posterStat(el) || voteCount(el) || voteStateCopy(el) || shortTimeCopy(el) || replyPrompt(el) || loaderLine(el) || signupBox(el, pageText) || page.labelCopies.has(el) || scriptState(el) || ratingInput(el) || choicePicker(el) || /^(navigation|banner|contentinfo|search|dialog|alertdialog|alert|complementary)$/.test(role) || el.attribs['aria-modal'] === 'true') {
      // A form that wraps the whole page (ASP.NET) is kept: its content is the page; so is one
      // with text and no visible controls (forum software wraps posts in forms), and one around
      // posts (Invision Community, 2026: the thread's <article> posts, with their quote and
      // reaction buttons, in a form for moderators' bulk actions).
      const formText = el.name === 'form' ? textLength(el) : 0;
      if (formText > 2000 || (formText > 200 && (!hasFields(el) || existsOne((e) => e.name === 'article', el.children))) || page.posts.has(el)) {
        removeNeverContent(el, sheetHidden, page);
        continue;
      }
      gone.push(el);
      continue;
    }
    removeNeverContent(el, sheetHidden, page);
  }
  removeAll(gone);
}

/**
 * A client template's binding the page's script never filled in (`{{ board.errors[7].message }}`,
 * Angular and Vue, seen 2025): a browser running the script shows its value or nothing, never
 * the braces. Inside code it is an example, and kept.
 */
function unrenderedBinding(text: Text): boolean {
  if (!/^\s*\{\{[^{}]+\}\}\s*$/.test(text.data)) return false;
  return !hasAncestor(text, (el) => VERBATIM.has(el.name));
}

/**
 * A live region's short message (role="status", aria-live): what a page announces as its state
 * changes — "image 1 of 11" in a carousel, "Added to cart", a price recomputed for the options
 * chosen — is the widget's, not a line of the content.
 */
function liveMessage(el: Element): boolean {
  return (el.attribs.role === 'status' || el.attribs['aria-live'] === 'polite' || el.attribs['aria-live'] === 'assertive') && textLength(el) < 200;
}

/**
 * A rating input: one script link per star ("1 of 5 stars" … "5 of 5 stars", href="#"), with its
 * short labels around it ("Rate this book", "Clear rating") — a control, as a form's would be
 * (Goodreads, 2025). A rating shown as text ("4.5 out of 5 stars") is content.
 */
function ratingInput(el: Element): boolean {
  const isStarRow = (e: Element) => {
    const links = e.children.filter((c) => c.type === 'tag') as Element[];
    return links.length >= 3 && links.every((a) => a.name === 'a' && /^(#|javascript:|$)/.test(a.attribs.href ?? '') && /^\s*\d+ (of|out of) \d+ stars?\s*$/i.test(plain(a)));
  };
  if (isStarRow(el)) return true;
  const row = el.children.find((c) => c.type === 'tag' && isStarRow(c as Element));
  // Its labels and messages are a few short lines (Goodreads: "Rate this book", "Clear rating", a hidden error).
  return !!row && textLength(el) - textLength(row) <= 100;
}

/**
 * A group of choices a reader ticks — a shop's variant picker ("More options" over colour
 * swatches, IKEA 2025), a listing's filter ("Brands", "Deals & Discounts", Amazon 2025): a
 * <fieldset> of radio buttons or checkboxes is a form's part even where no <form> wraps it.
 */
function choicePicker(el: Element): boolean {
  return el.name === 'fieldset' && existsOne((e) => e.name === 'input' && /^(radio|checkbox)$/i.test(e.attribs.type ?? ''), el.children);
}

function panelToggle(el: Element): boolean {
  return (hasHeadline(el) || /accordion|faq|question|collaps/i.test(attrs(el))) && textLength(el) >= 12;
}

/**
 * A pop-up a closed trigger opens (on-demand.ts) — unless it holds most of the page: a trigger
 * naming the page's own content as what it controls is mislabelled, not a menu.
 */
function closedPopup(el: Element, page: Page): boolean {
  return page.popups.size > 0 && page.popups.has(el.attribs.id ?? '') && textLength(el) < page.pageText * 0.5;
}

/**
 * Pages that reveal their content by script, block by block ("defer-block" sections shown on
 * load): when hidden blocks hold four fifths of the page's text, they are the page.
 */
interface Page {
  pageText: number;
  reveal: boolean;
  posts: Set<Element>;
  popups: Set<string>;
  labelCopies: Set<Element>;
}

function readPage(root: Element): Page {
  const pageText = textLength(root);
  return { pageText, reveal: hiddenHoldsPage(root, pageText), posts: postForms(root), popups: closedPopupIds(root), labelCopies: labelCopies(root) };
}

function hiddenHoldsPage(root: Element, pageText: number): boolean {
  let hidden = 0;
  const visit = (el: Element) => {
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      const e = c as Element;
      if (isHidden(e) && !NEVER_CONTENT.has(e.name)) hidden += textLength(e);
      else if (!NEVER_CONTENT.has(e.name)) visit(e);
    }
  };
  visit(root);
  return pageText > 0 && hidden > pageText * 0.8;
}

/**
 * Forms that are posts: written three or more times in one shape (tag and class), with text and
 * no visible controls — Reddit wraps every comment, however short, in its own <form class="usertext">.
 */
function postForms(root: Element): Set<Element> {
  const forms = repeatedShapes(root, (e) => e.name === 'form' && !!e.attribs.class?.trim());
  return new Set(forms.filter((form) => textLength(form) > 0 && !hasFields(form)));
}

/** Visible form controls: inputs other than hidden ones, text areas, selects, buttons. */
function hasFields(el: Element): boolean {
  for (const c of el.children) {
    if (c.type !== 'tag') continue;
    const e = c as Element;
    if ((e.name === 'input' && e.attribs.type !== 'hidden') || e.name === 'textarea' || e.name === 'select' || e.name === 'button') return true;
    if (hasFields(e)) return true;
  }
  return false;
}

function revealedPage(el: Element, role: string, pageText: number): boolean {
  // What the class `hide` hides is toggled by a click (page-stats.ts), not the page waiting for its script.
  if (/(^|\s)hide(\s|$)/.test(el.attribs.class ?? '') && el.attribs.hidden === undefined) return false;
  return !role && !/modal|popup|dialog/i.test(attrs(el)) && (/^S:[0-9a-f]+$/.test(el.attribs.id ?? '') || textLength(el) > pageText * 0.5);
}

/**
 * A collapsed accordion or tab panel (FAQ answers, "read more" sections) is content a reader
 * opens with a click: labelled by its toggle, or named so ("accordion", "collapse", "expander" —
 * Amazon's "Read more", "toggle__content", "tab-content"…), and prose rather than links.
 */
function collapsedPanel(el: Element, role: string): boolean {
  const panel = role === 'region' || role === 'tabpanel' || el.attribs['aria-labelledby'] !== undefined || /accordion|collaps|expand|toggle|panel|tab-?content|faq|answer/i.test(attrs(el)) || unnamedTabPanel(el);
  return panel && !/modal|popup|dialog|menu|nav/i.test(attrs(el)) && textNotLinks(el);
}

/** Text, and little of it in links: a panel's content, not a menu's. */
function textNotLinks(el: Element): boolean {
  const text = textLength(el);
  return text > 0 && linkText(el) < text * 0.3;
}

/**
 * A non-modal sheet an accordion opens (Gymshark's product page, 2026: the "Description" item
 * opens `<div role="dialog" aria-modal="false">` beside the page, holding the description) is
 * that item's panel, and content like any collapsed panel; other dialogs are the frame's.
 */
function accordionSheet(el: Element): boolean {
  if (el.attribs['aria-modal'] === 'true') return false;
  let holder = el.parent as Element | null;
  for (let up = 0; up < 2 && holder?.type === 'tag'; up++, holder = holder.parent as Element | null) {
    if (/accordion/i.test(attrs(holder))) return textNotLinks(el);
  }
  return false;
}

function linkText(el: Element): number {
  let n = 0;
  for (const c of el.children) if (c.type === 'tag') n += (c as Element).name === 'a' ? textLength(c) : linkText(c as Element);
  return n;
}
