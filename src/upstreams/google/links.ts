/**
 * Google's result links: `/url?q=<target>&sa=…` (and `/url?url=`) redirect hops unwrapped to the
 * target, relative links made absolute against the page, javascript: and # links dropped.
 */
export function unwrapGoogleLink(href: string | undefined, base: string): string | undefined {
  if (!href || href.startsWith('#') || href.startsWith('javascript:')) return undefined;
  // Most result links are plain absolute links already in the form URL parsing would give them:
  // skip the parse (a result page holds hundreds of links).
  if (PLAIN_ABSOLUTE.test(href) && !href.includes('google.')) return href;
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

/** A lower-case http(s) host, a path, and only characters URL parsing leaves as they are. */
const PLAIN_ABSOLUTE = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+\/(?![^?#]*\/\.\.?(\/|$|[?#]))[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%[\]]*$/;

/**
 * Whether a link stays inside Google's own search features (more results, maps, images, ads
 * clicks, preferences) rather than leading to a result. Google's own product pages
 * (www.google.com/photos/about/) are ordinary results for a query about them.
 */
export function isGoogleFeatureLink(link: string): boolean {
  const quickHost = /^https?:\/\/([^/?#:]+)/i.exec(link)?.[1];
  if (quickHost && !/google/i.test(quickHost)) return false;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return true;
  }
  const host = url.hostname;
  if (host.endsWith('.googleusercontent.com') || host.endsWith('googleadservices.com')) return true;
  if (!/(^|\.)google\.[a-z.]+$/.test(host)) return false;
  if (/^(maps|accounts|policies|consent)\./.test(host)) return true;
  // Other subdomains (books., play., support.) are pages a result may point to.
  if (!/^(www\.)?google\./.test(host)) return false;
  return GOOGLE_FEATURE_PATHS.test(url.pathname);
}

const GOOGLE_FEATURE_PATHS = /^\/(search|url|maps|imgres|aclk|webhp|preferences|setprefs|advanced_search|travel|shopping|finance|sorry|interstitial|localservices|gws|intl|history|xhtml|httpservice)(\/|$)/;
