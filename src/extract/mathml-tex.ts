/**
 * MathML (presentation markup) written as TeX, for formulas a page gives only as MathML: MathJax 3's
 * assistive <math>, a hand-written or XSLT-made <math>. A reader or a language model reads
 * `\frac{n(n+1)}{2}` where the MathML's bare text would run numerator and denominator together
 * ("n(n+1)2"). Letters and symbols stay as written (π, ∑, ±): KaTeX and MathJax read Unicode.
 */
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';

/** Multi-letter identifiers that TeX writes as operators. */
const OPERATORS = new Set(['sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'sinh', 'cosh', 'tanh', 'arcsin', 'arccos', 'arctan', 'log', 'ln', 'lg', 'exp', 'lim', 'max', 'min', 'sup', 'inf', 'det', 'dim', 'gcd', 'deg', 'arg', 'ker', 'Pr']);

export function mathmlToTex(math: Element): string {
  return tidy(row(math.children));
}

function tags(nodes: readonly AnyNode[]): Element[] {
  return nodes.filter((n): n is Element => n.type === 'tag');
}

function row(nodes: readonly AnyNode[]): string {
  return tags(nodes).map(tex).join('');
}

/** A script, a fraction's part: braced, even one character (`^{n} k`, not `^nk`). */
function group(el: Element | undefined): string {
  return `{${el ? tex(el).trim() : ''}}`;
}

/** A script's base: bare when it is one character or one command (`\alpha`), else braced. */
function base(el: Element | undefined): string {
  const t = el ? tex(el).trim() : '';
  return [...t].length === 1 || /^\\\p{L}+$/u.test(t) ? t : `{${t}}`;
}

function tex(el: Element): string {
  const [a, b, c] = tags(el.children);
  switch (el.name) {
    case 'mi': {
      const name = text(el);
      if ([...name].length <= 1) return name;
      return OPERATORS.has(name) ? `\\${name} ` : `\\mathrm{${name}}`;
    }
    case 'mn':
    case 'mo':
      return text(el);
    case 'mtext':
    case 'ms':
      return text(el).trim() ? `\\text{${text(el)}}` : ' ';
    case 'mspace':
      return ' ';
    case 'mfrac':
      return `\\frac${group(a)}${group(b)}`;
    case 'msqrt':
      return `\\sqrt{${row(el.children)}}`;
    case 'mroot':
      return `\\sqrt[${b ? tex(b) : ''}]${group(a)}`;
    case 'msup':
      return `${base(a)}^${group(b)}`;
    case 'msub':
    case 'munder':
      return `${base(a)}_${group(b)}`;
    case 'msubsup':
    case 'munderover':
      return `${base(a)}_${group(b)}^${group(c)}`;
    case 'mover':
      return `${base(a)}^${group(b)}`;
    case 'mfenced': {
      const open = el.attribs.open ?? '(';
      const close = el.attribs.close ?? ')';
      return `${open}${tags(el.children).map(tex).join(el.attribs.separators?.trim()[0] ?? ',')}${close}`;
    }
    case 'mtable':
      return `\\begin{matrix}${tags(el.children).map((tr) => tags(tr.children).filter((td) => td.name === 'mtd').map((td) => row(td.children)).join(' & ')).join(' \\\\ ')}\\end{matrix}`;
    case 'semantics':
      // The presentation markup comes first; annotations are other encodings of the same formula.
      return a ? tex(a) : '';
    case 'annotation':
    case 'annotation-xml':
    case 'mphantom':
    case 'none':
    case 'mprescripts':
      return '';
    default:
      // mrow, mstyle, mpadded, menclose, merror, maction…: their content in a row.
      return row(el.children);
  }
}

/** The element's text, its TeX specials escaped. */
function text(el: Element): string {
  return textContent(el)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\\/g, '\\backslash ')
    .replace(/([{}#%&_$])/g, '\\$1')
    .replace(/\^/g, '\\hat{}')
    .replace(/~/g, '\\sim ');
}

function tidy(t: string): string {
  return t.replace(/\s+/g, ' ').replace(/ ([}^_]|$)/g, '$1').trim();
}
