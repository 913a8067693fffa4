/**
 * GET /api/v1/searchengine/scholar/profiles — author profile search (spec §2.2 shape). Google
 * has answered this page with its sign-in page since 2025-05 (scholarly #569; SerpApi retired
 * the engine): that answer becomes a clear 500, refunded, and the health shows it. Deployments
 * with a signed-in session set SCHOLAR_COOKIE.
 */
import { Type } from '@sinclair/typebox';
import * as cheerio from 'cheerio';
import { assertNotSignIn, parseAuthorCards, scholarRequest } from '../../upstreams/google/scholar.ts';
import { commonParams } from '../params.ts';
import { defineUpstreamOperation } from '../upstream-operation.ts';

/** Paging tokens live in the onclick of the next/previous buttons, JS-escaped. */
function pageToken($: cheerio.CheerioAPI, button: string, param: 'after_author' | 'before_author'): string | null {
  const onclick = $(button).not('[disabled]').attr('onclick') ?? '';
  const decoded = onclick.replace(/\\x([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return new RegExp(`[?&]${param}=([^&'"]+)`).exec(decoded)?.[1] ?? null;
}

export function parseProfiles(html: string) {
  const $ = cheerio.load(html);
  return {
    profiles: parseAuthorCards($),
    pagination: {
      next_page_token: pageToken($, 'button.gs_btnPR', 'after_author'),
      previous_page_token: pageToken($, 'button.gs_btnPL', 'before_author'),
    },
  };
}

export default defineUpstreamOperation({
  id: 'scholarProfiles',
  path: 'searchengine/scholar/profiles',
  tag: 'Scholar',
  summary: 'Author profile search',
  description:
    'Google Scholar author profiles matching a name or institution: profiles [{title, name, link, author_id, affiliations, email, cited_by, thumbnail, interests}] and pagination {next_page_token, previous_page_token}. Google requires a signed-in session for this page since 2025-05: without SCHOLAR_COOKIE the call fails with UPSTREAM_SIGN_IN_REQUIRED (refunded).',
  example: { mauthors: 'stanford' },
  cost: 1,
  params: Type.Object(
    {
      mauthors: Type.String({ minLength: 1, maxLength: 256, description: 'Search text: an author name, an institution, or label:<interest>.' }),
      after_author: Type.Optional(Type.String({ maxLength: 256, description: 'Next-page token (pagination.next_page_token).' })),
      before_author: Type.Optional(Type.String({ maxLength: 256, description: 'Previous-page token (pagination.previous_page_token).' })),
      ...commonParams,
    },
    { additionalProperties: false },
  ),
  transports: ['impit', 'http', 'browser'],
  request: (p) => {
    const query: Record<string, string> = { view_op: 'search_authors', hl: 'en', mauthors: p.mauthors };
    // Google honours one direction; the next-page token wins, as SerpApi's does.
    if (p.after_author) query.after_author = p.after_author;
    else if (p.before_author) query.before_author = p.before_author;
    return scholarRequest(query, 'en');
  },
  parse: (page) => {
    assertNotSignIn(page.url, page.html, 'Google Scholar requires a signed-in session for author profile search (since 2025-05); set SCHOLAR_COOKIE to a signed-in session cookie to enable it.');
    return parseProfiles(page.html);
  },
});
