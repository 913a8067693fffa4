/**
 * GET /api/v1/searchengine/scholar/author — a Google Scholar author profile: author, articles,
 * cited_by (table and per-year graph), public_access, co_authors, pagination. view_op
 * LIST_COLLEAGUES returns the co-author list; VIEW_CITATION (with citation_id) one article.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AppError } from '../../errors.ts';
import { assertNotSignIn, scholarRequest } from '../../upstreams/google/scholar.ts';
import { commonParams, enumParam } from '../params.ts';
import { defineUpstreamOperation } from '../upstream-operation.ts';
import { parseAuthorPage, parseCitation, parseColleagues } from './parse.ts';

const params = Type.Object(
  {
    author_id: Type.String({ pattern: '^[\\w-]{12}$', description: 'Author id, the user= value of a profile URL, e.g. LZ5D_p4AAAAJ.' }),
    results: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Articles per page (at most 100).' })),
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0, description: 'Offset of the first article (pagination; beyond the spec, as SerpApi has it).' })),
    language: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$', default: 'en', description: 'Interface language (hl).' })),
    view_op: Type.Optional(
      enumParam(['LIST_COLLEAGUES', 'VIEW_CITATION'], {
        description: 'LIST_COLLEAGUES: the co-author list. VIEW_CITATION: one article (needs citation_id).',
        legacy: { list_colleagues: 'LIST_COLLEAGUES', view_citation: 'VIEW_CITATION' },
      }),
    ),
    sort: Type.Optional(enumParam(['TITLE', 'PUBLICATION_DATE'], { description: 'Article order; default by citations.', legacy: { title: 'TITLE', pubdate: 'PUBLICATION_DATE' } })),
    citation_id: Type.Optional(Type.String({ pattern: '^([\\w-]{12}:)?[\\w-]+$', maxLength: 64, description: 'Article id (AUTHOR_ID:ARTICLE_ID or ARTICLE_ID), as in articles[].citation_id.' })),
    ...commonParams,
  },
  { additionalProperties: false },
);
type Params = Static<typeof params>;

export function buildAuthorRequest(p: Params) {
  const hl = p.language ?? 'en';
  if (p.view_op === 'VIEW_CITATION') {
    if (!p.citation_id) throw new AppError('INVALID_PARAMETER', "Parameter 'citation_id' is required with view_op=VIEW_CITATION (take it from articles[].citation_id).");
    const id = p.citation_id.includes(':') ? p.citation_id : `${p.author_id}:${p.citation_id}`;
    return scholarRequest({ view_op: 'view_citation', hl, citation_for_view: id }, hl);
  }
  if (p.view_op === 'LIST_COLLEAGUES') return scholarRequest({ view_op: 'list_colleagues', hl, user: p.author_id }, hl);
  const query: Record<string, string> = { user: p.author_id, hl };
  if (p.start) query.cstart = String(p.start);
  if ((p.results ?? 20) !== 20) query.pagesize = String(p.results);
  if (p.sort) query.sortby = p.sort === 'TITLE' ? 'title' : 'pubdate';
  return scholarRequest(query, hl);
}

export default defineUpstreamOperation({
  id: 'scholarAuthor',
  path: 'searchengine/scholar/author',
  tag: 'Scholar',
  summary: 'Author profile: publications, citation metrics, interests',
  description:
    'A Google Scholar author: author {name, affiliations, email, website, interests, thumbnail}, articles [{title, link, citation_id, authors, publication, cited_by, year}], cited_by {table, graph}, public_access, co_authors, pagination. view_op=LIST_COLLEAGUES gives co_authors; view_op=VIEW_CITATION with citation_id gives citation.',
  example: { author_id: 'LZ5D_p4AAAAJ' },
  cost: 1,
  params,
  transports: ['impit', 'http', 'browser'],
  request: (p) => buildAuthorRequest(p),
  parse: (page, p) => {
    assertNotSignIn(page.url, page.html, `Google Scholar answered with its sign-in page for author ${p.author_id}: the id may not exist or the profile is not public.`);
    if (p.view_op === 'LIST_COLLEAGUES') return parseColleagues(page.html);
    if (p.view_op === 'VIEW_CITATION') return parseCitation(page.html);
    const data = parseAuthorPage(page.html, { authorId: p.author_id, start: p.start ?? 0, pageSize: p.results ?? 20 });
    if (!data.author.name) throw new Error('no author name on the page (#gsc_prf_in): the layout may have changed');
    return data;
  },
});
