/**
 * Prints a WCXB page to PDF in the Chromium that npm installs (Skia/PDF, as a browser's "Save as
 * PDF" writes it) for the PDF converter's tests: scripts off, no network, A4. The PDFs a crawl
 * meets most are printed web pages; this makes one from a real page without the internet.
 * Usage: node scripts/print-pdf-fixture.ts WCXB_ID OUT.pdf [WCXB_DIR]
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium } from '../src/render/find-chromium.ts';
import { wcxbDir, wcxbPage } from '../bench/wcxb.ts';

const [id, out, dirFlag] = process.argv.slice(2);
if (!id || !out) throw new Error('Usage: node scripts/print-pdf-fixture.ts WCXB_ID OUT.pdf [WCXB_DIR]');
const page = wcxbPage(wcxbDir(dirFlag, undefined), id);
const browser = await chromium.launch({ executablePath: (await findChromium('')).path, args: ['--no-sandbox'] });
try {
  const tab = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await tab.route('**/*', (route) => route.abort());
  await tab.setContent(page.html.replace(/<head[^>]*>/i, (head) => `${head}<base href="${page.url}">`), { waitUntil: 'domcontentloaded' });
  writeFileSync(out, await tab.pdf({ format: 'A4' }));
  console.log(`${out}: ${page.url} printed by Chromium ${browser.version()}`);
} finally {
  await browser.close();
}
