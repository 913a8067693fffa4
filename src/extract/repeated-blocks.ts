/**
 * A block of the Markdown written twice word for word — a paragraph, a heading, a list — is
 * shown once. Sites write a part of the page for desktop and again for mobile, or repeat a banner
 * or a teaser, in wrappers no rule tells apart (repeated-sections.ts catches the copies it can
 * see in the tree); the reader gains nothing from the second copy. A block written three times or
 * more is a listing's shared line (the same feature under each product) and stays, as do short
 * blocks (labels, "Yes"), code and tables.
 */

const MIN_BLOCK = 40;

export function withoutRepeatedBlocks(markdown: string): string {
  const blocks = splitBlocks(markdown);
  const count = new Map<string, number>();
  for (const b of blocks) count.set(b, (count.get(b) ?? 0) + 1);
  const seen = new Set<string>();
  const kept = blocks.filter((b) => {
    if (count.get(b) !== 2 || b.length < MIN_BLOCK || /^(```|~~~|\|)/.test(b)) return true;
    if (seen.has(b)) return false;
    seen.add(b);
    return true;
  });
  return kept.join('\n\n');
}

/** The Markdown's blocks: runs of lines between blank lines, a fenced code block whole. */
function splitBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const mark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      current.push(line);
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = undefined;
      continue;
    }
    if (mark) fence = mark;
    if (!line.trim() && !fence) {
      if (current.length) blocks.push(current.join('\n'));
      current = [];
      continue;
    }
    current.push(line);
  }
  if (current.length) blocks.push(current.join('\n'));
  return blocks;
}
