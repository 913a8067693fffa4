/**
 * Google's accepted values for country (gl), language (hl), lr, cr and domain, from the
 * reference lists in reference-data/ (provenance in its SOURCES.md). Validation gives a 400 that
 * names the parameter, with the closest accepted values.
 */
import { readFileSync } from 'node:fs';
import { AppError } from '../../errors.ts';

function load<T>(file: string): T[] {
  return (JSON.parse(readFileSync(new URL(`./reference-data/${file}`, import.meta.url), 'utf8')) as { items: T[] }).items;
}

const countries = new Set(load<{ country_code: string }>('google-countries.json').map((c) => c.country_code.toLowerCase()));
const languages = new Map(load<{ language_code: string }>('google-languages.json').map((l) => [l.language_code.toLowerCase(), l.language_code]));
const lrValues = new Set(load<{ lr: string }>('google-lr-languages.json').map((l) => l.lr));
const crValues = new Set(load<{ cr: string }>('google-cr-countries.json').map((c) => c.cr));
const domains = new Set(load<{ domain: string }>('google-domains.json').map((d) => d.domain.toLowerCase()));

export interface LocaleParams {
  country?: string;
  language?: string;
  lr?: string;
  cr?: string;
  domain?: string;
}

function refuse(name: string, value: string, accepted: Iterable<string>, hint: string): never {
  const near = [...accepted].filter((v) => v.toLowerCase().startsWith(value.slice(0, 2).toLowerCase())).slice(0, 6);
  throw new AppError('INVALID_PARAMETER', `Parameter '${name}' does not accept "${value}": ${hint}${near.length ? ` Close matches: ${near.join(', ')}.` : ''}`);
}

/** Validates the locale parameters against Google's lists; returns the domain host to use. */
export function validateLocale(p: LocaleParams): { host: string } {
  if (p.country && !countries.has(p.country.toLowerCase())) refuse('country', p.country, countries, 'use a two-letter country code Google knows (gl), e.g. us, gb, de.');
  if (p.language && !languages.has(p.language.toLowerCase())) refuse('language', p.language, languages.values(), 'use a language code Google knows (hl), e.g. en, de, zh-cn.');
  for (const lr of p.lr?.split('|') ?? []) if (!lrValues.has(lr)) refuse('lr', lr, lrValues, 'use lang_{code}, e.g. lang_en; join several with |.');
  for (const cr of p.cr?.split('|') ?? []) if (!crValues.has(cr)) refuse('cr', cr, crValues, 'use country{XX}, e.g. countryUS; join several with |.');
  let host = 'www.google.com';
  if (p.domain) {
    const d = p.domain.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/.*$/, '');
    if (!domains.has(d)) refuse('domain', p.domain, domains, 'use a Google domain such as google.com or google.co.uk.');
    host = `www.${d}`;
  }
  return { host };
}
