/**
 * A block of the Markdown written twice word for word — a paragraph, a heading, a list — is
 * shown once. Sites write a part of the page for desktop and again for mobile, or repeat a banner
 * or a teaser, in wrappers no rule tells apart (repeated-sections.ts catches the copies it can
 * see in the tree); the reader gains nothing from the second copy. A block written three times or
 * more is a listing's shared line (the same feature under each product) and stays — unless it is
 * a long paragraph or list (a notice, a promotion pasted into every layout), not an item's
 * heading; short blocks (labels, "Yes"), code and tables always stay — except where a run of
 * blocks is written again straight after itself (withoutRepeatedRuns). A heading with its own
 * text as a line beside it is given once (withoutEchoes).
 */
import { readable, withoutStrayRules } from './markdown-text.ts';

const MIN_BLOCK = 40;
/** A fenced code block or a table: its lines repeat by nature (a closing brace, a row of dashes). */
const CODE_OR_TABLE = /^(```|~~~|\|)/;
/** Reader-visible characters past which a block repeated three times or more is a pasted notice, not an item's line. */
const LONG_BLOCK = 100;
/** Characters a heading's echo needs ("Latest", "Features"). */
const MIN_ECHO = 5;

export function withoutRepeatedBlocks(markdown: string): string {
  const blocks = withoutEchoes(withoutRepeatedRuns(splitBlocks(markdown)));
  // Line breaks inside a block are layout: the desktop copy of a paragraph may break its lines
  // where the mobile copy does not. (Its length too is counted with each break as one space, a
  // hard break's two spaces included.)
  const key = (b: string) => b.replace(/\s+/g, ' ');
  const count = new Map<string, number>();
  for (const b of blocks) count.set(key(b), (count.get(key(b)) ?? 0) + 1);
  const seen = new Set<string>();
  const kept = blocks.filter((b) => {
    const k = key(b);
    if (k.length < MIN_BLOCK || CODE_OR_TABLE.test(b)) return true;
    if (count.get(k) !== 2 && !(count.get(k)! > 2 && !b.startsWith('#') && readable(b).length >= LONG_BLOCK)) return true;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return withoutStrayRules(kept).join('\n\n');
}

/**
 * A run of blocks written again straight after itself, once or more (a carousel's cloned slides,
 * a sticky bar's card per variant): each group of one to six blocks, 40 characters or more
 * together and neither code nor a table, is kept once. Items of a listing differ, so never
 * repeat back to back.
 */
function withoutRepeatedRuns(blocks: string[]): string[] {
  const out: string[] = [];
  // Each kept block's whitespace-folded text, beside it: compared up to twelve times each.
  const keys: string[] = [];
  for (const b of blocks) {
    out.push(b);
    keys.push(b.replace(/\s+/g, ' '));
    for (let k = 1; k <= 6 && 2 * k <= keys.length; k++) {
      const a = keys.slice(-2 * k, -k);
      const z = keys.slice(-k);
      if (a.join('\n').length >= MIN_BLOCK && a.every((x, i) => x === z[i]) && !a.some((x) => CODE_OR_TABLE.test(x))) {
        out.splice(-k, k);
        keys.splice(-k, k);
        break;
      }
    }
  }
  return out;
}

/**
 * A heading said twice in a row, once as a line of text beside it (a product's name above its
 * <h1>, a table's label above its title, a tab's name above its panel's heading) — perhaps with
 * pictures between (a post's title over its hero image, then its <h1>): the reader is given it
 * once, as the heading, where the heading stands. Two lines of text alike are not an echo — two
 * products' equal values side by side in a comparison ("100 m", "100 m") — nor are list items.
 */
function withoutEchoes(blocks: string[]): string[] {
  const out: string[] = [];
  let last = '';
  let lastAt = -1;
  for (const b of blocks) {
    if (PICTURES.test(b)) {
      out.push(b);
      continue;
    }
    const text = CODE_OR_TABLE.test(b) || /^[-*+] |^\d+\. |!\[/.test(b) ? '' : readable(b).replace(/^#{1,6} /, '').replace(/[*_\\[\]]/g, '').replace(/\s+/g, ' ').trim();
    if (text.length >= MIN_ECHO && text === last && (b.startsWith('#') || out[lastAt]!.startsWith('#'))) {
      if (b.startsWith('#') && !out[lastAt]!.startsWith('#')) {
        out.splice(lastAt, 1);
        out.push(b);
        lastAt = out.length - 1;
      }
      continue;
    }
    out.push(b);
    last = text;
    lastAt = out.length - 1;
  }
  return out;
}

/** A block of pictures alone (perhaps linked), nothing said around them. */
const PICTURES = /^(\[?!\[[^\]]*\]\([^)]*\)(\]\([^)]*\))?\s*)+$/;

/** The Markdown's blocks: runs of lines between blank lines, a fenced code block and a list item whole. */
function splitBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  const lines = markdown.split('\n');
  for (const [i, line] of lines.entries()) {
    const mark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      current.push(line);
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = undefined;
      continue;
    }
    if (mark) fence = mark;
    // A blank line ends the block, unless the next line is indented: more of a list item.
    if (!line.trim() && !fence && !/^\s+\S/.test(lines[i + 1] ?? '')) {
      if (current.length) blocks.push(current.join('\n'));
      current = [];
      continue;
    }
    current.push(line);
  }
  if (current.length) blocks.push(current.join('\n'));
  return blocks;
}
