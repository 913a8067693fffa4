/**
 * Writes fixtures/<layout>/<page>.expected.json from the parser's current output, for pages
 * whose output changed. The files are the reviewed record of what each real page must yield:
 * read every diff (git diff) before committing it — a test compares against them.
 * Usage: node scripts/update-serp-expected.ts [name-filter]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { FIXTURE_URL, fixturePages, readPage, storedForm } from '../src/upstreams/google/serp/fixture-pages.ts';
import { parseSerp } from '../src/upstreams/google/serp/parse-serp.ts';
import { VERTICAL_FIXTURES, verticalFixturePath } from '../src/upstreams/google/serp/vertical-fixtures.ts';

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

// The verticals' pages (videos, short videos, shopping, AI mode), parsed as their operations parse them.
for (const f of VERTICAL_FIXTURES.filter((v) => `${v.operation}/${v.file}`.includes(filter))) {
  const output = parseSerp(readFileSync(verticalFixturePath(f), 'utf8'), FIXTURE_URL, { operationPath: `searchengine/${f.operation}`, params: {}, blocks: f.blocks, primary: f.primary });
  const path = verticalFixturePath(f, '.expected.json');
  const text = `${JSON.stringify(storedForm(output), null, 2)}\n`;
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (before !== text) {
    writeFileSync(path, text);
    console.log(`${before ? 'changed' : 'new'}: ${f.operation}/${f.file}`);
  }
}
