/**
 * Client profiles: the header sets a request presents to Google. Desktop and mobile are current
 * Chrome; light is a feature phone, whose pages are the basic no-JS layout (SearXNG, 2026-08).
 * The consent cookies skip the EU interstitial (Whoogle, googlesearch-python; notes/serp.md §2.3).
 */
export type ClientProfile = 'desktop' | 'mobile' | 'light';

const USER_AGENTS: Record<ClientProfile, string> = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  mobile: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  light: 'Nokia6230/2.0 (04.44) Profile/MIDP-2.0 Configuration/CLDC-1.1',
};

export const CONSENT_COOKIES = 'CONSENT=YES+; SOCS=CAESHAgBEhIaAB';

export function headersFor(profile: ClientProfile, language = 'en'): Record<string, string> {
  const base: Record<string, string> = {
    'user-agent': USER_AGENTS[profile],
    'accept-language': `${language},en;q=0.8`,
    cookie: CONSENT_COOKIES,
  };
  if (profile === 'light') return { ...base, accept: '*/*' };
  return {
    ...base,
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'sec-ch-ua': '"Chromium";v="142", "Google Chrome";v="142", "Not_A Brand";v="99"',
    'sec-ch-ua-mobile': profile === 'mobile' ? '?1' : '?0',
    'sec-ch-ua-platform': profile === 'mobile' ? '"Android"' : '"Windows"',
    'upgrade-insecure-requests': '1',
  };
}

export function userAgentFor(profile: ClientProfile): string {
  return USER_AGENTS[profile];
}
