/**
 * Writes fixtures/<layout>/<page>.expected.json from the parser's current output, for pages
 * whose output changed. The files are the reviewed record of what each real page must yield:
 * read every diff (git diff) before committing it — a test compares against them.
 * Usage: node scripts/update-serp-expected.ts [name-filter]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { FIXTURE_URL, fixturePages, readPage, storedForm } from '../src/upstreams/google/serp/fixture-pages.ts';
import { parseSerp } from '../src/upstreams/google/serp/parse-serp.ts';

const filter = process.argv[2] ?? '';
for (const page of fixturePages().filter((p) => p.name.includes(filter))) {
  let output: unknown;
  try {
    output = parseSerp(readPage(page), FIXTURE_URL, { operationPath: 'searchengine/search', params: {} });
  } catch (err) {
    output = { error: (err as Error).message };
  }
  const text = `${JSON.stringify(storedForm(output), null, 2)}\n`;
  const before = existsSync(page.expectedPath) ? readFileSync(page.expectedPath, 'utf8') : '';
  if (before !== text) {
    writeFileSync(page.expectedPath, text);
    console.log(`${before ? 'changed' : 'new'}: ${page.name}`);
  }
}
