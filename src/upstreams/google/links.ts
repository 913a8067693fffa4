/**
 * Google's result links: `/url?q=<target>&sa=…` (and `/url?url=`) redirect hops unwrapped to the
 * target, relative links made absolute against the page, javascript: and # links dropped.
 */
export function unwrapGoogleLink(href: string | undefined, base: string): string | undefined {
  if (!href || href.startsWith('#') || href.startsWith('javascript:')) return undefined;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  if (url.pathname === '/url' && /(^|\.)google\./.test(url.hostname)) {
    const target = url.searchParams.get('q') ?? url.searchParams.get('url');
    if (target && /^https?:\/\//.test(target)) return target;
  }
  return url.href;
}
