/**
 * `gleaner crawl` as a real process against pages on a local server: files and index written,
 * a failure reported without stopping the others, a summary table, a progress line, and a second
 * run that skips what is done (no new request to the target) — from a file or from stdin.
 */
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { startTargetServer, type TargetServer } from './helpers/target-server.ts';

const exec = promisify(execFile);
const bin = new URL('../bin/gleaner.js', import.meta.url).pathname;

describe('gleaner crawl', () => {
  let target: TargetServer;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  before(async () => {
    target = await startTargetServer();
    dir = mkdtempSync(join(tmpdir(), 'gleaner-crawl-'));
    env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent', CRAWL_ALLOW_PRIVATE_NETWORKS: 'true' };
    const { stdout } = await exec(process.execPath, [bin, 'keys', 'create', '--credits', '40', '--json'], { env });
    env.GLEANER_API_KEY = (JSON.parse(stdout) as { key: string }).key;
  });
  after(async () => {
    await target.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const crawl = (...args: string[]) =>
    exec(process.execPath, [bin, 'crawl', ...args], { env }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  test('markdown from a file: one file per URL, an index, a failure reported, a summary; a rerun skips what is done', async () => {
    const list = join(dir, 'urls.txt');
    writeFileSync(list, [`${target.url}/article`, `${target.url}/report.pdf`, '# a comment line', 'not a url', ''].join('\n'));
    const out = join(dir, 'md');
    const first = await crawl('--out', out, '--format', 'markdown', '--concurrency', '2', list);
    assert.equal(first.code, 1, 'one URL failed');
    assert.match(first.stdout, /written\s+2\n/);
    assert.match(first.stdout, /failed\s+1\n/);
    assert.match(first.stdout, /INVALID_URL\s+1/);
    assert.match(first.stderr, /\] 3\/3 done, 1 failed/);
    const files = readdirSync(out).filter((f) => f.endsWith('.md'));
    assert.equal(files.length, 2);
    const article = files.map((f) => readFileSync(join(out, f), 'utf8')).find((t) => t.includes('\n\nMusic is a universal language'));
    assert.ok(article, 'the article as Markdown');
    const index = readFileSync(join(out, 'index.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { url: string; ok: boolean });
    assert.deepEqual(index.map((r) => r.ok).sort(), [false, true, true]);

    const hits = target.hits.get('/article');
    const second = await crawl('--out', out, '--format', 'markdown', list);
    assert.match(second.stdout, /skipped \(done before\)\s+2\n/);
    assert.equal(target.hits.get('/article'), hits, 'done URLs are not fetched again');
  });

  test('html from stdin', async () => {
    const out = join(dir, 'html');
    const child = spawn(process.execPath, [bin, 'crawl', '--out', out, '--format', 'html'], { env });
    child.stdin.end(`${target.url}/article?i=stdin\n`);
    const code = await new Promise<number>((resolve) => child.on('close', resolve));
    assert.equal(code, 0);
    const html = readdirSync(out).filter((f) => f.endsWith('.html'));
    assert.equal(html.length, 1);
    assert.match(readFileSync(join(out, html[0]!), 'utf8'), /<html/i);
    assert.ok(existsSync(join(out, 'index.jsonl')));
  });
});
