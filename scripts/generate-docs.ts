/**
 * Writes the generated reference pages from the code that defines them: the error-code table,
 * the operation table (from the registry) and the configuration table. `npm run docs` runs it;
 * test/contract.test.ts fails when a page is out of date.
 */
import { writeFileSync } from 'node:fs';
import { renderDocs } from '../src/docs/render.ts';

for (const [file, text] of Object.entries(renderDocs())) {
  writeFileSync(new URL(`../${file}`, import.meta.url), text);
  console.log(`wrote ${file}`);
}
