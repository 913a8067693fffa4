/** A discussion page's thread: all its posts, not the one post that scored best. */
import type { Element } from 'domhandler';
import { shapeOf, type Stats } from './page-stats.ts';

/**
 * Discussion pages, where replies are the content (URL conventions of forum software and Q&A
 * sites): also vBulletin's showthread.php, phpBB's and FluxBB's viewtopic.php, SMF's ?topic=,
 * Flarum's /d/2068-…, Tapatalk's …-t17351.html and TripAdvisor's ShowTopic- (WCXB forum pages, 2026).
 */
export const DISCUSSION_URL = /[/-](forums?|threads?|topics?|t|questions?|discussions?|community|communities|comments|r)\/|\/\/(community|discuss|discussions?)\.|\/\/[^/]*forums?[^/]*\/|stackexchange|stackoverflow|reddit\.com|discourse|\/(showthread|viewtopic|showtopic)\.php|[?&]topic=|\/d\/\d|\/ShowTopic-|-t\d+\.html/i;

/**
 * On a discussion page one long post (a pasted log, a long answer) can hold most of the prose and
 * be chosen alone: the thread is every post. When the chosen block, or one of its three nearest
 * ancestors, repeats beside itself (same tag and first class, with text: Discourse's
 * "topic-body crawler-post" ×N), their parent is the thread.
 */
export function thread(root: Element, stats: Map<Element, Stats>): Element {
  let cur: Element = root;
  for (let i = 0; i < 4; i++) {
    const parent = cur.parent as Element | null;
    if (!parent || parent.type !== 'tag' || parent.name === 'body' || parent.name === 'html') break;
    const key = shapeOf(cur);
    const alike = parent.children.filter((c) => c !== cur && c.type === 'tag' && shapeOf(c as Element) === key && (stats.get(c as Element)?.text ?? 0) > 0);
    if (!key.endsWith('.') && alike.length > 0) return parent;
    cur = parent;
  }
  return root;
}
