/**
 * /status in a real headless Chromium: one row per operation with its health state, the
 * last hour's charts, and a key's remaining credits once entered. A screenshot is saved to
 * test-output/status.png for a person to look at.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { findChromium } from '../src/render/find-chromium.ts';
import { operations } from '../src/operations/registry.ts';
import { startTargetServer, type TargetServer } from './helpers/target-server.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('status page', () => {
  let app: TestApp;
  let target: TargetServer;
  let browser: Browser;
  before(async () => {
    target = await startTargetServer();
    app = await startTestApp({ rateLimitPerMinute: 0 });
    const { path } = await findChromium(app.deps.config.chromiumPath);
    browser = await chromium.launch({ executablePath: path, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  });
  after(async () => {
    await browser?.close();
    await app.close();
    await target.close();
  });

  test('rows, states, charts and a key\'s credits, in a real browser', async () => {
    const { key } = await app.createKey(9);
    // Traffic: /web/html succeeds twice; one markdown call fails (unreachable target).
    await app.get(`/api/v1/web/html?url=${encodeURIComponent(`${target.url}/article?i=1`)}`, key);
    await app.get(`/api/v1/web/html?url=${encodeURIComponent(`${target.url}/article?i=2`)}`, key);
    await app.get(`/api/v1/web/markdown?url=${encodeURIComponent('http://127.0.0.1:1/nothing')}`, key);

    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(`${app.url}/status`);
    assert.equal(await page.locator('tbody tr').count(), operations.length);
    assert.equal(await page.locator('tr[data-operation="html"] .label').textContent(), 'Healthy');
    assert.equal(await page.locator('tr[data-operation="markdown"] .label').textContent(), 'Mostly unavailable');
    assert.equal(await page.locator('tr[data-operation="search"] .label').textContent(), 'No data');
    assert.equal(await page.locator('tr[data-operation="html"] svg polyline, tr[data-operation="html"] svg circle').count() > 0, true, 'the last hour is drawn');

    await page.fill('#key', key);
    await page.click('button[type="submit"]');
    await page.locator('#credits', { hasText: 'credits remaining' }).waitFor();
    // 9 − 1 − 1 (html, html) = 7; the failed markdown call was refunded.
    assert.equal(await page.locator('#credits').textContent(), '7 credits remaining');

    mkdirSync(new URL('../test-output/', import.meta.url), { recursive: true });
    await page.screenshot({ path: new URL('../test-output/status.png', import.meta.url).pathname, fullPage: true });
    await page.close();
  });
});
