/**
 * A page's title as /web/markdown gives it: an article's or a discussion's headline as shown
 * (its <h1>), else its preview title without the site's name — and which <h1> is the headline
 * where the site's logo is one too.
 */
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';

/**
 * An article's title is its headline as the page shows it — its one `<h1>`, a phrase of three
 * words or more (not the site's logo, nor a section's name: "Blog") — rather than the variant
 * written for search results and link previews (og:title "Best Apps to Learn a Language in 2025 –
 * Top 10 Picks" over the shown "Top 10: Best Language Learning App (tested by experts)", talkreal.org
 * 2025). So is a discussion's: its thread title, where the site's own name fills the preview
 * title (Reddit's "Reddit - The heart of the internet", 2026). A service or shop page's <h1> is a
 * slogan more often than its name: not there.
 */
export function headline(h1s: Element[], articleOrDiscussion: boolean, siteName?: string): string | undefined {
  if (!articleOrDiscussion) return undefined;
  const shown = h1s.length === 1 ? shownText(h1s[0]!).replace(/\s+/g, ' ').trim() || undefined : undefined;
  // A lone <h1> that is the site's name is its logo ("Human in the Loop" over every post, 2026).
  if (shown && words(shown) === words(siteName)) return undefined;
  // One that ends in a colon introduces what follows it ("A message from John Furrier, co-founder of
  // SiliconANGLE:" over a promotion, 2025): no headline.
  return shown && shown.split(/\s+/).length >= 3 && shown.length <= 200 && !shown.endsWith(':') ? shown : undefined;
}

/**
 * The first of a page's titles (og:title, twitter:title, JSON-LD headline, <title>, <h1>) that
 * names more than the site: a shop's theme may write the shop's name as every page's preview
 * title (og:title and <title> "Glossier" over its "Custom Skincare Set", twitter:title "Bombas"
 * over the <title> "All Men's Socks", 2026). A home page's title is the site's name (og:title
 * "DEV Community" over the <title> "Posts"), and so is any page's whose titles all are.
 */
export function firstOwnTitle(titles: (string | undefined)[], siteName: string | undefined, url: string): string | undefined {
  const given = titles.filter((t): t is string => !!t);
  const home = URL.parse(url)?.pathname === '/';
  return (home ? undefined : given.find((t) => words(t) !== words(siteName))) ?? given[0];
}

/** A home page titled as one ("Home", "Home - The GitHub Blog" once its site's name is split off) is titled by its site's name. */
export function homePageTitle(title: string | undefined, siteName: string | undefined): string | undefined {
  return title && siteName && /^\s*home\s*(page)?\s*$/i.test(title) ? siteName : title;
}

/**
 * The <h1> that is the page's headline, where the site's logo is an <h1> too and comes first
 * (Houstonia Magazine, 2025): the first that its titles (og:title, <title>) repeat, else the
 * first that is not the site's name.
 */
export function headlineH1(h1s: Element[], titles: (string | undefined)[], siteName: string | undefined): Element | null {
  const notSiteName = (h: Element) => {
    const text = words(textContent(h));
    return !!text && text !== words(siteName);
  };
  return titledH1(h1s, titles) ?? h1s.find(notSiteName) ?? h1s[0] ?? null;
}

/** The first <h1> of three words or more that the page's titles (og:title, <title>) repeat: surely its headline. */
export function titledH1(h1s: Element[], titles: (string | undefined)[]): Element | undefined {
  return h1s.find((h) => {
    const text = words(textContent(h));
    return text.split(' ').length >= 3 && titles.some((t) => words(t).includes(text));
  });
}

/**
 * An element's text as shown: an inline SVG's <title> ("Artboard Created with Sketch.", a logo's)
 * is no text on the page; a line break parts words ("Top MBA Programs of 2025 (US)<br>Your Guide…").
 */
function shownText(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type === 'tag' && (node as Element).name === 'br') return ' ';
  if (node.type !== 'tag' || (node as Element).name === 'svg') return '';
  return (node as Element).children.map(shownText).join('');
}

/** "Headline | Site name" → "Headline" when the page's <h1> or site name shows which part is the site. */
export function withoutSiteName(title: string | undefined, site: string | undefined, h1: string | undefined, host?: string): string | undefined {
  if (!title) return title;
  // What follows the separator is the site's name (a few words, or parts of its own: "Market Size |
  // Forecast"); a longer phrase is the headline, the <h1> the site's logo ("TFH Online Forum-What to
  // look for before purchasing new fish", Tapatalk 2026).
  const rest = h1 && title.startsWith(h1) ? title.slice(h1.length) : '';
  const after = rest.replace(/^\s*[|\-–—:·]\s*/, '');
  if (h1 && h1.length >= 10 && /^\s*[|\-–—:·]/.test(rest) && (after.split(/\s+/).length <= 5 || /\s[|\-–—·]\s/.test(after))) return h1;
  const m = /^(.*\S)\s+[|\-–—·]\s+([^|\-–—·]+)$/.exec(title);
  if (m && site && m[2]!.trim().toLowerCase() === site.toLowerCase()) return m[1];
  // The host's brand goes only where a phrase stays ("Shop | JOCO Cups" is no title as "Shop").
  if (m && brandOfHost(m[2]!, host) && m[1]!.split(/\s+/).length >= 2) return m[1];
  return title;
}

/**
 * Whether a title's last part is the brand its host names ("| iRobot®" on www.irobot.com,
 * "| Lenovo US" on www.lenovo.com, "| Oakywood.shop" on oakywood.shop), when the page declares
 * no site name or another: letters compared, the host's name (4 letters or more) within the part.
 */
function brandOfHost(part: string, host: string | undefined): boolean {
  const letters = (s: string) => words(s).replace(/ /g, '');
  const brand = letters(part);
  if (!host || !brand || part.trim().split(/\s+/).length > 3) return false;
  const labels = host.replace(/^www\d*\./, '').split('.');
  const name = labels.length > 1 ? letters(labels.slice(0, -1).join('')) : '';
  return name.length >= 4 && (brand.includes(name) || name.includes(brand));
}

/** Lower-case words, punctuation and symbols aside: how titles, names and hosts are compared. */
function words(s: string | undefined): string {
  return (s ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
