/**
 * A forum poster's name written as a link to their profile: part of the post it heads, not a
 * call to action — prune.ts asks here before judging a short link standing alone.
 */
import type { Element } from 'domhandler';
import { findAll } from 'domutils';
import { PROFILE_PAGE } from './byline.ts';
import { ORDER } from './item-titles.ts';
import { attrs, plain, type Stats } from './page-stats.ts';

/**
 * A poster's name: one short link alone in its block, to a member's profile on the site
 * (XenForo's `<span class="message-name"><a href="/members/phinds.310841/">`, Discourse's /u/…,
 * 2026) — who wrote a post is part of it. Its avatar beside it, a link to the same profile (a
 * picture, or a default one drawn as the name's initial: XenForo's `avatar--default` "B"), is
 * not: those are given back to be dropped. Undefined where the block is no poster's name (a call
 * to action to a sign-up page, an avatar alone).
 */
export function posterAvatars(el: Element, s: Stats): Element[] | undefined {
  if (s.linkCount === 0 || s.linkCount > 2 || s.links !== s.text || s.text > 40) return undefined;
  const links = el.name === 'a' ? [el] : findAll((e) => e.name === 'a', el.children);
  const href = links[0]?.attribs.href ?? '';
  if (!PROFILE_PAGE.test(href) || links.some((a) => a.attribs.href !== href)) return undefined;
  const avatars = links.filter((a) => /avatar/i.test(attrs(a)) || !plain(a).trim());
  const names = links.filter((a) => !avatars.includes(a));
  const name = names.length === 1 ? plain(names[0]!).trim() : '';
  return name.length >= 2 && !ORDER.test(name) && !/[»›→]/.test(name) ? avatars : undefined;
}
