/**
 * Converts a WCXB page to PDF with a program other than a browser, for the PDF converter's tests:
 * office suites and HTML-to-PDF engines write many of the PDFs a crawl meets, each its own way
 * (bullets in a symbol font or drawn after their list, tables drawn cell by cell, no hyphenation).
 * The page goes in without scripts (and, for LibreOffice, style sheets, which Writer ignores);
 * on these offline machines nothing it links to is fetched. Needs the program (Debian: apt-get install libreoffice-writer-nogui, or
 * weasyprint); neither is a dependency of the service.
 * Usage: node scripts/convert-pdf-fixture.ts libreoffice|weasyprint WCXB_ID OUT.pdf [WCXB_DIR]
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wcxbDir, wcxbPage } from '../bench/wcxb.ts';

const [tool, id, out, dirFlag] = process.argv.slice(2);
if ((tool !== 'libreoffice' && tool !== 'weasyprint') || !id || !out) throw new Error('Usage: node scripts/convert-pdf-fixture.ts libreoffice|weasyprint WCXB_ID OUT.pdf [WCXB_DIR]');
const page = wcxbPage(wcxbDir(dirFlag, undefined), id);
const work = mkdtempSync(join(tmpdir(), 'pdf-fixture-'));
try {
  let html = page.html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
  if (tool === 'libreoffice') html = html.replace(/<style\b[\s\S]*?<\/style>/gi, '');
  const source = join(work, `${id}.html`);
  writeFileSync(source, html);
  let version: string;
  if (tool === 'libreoffice') {
    // A profile of its own: a running LibreOffice (or a first run's dialogs) does not get in the way.
    execFileSync('soffice', [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', work, source], { stdio: 'ignore', timeout: 120_000 });
    copyFileSync(join(work, `${id}.pdf`), out);
    version = execFileSync('soffice', ['--version']).toString().trim();
  } else {
    // These machines are offline: the page's style sheets and images are not fetched.
    execFileSync('weasyprint', [source, out], { stdio: 'ignore', timeout: 120_000 });
    version = execFileSync('weasyprint', ['--version']).toString().trim();
  }
  console.log(`${out}: ${page.url} converted by ${version}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
