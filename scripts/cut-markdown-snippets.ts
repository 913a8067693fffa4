/**
 * Cuts small real snippets, one per Markdown construct, byte for byte out of WCXB pages (the
 * shared dev split), for the serializer's unit tests: src/extract/fixtures/<construct>.html,
 * with MANIFEST.tsv saying which page and element each came from.
 * Usage: node scripts/cut-markdown-snippets.ts [WCXB_DIR] [--only name,name]
 * (--only cuts the named constructs alone, keeping the manifest's other lines: a full run reads
 * every page for a construct no page has, and takes minutes.)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { selectAll } from 'css-select';
import { parseDocument } from 'htmlparser2';
import { SNIPPET_CONSTRUCTS } from './markdown-snippet-constructs.ts';

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? new Set(process.argv[onlyAt + 1]!.split(',')) : undefined;
const dirArg = process.argv[2] && process.argv[2] !== '--only' ? process.argv[2] : undefined;
const dir = dirArg ?? new URL('../../shared/datasets/wcxb-dev/', import.meta.url).pathname;
const out = new URL('../src/extract/fixtures/', import.meta.url);

const manifest = ['construct\twcxb_file\turl\telement'];
const kept = only ? new Map(readFileSync(new URL('MANIFEST.tsv', out), 'utf8').trim().split('\n').slice(1).map((line) => [line.split('\t')[0]!.replace(/\.html$/, ''), line])) : undefined;
const ids = readdirSync(`${dir}/ground-truth`).map((f) => f.replace('.json', '')).sort();
for (const [name, selector, test] of SNIPPET_CONSTRUCTS) {
  if (only && !only.has(name)) {
    const line = kept!.get(name);
    if (line) manifest.push(line);
    continue;
  }
  let done = false;
  for (const id of ids) {
    const html = gunzipSync(readFileSync(`${dir}/html/${id}.html.gz`)).toString('utf8');
    if (!html.includes(selector.split(/[\s,[]/)[0]!.replace(/^/, '<'))) continue;
    const doc = parseDocument(html, { withStartIndices: true, withEndIndices: true });
    const el = selectAll(selector, doc).find(test);
    if (!el) continue;
    const url = JSON.parse(readFileSync(`${dir}/ground-truth/${id}.json`, 'utf8')).url;
    writeFileSync(new URL(`${name}.html`, out), `${html.slice(el.startIndex!, el.endIndex! + 1)}\n`);
    manifest.push(`${name}.html\thtml/${id}.html.gz\t${url}\t<${el.name}> at byte ${el.startIndex}`);
    done = true;
    break;
  }
  if (!done) console.log(`no snippet found for ${name}`);
}
writeFileSync(new URL('MANIFEST.tsv', out), `${manifest.join('\n')}\n`);
console.log(manifest.join('\n'));
