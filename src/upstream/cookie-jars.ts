/**
 * One cookie jar per route to the upstream (each proxy, and the direct connection): Google ties
 * NID/AEC cookies to the client that received them, so a cookie earned through one proxy is
 * never replayed through another.
 */
import { CookieJar } from 'tough-cookie';

export class CookieJars {
  #jars = new Map<string, CookieJar>();

  for(proxy: string | null): CookieJar {
    const key = proxy ?? 'direct';
    let jar = this.#jars.get(key);
    if (!jar) {
      jar = new CookieJar();
      this.#jars.set(key, jar);
    }
    return jar;
  }
}

/** The request's own Cookie header merged with what the jar holds for the URL. */
export async function cookieHeader(jar: CookieJar, url: string, own: string | undefined): Promise<string | undefined> {
  const stored = await jar.getCookieString(url);
  return [own, stored].filter(Boolean).join('; ') || undefined;
}

export async function storeCookies(jar: CookieJar, url: string, setCookie: string | string[] | undefined): Promise<void> {
  for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    await jar.setCookie(c, url, { ignoreError: true });
  }
}
