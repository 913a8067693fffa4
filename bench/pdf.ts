/**
 * bench:pdf — the PDF converter over a folder of PDFs (any you have: a crawl's, a documentation
 * tree): every file under it converted once, in a sorted order, or every Nth with --every N.
 * Reports the files that fail (with the error) and the conversion time (median, 90th percentile,
 * slowest five), pages and Markdown characters. With no folder, the converter's own fixtures.
 * Usage: npm run bench:pdf [-- DIR] [--every N]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfToMarkdown } from '../src/extract/pdf.ts';
import { argValue } from './wcxb.ts';

const dir = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : new URL('../src/extract/fixtures/pdf/', import.meta.url).pathname;
const every = Number(argValue('--every') ?? 1);

function pdfsUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return pdfsUnder(path);
    return entry.isFile() && entry.name.toLowerCase().endsWith('.pdf') ? [path] : [];
  });
}

const files = pdfsUnder(dir).sort().filter((_, i) => i % every === 0);
const done: { file: string; ms: number; pages: number; chars: number }[] = [];
const failed: { file: string; error: string }[] = [];
for (const file of files) {
  const t0 = performance.now();
  try {
    const result = await pdfToMarkdown(new Uint8Array(readFileSync(file)));
    done.push({ file, ms: performance.now() - t0, pages: result.pages, chars: result.markdown.length });
  } catch (err) {
    failed.push({ file, error: (err as Error).message });
  }
}

const times = done.map((d) => d.ms).sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0;
console.log(`${files.length} PDFs under ${dir}${every > 1 ? ` (every ${every}th)` : ''}: ${done.length} converted, ${failed.length} failed`);
console.log(`time per PDF: median ${at(0.5).toFixed(0)} ms, 90th percentile ${at(0.9).toFixed(0)} ms; ${done.reduce((n, d) => n + d.pages, 0)} pages, ${done.reduce((n, d) => n + d.chars, 0)} Markdown characters`);
for (const d of [...done].sort((a, b) => b.ms - a.ms).slice(0, 5)) console.log(`  ${d.ms.toFixed(0)} ms  ${d.pages} pages  ${d.file}`);
for (const f of failed) console.log(`FAILED ${f.file}: ${f.error}`);
process.exitCode = failed.length ? 1 : 0;
