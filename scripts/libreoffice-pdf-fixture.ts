/**
 * Exports a WCXB page to PDF with LibreOffice (Writer's HTML import, then its PDF export), for the
 * PDF converter's tests: office suites write the PDFs a crawl meets next most after browsers'
 * prints, with their own ways (bullets in a symbol font, tables drawn cell by cell, no
 * hyphenation). Scripts and style sheets are left out, as Writer ignores them. Needs `soffice`
 * (Debian: apt-get install libreoffice-writer-nogui; not a dependency of the service).
 * Usage: node scripts/libreoffice-pdf-fixture.ts WCXB_ID OUT.pdf [WCXB_DIR]
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wcxbDir, wcxbPage } from '../bench/wcxb.ts';

const [id, out, dirFlag] = process.argv.slice(2);
if (!id || !out) throw new Error('Usage: node scripts/libreoffice-pdf-fixture.ts WCXB_ID OUT.pdf [WCXB_DIR]');
const page = wcxbPage(wcxbDir(dirFlag, undefined), id);
const work = mkdtempSync(join(tmpdir(), 'lo-fixture-'));
try {
  const html = page.html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<style\b[\s\S]*?<\/style>/gi, '');
  writeFileSync(join(work, `${id}.html`), html);
  // A profile of its own: a running LibreOffice (or a first run's dialogs) does not get in the way.
  execFileSync('soffice', [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', work, join(work, `${id}.html`)], { stdio: 'ignore', timeout: 120_000 });
  copyFileSync(join(work, `${id}.pdf`), out);
  console.log(`${out}: ${page.url} exported by ${execFileSync('soffice', ['--version']).toString().trim()}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
