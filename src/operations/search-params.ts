/**
 * The search-family parameters shared by every search operation (spec §4.3), with the legacy
 * enumeration values the spec still accepts. Each search operation picks the subset it takes
 * (spec §4.4) with `pickSearchParams`. Checks against the upstream's reference lists (countries,
 * languages, domains) belong to the upstream layer.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { enumParam } from './params.ts';

const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

export const searchParams = {
  query: Type.String({ minLength: 1, maxLength: 2048, description: 'Search query, as typed in the search box.' }),
  page: opt(Type.Integer({ minimum: 0, maximum: 100, default: 0, description: 'Zero-based result page: 0 is the first page.' })),
  html: opt(Type.Boolean({ default: false, description: 'true adds the raw HTML of the results page to the data.' })),
  country: opt(Type.String({ pattern: '^[a-z]{2}$', default: 'us', description: 'Two-letter country code, lower case (gl), to localise results.' })),
  domain: opt(Type.String({ minLength: 4, maxLength: 64, description: "Search-engine domain to use, e.g. google.co.uk; defaults to the engine's worldwide domain." })),
  language: opt(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$', default: 'en', description: 'Interface language code (hl), e.g. en, de, zh-cn, es-419.' })),
  lr: opt(Type.String({ pattern: '^lang_[a-zA-Z-]+(\\|lang_[a-zA-Z-]+)*$', description: 'Restrict results to languages: lang_{code}, several joined by |.' })),
  cr: opt(Type.String({ pattern: '^country[A-Z]{2}(\\|country[A-Z]{2})*$', description: 'Restrict results to countries: countryXX, several joined by |.' })),
  uule: opt(Type.String({ maxLength: 512, description: 'Encoded location (advanced); use location for a plain name.' })),
  location: opt(Type.String({ minLength: 1, maxLength: 256, description: 'Location name to localise results, e.g. "Austin, Texas, United States".' })),
  ludocid: opt(Type.String({ maxLength: 64, description: 'Local business place id (CID). Advanced.' })),
  lsig: opt(Type.String({ maxLength: 256, description: 'Signature for some knowledge-graph or local views. Advanced.' })),
  kgmid: opt(Type.String({ maxLength: 64, description: 'Knowledge-graph entity id, e.g. /m/0dl567. Advanced.' })),
  si: opt(Type.String({ maxLength: 2048, description: 'Cached search context. Advanced.' })),
  ibp: opt(Type.String({ maxLength: 256, description: 'UI expansion or rendering mode, mostly local/business views. Advanced.' })),
  uds: opt(Type.String({ maxLength: 2048, description: 'Filter token taken from filter options in earlier results.' })),
  tbs: opt(Type.String({ maxLength: 512, description: 'Advanced result filter, e.g. qdr:d for the past day.' })),
  safe: opt(enumParam(['ACTIVE', 'OFF'], { default: 'OFF', description: 'Adult-content filtering.', legacy: { active: 'ACTIVE', off: 'OFF' } })),
  nfpr: opt(
    enumParam(['INCLUDE_CORRECTED_RESULTS', 'EXCLUDE_CORRECTED_RESULTS'], {
      default: 'INCLUDE_CORRECTED_RESULTS',
      description: 'Whether results for an auto-corrected query are included.',
      legacy: { '0': 'INCLUDE_CORRECTED_RESULTS', '1': 'EXCLUDE_CORRECTED_RESULTS' },
    }),
  ),
  filter: opt(
    enumParam(['DISABLED', 'ENABLED'], {
      description: 'Filtering of similar and omitted results.',
      legacy: { '0': 'DISABLED', '1': 'ENABLED' },
    }),
  ),
  result_time: opt(
    Type.String({ pattern: '^qdr:[hdwmy]\\d{0,3}$', description: 'Publication-time filter (videos): qdr:h past hour, qdr:d past 24 hours, qdr:w past week, qdr:m past month, qdr:y past year; a number after the letter widens it (qdr:d3).' }),
  ),
  start: opt(Type.Integer({ minimum: 0, maximum: 1000, description: 'Result offset: number of leading results to skip (short videos page by 12).' })),
  shoprs: opt(Type.String({ minLength: 1, maxLength: 4096, description: 'Shopping filter token, taken from filters[].options[].shoprs of an earlier answer.' })),
};

export type SearchParamName = keyof typeof searchParams;

export function pickSearchParams<const K extends SearchParamName>(names: readonly K[]): Pick<typeof searchParams, K> {
  const out = {} as Pick<typeof searchParams, K>;
  for (const name of names) out[name] = searchParams[name];
  return out;
}
