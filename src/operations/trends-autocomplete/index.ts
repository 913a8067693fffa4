/**
 * GET /api/v1/searchengine/trends/autocomplete — Trends' topic suggestions for a text, each with
 * its topic id (usable as a trends/search term) and a ready link to our own trends/search.
 */
import { Type } from '@sinclair/typebox';
import { parseTrendsJson, trendsRequest } from '../../upstreams/google/trends.ts';
import { commonParams } from '../params.ts';
import { defineUpstreamOperation } from '../upstream-operation.ts';

interface Topic {
  mid: string;
  title: string;
  type: string;
}

export function parseAutocomplete(body: string) {
  const topics = parseTrendsJson<{ default?: { topics?: Topic[] } }>(body).default?.topics;
  if (!Array.isArray(topics)) throw new Error('no topics in the answer');
  return {
    suggestions: topics.map((t) => ({
      value: t.mid,
      mid: t.mid,
      title: t.title,
      type: t.type,
      link: `/api/v1/searchengine/trends/search?query=${encodeURIComponent(t.mid)}`,
    })),
  };
}

export default defineUpstreamOperation({
  id: 'TrendsAutocomplete',
  path: 'searchengine/trends/autocomplete',
  tag: 'Trends',
  summary: 'Topic suggestions with topic ids',
  description: 'Google Trends suggestions for a text: suggestions[{value, mid, title, type, link}], where mid (also value) is the topic id that trends/search accepts as a term.',
  example: { query: 'coffee' },
  cost: 1,
  params: Type.Object(
    {
      query: Type.String({ minLength: 1, maxLength: 100, description: 'Text to get topic suggestions for.' }),
      language: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$', default: 'en-US', description: 'Interface language (hl), e.g. en-US.' })),
      ...commonParams,
    },
    { additionalProperties: false },
  ),
  transports: ['impit', 'http'],
  // The UI strips apostrophes before encoding the term into the path (trendspy, 2026).
  request: (p) => trendsRequest(`/trends/api/autocomplete/${encodeURIComponent(p.query.replace(/'/g, ''))}`, { hl: p.language ?? 'en-US', tz: '420' }, p.language ?? 'en-US'),
  parse: (page) => parseAutocomplete(page.html),
});
