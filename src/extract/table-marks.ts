/**
 * A table cell's tick or cross drawn with no words — a comparison table's yes or no, written as ✓
 * or ✗: otherwise it reads as nothing with images=none, as file names with them, and as an empty
 * cell when the mark is an icon font's or a style sheet's.
 */
import type { Element } from 'domhandler';
import { imageSource } from './markdown-text.ts';
import { plain } from './page-stats.ts';

/** A picture of a tick or a cross, known by its file's name (brightlocal.com's tick.png and cross.png, 2025); an icon with an alt says its own words, as any picture. */
export function tickOrCross(img: Element): string | undefined {
  if (img.attribs.alt?.trim() || !inTableCell(img)) return undefined;
  const name = (imageSource(img) ?? '').split(/[?#]/)[0]!.split('/').pop()!.toLowerCase();
  if (/(^|[-_.])(tick|check|checkmark|check-mark|yes)([-_.\d]|$)/.test(name)) return '✓';
  return /(^|[-_.])(cross|x-?mark|no)([-_.\d]|$)/.test(name) ? '✗' : undefined;
}

const TICK_CLASS = /^(fa-|icon-|bi-|glyphicon-|ti-)?((circle|square)-)?(check|checkmark|check-mark|tick|yes)(-circle|-square|-mark)?$/;
const CROSS_CLASS = /^(fa-|icon-|bi-|glyphicon-|ti-)?((circle|square)-)?(cross|times|xmark|x-mark|no)(-circle|-square)?$/;

/**
 * An empty element drawn as a tick or a cross by its class: an icon font's glyph (Font Awesome's
 * `<i class="fa-solid fa-check">`, `fa-square-check`, `fa-xmark`) or a style sheet's mark (`<div class="checkmark">`,
 * TaxSlayer Pro's plan comparison, 2026). Only in a table cell, and only an element holding no
 * text: a button that closes a message ("svg-icon-message-close") is no value.
 */
export function iconMark(el: Element): string | undefined {
  // Asked of every inline element the serializer writes: the class first, the text (a walk) last.
  if (!ICON_ELEMENTS.has(el.name) || !el.attribs.class) return undefined;
  const classes = el.attribs.class.toLowerCase().split(/\s+/);
  const mark = classes.some((c) => TICK_CLASS.test(c)) ? '✓' : classes.some((c) => CROSS_CLASS.test(c)) ? '✗' : undefined;
  return mark && inTableCell(el) && !plain(el).trim() ? mark : undefined;
}

const ICON_ELEMENTS = new Set(['i', 'span', 'div', 'svg']);

function inTableCell(el: Element): boolean {
  for (let up = el.parent, depth = 0; up && up.type === 'tag' && depth < 8; up = up.parent, depth++) {
    const name = (up as Element).name;
    if (name === 'td' || name === 'th') return true;
    if (name === 'table') return false;
  }
  return false;
}
