/**
 * A task list (GitHub's, GitLab's, markdown-it's: an item opening with a checkbox) written as
 * GFM's `- [x] done` / `- [ ] to do`. Checkboxes are form controls, never content, so the list
 * read as plain items lost which tasks are done: the box's state is noted on its item first.
 */
import type { Element } from 'domhandler';

/** The attribute noting, on a task list's item, its box: "x" ticked, " " not. */
export const TASK_STATE = 'data-gleaner-task';

/**
 * Whether `input` is the checkbox opening a list item (`<li><input type=checkbox> …`, or inside
 * the item's first paragraph or label) of a task list; if so its state is noted on the item.
 * Markdown renderers write a task's box disabled (GitHub, GitLab, goldmark, markdown-it) or name
 * it a task; a box a reader ticks (a recipe's ingredients) or a style sheet's toggle (Lobsters,
 * 2024: each comment thread opens with a checkbox that folds it) is no task.
 */
export function markTaskItem(input: Element): boolean {
  if (input.name !== 'input' || (input.attribs.type ?? '').toLowerCase() !== 'checkbox') return false;
  let item: Element | null = null;
  for (let cur: Element = input, depth = 0; depth < 3; depth++) {
    if (!opensParent(cur)) return false;
    const parent = cur.parent as Element | null;
    if (!parent || parent.type !== 'tag') return false;
    if (parent.name === 'li') {
      item = parent;
      break;
    }
    if (parent.name !== 'p' && parent.name !== 'label' && parent.name !== 'span') return false;
    cur = parent;
  }
  if (!item || (input.attribs.disabled === undefined && !/task/i.test(`${input.attribs.class ?? ''} ${item.attribs.class ?? ''}`))) return false;
  item.attribs[TASK_STATE] = input.attribs.checked !== undefined ? 'x' : ' ';
  return true;
}

/** Whether nothing but blank text comes before `el` in its parent. */
function opensParent(el: Element): boolean {
  for (let prev = el.prev; prev; prev = prev.prev) {
    if (prev.type === 'text' && !prev.data.trim()) continue;
    if (prev.type === 'comment') continue;
    return false;
  }
  return true;
}
