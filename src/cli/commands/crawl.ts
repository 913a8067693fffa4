/**
 * `gleaner crawl` — batch crawling from the shell: URLs from a file or stdin, each fetched with
 * the markdown, html or rendered-html operation through executeOperation (the API's own path:
 * egress policy, cache, credits — no HTTP round trip), a bounded number at a time, written to
 * DIR as one file per URL plus index.jsonl. Interrupted runs resume: URLs index.jsonl lists as
 * done are skipped. A progress line on stderr, a summary table at the end.
 */
import { createHash, randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../../config.ts';
import { executeOperation } from '../../core/execute.ts';
import { createDeps } from '../../deps.ts';
import { findAppError } from '../../errors.ts';
import { findOperation } from '../../operations/registry.ts';
import { validateParams } from '../../operations/params.ts';
import { verifyApiKey } from '../../store/api-keys.ts';
import { cliSecret } from '../api-key.ts';
import { UsageError } from '../main.ts';

const FORMATS = { markdown: { op: 'markdown', ext: 'md', field: 'markdown' }, html: { op: 'html', ext: 'html', field: 'html' }, 'rendered-html': { op: 'renderedHtml', ext: 'html', field: 'html' } } as const;
type Format = keyof typeof FORMATS;

const HELP = `Usage: gleaner crawl --out DIR [--format markdown|html|rendered-html] [--concurrency N] [--key KEY] [urls.txt]
  URLs one per line from the file, or from stdin when no file is given ('#' lines are skipped).
  Writes DIR/<host>-<hash>.<ext> per URL and DIR/index.jsonl; a second run skips what is done.`;

interface Row {
  url: string;
  ok: boolean;
  file?: string;
  status_code?: number | null;
  error?: string;
  message?: string;
  charged?: number;
}

export async function run(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(HELP);
    return 0;
  }
  const opt = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const out = opt('--out');
  if (!out) throw new UsageError(`--out DIR is required.\n${HELP}`);
  const format = (opt('--format') ?? 'markdown') as Format;
  if (!(format in FORMATS)) throw new UsageError(`--format must be markdown, html or rendered-html.`);
  const concurrency = Number(opt('--concurrency') ?? 4);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new UsageError('--concurrency must be an integer from 1 to 64.');
  const valued = new Set(['--out', '--format', '--concurrency', '--key']);
  const file = argv.find((a, i) => !a.startsWith('--') && !valued.has(argv[i - 1] ?? ''));
  const text = file ? readFileSync(file, 'utf8') : readFileSync(0, 'utf8');
  const urls = [...new Set(text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#')))];

  const config = loadConfig();
  const secret = cliSecret(argv, config);
  mkdirSync(out, { recursive: true });
  const indexPath = join(out, 'index.jsonl');
  const done = new Set<string>();
  if (existsSync(indexPath)) {
    for (const line of readFileSync(indexPath, 'utf8').split('\n')) {
      try {
        const row = JSON.parse(line) as Row;
        if (row.ok) done.add(row.url);
      } catch {
        // A line cut by an interruption: that URL is simply crawled again.
      }
    }
  }
  const todo = urls.filter((u) => !done.has(u));
  const deps = await createDeps(config);
  const rows: Row[] = [];
  try {
    const key = await verifyApiKey(deps.store, secret);
    const log = pino({ level: 'silent' });
    const { op: opId, ext, field } = FORMATS[format];
    const op = findOperation(opId)!;
    const started = Date.now();
    let next = 0;
    const progress = () => {
      const n = rows.length;
      const failed = rows.filter((r) => !r.ok).length;
      const width = 24;
      const filled = todo.length ? Math.round((n / todo.length) * width) : width;
      process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${n}/${todo.length} done, ${failed} failed, ${done.size} skipped, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    };
    const worker = async () => {
      while (next < todo.length) {
        const url = todo[next++]!;
        let row: Row;
        try {
          const params = validateParams(op.params, { url });
          const result = await executeOperation(deps, { op, params, keyId: key.id, requestId: randomUUID(), signal: AbortSignal.timeout(config.crawlTimeoutMs * 3), log });
          const name = `${new URL(url).hostname}-${createHash('sha256').update(url).digest('hex').slice(0, 12)}.${ext}`;
          writeFileSync(join(out, name), String(result.data[field] ?? ''));
          row = { url, ok: true, file: name, status_code: result.data.status_code as number | null, charged: result.charged };
        } catch (err) {
          const appErr = findAppError(err);
          row = { url, ok: false, error: appErr?.code ?? 'INTERNAL', message: appErr?.message ?? String(err) };
        }
        rows.push(row);
        appendFileSync(indexPath, `${JSON.stringify(row)}\n`);
        progress();
      }
    };
    progress();
    await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, todo.length)) }, worker));
    process.stderr.write('\n');
  } finally {
    await deps.close();
  }
  console.log(summary(rows, done.size));
  return rows.some((r) => !r.ok) ? 1 : 0;
}

function summary(rows: Row[], skipped: number): string {
  const errors = new Map<string, number>();
  for (const r of rows) if (!r.ok) errors.set(r.error!, (errors.get(r.error!) ?? 0) + 1);
  const lines = [
    ['result', 'count'],
    ['written', String(rows.filter((r) => r.ok).length)],
    ['failed', String(rows.filter((r) => !r.ok).length)],
    ['skipped (done before)', String(skipped)],
    ['credits charged', String(rows.reduce((n, r) => n + (r.charged ?? 0), 0))],
    ...[...errors].map(([code, n]) => [`  ${code}`, String(n)]),
  ];
  const w = Math.max(...lines.map((l) => l[0]!.length));
  return lines.map(([a, b]) => `${a!.padEnd(w)}  ${b}`).join('\n');
}
