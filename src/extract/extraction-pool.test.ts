/**
 * The extraction pool: the same answer as extraction on the main thread, the event loop free while
 * a huge page is extracted, and a page over the time limit stopped without losing the pool.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { AppError } from '../errors.ts';
import { extractMarkdown } from './extract.ts';
import { createExtractionPool } from './extraction-pool.ts';

const real = {
  html: gunzipSync(readFileSync(new URL('./fixtures/pages/html/0386.html.gz', import.meta.url))).toString('utf8'),
  url: JSON.parse(readFileSync(new URL('./fixtures/pages/ground-truth/0386.json', import.meta.url), 'utf8')).url as string,
};
// A directory page of links, generated: seconds of extraction on one thread.
const huge = `<html><body><main><p>${'A sentence of the page, with a comma. '.repeat(40)}</p>${'<a href="/x">menu item</a> '.repeat(200_000)}</main></body></html>`;

test('a page extracted in the pool is the page extracted on the main thread', async () => {
  const pool = createExtractionPool({ workers: 2, timeoutMs: 30_000 });
  try {
    const [inPool, full] = await Promise.all([pool.extract(real.html, real.url), pool.extract(real.html, real.url, { include: 'full' })]);
    assert.deepEqual(inPool, extractMarkdown(real.html, real.url));
    assert.equal(full.markdown, extractMarkdown(real.html, real.url, { include: 'full' }).markdown);
  } finally {
    await pool.close();
  }
});

test('while a huge page is extracted the event loop stays free', async () => {
  const pool = createExtractionPool({ workers: 1, timeoutMs: 60_000 });
  try {
    const started = performance.now();
    const extraction = pool.extract(huge, 'https://example.org/');
    // Timers keep firing on time while the worker thread is busy.
    const lags: number[] = [];
    for (let i = 0; i < 10; i++) {
      const before = performance.now();
      await new Promise((r) => setTimeout(r, 20));
      lags.push(performance.now() - before - 20);
    }
    const { markdown } = await extraction;
    const took = performance.now() - started;
    assert.match(markdown, /^A sentence of the page/);
    assert.ok(took > 500, `the huge page took ${took.toFixed(0)} ms: too fast to tell`);
    assert.ok(Math.max(...lags) < 250, `timer lag up to ${Math.max(...lags).toFixed(0)} ms during a ${took.toFixed(0)} ms extraction`);
  } finally {
    await pool.close();
  }
});

test('a page over the time limit fails with EXTRACTION_TIMEOUT, and the pool goes on with a fresh thread', async () => {
  const pool = createExtractionPool({ workers: 1, timeoutMs: 300 });
  try {
    await assert.rejects(pool.extract(huge, 'https://example.org/huge'), (err: unknown) => err instanceof AppError && err.code === 'EXTRACTION_TIMEOUT' && /example\.org\/huge/.test(err.message));
    const { markdown } = await pool.extract(real.html, real.url);
    assert.equal(markdown, extractMarkdown(real.html, real.url).markdown);
  } finally {
    await pool.close();
  }
});

test('pages wait for a free thread, and a closed pool refuses work', async () => {
  const pool = createExtractionPool({ workers: 1, timeoutMs: 30_000 });
  const answers = await Promise.all([1, 2, 3].map(() => pool.extract(real.html, real.url)));
  for (const a of answers) assert.equal(a.markdown, answers[0]!.markdown);
  await pool.close();
  await assert.rejects(pool.extract(real.html, real.url), (err: unknown) => err instanceof AppError && err.code === 'SERVICE_UNAVAILABLE');
});
