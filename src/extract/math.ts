/**
 * Formulas as TeX. A page typesets a formula two or three times over — KaTeX writes MathML for
 * screen readers, its TeX source as an annotation, and spans drawn by its style sheet; MathJax 3
 * an aria-hidden drawing and an assistive <math>; MathJax 2 a preview, a drawing and the
 * <script type="math/tex"> it read; Wikipedia a hidden <math> and a picture whose alt is the TeX —
 * and a style sheet shows one. Read as text, that is "E=mc2E=mc^2E=mc2" (a known fault of
 * HTML-to-Markdown tools), and a fraction's parts run together. Each formula is made one
 * <math data-tex> element, before anything else reads the page: the serializer writes it `$…$`,
 * or `$$…$$` for one set on its own line, as GitHub, Pandoc and KaTeX's auto-render read them.
 */
import type { Document, Element } from 'domhandler';
import { Element as DomElement, Text } from 'domhandler';
import { findAll, findOne, replaceElement, removeElement, textContent } from 'domutils';
import { attrs, hasAncestor } from './page-stats.ts';
import { mathmlToTex } from './mathml-tex.ts';

/** The element a formula was made into: `data-tex` its TeX, `display` "block" when set apart. */
export interface Formula {
  tex: string;
  block: boolean;
}

export function formula(el: Element): Formula | undefined {
  if (el.name !== 'math' || el.attribs['data-tex'] === undefined) return undefined;
  return { tex: el.attribs['data-tex'], block: el.attribs.display === 'block' };
}

/** Wrappers that hold one formula's renderings: the formula's whole extent on the page. */
const WRAPPER = /(^|\s)(katex-display|katex|mwe-math-element|MathJax_Display|MathJax_SVG_Display)(\s|$)/;
/** The wrappers of a formula set on a line of its own. */
const DISPLAY_WRAPPER = /(^|\s)(katex-display|MathJax_Display|MathJax_SVG_Display)(\s|$)/;
/** MathJax 2's renderings beside its <script type="math/tex">. */
const MATHJAX2_RENDERING = /(^|\s)(MathJax_Preview|MathJax|MathJax_Display|MathJax_SVG|MathJax_SVG_Display|MathJax_CHTML|MathJax_MathML)(\s|$)/;

export function prepareMath(doc: Document): void {
  const scripts = findAll((e) => e.name === 'script' && /^math\/tex/i.test(e.attribs.type ?? ''), doc.children);
  for (const script of scripts) fromMathJax2(script);
  const maths = findAll((e) => e.name === 'math' && e.attribs['data-tex'] === undefined && !(e.parent && hasAncestor(e.parent, (up) => up.name === 'math')), doc.children);
  for (const math of maths) {
    const wrapper = outermostWrapper(math);
    const tex = texOf(math, wrapper);
    const block = math.attribs.display === 'block' || DISPLAY_WRAPPER.test(wrapper.attribs.class ?? '') || wrapper.attribs.display === 'true' || !!findOne((e) => /mwe-math-fallback-image-display/.test(e.attribs.class ?? ''), [wrapper]);
    replaceElement(wrapper, made(tex, block));
  }
}

function fromMathJax2(script: Element): void {
  // Its renderings are the elements just before it (blank text between them).
  let prev = script.prev;
  while (prev && ((prev.type === 'text' && !(prev as Text).data.trim()) || (prev.type === 'tag' && MATHJAX2_RENDERING.test((prev as Element).attribs.class ?? '')))) {
    const before = prev.prev;
    if (prev.type === 'tag') removeElement(prev);
    prev = before;
  }
  replaceElement(script, made(textContent(script), /mode=display/i.test(script.attribs.type ?? '')));
}

function made(tex: string, block: boolean): Element {
  const t = tex.replace(/\s+/g, ' ').trim();
  const el = new DomElement('math', { 'data-tex': t, ...(block ? { display: 'block' } : {}) });
  // Its TeX as its text, so that the page's measures count the formula as words of the content.
  const text = new Text(t);
  text.parent = el;
  el.children = [text];
  return el;
}

/**
 * The formula's outermost wrapper: KaTeX's .katex-display around .katex, MathJax 3's
 * <mjx-container>, Wikipedia's .mwe-math-element — else the <math> alone.
 */
function outermostWrapper(math: Element): Element {
  let wrapper = math;
  for (let p = math.parent, depth = 0; p && p.type === 'tag' && depth < 4; p = p.parent, depth++) {
    const el = p as Element;
    if (el.name === 'mjx-container' || WRAPPER.test(el.attribs.class ?? '')) wrapper = el;
  }
  return wrapper;
}

/** The TeX the page wrote (an annotation, Wikipedia's alttext), else the MathML written as TeX. */
function texOf(math: Element, wrapper: Element): string {
  const annotation = findOne((e) => e.name === 'annotation' && /^(application\/x-tex|tex)$/i.test(e.attribs.encoding ?? ''), math.children);
  if (annotation) return withoutDisplayStyle(textContent(annotation));
  const alt = math.attribs.alttext ?? findOne((e) => e.name === 'img' && /mwe-math-fallback-image/.test(attrs(e)), [wrapper])?.attribs.alt;
  if (alt) return withoutDisplayStyle(alt);
  return mathmlToTex(math);
}

/** Wikipedia's "{\displaystyle E=mc^{2}}": the formula is what the style command wraps. */
function withoutDisplayStyle(tex: string): string {
  const m = /^\s*\{\\(?:displaystyle|textstyle)\s*([\s\S]*)\}\s*$/.exec(tex);
  return m ? m[1]!.trim() : tex.trim();
}
