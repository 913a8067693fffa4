/**
 * What we know about Google Scholar (notes/trends-scholar-maps.md §2, 2026-02 captures): author
 * pages are served anonymously; profile search has answered with the Google sign-in page since
 * 2025-05 unless the client is signed in (an operator may supply a session cookie); an unknown
 * author id also lands on the sign-in page. The author cards of profile search and of the
 * co-author list share one markup (`.gs_ai`).
 */
import * as cheerio from 'cheerio';
import { AppError } from '../../errors.ts';
import type { UpstreamRequest } from '../../upstream/types.ts';
import { headersFor } from './profiles.ts';

export const SCHOLAR_ORIGIN = 'https://scholar.google.com';

export function scholarRequest(query: Record<string, string>, language: string): UpstreamRequest {
  return { url: `${SCHOLAR_ORIGIN}/citations?${new URLSearchParams(query)}`, headers: headersFor('desktop', language), profile: 'desktop' };
}

/** Throws when Scholar answered with Google's sign-in page instead of the page asked for. */
export function assertNotSignIn(finalUrl: string, body: string, what: string): void {
  const host = (() => {
    try {
      return new URL(finalUrl).hostname;
    } catch {
      return '';
    }
  })();
  if (host === 'accounts.google.com' || /<base href="https:\/\/accounts\.google\.com\//.test(body.slice(0, 2000)) || /ServiceLogin|\/v3\/signin\//.test(body.slice(0, 3000))) {
    throw new AppError('UPSTREAM_SIGN_IN_REQUIRED', what);
  }
}

const text = (n: ReturnType<cheerio.CheerioAPI>) => n.text().replace(/\s+/g, ' ').trim();
export const absolute = (href: string | undefined) => (href ? new URL(href.replace(/&amp;/g, '&'), SCHOLAR_ORIGIN).href : undefined);
export const userIdOf = (href: string | undefined) => /[?&]user=([\w-]+)/.exec(href ?? '')?.[1];

/** Author cards (profile search results, co-author list). */
export function parseAuthorCards($: cheerio.CheerioAPI) {
  const cards = $('.gs_ai.gs_scl').length ? $('.gs_ai.gs_scl') : $('.gsc_1usr');
  return cards
    .map((_, el) => {
      const card = $(el);
      const a = card.find('.gs_ai_name a').first();
      const citedBy = /(\d[\d,.]*)/.exec(text(card.find('.gs_ai_cby')))?.[1];
      const thumbnail = card.find('.gs_ai_pho img').attr('src');
      const name = text(a);
      return {
        name,
        title: name,
        link: absolute(a.attr('href')),
        author_id: userIdOf(a.attr('href')),
        affiliations: text(card.find('.gs_ai_aff')),
        email: text(card.find('.gs_ai_eml')),
        cited_by: citedBy ? Number(citedBy.replace(/[,.]/g, '')) : 0,
        ...(thumbnail ? { thumbnail: absolute(thumbnail) } : {}),
        interests: card
          .find('a.gs_ai_one_int')
          .map((_i, i) => ({ title: text($(i)), link: absolute($(i).attr('href')) }))
          .get(),
      };
    })
    .get()
    .filter((p) => p.name);
}
