/**
 * The URL a page's relative links and pictures resolve against: HTML's document base URL, the
 * first <base href> in tree order, itself resolved against the page's address, else that address.
 * Forum software writes every link relative to one (XenForo's `<base href="https://www.spigotmc.org/">`
 * and `members/name.123/` on a thread at /threads/…/, 2025): resolved against the thread instead,
 * each member, avatar and post link pointed nowhere.
 */
import type { Document } from 'domhandler';
import { findOne } from 'domutils';

export function documentBaseUrl(doc: Document, pageUrl: string): string {
  const base = findOne((el) => el.name === 'base' && el.attribs.href !== undefined, doc.children);
  if (!base) return pageUrl;
  const resolved = URL.parse(base.attribs.href!.trim(), pageUrl);
  // A base that does not parse, or names a data: or javascript: URL, is ignored, as browsers do (HTML's "set the frozen base URL").
  return resolved && resolved.protocol !== 'data:' && resolved.protocol !== 'javascript:' ? resolved.href : pageUrl;
}
