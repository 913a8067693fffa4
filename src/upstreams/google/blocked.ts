/**
 * Block detection for Google, in one place: the /sorry captcha (by URL, redirect or page), the
 * reCAPTCHA form, the enable-JavaScript wall, the consent interstitial, and 429/403 answers.
 * Signals are the union of what maintained scrapers check (notes/serp.md §2.4, as of 2026-08),
 * and every real result page in the fixtures must pass as not blocked.
 */
export type BlockKind = 'captcha' | 'js_wall' | 'consent' | 'rate_limited' | 'forbidden';

export interface BlockVerdict {
  kind: BlockKind;
  reason: string;
  /** Seconds the upstream asked us to wait, when it said. */
  retryAfter?: number;
}

export interface PageToCheck {
  status: number;
  url: string;
  headers: Record<string, string>;
  body: string;
}

const CAPTCHA_MARKERS = [/<form[^>]+id=["']?captcha-form/i, /our systems have detected unusual traffic/i, /<div[^>]+class=["'][^"']*g-recaptcha/i, /id=["']?gs_captcha_f/i];

export function detectGoogleBlock(page: PageToCheck): BlockVerdict | undefined {
  const url = safeUrl(page.url);
  if (url && (url.hostname === 'sorry.google.com' || url.pathname.startsWith('/sorry/'))) {
    return { kind: 'captcha', reason: `redirected to ${url.hostname}${url.pathname} (the "unusual traffic" captcha)` };
  }
  if (url?.hostname.startsWith('consent.')) return { kind: 'consent', reason: 'redirected to the cookie-consent interstitial' };
  if (page.status === 429) {
    const retryAfter = Number(page.headers['retry-after']);
    return { kind: 'rate_limited', reason: 'HTTP 429 Too Many Requests', ...(retryAfter > 0 ? { retryAfter } : {}) };
  }
  const head = page.body.slice(0, 200_000);
  for (const marker of CAPTCHA_MARKERS) if (marker.test(head)) return { kind: 'captcha', reason: 'a captcha page instead of results' };
  if (page.body.length < 2000 && /\/sorry\//.test(page.body)) return { kind: 'captcha', reason: 'a short page pointing at /sorry/' };
  if (/\/httpservice\/retry\/enablejs/.test(head) && !hasResults(head)) {
    return { kind: 'js_wall', reason: 'the "enable JavaScript" wall (this client was not served results)' };
  }
  if (/<form[^>]+action=["']https:\/\/consent\.google\./i.test(head)) return { kind: 'consent', reason: 'the cookie-consent interstitial' };
  if (page.status === 403) return { kind: 'forbidden', reason: 'HTTP 403 Forbidden' };
  return undefined;
}

/** Result containers of the layouts we parse, or a served zero-result notice: a JS wall has none. */
function hasResults(html: string): boolean {
  if (/did not match any documents|class=["'][^"']*\bmnr-c\b/.test(html)) return true;
  return /id=["']?rso["'\s>]|<h3[\s>]|class=["'][^"']*\b(MjjYud|tF2Cxc|ZINbbc|ezO2md|zMzFAb)\b/.test(html);
}

function safeUrl(u: string): URL | undefined {
  try {
    return new URL(u);
  } catch {
    return undefined;
  }
}
