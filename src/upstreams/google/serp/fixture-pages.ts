/**
 * The real result pages under fixtures/ (desktop, mobile, light; 2019–2026) and how their
 * expected outputs are stored: data: URLs (thumbnails, favicons) are shortened to their length
 * and hash so that the reviewed JSON stays readable. Used by the tests, the expected-output
 * updater and bench:parse.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIXTURES_DIR = new URL('./fixtures/', import.meta.url).pathname;
/** The URL every fixture is parsed against (their real URLs were not kept by their sources). */
export const FIXTURE_URL = 'https://www.google.com/search';

export interface FixturePage {
  /** e.g. web-desktop/kjellberg_2024-09-06-matkasse */
  name: string;
  layout: 'web-desktop' | 'web-mobile' | 'web-light';
  htmlPath: string;
  expectedPath: string;
}

export function fixturePages(): FixturePage[] {
  return (['web-desktop', 'web-mobile', 'web-light'] as const).flatMap((layout) =>
    readdirSync(join(FIXTURES_DIR, layout))
      .filter((f) => f.endsWith('.html'))
      .sort()
      .map((f) => ({
        name: `${layout}/${f.replace(/\.html$/, '')}`,
        layout,
        htmlPath: join(FIXTURES_DIR, layout, f),
        expectedPath: join(FIXTURES_DIR, layout, f.replace(/\.html$/, '.expected.json')),
      })),
  );
}

export function readPage(page: FixturePage): string {
  return readFileSync(page.htmlPath, 'utf8');
}

/** The stored form of an output: data: URLs replaced by "data:<type> (<length> chars, sha256 <12 hex>)". */
export function storedForm(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('data:') && value.length > 80) {
    const type = value.slice(5, value.indexOf(';') > 0 ? value.indexOf(';') : 30);
    return `data:${type} (${value.length} chars, sha256 ${createHash('sha256').update(value).digest('hex').slice(0, 12)})`;
  }
  if (Array.isArray(value)) return value.map(storedForm);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, storedForm(v)]));
  return value;
}
